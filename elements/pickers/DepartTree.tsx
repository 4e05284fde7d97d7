import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import type { DepartIdNode } from '../../shared/schemas/department.ts';

/** Props of {@link DepartTree}. */
export interface DepartTreeProps {
  nodes: readonly DepartIdNode[];
  /** The ids whose children show. */
  expanded: ReadonlySet<string>;
  onExpand(id: string): void;
  /** With boxes: the checked ids, those shown half-checked, and the click on a box. */
  checks?: { checked: ReadonlySet<string>; partly: ReadonlySet<string>; onToggle(id: string): void };
  /** Without boxes: the department chosen, and the click on a name. */
  selected?: string | null;
  onSelect?(id: string): void;
}

/**
 * The department tree of the pickers (widgets-admin §3 "Department tree node: id, key, title,
 * children, pid"): carets open and close a level; with `checks` each department has a box
 * (half-checked when `partly`), otherwise a name is chosen by clicking it.
 */
export function DepartTree(props: DepartTreeProps) {
  return (
    <ul role="tree" className="dkp-pick-tree" data-testid="pick-tree" aria-multiselectable={props.checks ? true : undefined}>
      {props.nodes.map((node) => <TreeNode key={node.id} node={node} {...props} />)}
    </ul>
  );
}

function TreeNode({ node, ...props }: DepartTreeProps & { node: DepartIdNode }) {
  const { expanded, onExpand, checks, selected, onSelect } = props;
  const children = node.children ?? [];
  const open = expanded.has(node.id);
  const chosen = checks ? checks.checked.has(node.id) : selected === node.id;
  return (
    <li role="treeitem" aria-expanded={children.length ? open : undefined} aria-selected={chosen} data-testid={`pick-node-${node.id}`}>
      <div className={`dkp-pick-node${chosen ? ' dkp-pick-node-chosen' : ''}`}>
        {children.length ? (
          <button type="button" className="dkp-pick-caret" aria-label={open ? msg('收起') : msg('展开')} data-testid={`pick-caret-${node.id}`} onClick={() => onExpand(node.id)}>
            {open ? '▾' : '▸'}
          </button>
        ) : <span className="dkp-pick-caret" />}
        {checks ? (
          <label className="dkp-pick-node-label">
            <Box checked={checks.checked.has(node.id)} partly={checks.partly.has(node.id)} onChange={() => checks.onToggle(node.id)} testId={`pick-check-${node.id}`} />
            <span>{node.title}</span>
          </label>
        ) : (
          <button type="button" className="dkp-pick-node-label" data-testid={`pick-select-${node.id}`} onClick={() => onSelect?.(node.id)}>{node.title}</button>
        )}
      </div>
      {children.length && open ? (
        <ul role="group">{children.map((child) => <TreeNode key={child.id} node={child} {...props} />)}</ul>
      ) : null}
    </li>
  );
}

/** A check box that can show the half-checked state (a DOM property only). */
function Box({ checked, partly, onChange, testId }: { checked: boolean; partly: boolean; onChange(): void; testId: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = partly && !checked;
  }, [partly, checked]);
  return <input ref={ref} type="checkbox" checked={checked} onChange={onChange} data-testid={testId} />;
}

/** The ids of the roots: the levels open when a tree first shows (widgets-admin §2 "root opened by default"). */
export const rootIds = (nodes: readonly DepartIdNode[]): Set<string> => new Set(nodes.map((n) => n.id));
