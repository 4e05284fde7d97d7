import type { MenuItem } from '../schemas/permission.ts';
import { MY_CLASS_PATH, NARROW_TOP_MENU_WIDTH, TOP_MENU_MARGIN, WIDE_WINDOW_WIDTH } from './constants.ts';

/**
 * Width available to the top menu (portal-shell §2.4): "window width minus 90 when the
 * window is at least 1280 wide, otherwise 800 px".
 */
export function topMenuWidth(windowWidth: number): number {
  return windowWidth >= WIDE_WINDOW_WIDTH ? windowWidth - TOP_MENU_MARGIN : NARROW_TOP_MENU_WIDTH;
}

/**
 * How many entries of the top menu are shown in line; the rest go under the 'more' item
 * (portal-shell §2.4 "entries that do not fit go under a 'more' item"). `widths` are the
 * measured widths of the entries in order; when they do not all fit, room is kept for the
 * 'more' item itself (`moreWidth`).
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * Whether a click on a top entry navigates at once (portal-shell §2.4 "Entries with an
 * iframe component or the MyClass path navigate"). A leaf navigates too: it has no branch
 * to show in the side menu, so its page is the only thing a click can mean.
 */
export function topEntryNavigates(item: MenuItem, hasVisibleChildren: boolean): boolean {
  return /iframe/i.test(item.component) || item.path === MY_CLASS_PATH || !hasVisibleChildren;
}
