import { msg } from '@lit/localize';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type { TreeNode } from '../../shared/kit/tree-rows.ts';

interface TreeCaretProps {
  node: TreeNode;
  onExpand: () => void;
  onCollapse: () => void;
}

/**
 * The expand/collapse button of a tree row: a native button (Enter and Space work, ArrowRight
 * expands, ArrowLeft collapses) with aria-expanded, a spinner while the children load, and an
 * empty space of the same width on a leaf so that the titles line up.
 */
export function TreeCaret({ node, onExpand, onCollapse }: TreeCaretProps) {
  if (node.leaf) return <span className="kit-tree-caret" aria-hidden="true" />;
  const toggle = () => (node.expanded ? onCollapse() : onExpand());
  return (
    <button type="button" className="kit-tree-caret" aria-expanded={node.expanded} aria-busy={node.loading}
      aria-label={node.expanded ? msg('收起') : msg('展开')} data-testid="tree-caret" onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && !node.expanded) { event.preventDefault(); onExpand(); }
        if (event.key === 'ArrowLeft' && node.expanded) { event.preventDefault(); onCollapse(); }
      }}>
      {node.loading ? <SlSpinner data-testid="tree-loading" /> : <span aria-hidden="true">{node.expanded ? '▾' : '▸'}</span>}
    </button>
  );
}
