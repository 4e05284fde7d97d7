import { useCallback, useEffect, useState } from 'react';
import { fetchAnnouncements, type AnnouncementListQuery } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import type { AnnouncementAdminPage } from '../../shared/schemas/announcement.ts';

/** The list's filters: part of the title and a status, each optional. */
export type AnnouncementFilters = Pick<AnnouncementListQuery, 'titile' | 'sendStatus'>;
/** The columns the list can be sorted by from its headers. */
export type AnnouncementSortColumn = 'createTime' | 'sendTime';

/**
 * A page of the tenant's announcements, newest created first (widgets-admin §9): asks again
 * whenever paging, filters or sorting change, and on `reload` after an action. Disabled
 * (`enabled` false), it asks nothing.
 */
export function useAnnouncements(enabled: boolean) {
  const [request, setRequest] = useState<AnnouncementListQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, column: 'createTime', order: 'desc' });
  const [page, setPage] = useState<AnnouncementAdminPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(enabled);
  const [failure, setFailure] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    fetchAnnouncements(request).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setFailure(null);
      },
      (error: unknown) => live && setFailure(failureText(error)),
    ).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [enabled, request, generation]);

  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  const turn = (pageNo: number, pageSize: number) =>
    setRequest((previous) => ({ ...previous, pageSize, pageNo: pageSize === previous.pageSize ? pageNo : 1 }));
  /** Filters from page 1; empty filters are left out of the request. */
  const search = (filters: AnnouncementFilters) =>
    setRequest(({ titile: _t, sendStatus: _s, ...previous }) => ({
      ...previous, pageNo: 1,
      ...(filters.titile ? { titile: filters.titile } : {}),
      ...(filters.sendStatus ? { sendStatus: filters.sendStatus } : {}),
    }));
  /** Sorts by `column`, newest first; the column already sorted by turns its order round. */
  const sort = (column: AnnouncementSortColumn) =>
    setRequest((previous) => ({
      ...previous, pageNo: 1, column, order: previous.column === column && previous.order === 'desc' ? 'asc' : 'desc',
    }));
  /** Reads the current page again (after an action changed it). */
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  return { request, page, loading, failure, turn, search, sort, reload };
}
