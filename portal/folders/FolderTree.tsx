import { msg } from '@lit/localize';
import type { FolderNode } from './folder-api.ts';

/**
 * The folders a reader may view, nested (all open: a knowledge tree is short). Choosing one
 * calls `onChoose`; the chosen one is marked `aria-current`.
 */
export function FolderTree({ nodes, chosen, onChoose }: { nodes: FolderNode[]; chosen: string | null; onChoose: (node: FolderNode) => void }) {
  if (!nodes.length) return <p className="folder-tree-empty" data-testid="folder-tree-empty">{msg('暂无可查看的文件夹')}</p>;
  return <ul className="folder-tree" role="tree" aria-label={msg('文件夹')} data-testid="folder-tree">{nodes.map((node) => <Branch key={node.id} node={node} chosen={chosen} onChoose={onChoose} />)}</ul>;
}

function Branch({ node, chosen, onChoose }: { node: FolderNode; chosen: string | null; onChoose: (node: FolderNode) => void }) {
  return (
    <li role="treeitem" aria-selected={node.id === chosen} aria-expanded={node.children?.length ? true : undefined}>
      <button type="button" className="folder-node" data-testid="folder-node" data-name={node.name}
        aria-current={node.id === chosen ? 'true' : undefined} onClick={() => onChoose(node)}>
        <span aria-hidden="true" className="folder-icon">📁</span>
        <span className="folder-name">{node.name}</span>
      </button>
      {node.children?.length ? <ul role="group">{node.children.map((child) => <Branch key={child.id} node={child} chosen={chosen} onChoose={onChoose} />)}</ul> : null}
    </li>
  );
}

/** The node of `id` in `nodes`, at any depth. */
export function findNode(nodes: readonly FolderNode[], id: string | null): FolderNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children ?? [], id);
    if (inside) return inside;
  }
  return null;
}
