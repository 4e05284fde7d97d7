import { msg } from '@lit/localize';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useLocale } from '../../shared/i18n/index.ts';

/**
 * The one row of a list table whose first page has not answered yet (`usePagedList`'s
 * `firstLoad`): a spinner and 'loading', across all `columns`, instead of an empty table.
 */
export function ListLoadingRow({ columns }: { columns: number }) {
  useLocale();
  return (
    <tr>
      <td colSpan={columns} className="admin-empty" role="status" data-testid="list-loading">
        <SlSpinner /> {msg('正在加载…')}
      </td>
    </tr>
  );
}
