import { atom } from 'nanostores';
import type { Announcement } from '../schemas/announcement.ts';
import { fetchAnnouncement, markAnnouncementRead } from './announcement-calls.ts';

/** How many announcements this page has marked read; lists of the page reload when it changes. */
export const $announcementReads = atom(0);

/**
 * Opens announcement `id` (portal-shell §4 "opening marks it read on the server and reloads
 * the list"): marks it read, then answers it as the server now has it. Lists listening to
 * {@link $announcementReads} reload, whether the read succeeded or not.
 */
export async function openAnnouncement(id: string): Promise<Announcement> {
  try {
    await markAnnouncementRead(id);
    return await fetchAnnouncement(id);
  } finally {
    $announcementReads.set($announcementReads.get() + 1);
  }
}
