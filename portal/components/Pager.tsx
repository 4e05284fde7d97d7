import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { jumpTarget, PAGE_SIZES, pageCount, pageRange, pageWindow } from '../../shared/layout/index.ts';
import './pager.css';

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
}

/**
 * List paging (portal-shell §9): the range and 'N in total', previous / next and the pages
 * around the current one, the page-size changer (10, 20, 30) and the quick jumper.
 */
export function Pager({ pageNo, pageSize, total, onPage, onPageSize }: PagerProps) {
  useLocale();
  const [jump, setJump] = useState('');
  const count = pageCount(total, pageSize);
  const { from, to } = pageRange(pageNo, pageSize, total);
  const go = (target: number) => target !== pageNo && onPage(target);

  function onJumpKey(event: React.KeyboardEvent) {
    if (event.key !== 'Enter') return;
    const target = jumpTarget(jump, count);
    setJump('');
    if (target !== null) go(target);
  }

  return (
    <nav className="pager" aria-label={msg('分页')} data-testid="pager">
      <span className="pager-total" data-testid="pager-total">{msg(str`第 ${from}-${to} 条，共 ${total} 条`)}</span>
      <SlButton size="small" disabled={pageNo <= 1} aria-label={msg('上一页')} data-testid="pager-prev" onClick={() => go(pageNo - 1)}>‹</SlButton>
      {pageWindow(pageNo, count).map((n) => (
        <SlButton key={n} size="small" variant={n === pageNo ? 'primary' : 'default'} aria-current={n === pageNo ? 'page' : undefined} data-testid={`pager-page-${n}`} onClick={() => go(n)}>
          {n}
        </SlButton>
      ))}
      <SlButton size="small" disabled={pageNo >= count} aria-label={msg('下一页')} data-testid="pager-next" onClick={() => go(pageNo + 1)}>›</SlButton>
      <SlSelect
        size="small"
        className="pager-size"
        value={String(pageSize)}
        aria-label={msg('每页条数')}
        data-testid="pager-size"
        onSlChange={(event) => onPageSize(Number((event.target as HTMLSelectElement).value))}
      >
        {PAGE_SIZES.map((n) => (
          <SlOption key={n} value={String(n)} data-testid={`pager-size-${n}`}>{msg(str`${n} 条/页`)}</SlOption>
        ))}
      </SlSelect>
      <label className="pager-jump">
        {msg('跳至')}
        <SlInput
          size="small"
          type="number"
          min={1}
          max={count}
          value={jump}
          aria-label={msg('跳至页码')}
          data-testid="pager-jump"
          onSlInput={(event) => setJump((event.target as HTMLInputElement).value)}
          onKeyDown={onJumpKey}
        />
        {msg('页')}
      </label>
    </nav>
  );
}
