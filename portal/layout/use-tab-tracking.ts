import { useEffect, useMemo } from 'react';
import type { Tab } from '../../shared/layout/index.ts';
import { menuTrail } from '../../shared/layout/index.ts';
import { HOME_PATH, menuRoutes } from '../../shared/navigation/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { resetTabs, visitTab } from '../../shared/stores/index.ts';
import { useAccessLog } from './use-access-log.ts';

const NO_TITLE = { title: '', titleEN: '', titleTC: '' };
const ROOT_PATH = '/';

/** The home tab: the menu's home entry, or an untitled tab the tab bar names '首页'. */
export function useHomeTab(menu: readonly MenuItem[]): Tab {
  return useMemo(() => ({ path: HOME_PATH, title: menuTrail(menu, HOME_PATH).at(-1)?.meta ?? NO_TITLE }), [menu]);
}

/** Whether a menu entry's path only redirects to its first page (which then gets the tab). */
const redirectsOnly = (page: MenuItem) => !!menuRoutes([page]).find((route) => route.path === page.path)?.redirect;

/**
 * Adds a tab for each page the user opens (portal-shell §4 "Tabs: added on navigation"),
 * titled by its menu entry (by its path when the menu has none), and writes the access log
 * when the active tab becomes a menu page (portal-shell §7 sysLog; use-access-log.ts). The
 * tabs are forgotten when the signed-in layout goes away, so the next user starts afresh.
 */
export function useTabTracking(fullPath: string, trail: MenuItem[], home: Tab): void {
  const page = trail.at(-1);
  // `/` only sends the user home (MenuRoutes' index route): no tab titled '/' for it.
  const redirecting = fullPath === ROOT_PATH || (!!page && redirectsOnly(page));
  useEffect(() => {
    if (redirecting) return;
    const title = page?.meta ?? { ...NO_TITLE, title: fullPath };
    visitTab(fullPath === home.path ? home : { path: fullPath, title }, home);
  }, [fullPath, page, home, redirecting]);
  useAccessLog(fullPath, redirecting ? undefined : page);
  useEffect(() => resetTabs, []);
}
