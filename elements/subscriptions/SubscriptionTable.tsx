import { msg } from '@lit/localize';
import type { SubscriptionRow } from '../../shared/schemas/subscription.ts';
import { subscriptionTypeLabel } from './subscription-texts.ts';

/** Props of {@link SubscriptionTable}. */
export interface SubscriptionTableProps {
  rows: SubscriptionRow[];
  loading: boolean;
  /** Rows can be ticked (for 批量删除). */
  selectable: boolean;
  selected: string[];
  onSelect(ids: string[]): void;
  /** Absent without the edit permission: no 编辑. */
  onEdit?: (row: SubscriptionRow) => void;
  /** Absent without the delete permission: no 删除. */
  onDelete?: (row: SubscriptionRow) => void;
}

/**
 * The merged subscription rows (portal-shell §2.7): plan, type in the current language and the
 * users comma-joined, with the row actions the user may use. It scrolls sideways inside its
 * box, never the page (a phone).
 */
export function SubscriptionTable({ rows, loading, selectable, selected, onSelect, onEdit, onDelete }: SubscriptionTableProps) {
  const all = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const actions = !!onEdit || !!onDelete;
  return (
    <div className="dkp-subs-scroll" part="table" data-testid="subs-scroll">
      <table className="dkp-subs-table" data-testid="subs-table">
        <thead>
          <tr>
            {selectable ? (
              <th className="dkp-subs-check">
                <input type="checkbox" checked={all} aria-label={msg('全选')} data-testid="subs-select-all" onChange={() => onSelect(all ? [] : rows.map((r) => r.id))} />
              </th>
            ) : null}
            <th>{msg('订阅计划')}</th>
            <th>{msg('订阅类型')}</th>
            <th>{msg('用户账号')}</th>
            {actions ? <th className="dkp-subs-ops">{msg('操作')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="subs-row" data-id={row.id}>
              {selectable ? (
                <td className="dkp-subs-check">
                  <input type="checkbox" checked={selected.includes(row.id)} aria-label={msg('选择')} data-testid="subs-select" onChange={() => toggle(row.id)} />
                </td>
              ) : null}
              <td data-testid="subs-plan">{row.planName}</td>
              <td data-testid="subs-type">{subscriptionTypeLabel(row.type)}</td>
              <td data-testid="subs-users" className="dkp-subs-users">{row.userName || row.userNameList.join(',')}</td>
              {actions ? (
                <td className="dkp-subs-ops">
                  {onEdit ? <button type="button" className="dkp-subs-link" data-testid="subs-edit" onClick={() => onEdit(row)}>{msg('编辑')}</button> : null}
                  {onDelete ? <button type="button" className="dkp-subs-link dkp-subs-danger" data-testid="subs-delete" onClick={() => onDelete(row)}>{msg('删除')}</button> : null}
                </td>
              ) : null}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr><td colSpan={3 + (selectable ? 1 : 0) + (actions ? 1 : 0)} className="dkp-subs-empty" data-testid="subs-empty">{loading ? msg('正在加载…') : msg('暂无数据')}</td></tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
