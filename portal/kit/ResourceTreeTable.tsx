import { msg } from '@lit/localize';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type { CSSProperties, ReactNode } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { TreeRecord } from '../../shared/kit/tree-rows.ts';
import { ListLoadingRow } from '../components/ListLoadingRow.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { TreeCaret } from './TreeCaret.tsx';
import { useTreeRows, type TreeLoaders } from './use-tree-rows.ts';
import '../admin/admin.css';
import './tree-table.css';

/** A column of a tree table: its record key, title, width in px and, optionally, how a cell renders. */
export interface TreeColumn<R extends TreeRecord> {
  key: string;
  title: ReactNode;
  width?: number;
  render?: (record: R) => ReactNode;
}

/** Props of {@link ResourceTreeTable}. */
export interface ResourceTreeTableProps<R extends TreeRecord> extends TreeLoaders<R> {
  columns: readonly TreeColumn<R>[];
  /** The actions of a row (edit, delete, add child…), in a last column. */
  rowActions?: (record: R) => ReactNode;
  /** The ids checked; with `onSelectionChange` the rows get checkboxes. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A tree table for resources with a hierarchy (widgets-admin §3, §4: menus, departments,
 * categories): records `{ id, hasChildren, children }`, roots loaded first, children when a
 * node is first expanded (its caret: a button with aria-expanded), a loading state per node,
 * a leaf when no children come. Optional row checkboxes and row actions. The table scrolls
 * inside its box on a narrow screen, where the indentation shrinks and the actions stay in view.
 */
export function ResourceTreeTable<R extends TreeRecord>(props: ResourceTreeTableProps<R>) {
  useLocale();
  const { columns, rowActions, selectedIds = [], onSelectionChange } = props;
  const { rows, firstLoad, problem, expand, collapse } = useTreeRows(props);
  const selectable = !!onSelectionChange;
  const selected = new Set(selectedIds);
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.key));
  const span = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const toggleRow = (key: string, on: boolean) =>
    onSelectionChange?.(on ? [...selectedIds, key] : selectedIds.filter((id) => id !== key));

  return (
    <div className="kit-tree" data-testid="tree-table">
      {problem ? <div className="field-error" role="alert" data-testid="tree-problem">{problem}</div> : null}
      <TableScroll>
        <table className="admin-table kit-tree-table">
          <thead>
            <tr>
              {selectable ? (
                <th className="kit-tree-check">
                  <SlCheckbox checked={allChecked} indeterminate={!allChecked && rows.some((r) => selected.has(r.key))}
                    aria-label={msg('全选')} data-testid="tree-select-all"
                    onSlChange={() => onSelectionChange(allChecked ? [] : [...new Set([...selectedIds, ...rows.map((r) => r.key)])])}
                  />
                </th>
              ) : null}
              {columns.map((c) => <th key={c.key} data-column={c.key} style={c.width ? { width: c.width } : undefined}>{c.title}</th>)}
              {rowActions ? <th className="kit-tree-actions">{msg('操作')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {firstLoad ? <ListLoadingRow columns={span} /> : null}
            {!firstLoad && rows.length === 0 ? <tr><td colSpan={span} className="admin-empty">{msg('暂无数据')}</td></tr> : null}
            {!firstLoad && rows.map((node) => (
              <tr key={node.key} data-testid="tree-row" data-id={node.key} data-depth={node.depth} aria-level={node.depth + 1}>
                {selectable ? (
                  <td className="kit-tree-check">
                    <SlCheckbox checked={selected.has(node.key)} aria-label={msg('选择')} data-testid="tree-select"
                      onSlChange={(e) => toggleRow(node.key, (e.target as HTMLInputElement).checked)} />
                  </td>
                ) : null}
                {columns.map((c, i) => (
                  <td key={c.key} data-column={c.key}>
                    {i === 0 ? (
                      <span className="kit-tree-first" style={{ '--kit-tree-depth': node.depth } as CSSProperties}>
                        <TreeCaret node={node} onExpand={() => expand(node.key)} onCollapse={() => collapse(node.key)} />
                        <span>{c.render ? c.render(node.record) : cellText(node.record[c.key])}</span>
                      </span>
                    ) : c.render ? c.render(node.record) : cellText(node.record[c.key])}
                  </td>
                ))}
                {rowActions ? <td className="nowrap kit-tree-actions" data-testid="tree-actions">{rowActions(node.record)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
