import { msg } from '@lit/localize';
import type { CSSProperties } from 'react';
import { useLocale } from '../../../shared/i18n/index.ts';
import { TreeCaret } from '../../kit/TreeCaret.tsx';
import { useTreeRows } from '../../kit/use-tree-rows.ts';
import { departLevel, myDeparts, type DepartRow } from './depart-api.ts';
import '../../kit/tree-table.css';

/** Props of {@link DepartPicker}. */
export interface DepartPickerProps {
  /** The chosen department's id. */
  chosen: string | null;
  onChoose: (department: DepartRow) => void;
  /** The whole tree a level at a time (the department list permission); else the caller's own departments. */
  wholeTree: boolean;
}

/**
 * The departments to choose from beside a list (the department-role page): a tree, loaded a
 * level at a time, whose names are buttons; the chosen one is marked (`aria-current`).
 * Someone without the department list sees their own departments (`queryMyDeptTreeList`).
 */
export function DepartPicker({ chosen, onChoose, wholeTree }: DepartPickerProps) {
  useLocale();
  const { rows, firstLoad, problem, expand, collapse } = useTreeRows<DepartRow>({
    loadRoots: () => (wholeTree ? departLevel() : myDeparts()),
    loadChildren: (id) => departLevel(String(id)),
    reloadKey: wholeTree,
  });
  return (
    <nav className="depart-picker" aria-label={msg('部门')} data-testid="depart-picker">
      {problem ? <div className="field-error" role="alert" data-testid="depart-picker-problem">{problem}</div> : null}
      {firstLoad ? <p role="status" className="depart-roles-hint">{msg('正在加载…')}</p> : null}
      {!firstLoad && rows.length === 0 ? <p className="depart-roles-hint" data-testid="depart-picker-empty">{msg('暂无数据')}</p> : null}
      <ul className="depart-picker-list" role="tree">
        {rows.map((node) => (
          <li key={node.key} role="treeitem" aria-level={node.depth + 1} aria-expanded={node.leaf ? undefined : node.expanded}
            className="depart-picker-item" style={{ '--depart-depth': node.depth } as CSSProperties} data-testid="depart-picker-item" data-id={node.key}>
            <TreeCaret node={node} onExpand={() => expand(node.key)} onCollapse={() => collapse(node.key)} />
            <button type="button" className="depart-picker-name" aria-current={node.key === chosen} data-testid="depart-picker-name"
              onClick={() => onChoose(node.record)}>
              {node.record.departName}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
