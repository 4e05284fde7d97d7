import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $announcementReads, fetchMyAnnouncements, type MyAnnouncementsQuery } from '../../shared/announcements/index.ts';
import { failureText } from '../../shared/api/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import { onRealtimePush } from '../../shared/realtime/index.ts';
import type { AnnouncementPage } from '../../shared/schemas/announcement.ts';

/**
 * A page of the user's announcements (`getMyAnnouncementSend`): asks again when the request
 * changes, on every realtime push and after an announcement is opened on this page, keeping
 * the last answer on screen meanwhile.
 */
export function useMyAnnouncements(initial: Partial<MyAnnouncementsQuery> = {}) {
  const [request, setRequest] = useState<MyAnnouncementsQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, readFlag: '2', ...initial });
  const [page, setPage] = useState<AnnouncementPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [pushes, setPushes] = useState(0);
  const reads = useStore($announcementReads);

  useEffect(() => onRealtimePush(() => setPushes((count) => count + 1)), []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchMyAnnouncements(request).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setFailure(null);
      },
      (error: unknown) => live && setFailure(failureText(error)),
    ).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [request, pushes, reads]);

  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  const turn = (pageNo: number, pageSize: number) =>
    setRequest((previous) => ({ ...previous, pageSize, pageNo: pageSize === previous.pageSize ? pageNo : 1 }));
  /** Changes the filters, from page 1. */
  const filter = (changes: Pick<Partial<MyAnnouncementsQuery>, 'readFlag' | 'msgCategory'>) =>
    setRequest((previous) => ({ ...previous, ...changes, pageNo: 1 }));

  return { request, page, loading, failure, turn, filter };
}
