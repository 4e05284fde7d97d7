/** The user's notices (portal-shell §2.6, §4): calls, the bell's store, where a notice leads. */
export { fetchNotices, fetchUnreadCount, markNoticeRead, markNoticesRead, deleteNotice, type NoticeFilter } from './notice-api.ts';
export {
  $notices, noticeFeed, normalizeRecentDays, reloadNotices, readNotice, readAllNotices, removeNotice, unreadOf, type NoticesState, type RecentDays,
} from './notice-stores.ts';
export { noticeLink, type NoticeLink } from './notice-link.ts';
