import { useEffect, useState } from 'react';
import { fetchSmsOutbox } from '../../shared/admin/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import type { SmsOutboxPage } from '../../shared/schemas/sms-outbox.ts';
import { failureText } from '../../shared/api/index.ts';

/** What the outbox list asks for: a page, its size and an optional mobile filter. */
export interface OutboxRequest {
  pageNo: number;
  pageSize: number;
  mobile: string;
}

/**
 * A page of the SMS outbox, newest first: asks again whenever the request changes and keeps
 * the last answer on screen while the next one loads. Disabled (`enabled` false), it asks nothing.
 */
export function useSmsOutbox(enabled: boolean) {
  const [request, setRequest] = useState<OutboxRequest>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, mobile: '' });
  const [page, setPage] = useState<SmsOutboxPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(enabled);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    fetchSmsOutbox(request).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setFailure(null);
      },
      (error: unknown) => live && setFailure(failureText(error)),
    ).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [enabled, request]);

  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  const turn = (pageNo: number, pageSize: number) =>
    setRequest((previous) => ({ ...previous, pageSize, pageNo: pageSize === previous.pageSize ? pageNo : 1 }));
  /** Filters by `mobile` (empty for all), from page 1; asks again even when nothing changed, to refresh. */
  const search = (mobile: string) => setRequest((previous) => ({ ...previous, mobile, pageNo: 1 }));

  return { request, page, loading, failure, turn, search };
}
