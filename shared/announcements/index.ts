/** The announcements of the signed-in user (portal-shell §2.6, §4, §7), shared by elements and portal. */
export {
  fetchAnnouncement, fetchMyAnnouncements, fetchUnreadAnnouncements, markAnnouncementRead, READ_FILTERS,
  type MyAnnouncementsQuery, type ReadFilter,
} from './announcement-calls.ts';
export { openAnnouncement } from './open-announcement.ts';
export { $unreadAnnouncements, reloadUnreadAnnouncements, type UnreadAnnouncementsState } from './unread-announcements.ts';
export { announcementTarget, USER_ANNOUNCEMENTS_PATH, type AnnouncementHandle } from './handle-target.ts';
export { openPageAllowed, openPageKind, type OpenPageKind } from './open-page.ts';
