import type { Announcement } from '../schemas/announcement.ts';
import { noteReadMark } from '../stores/read-marks.ts';
import { fetchAnnouncement, markAnnouncementRead } from './announcement-calls.ts';

/**
 * Opens announcement `id` (portal-shell §4 "opening marks it read on the server and reloads
 * the list"): marks it read, then answers it as the server now has it. The server marks its
 * bell notice read too; every list and count of the page reloads through the read marks
 * (`$readMarks`), whether the read succeeded or not.
 */
export async function openAnnouncement(id: string): Promise<Announcement> {
  try {
    await markAnnouncementRead(id);
    return await fetchAnnouncement(id);
  } finally {
    noteReadMark('announcements');
  }
}
