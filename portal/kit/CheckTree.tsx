import { msg } from '@lit/localize';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type { ReactNode } from 'react';
import type { CheckNode, CheckState } from '../../shared/kit/check-tree.ts';
import './check-tree.css';
import './tree-table.css';

/** A node of a checked tree as shown: its title and children. */
export interface CheckTreeNode extends CheckNode {
  title: string;
  children: readonly CheckTreeNode[];
}

/** The props of a {@link CheckTree}. */
export interface CheckTreeProps<N extends CheckTreeNode> {
  nodes: readonly N[];
  /** How each box looks (`checkStates` of shared/kit/check-tree.ts). */
  states: ReadonlyMap<string, CheckState>;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onExpandedChange: (key: string) => void;
  /**
   * What a click on a node's title does instead of toggling its box (e.g. showing the menu's
   * data rules); `undefined` for a node whose title is simply its box's label.
   */
  titleAction?: (node: N) => (() => void) | undefined;
  /** Shown after a node's title (a mark of data rules). */
  badge?: (node: N) => ReactNode;
  /** The node whose title was chosen (shown highlighted). */
  activeKey?: string;
  label: string;
  /** Prefix of the test ids: `-row` (with `data-key`), `-check`, `-title`, `-caret`. */
  testId: string;
}

/**
 * A tree of checkboxes (widgets-admin §2, §6: the role authorisation tree, the department
 * permission tree): what is checked and how it looks come from the caller's store, so the
 * checking rule (linked or not) lives in shared/kit/check-tree.ts. Only open branches are
 * rendered; a caret opens or closes one (ArrowRight / ArrowLeft too). Rows are as tall as a
 * finger on a phone, and a deep branch indents less in a narrow box.
 */
export function CheckTree<N extends CheckTreeNode>(props: CheckTreeProps<N>) {
  return (
    <div className="kit-check-tree kit-tree">
      <ul role="tree" aria-label={props.label} aria-multiselectable="true" className="kit-check-tree-list">
        {props.nodes.map((node) => <CheckTreeItem key={node.key} node={node} depth={0} tree={props} />)}
      </ul>
    </div>
  );
}

function CheckTreeItem<N extends CheckTreeNode>({ node, depth, tree }: { node: N; depth: number; tree: CheckTreeProps<N> }) {
  const { states, expanded, testId } = tree;
  const state = states.get(node.key) ?? 'unchecked';
  const branch = node.children.length > 0;
  const open = branch && expanded.has(node.key);
  const action = tree.titleAction?.(node);
  return (
    <li role="treeitem" aria-expanded={branch ? open : undefined} aria-checked={state === 'partial' ? 'mixed' : state === 'checked'}>
      <div className={`kit-check-tree-row${tree.activeKey === node.key ? ' active' : ''}`} style={{ '--kit-tree-depth': depth } as React.CSSProperties}
        data-testid={`${testId}-row`} data-key={node.key}>
        {branch ? (
          <button type="button" className="kit-tree-caret" aria-expanded={open} aria-label={open ? msg('收起') : msg('展开')} data-testid={`${testId}-caret`}
            onClick={() => tree.onExpandedChange(node.key)}
            onKeyDown={(event) => {
              if ((event.key === 'ArrowRight' && !open) || (event.key === 'ArrowLeft' && open)) {
                event.preventDefault();
                tree.onExpandedChange(node.key);
              }
            }}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : <span className="kit-tree-caret" aria-hidden="true" />}
        <SlCheckbox checked={state === 'checked'} indeterminate={state === 'partial'} data-testid={`${testId}-check`}
          onSlChange={() => tree.onToggle(node.key)}>
          {/* With its own action, the title is a button beside the box, which keeps the title as its hidden label. */}
          <span className={action ? 'kit-check-tree-hidden' : 'kit-check-tree-title'} data-testid={action ? undefined : `${testId}-title`}>{node.title}</span>
        </SlCheckbox>
        {action ? <button type="button" className="kit-check-tree-title kit-check-tree-action" data-testid={`${testId}-title`} onClick={action}>{node.title}</button> : null}
        {tree.badge?.(node)}
      </div>
      {open ? (
        <ul role="group" className="kit-check-tree-list">
          {node.children.map((child) => <CheckTreeItem key={child.key} node={child as N} depth={depth + 1} tree={tree} />)}
        </ul>
      ) : null}
    </li>
  );
}
