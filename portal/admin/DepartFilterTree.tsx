import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlTree from '@shoelace-style/shoelace/dist/react/tree/index.js';
import SlTreeItem from '@shoelace-style/shoelace/dist/react/tree-item/index.js';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $departTree } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { DepartTreeNode } from '../../shared/schemas/department.ts';
import './users.css';

interface DepartFilterTreeProps {
  /** The chosen department's id, '' for all. */
  value: string;
  onChange: (departId: string) => void;
  /** The chosen department's name, for the collapsed panel's button. */
  chosenName: string;
}

/** A department and, below it, its children (roots open, as the department picker opens its root). */
function DepartItem({ node, value, depth }: { node: DepartTreeNode; value: string; depth: number }) {
  return (
    <SlTreeItem data-id={node.id} data-testid="user-depart-node" selected={node.id === value} expanded={depth === 0 || undefined}>
      {node.title}
      {(node.children ?? []).map((child) => <DepartItem key={child.id} node={child} value={value} depth={depth + 1} />)}
    </SlTreeItem>
  );
}

/**
 * The department tree beside the user list (issue 11 "list with department tree filter"):
 * choosing a department shows its members, 全部部门 everyone. On a narrow page it folds into
 * a button naming the choice, which opens the tree above the list and closes once chosen.
 */
export function DepartFilterTree({ value, onChange, chosenName }: DepartFilterTreeProps) {
  const tree = useStore($departTree);
  const [open, setOpen] = useState(false);
  const choose = (id: string) => {
    setOpen(false);
    if (id !== value) onChange(id);
  };

  return (
    <nav className="user-depart-panel" data-open={open} aria-label={msg('部门')} data-testid="user-depart-panel">
      <SlButton className="user-depart-toggle" caret aria-expanded={open} data-testid="user-depart-toggle" onClick={() => setOpen(!open)}>
        {value ? msg(str`部门：${chosenName}`) : msg('全部部门')}
      </SlButton>
      <div className="user-depart-body">
        <h3 className="user-depart-heading">{msg('部门')}</h3>
        {tree.error ? <div className="field-error" role="alert" data-testid="user-depart-failure">{failureText(tree.error)}</div> : null}
        <SlTree selection="single" data-testid="user-depart-tree"
          onSlSelectionChange={(event) => choose((event.detail.selection[0]?.dataset.id) ?? '')}>
          <SlTreeItem data-id="" data-testid="user-depart-all" selected={!value}>{msg('全部部门')}</SlTreeItem>
          {(tree.data ?? []).map((node) => <DepartItem key={node.id} node={node} value={value} depth={0} />)}
        </SlTree>
      </div>
    </nav>
  );
}
