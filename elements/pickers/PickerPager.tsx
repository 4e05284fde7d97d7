import { msg, str } from '@lit/localize';
import { pageCount, pageRange } from '../../shared/list/index.ts';
import { PICK_PAGE_SIZES } from './pick-list.ts';

/** Props of {@link PickerPager}. */
export interface PickerPagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onTurn(pageNo: number, pageSize: number): void;
}

/**
 * The pager of a picker dialog (widgets-admin §9 "picker dialog page size 5 (options
 * 5/10/20/30)"): range and total, previous and next, the page number, and the size.
 */
export function PickerPager({ pageNo, pageSize, total, onTurn }: PickerPagerProps) {
  const count = pageCount({ pageSize, total });
  const [from, to] = pageRange({ pageNo, pageSize, total });
  return (
    <nav className="dkp-pick-pager" aria-label={msg('分页')} data-testid="pick-pager">
      <span className="dkp-pick-pager-total" data-testid="pick-total">{msg(str`${from}-${to} 共 ${total} 条`)}</span>
      <button type="button" disabled={pageNo <= 1} aria-label={msg('上一页')} data-testid="pick-prev" onClick={() => onTurn(pageNo - 1, pageSize)}>‹</button>
      <span data-testid="pick-page">{`${pageNo} / ${count}`}</span>
      <button type="button" disabled={pageNo >= count} aria-label={msg('下一页')} data-testid="pick-next" onClick={() => onTurn(pageNo + 1, pageSize)}>›</button>
      <select value={pageSize} aria-label={msg('每页条数')} data-testid="pick-size" onChange={(event) => onTurn(pageNo, Number(event.target.value))}>
        {PICK_PAGE_SIZES.map((size) => <option key={size} value={size}>{msg(str`${size} 条/页`)}</option>)}
      </select>
    </nav>
  );
}
