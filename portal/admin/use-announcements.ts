import { fetchAnnouncements, type AnnouncementListQuery } from '../../shared/admin/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import { usePagedList } from '../components/use-paged-list.ts';

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
  const list = usePagedList(fetchAnnouncements, { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, column: 'createTime', order: 'desc' } as AnnouncementListQuery, { enabled });
  /** Filters from page 1; empty filters are left out of the request. */
  const search = (filters: AnnouncementFilters) =>
    list.refine(({ titile: _t, sendStatus: _s, ...previous }) => ({
      ...previous,
      ...(filters.titile ? { titile: filters.titile } : {}),
      ...(filters.sendStatus ? { sendStatus: filters.sendStatus } : {}),
    }));
  /** Sorts by `column`, newest first; the column already sorted by turns its order round. */
  const sort = (column: AnnouncementSortColumn) =>
    list.refine((previous) => ({ ...previous, column, order: previous.column === column && previous.order === 'desc' ? 'asc' : 'desc' }));
  return { ...list, search, sort };
}
