import { readSearchQueryOf } from '../navigation/search-page.ts';
import type { MenuMeta } from '../schemas/permission.ts';

/** One tab of the multi-tab bar: the full path it shows and the titles of its page. */
export interface Tab {
  /** Path with query: pages that differ only by their query are different tabs. */
  path: string;
  title: Pick<MenuMeta, 'title' | 'titleEN' | 'titleTC'>;
}

/** What a close operation did; `'last'` means it was refused because only one tab is left. */
export type CloseOutcome = 'closed' | 'unchanged' | 'last';

/** The tabs after a close operation, and what happened. */
export interface CloseResult {
  tabs: Tab[];
  outcome: CloseOutcome;
}

/** The four actions of the tab context menu, in the order of their keys 1 to 4 (portal-shell §2.4). */
export const TAB_ACTIONS = ['refresh', 'close-left', 'close-right', 'close-others'] as const;
export type TabAction = (typeof TAB_ACTIONS)[number];

/**
 * Which place in the bar a path takes: its own, except that every search-results page shares
 * one, so a new search replaces the last one's tab instead of opening another.
 */
export function tabSlot(path: string): string {
  return readSearchQueryOf(path) ? 'search-results' : path;
}

/**
 * The tabs after navigating to `tab` (portal-shell §4 "Tabs: added on navigation"): the home
 * tab stays first, a new slot ({@link tabSlot}) is appended, a known one keeps its place with
 * the new path and fresh titles.
 */
export function openTab(tabs: readonly Tab[], tab: Tab, home: Tab): Tab[] {
  const withHome = tabs[0]?.path === home.path ? [...tabs] : [home, ...tabs.filter((t) => t.path !== home.path)];
  const slot = tabSlot(tab.path);
  const index = withHome.findIndex((t) => tabSlot(t.path) === slot);
  if (index === -1) return [...withHome, tab];
  withHome[index] = tab;
  return withHome;
}

function outcome(before: readonly Tab[], after: Tab[]): CloseResult {
  if (before.length <= 1) return { tabs: [...before], outcome: 'last' };
  return { tabs: after, outcome: after.length === before.length ? 'unchanged' : 'closed' };
}

/**
 * Closes one tab. The home tab is never closed, and closing the only remaining tab is refused
 * with `'last'` (portal-shell §2.4 "Closing the only remaining tab warns").
 */
export function closeTab(tabs: readonly Tab[], path: string, homePath: string): CloseResult {
  return outcome(tabs, tabs.filter((t) => t.path !== path || t.path === homePath));
}

/** Closes the tabs left of `path`, except the home tab. */
export function closeLeft(tabs: readonly Tab[], path: string, homePath: string): CloseResult {
  const index = tabs.findIndex((t) => t.path === path);
  return outcome(tabs, tabs.filter((t, i) => i >= index || t.path === homePath));
}

/** Closes the tabs right of `path`. */
export function closeRight(tabs: readonly Tab[], path: string, homePath: string): CloseResult {
  const index = tabs.findIndex((t) => t.path === path);
  return outcome(tabs, index === -1 ? [...tabs] : tabs.filter((t, i) => i <= index || t.path === homePath));
}

/** Closes every tab but `path` and the home tab. */
export function closeOthers(tabs: readonly Tab[], path: string, homePath: string): CloseResult {
  return outcome(tabs, tabs.filter((t) => t.path === path || t.path === homePath));
}

/**
 * Where to go when the active tab was closed: the tab that took its place, else the last
 * one. Returns null when the active tab is still open.
 */
export function nextActivePath(before: readonly Tab[], after: readonly Tab[], activePath: string): string | null {
  if (after.length === 0 || after.some((t) => t.path === activePath)) return null;
  const index = Math.max(0, before.findIndex((t) => t.path === activePath));
  return after[Math.min(index, after.length - 1)]!.path;
}
