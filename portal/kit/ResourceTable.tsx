import { msg } from '@lit/localize';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type { CSSProperties, ReactNode } from 'react';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { defaultWidth, type FieldSpec, type RecordOf, type Resource, type SortOrder } from '../../shared/kit/index.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { ListLoadingRow } from '../components/ListLoadingRow.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { CellValue } from './CellValue.tsx';
import type { ColumnConfig } from './list-config.ts';

/** The props of a kit table; `selection` absent: no checkboxes; `actions` absent: no actions column. */
export interface ResourceTableProps<X extends Resource> {
  resource: X;
  columns: ColumnConfig<X>[];
  records: RecordOf<X>[];
  loading: boolean;
  firstLoad: boolean;
  sort: { column: string; order: SortOrder };
  onSort: (column: string) => void;
  selection?: { ids: readonly string[]; onChange: (ids: string[]) => void } | undefined;
  actions?: ((record: RecordOf<X>) => ReactNode) | undefined;
  /** What the empty state offers (新增, when permitted). */
  emptyAction?: ReactNode;
  testId: string;
}

const idOf = (record: unknown) => (record as { id: string }).id;
const widthOf = (field: FieldSpec): CSSProperties => {
  const width = field.width ?? defaultWidth(field.kind);
  return { width, minWidth: width };
};
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column's two carets, up (ascending) and down (descending), the active one in the primary colour. */
function SortCarets({ order }: { order: SortOrder | null }) {
  return (
    <svg className="kit-sort-carets" width="8" height="14" viewBox="0 0 8 14" aria-hidden="true" data-order={order ?? 'none'}>
      <path className={order === 'asc' ? 'active' : undefined} d="M4 0 8 5H0z" />
      <path className={order === 'desc' ? 'active' : undefined} d="M4 14 0 9h8z" />
    </svg>
  );
}

/**
 * The table of a kit list (widgets-admin §2, §9): column titles from the fields' labels in
 * the current language and widths from their specs (120 by default, datetime 200), sortable
 * headers for `sortable` fields (aria-sort; two carets, the active one highlighted), row
 * checkboxes with select-all, a loading row until the first page answers, an empty state
 * ('暂无数据' and the action that fills the list) when empty, and an actions column that
 * stays in view (sticky) while the table scrolls sideways inside its box.
 */
export function ResourceTable<X extends Resource>(props: ResourceTableProps<X>) {
  const { resource, columns, records, loading, firstLoad, sort, onSort, selection, actions, emptyAction, testId } = props;
  const locale = useLocale();
  const fields = resource.fields as Record<string, FieldSpec>;
  const span = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  const pageIds = records.map(idOf);
  const chosen = new Set(selection?.ids ?? []);
  const all = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const some = !all && pageIds.some((id) => chosen.has(id));
  const toggle = (id: string, on: boolean) => selection?.onChange(on ? [...chosen, id] : [...chosen].filter((x) => x !== id));

  const header = ({ key }: ColumnConfig<X>) => {
    const field = fields[key]!;
    const label = localized(field.label, locale);
    if (!field.sortable) return <th key={key} style={widthOf(field)}>{label}</th>;
    const active = sort.column === key;
    return (
      <th key={key} style={widthOf(field)} aria-sort={active ? ARIA_SORT[sort.order] : 'none'}>
        <button type="button" className="kit-sort" data-testid={`${testId}-sort-${key}`} onClick={() => onSort(key)}>
          {label}<SortCarets order={active ? sort.order : null} />
        </button>
      </th>
    );
  };

  return (
    <TableScroll>
      <table className="kit-table" data-testid={`${testId}-table`} aria-busy={loading}>
        <thead>
          <tr>
            {selection ? (
              <th className="kit-check">
                <SlCheckbox checked={all} indeterminate={some} disabled={pageIds.length === 0} aria-label={msg('全选')} data-testid={`${testId}-select-all`}
                  onSlChange={(event) => selection.onChange((event.target as HTMLInputElement).checked ? pageIds : [])} />
              </th>
            ) : null}
            {columns.map(header)}
            {actions ? <th className="kit-actions">{msg('操作')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={idOf(record)} data-testid={`${testId}-row`} data-id={idOf(record)} data-selected={selection ? chosen.has(idOf(record)) : undefined}>
              {selection ? (
                <td className="kit-check">
                  <SlCheckbox checked={chosen.has(idOf(record))} aria-label={msg('选择')} data-testid={`${testId}-select`}
                    onSlChange={(event) => toggle(idOf(record), (event.target as HTMLInputElement).checked)} />
                </td>
              ) : null}
              {columns.map(({ key, render }) => (
                <td key={key} data-testid={`${testId}-cell-${key}`} className={fields[key]!.kind === 'datetime' ? 'kit-nowrap' : undefined}>
                  {render ? render(record) : <CellValue field={fields[key]!} value={(record as Record<string, unknown>)[key]} />}
                </td>
              ))}
              {actions ? <td className="kit-actions">{actions(record)}</td> : null}
            </tr>
          ))}
          {firstLoad ? <ListLoadingRow columns={span} /> : null}
          {records.length === 0 && !loading && !firstLoad ? (
            <tr>
              <td colSpan={span} className="kit-empty" data-testid={`${testId}-empty`}>
                <EmptyState title={msg('暂无数据')}>{emptyAction}</EmptyState>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </TableScroll>
  );
}
