import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { failureText } from '../api/index.ts';
import { onRealtimePush } from '../realtime/index.ts';
import { NOTICE_READ_FLAGS, NOTICE_RECENT_DAYS_MAX, type Notice } from '../schemas/notice.ts';
import { $readMarks, noteReadMark } from '../stores/read-marks.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import { deleteNotice, fetchNotices, fetchUnreadCount, markNoticeRead, markNoticesRead } from './notice-api.ts';

/** The bell's data: the notices of its feed, their unread count, the last load's failure. */
export interface NoticesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  notices: Notice[];
  unread: number;
  error: string;
}

/** Which notices a feed holds: those of the last N days, or `null` for all of them. */
export type RecentDays = number | null;

const IDLE: NoticesState = { status: 'idle', notices: [], unread: 0, error: '' };

/** One feed and what it needs to drop late answers. */
interface Feed {
  $state: WritableAtom<NoticesState>;
  recentDays: RecentDays;
  /** Watched now: changes made on the page update it. */
  mounted: boolean;
  /** Ticket of the newest request for the list, and for the count; an answer to an older one is dropped. */
  listTicket: number;
  countTicket: number;
}

const feeds = new Map<RecentDays, Feed>();
let tickets = 0;

/**
 * `recentDays` as a feed takes it: a whole number of days from 1 to 365 (a number or its
 * text, as an attribute gives it), anything else (absent, '', 0, 'abc', 1.5) means all notices.
 */
export function normalizeRecentDays(value: unknown): RecentDays {
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= NOTICE_RECENT_DAYS_MAX ? days : null;
}

function feedOf(recentDays: RecentDays): Feed {
  const existing = feeds.get(recentDays);
  if (existing) return existing;
  const feed: Feed = { $state: atom<NoticesState>(IDLE), recentDays, mounted: false, listTicket: 0, countTicket: 0 };
  feeds.set(recentDays, feed);
  onMount(feed.$state, () => {
    feed.mounted = true;
    let current = '';
    const stopSession = $session.subscribe((session) => {
      const key = isSessionLive(session) ? `${session.userInfo.id} ${session.token}` : '';
      if (key === current) return;
      current = key;
      void reload(feed);
    });
    const stopPush = onRealtimePush(() => void reload(feed));
    // An announcement opened elsewhere on the page is its notice read: the bell follows at once.
    const stopReads = $readMarks.listen((mark) => mark.by !== 'notices' && void reload(feed));
    return () => {
      stopSession();
      stopPush();
      stopReads();
      feed.mounted = false;
      // Whatever is still on its way belongs to the last watcher.
      feed.listTicket = feed.countTicket = ++tickets;
      feed.$state.set(IDLE);
    };
  });
  return feed;
}

/**
 * The signed-in user's notices (portal-shell §2.6, §4), all of them or, with `recentDays`,
 * those of the last N days ("the last three days of notices are shown in one variant"), with
 * the unread count of the same notices. One store per `recentDays`, shared by every bell of
 * the page that shows that feed. While watched it loads for the live session, again when the
 * session changes and on every realtime push ('topic' and 'user' both mean "reload");
 * watching it keeps the page's notice socket open.
 */
export function noticeFeed(recentDays: RecentDays = null): ReadableAtom<NoticesState> {
  return feedOf(normalizeRecentDays(recentDays)).$state;
}

/** All the user's notices: the feed of the usual bell. */
export const $notices = noticeFeed(null);

function update(feed: Feed, change: Partial<NoticesState>): void {
  feed.$state.set({ ...feed.$state.get(), ...change });
}

/**
 * Loads a feed's notices and unread count again. Only the newest request's answer is taken:
 * a slow earlier load (or count) arriving after a newer one is dropped. A failure is kept,
 * not thrown (§8: logged only).
 */
async function reload(feed: Feed): Promise<void> {
  const ticket = ++tickets;
  feed.listTicket = feed.countTicket = ticket;
  if (!isSessionLive($session.get())) return feed.$state.set(IDLE);
  if (feed.$state.get().status !== 'ready') update(feed, { status: 'loading' });
  try {
    const [page, unread] = await Promise.all([fetchNotices('2', feed.recentDays), fetchUnreadCount(feed.recentDays)]);
    if (feed.listTicket === ticket) update(feed, { status: 'ready', notices: page.records, error: '' });
    if (feed.countTicket === ticket) update(feed, { unread });
  } catch (error) {
    if (feed.listTicket === ticket) update(feed, { status: 'failed', error: failureText(error) });
  }
}

/** Loads the notices and the unread count of the feed of `recentDays` again. */
export function reloadNotices(recentDays: RecentDays = null): Promise<void> {
  return reload(feedOf(normalizeRecentDays(recentDays)));
}

const mountedFeeds = () => [...feeds.values()].filter((feed) => feed.mounted);

/** Refreshes only the unread count of every watched feed (after a change, portal-shell §4); rejects with a failure. */
async function refreshUnreadCounts(): Promise<void> {
  await Promise.all(mountedFeeds().map(async (feed) => {
    const ticket = ++tickets;
    feed.countTicket = ticket;
    const unread = await fetchUnreadCount(feed.recentDays);
    if (feed.countTicket === ticket) update(feed, { unread });
  }));
}

/** Applies a change to the notices of every watched feed: a notice is the same in all of them. */
function changeNotices(change: (notices: Notice[]) => Notice[]): void {
  for (const feed of mountedFeeds()) update(feed, { notices: change(feed.$state.get().notices) });
}

function markedRead(ids: readonly string[]): void {
  const read = new Set(ids);
  changeNotices((notices) => notices.map((n) => (read.has(n.id) ? { ...n, readFlag: NOTICE_READ_FLAGS.read } : n)));
}

/** The unread ones of `notices`. */
export function unreadOf(notices: readonly Notice[]): Notice[] {
  return notices.filter((n) => n.readFlag === NOTICE_READ_FLAGS.unread);
}

/** Marks one notice read and refreshes the counts; rejects with the failure. */
export async function readNotice(id: string): Promise<void> {
  await markNoticeRead(id);
  markedRead([id]);
  // The notice of an announcement is that announcement's read state too (the server marks both).
  noteReadMark('notices');
  await refreshUnreadCounts();
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
  noteReadMark('notices');
  await refreshUnreadCounts();
  return ids;
}

/** Deletes a notice and refreshes the counts; rejects with the failure. */
export async function removeNotice(id: string): Promise<void> {
  await deleteNotice(id);
  changeNotices((notices) => notices.filter((n) => n.id !== id));
  await refreshUnreadCounts();
}
