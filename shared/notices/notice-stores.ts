import { atom, onMount } from 'nanostores';
import { failureText } from '../api/index.ts';
import { onRealtimePush } from '../realtime/index.ts';
import { NOTICE_READ_FLAGS, type Notice } from '../schemas/notice.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import { deleteNotice, fetchNotices, fetchUnreadCount, markNoticeRead, markNoticesRead } from './notice-api.ts';

/** The bell's data: every notice of the user, the unread count, the last load's failure. */
export interface NoticesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  notices: Notice[];
  unread: number;
  error: string;
}

const IDLE: NoticesState = { status: 'idle', notices: [], unread: 0, error: '' };

/**
 * The signed-in user's notices (portal-shell §2.6, §4). While watched it loads for the live
 * session, again when the session changes and on every realtime push ('topic' and 'user'
 * both mean "reload"); watching it keeps the page's notice socket open.
 */
export const $notices = atom<NoticesState>(IDLE);

let generation = 0;

/** Loads the notices and the unread count again; a failure is kept, not thrown (§8: logged only). */
export async function reloadNotices(): Promise<void> {
  const mine = ++generation;
  if (!isSessionLive($session.get())) return $notices.set(IDLE);
  $notices.set({ ...$notices.get(), status: $notices.get().status === 'ready' ? 'ready' : 'loading' });
  try {
    const [page, unread] = await Promise.all([fetchNotices('2'), fetchUnreadCount()]);
    if (mine === generation) $notices.set({ status: 'ready', notices: page.records, unread, error: '' });
  } catch (error) {
    if (mine === generation) $notices.set({ ...$notices.get(), status: 'failed', error: failureText(error) });
  }
}

/** Refreshes only the unread count (after opening a notice, portal-shell §4). */
async function refreshUnreadCount(): Promise<void> {
  const unread = await fetchUnreadCount();
  $notices.set({ ...$notices.get(), unread });
}

function markedRead(ids: readonly string[]): void {
  const state = $notices.get();
  const read = new Set(ids);
  $notices.set({ ...state, notices: state.notices.map((n) => (read.has(n.id) ? { ...n, readFlag: NOTICE_READ_FLAGS.read } : n)) });
}

/** The unread ones of `notices`. */
export function unreadOf(notices: readonly Notice[]): Notice[] {
  return notices.filter((n) => n.readFlag === NOTICE_READ_FLAGS.unread);
}

/** Marks one notice read and refreshes the count; rejects with the failure. */
export async function readNotice(id: string): Promise<void> {
  await markNoticeRead(id);
  markedRead([id]);
  await refreshUnreadCount();
}

/**
 * Marks read every unread notice of `notices` (the active tab) in one call. Resolves with the
 * ids marked; with none it calls nothing and resolves `[]` (the caller warns, portal-shell §4).
 */
export async function readAllNotices(notices: readonly Notice[]): Promise<string[]> {
  const ids = unreadOf(notices).map((n) => n.id);
  if (!ids.length) return [];
  await markNoticesRead(ids);
  markedRead(ids);
  await refreshUnreadCount();
  return ids;
}

/** Deletes a notice and refreshes the count; rejects with the failure. */
export async function removeNotice(id: string): Promise<void> {
  await deleteNotice(id);
  const state = $notices.get();
  $notices.set({ ...state, notices: state.notices.filter((n) => n.id !== id) });
  await refreshUnreadCount();
}

onMount($notices, () => {
  let current = '';
  const stopSession = $session.subscribe((session) => {
    const key = isSessionLive(session) ? `${session.userInfo.id} ${session.token}` : '';
    if (key === current) return;
    current = key;
    void reloadNotices();
  });
  const stopPush = onRealtimePush(() => void reloadNotices());
  return () => {
    stopSession();
    stopPush();
    generation++;
    current = '';
    $notices.set(IDLE);
  };
});
