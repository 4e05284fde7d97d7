import { atom, onMount } from 'nanostores';
import { failureText } from '../api/error-catalogue.ts';
import { onRealtimePush } from '../realtime/realtime-stores.ts';
import type { AnnouncementListByUser } from '../schemas/announcement.ts';
import { $readMarks } from '../stores/read-marks.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import { fetchUnreadAnnouncements } from './announcement-calls.ts';

/** The unread announcements of the signed-in user, as the popover shows them. */
export interface UnreadAnnouncementsState {
  /** The last answer, `null` before the first one (and signed out). */
  list: AnnouncementListByUser | null;
  loading: boolean;
  /** Why the last load failed, `null` when it did not. */
  failure: string | null;
}

const EMPTY: UnreadAnnouncementsState = { list: null, loading: false, failure: null };

/**
 * The unread announcements and system messages (`listByUser`). While watched, it loads for
 * the live session, and loads again on every realtime push and after anything is marked read
 * on this page; signed out it is empty.
 */
export const $unreadAnnouncements = atom<UnreadAnnouncementsState>(EMPTY);

let generation = 0;

/** Loads the list again for the current session; an older answer arriving late is dropped. */
export async function reloadUnreadAnnouncements(): Promise<void> {
  const asked = ++generation;
  const token = $session.get()?.token;
  if (!isSessionLive($session.get())) return void $unreadAnnouncements.set(EMPTY);
  $unreadAnnouncements.set({ ...$unreadAnnouncements.get(), loading: true });
  try {
    const list = await fetchUnreadAnnouncements();
    if (asked === generation && $session.get()?.token === token) $unreadAnnouncements.set({ list, loading: false, failure: null });
  } catch (error) {
    if (asked === generation) $unreadAnnouncements.set({ ...$unreadAnnouncements.get(), loading: false, failure: failureText(error) });
  }
}

onMount($unreadAnnouncements, () => {
  let token: string | undefined;
  const stopSession = $session.subscribe((session) => {
    const next = isSessionLive(session) ? session.token : undefined;
    if (next === token) return;
    token = next;
    void reloadUnreadAnnouncements();
  });
  const stopPush = onRealtimePush(() => void reloadUnreadAnnouncements());
  // A notice of an announcement read in the bell is that announcement read: every mark counts.
  const stopReads = $readMarks.listen(() => void reloadUnreadAnnouncements());
  return () => {
    stopSession();
    stopPush();
    stopReads();
    generation++;
    $unreadAnnouncements.set(EMPTY);
  };
});
