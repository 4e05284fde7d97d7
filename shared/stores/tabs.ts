import { atom } from 'nanostores';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type CloseResult, type Tab } from '../layout/tab-list.ts';
import { forgetSavedTabs, loadSavedTabs, saveTabs } from './saved-tabs.ts';
import { $session } from './session.ts';

/**
 * The open tabs of the multi-tab bar (portal-shell §4), kept in the browser tab's session
 * storage for the signed-in user, so that a reload keeps them; signing out forgets them.
 */
export const $tabs = atom<Tab[]>([]);

/**
 * A counter per tab path, raised by "refresh": the layout keys the page with it, so a
 * refresh remounts the page (and reloads its data) without reloading the portal.
 */
export const $tabRefresh = atom<Readonly<Record<string, number>>>({});

const userId = () => $session.get()?.userInfo.id ?? null;

/** The tabs now; after a reload, the first look finds the user's saved ones. */
function currentTabs(): Tab[] {
  const tabs = $tabs.get();
  const user = userId();
  return tabs.length || !user ? tabs : loadSavedTabs(user);
}

function keep(tabs: Tab[]): void {
  $tabs.set(tabs);
  const user = userId();
  if (user) saveTabs(user, tabs);
}

/** Records a navigation to `tab` (portal-shell §4 "Tabs: added on navigation"). */
export function visitTab(tab: Tab, home: Tab): void {
  keep(openTab(currentTabs(), tab, home));
}

const CLOSERS = { close: closeTab, 'close-left': closeLeft, 'close-right': closeRight, 'close-others': closeOthers };

/** Which close operation to run: one tab, or those left of, right of, or around a tab. */
export type TabClose = keyof typeof CLOSERS;

/** Runs a close operation on the tab at `path` and keeps the result; see `CloseResult.outcome`. */
export function closeTabs(kind: TabClose, path: string, homePath: string): CloseResult {
  const result = CLOSERS[kind](currentTabs(), path, homePath);
  if (result.outcome === 'closed') keep(result.tabs);
  return result;
}

/** Asks the page of the tab at `path` to remount. */
export function refreshTab(path: string): void {
  const counters = $tabRefresh.get();
  $tabRefresh.set({ ...counters, [path]: (counters[path] ?? 0) + 1 });
}

/**
 * Empties the tab bar in memory (the signed-in layout went away); the saved tabs stay for the
 * layout's return, as a reload finds them.
 */
export function resetTabs(): void {
  $tabs.set([]);
  $tabRefresh.set({});
}

// Signing out (or another user signing in) forgets the saved tabs: the next user starts with home only.
let owner = userId();
$session.listen((session) => {
  const next = session?.userInfo.id ?? null;
  if (next === owner) return;
  if (owner !== null) forgetSavedTabs();
  owner = next;
  resetTabs();
});
