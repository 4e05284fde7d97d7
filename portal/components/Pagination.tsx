import { msg, str } from '@lit/localize';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useState, type KeyboardEvent } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { PAGE_SIZE_OPTIONS, jumpTarget, pageCount, pageItems, pageRange, type Paging } from '../../shared/list/index.ts';
import './pagination.css';

/** Props of the pager: where the list stands, and what to do when the user turns or resizes it. */
export interface PaginationProps extends Paging {
  onChange: (pageNo: number, pageSize: number) => void;
}

/**
 * The list pager of portal-shell §9: the range and 'N in total' text, page buttons, a size
 * changer (10, 20, 30) and a quick jumper (Enter or leaving the field jumps). The arithmetic
 * lives in `shared/list`; this only draws it.
 */
export function Pagination({ pageNo, pageSize, total, onChange }: PaginationProps) {
  useLocale();
  const [typed, setTyped] = useState('');
  const count = pageCount({ pageSize, total });
  const [from, to] = pageRange({ pageNo, pageSize, total });
  const go = (target: number) => target !== pageNo && onChange(target, pageSize);
  const jump = () => {
    const target = jumpTarget(typed, { pageSize, total });
    setTyped('');
    if (target !== null) go(target);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => event.key === 'Enter' && jump();

  return (
    <nav className="pagination" aria-label={msg('分页')} data-testid="pagination">
      <span className="pagination-total" data-testid="pagination-total">{msg(str`${from}-${to} 共 ${total} 条`)}</span>
      <button type="button" disabled={pageNo <= 1} aria-label={msg('上一页')} data-testid="pagination-prev" onClick={() => go(pageNo - 1)}>‹</button>
      {pageItems(pageNo, count).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pagination-gap">…</span>
        ) : (
          <button type="button" key={item} aria-current={item === pageNo ? 'page' : undefined} data-testid="pagination-page" onClick={() => go(item)}>
            {item}
          </button>
        ),
      )}
      <button type="button" disabled={pageNo >= count} aria-label={msg('下一页')} data-testid="pagination-next" onClick={() => go(pageNo + 1)}>›</button>
      <SlSelect size="small" value={String(pageSize)} aria-label={msg('每页条数')} data-testid="pagination-size" hoist
        onSlChange={(event) => onChange(pageNo, Number((event.target as HTMLSelectElement).value))}>
        {PAGE_SIZE_OPTIONS.map((size) => <SlOption key={size} value={String(size)}>{msg(str`${size} 条/页`)}</SlOption>)}
      </SlSelect>
      <label className="pagination-jump">
        {msg('跳至')}
        <input inputMode="numeric" value={typed} data-testid="pagination-jump" onChange={(event) => setTyped(event.target.value)} onKeyDown={onKey} onBlur={jump} />
        {msg('页')}
      </label>
    </nav>
  );
}
