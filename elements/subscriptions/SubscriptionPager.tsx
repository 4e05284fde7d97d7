import { msg, str } from '@lit/localize';
import { PAGE_SIZE_OPTIONS, pageCount, pageRange } from '../../shared/list/index.ts';

/** Props of {@link SubscriptionPager}. */
export interface SubscriptionPagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onTurn(pageNo: number, pageSize: number): void;
}

/** The list's pager (portal-shell §9): range and total, previous and next, the page, the size (10, 20, 30). */
export function SubscriptionPager({ pageNo, pageSize, total, onTurn }: SubscriptionPagerProps) {
  const count = pageCount({ pageSize, total });
  const [from, to] = pageRange({ pageNo, pageSize, total });
  return (
    <nav className="dkp-subs-pager" part="pager" aria-label={msg('分页')} data-testid="subs-pager">
      <span data-testid="subs-total">{msg(str`${from}-${to} 共 ${total} 条`)}</span>
      <button type="button" disabled={pageNo <= 1} aria-label={msg('上一页')} data-testid="subs-prev" onClick={() => onTurn(pageNo - 1, pageSize)}>‹</button>
      <span data-testid="subs-page">{`${pageNo} / ${count}`}</span>
      <button type="button" disabled={pageNo >= count} aria-label={msg('下一页')} data-testid="subs-next" onClick={() => onTurn(pageNo + 1, pageSize)}>›</button>
      <select value={pageSize} aria-label={msg('每页条数')} data-testid="subs-size" onChange={(event) => onTurn(1, Number(event.target.value))}>
        {PAGE_SIZE_OPTIONS.map((size) => <option key={size} value={size}>{msg(str`${size} 条/页`)}</option>)}
      </select>
    </nav>
  );
}
