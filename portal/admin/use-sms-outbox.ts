import { fetchSmsOutbox } from '../../shared/admin/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import { usePagedList } from '../components/use-paged-list.ts';

/** What the outbox list asks for: a page, its size and an optional mobile filter. */
export interface OutboxRequest {
  pageNo: number;
  pageSize: number;
  mobile: string;
}

/**
 * A page of the SMS outbox, newest first. Disabled (`enabled` false), it asks nothing.
 */
export function useSmsOutbox(enabled: boolean) {
  const list = usePagedList(fetchSmsOutbox, { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, mobile: '' } as OutboxRequest, { enabled });
  /** Filters by `mobile` (empty for all), from page 1; asks again even when nothing changed, to refresh. */
  const search = (mobile: string) => list.refine((previous) => ({ ...previous, mobile }));
  return { ...list, search };
}
