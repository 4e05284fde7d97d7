import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import { useState, type CSSProperties } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { allKeys, branchKeys, toggleCheck, type CheckNode } from '../../shared/kit/check-tree.ts';
import './check-tree.css';
import './tree-table.css';

/** A node of a {@link CheckTree}: a key, a title and its children. */
export interface CheckTreeNode extends CheckNode {
  title: string;
  children?: readonly CheckTreeNode[] | null | undefined;
}

/** Props of {@link CheckTree}. */
export interface CheckTreeProps {
  nodes: readonly CheckTreeNode[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** The prefix of its test ids. */
  testId: string;
}

interface ItemProps {
  node: CheckTreeNode;
  depth: number;
  checked: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  onExpand: (key: string, open: boolean) => void;
  testId: string;
}

function Item({ node, depth, checked, expanded, onToggle, onExpand, testId }: ItemProps) {
  const branch = !!node.children?.length;
  const open = branch && expanded.has(node.key);
  return (
    <li role="treeitem" aria-expanded={branch ? open : undefined} aria-selected={checked.has(node.key)} data-testid={`${testId}-node`} data-key={node.key}>
      <div className="check-tree-row" style={{ '--check-tree-depth': depth } as CSSProperties}>
        {branch ? (
          <button type="button" className="kit-tree-caret" aria-expanded={open} aria-label={open ? msg('收起') : msg('展开')}
            data-testid={`${testId}-caret`} onClick={() => onExpand(node.key, !open)}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : <span className="kit-tree-caret" aria-hidden="true" />}
        <SlCheckbox checked={checked.has(node.key)} data-testid={`${testId}-check`}
          onSlChange={(event) => onToggle(node.key, (event.target as HTMLInputElement).checked)}>
          {node.title}
        </SlCheckbox>
      </div>
      {open ? (
        <ul role="group">
          {node.children!.map((child) => (
            <Item key={child.key} node={child} depth={depth + 1} checked={checked} expanded={expanded} onToggle={onToggle} onExpand={onExpand} testId={testId} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A checkable tree, as the authorisation screens use it (widgets-admin §6: department, role and
 * department-role permissions): a checkbox per menu and button, carets to expand, 全选,
 * 取消全选, 展开全部, 折叠全部 and the 父子关联 switch (§2: "parent-child linked and
 * unlinked"; linked by default: checking a button checks its menus, a menu its buttons).
 * Every node starts expanded. It wraps and indents less on a narrow screen.
 */
export function CheckTree({ nodes, checked, onChange, testId }: CheckTreeProps) {
  useLocale();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(branchKeys(nodes)));
  const [linked, setLinked] = useState(true);
  const checkedSet = new Set(checked);
  const expand = (key: string, open: boolean) => setExpanded((previous) => {
    const next = new Set(previous);
    if (open) next.add(key);
    else next.delete(key);
    return next;
  });

  return (
    <div className="check-tree" data-testid={testId}>
      <div className="check-tree-tools" role="toolbar">
        <SlButton size="small" data-testid={`${testId}-all`} onClick={() => onChange(allKeys(nodes))}>{msg('全选')}</SlButton>
        <SlButton size="small" data-testid={`${testId}-none`} onClick={() => onChange([])}>{msg('取消全选')}</SlButton>
        <SlButton size="small" data-testid={`${testId}-expand`} onClick={() => setExpanded(new Set(branchKeys(nodes)))}>{msg('展开全部')}</SlButton>
        <SlButton size="small" data-testid={`${testId}-collapse`} onClick={() => setExpanded(new Set())}>{msg('折叠全部')}</SlButton>
        <SlSwitch size="small" checked={linked} data-testid={`${testId}-linked`}
          onSlChange={(event) => setLinked((event.target as HTMLInputElement).checked)}>
          {msg('父子关联')}
        </SlSwitch>
      </div>
      {nodes.length === 0 ? <p className="check-tree-empty" data-testid={`${testId}-empty`}>{msg('暂无数据')}</p> : (
        <ul role="tree" aria-multiselectable="true" className="check-tree-list">
          {nodes.map((node) => (
            <Item key={node.key} node={node} depth={0} checked={checkedSet} expanded={expanded} testId={testId}
              onToggle={(key, on) => onChange(toggleCheck(nodes, checked, key, on, linked))} onExpand={expand} />
          ))}
        </ul>
      )}
    </div>
  );
}
