import { atom } from 'nanostores';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type CloseResult, type Tab } from '../layout/tab-list.ts';

/** The open tabs of the multi-tab bar (portal-shell §4), kept for the page session only. */
export const $tabs = atom<Tab[]>([]);

/**
 * A counter per tab path, raised by "refresh": the layout keys the page with it, so a
 * refresh remounts the page (and reloads its data) without reloading the portal.
 */
export const $tabRefresh = atom<Readonly<Record<string, number>>>({});

/** Records a navigation to `tab` (portal-shell §4 "Tabs: added on navigation"). */
export function visitTab(tab: Tab, home: Tab): void {
  $tabs.set(openTab($tabs.get(), tab, home));
}

const CLOSERS = { close: closeTab, 'close-left': closeLeft, 'close-right': closeRight, 'close-others': closeOthers };

/** Which close operation to run: one tab, or those left of, right of, or around a tab. */
export type TabClose = keyof typeof CLOSERS;

/** Runs a close operation on the tab at `path` and keeps the result; see `CloseResult.outcome`. */
export function closeTabs(kind: TabClose, path: string, homePath: string): CloseResult {
  const result = CLOSERS[kind]($tabs.get(), path, homePath);
  if (result.outcome === 'closed') $tabs.set(result.tabs);
  return result;
}

/** Asks the page of the tab at `path` to remount. */
export function refreshTab(path: string): void {
  const counters = $tabRefresh.get();
  $tabRefresh.set({ ...counters, [path]: (counters[path] ?? 0) + 1 });
}

/** Forgets every tab (on sign-out: the next user starts with home only). */
export function resetTabs(): void {
  $tabs.set([]);
  $tabRefresh.set({});
}
