import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fetchMyAnnouncements, type MyAnnouncementsQuery } from '../../shared/announcements/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import { onRealtimePush } from '../../shared/realtime/index.ts';
import { $readMarks } from '../../shared/stores/index.ts';
import { usePagedList } from '../components/use-paged-list.ts';

/**
 * A page of the user's announcements (`getMyAnnouncementSend`): asks again when the request
 * changes, on every realtime push and after anything is marked read on this page, keeping
 * the last answer on screen meanwhile.
 */
export function useMyAnnouncements(initial: Partial<MyAnnouncementsQuery> = {}) {
  const [pushes, setPushes] = useState(0);
  const reads = useStore($readMarks).count;
  useEffect(() => onRealtimePush(() => setPushes((count) => count + 1)), []);
  const list = usePagedList(fetchMyAnnouncements, { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, readFlag: '2', ...initial } as MyAnnouncementsQuery, { reloadOn: [pushes, reads] });
  /** Changes the filters, from page 1. */
  const filter = (changes: Pick<Partial<MyAnnouncementsQuery>, 'readFlag' | 'msgCategory'>) =>
    list.refine((previous) => ({ ...previous, ...changes }));
  return { ...list, filter };
}
