import { msg } from '@lit/localize';
import type { ReactNode } from 'react';

/** One column of a picker's table. */
export interface PickColumn<R> {
  key: string;
  title: string;
  render(row: R): ReactNode;
}

/** Props of {@link PickerTable}. */
export interface PickerTableProps<R> {
  columns: readonly PickColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  /** The keys picked (on any page). */
  picked: ReadonlySet<string>;
  /** Boxes when true, round buttons when false. */
  multiple: boolean;
  onToggle(row: R): void;
  loading: boolean;
  failure: string | null;
}

/**
 * The table of a picker dialog: a box (multiple) or a round button (single) per row, the whole
 * row clickable; loading, failure and empty states. Wide tables scroll inside their box.
 */
export function PickerTable<R>({ columns, rows, rowKey, picked, multiple, onToggle, loading, failure }: PickerTableProps<R>) {
  return (
    <div className="dkp-pick-table-scroll" aria-busy={loading}>
      {failure ? <p role="alert" className="dkp-pick-failure" data-testid="pick-failure">{failure}</p> : null}
      <table className="dkp-pick-table" data-testid="pick-table">
        <thead>
          <tr>
            <th className="dkp-pick-choose"><span className="dkp-pick-hidden">{msg('选择')}</span></th>
            {columns.map((c) => <th key={c.key}>{c.title}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const on = picked.has(key);
            return (
              <tr key={key} data-testid={`pick-row-${key}`} aria-selected={on} className={on ? 'dkp-pick-row-on' : undefined} onClick={() => onToggle(row)}>
                <td className="dkp-pick-choose">
                  <input type={multiple ? 'checkbox' : 'radio'} checked={on} aria-label={msg('选择')} data-testid={`pick-choose-${key}`}
                    onClick={(event) => event.stopPropagation()} onChange={() => onToggle(row)} />
                </td>
                {columns.map((c) => <td key={c.key}>{c.render(row)}</td>)}
              </tr>
            );
          })}
          {rows.length === 0 ? (
            <tr><td colSpan={columns.length + 1} className="dkp-pick-empty" data-testid="pick-empty">{loading ? msg('正在加载…') : msg('暂无数据')}</td></tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
