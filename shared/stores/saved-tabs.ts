import type { Tab } from '../layout/tab-list.ts';
import { storageKey, tabStorage as storage } from './storage-key.ts';

/** What the browser tab keeps of the tab bar: whose tabs they are, and the tabs. */
interface SavedTabs {
  userId: string;
  tabs: Tab[];
}

const KEY = storageKey('tabs');

const isTab = (value: unknown): value is Tab => {
  const tab = value as Tab | null;
  return typeof tab?.path === 'string' && typeof tab.title?.title === 'string' && typeof tab.title.titleEN === 'string' && typeof tab.title.titleTC === 'string';
};

/**
 * The tabs saved for `userId` in this browser tab's session storage, `[]` when none are, they
 * are another user's, or they cannot be read. Session storage lives as long as the browser
 * tab: a reload keeps the tabs, a new browser tab starts afresh, as tabbed admin shells do.
 */
export function loadSavedTabs(userId: string): Tab[] {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<SavedTabs> | null;
    return saved?.userId === userId && Array.isArray(saved.tabs) && saved.tabs.every(isTab) ? saved.tabs : [];
  } catch {
    return [];
  }
}

/** Keeps `tabs` as `userId`'s for the rest of the browser tab's session. */
export function saveTabs(userId: string, tabs: readonly Tab[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ userId, tabs: [...tabs] } satisfies SavedTabs));
  } catch {
    // Storage full or refused: the tabs are kept in memory only, as before.
  }
}

/** Forgets the saved tabs (on sign-out). */
export function forgetSavedTabs(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
