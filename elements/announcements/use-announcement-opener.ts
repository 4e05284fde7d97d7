import { useState } from 'react';
import { openAnnouncement, openPageAllowed } from '../../shared/announcements/index.ts';
import type { AnnouncementHandle } from '../../shared/announcements/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';

/**
 * The handle request of an announcement that links somewhere safe, `null` when it does not:
 * a page the server would refuse today (shared/announcements/open-page.ts), stored before the
 * rule, never reaches the host page.
 */
export function handleOf({ id, openType, openPage, busId }: Announcement): AnnouncementHandle | null {
  const page = openPage.trim();
  return openType && openPageAllowed(openType, page) ? { id, openType, openPage: page, busId } : null;
}

/**
 * Opening announcements (portal-shell §2.6, §4): every opening marks it read on the server
 * (lists and the bell reload through `$readMarks`). A 'component' announcement with a safe page is
 * handed to `handle` at once, as its page is the detail; any other shows in the detail dialog, first
 * as listed, then as `queryById` answers.
 */
export function useAnnouncementOpener(handle: (request: AnnouncementHandle) => void) {
  const [shown, setShown] = useState<Announcement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function open(announcement: Announcement) {
    setFailure(null);
    const opened = openAnnouncement(announcement.id);
    const request = handleOf(announcement);
    if (announcement.openType === 'component' && request) {
      opened.catch(() => undefined);
      return handle(request);
    }
    setShown(announcement);
    opened.then(
      (fresh) => setShown((current) => (current?.id === fresh.id ? fresh : current)),
      (error: unknown) => setFailure(failureText(error)),
    );
  }

  /**
   * Opens the announcement known only by `id` (a bell notice names it): marks it read, then
   * shows it as `queryById` answers, or hands a 'component' one to `handle` as {@link open} does.
   */
  function openById(id: string) {
    setFailure(null);
    openAnnouncement(id).then(
      (fresh) => {
        const request = handleOf(fresh);
        if (fresh.openType === 'component' && request) handle(request);
        else setShown(fresh);
      },
      (error: unknown) => setFailure(failureText(error)),
    );
  }

  return { shown, failure, open, openById, close: () => setShown(null) };
}
