import { ApiError } from '../api/api-error.ts';
import { get, request } from '../api/index.ts';
import { NOTICE_PAGE_SIZE_MAX, NOTICE_SUCCESS_MESSAGE, type NoticePage } from '../schemas/notice.ts';

/** Which notices a page holds: '0' unread, '1' read, '2' all (portal-shell §7). */
export type NoticeFilter = '0' | '1' | '2';

/**
 * The signed-in user's notices, newest first, in one page of up to 10000 (portal-shell §9);
 * with `recentDays`, only those of the last N days (§2.6, the recent variant).
 */
export function fetchNotices(readFlag: NoticeFilter = '2', recentDays: number | null = null): Promise<NoticePage> {
  return get<NoticePage>('/sys/notice/getNoticePage', { pageNo: 1, pageSize: NOTICE_PAGE_SIZE_MAX, readFlag, recentDays });
}

/** How many of the user's notices are unread (the bell's badge); with `recentDays`, of the last N days only. */
export function fetchUnreadCount(recentDays: number | null = null): Promise<number> {
  return get<number>('/sys/notice/getUnReadCount', { recentDays });
}

/**
 * Makes a notice change and checks its answer: the server says `success` literally, anything
 * else is shown as an error (portal-shell §8 "notice batch update message not success").
 */
async function change(method: 'PUT' | 'DELETE', path: string, query: Record<string, string>): Promise<void> {
  const envelope = await request<unknown>(path, { method, query });
  if (envelope.message !== NOTICE_SUCCESS_MESSAGE) {
    throw new ApiError({ kind: 'business', status: 200, code: envelope.code, message: envelope.message, serverMessage: envelope.message });
  }
}

/** Marks one notice read. */
export function markNoticeRead(id: string): Promise<void> {
  return change('PUT', '/sys/notice/updateRead', { id });
}

/** Marks these unread notices read in one call. */
export function markNoticesRead(ids: readonly string[]): Promise<void> {
  return change('PUT', '/sys/notice/updateReadBatch', { ids: ids.join(',') });
}

/** Deletes one notice. */
export function deleteNotice(id: string): Promise<void> {
  return change('DELETE', '/sys/notice/deleteNotice', { id });
}
