import { useEffect, useMemo } from 'react';
import type { Tab } from '../../shared/layout/index.ts';
import { menuTrail } from '../../shared/layout/index.ts';
import { HOME_PATH, menuRoutes } from '../../shared/navigation/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { resetTabs, visitTab } from '../../shared/stores/index.ts';

const NO_TITLE = { title: '', titleEN: '', titleTC: '' };

/** The home tab: the menu's home entry, or an untitled tab the tab bar names '首页'. */
export function useHomeTab(menu: readonly MenuItem[]): Tab {
  return useMemo(() => ({ path: HOME_PATH, title: menuTrail(menu, HOME_PATH).at(-1)?.meta ?? NO_TITLE }), [menu]);
}

/**
 * Adds a tab for each page the user opens (portal-shell §4 "Tabs: added on navigation"),
 * titled by its menu entry (by its path when the menu has none). The tabs are forgotten when
 * the signed-in layout goes away, so the next user starts afresh.
 */
export function useTabTracking(fullPath: string, trail: MenuItem[], home: Tab): void {
  const page = trail.at(-1);
  useEffect(() => {
    // A parent's path only redirects to its first page: that page gets the tab.
    if (page && menuRoutes([page]).find((route) => route.path === page.path)?.redirect) return;
    const title = page?.meta ?? { ...NO_TITLE, title: fullPath };
    visitTab(fullPath === home.path ? home : { path: fullPath, title }, home);
  }, [fullPath, page, home]);
  useEffect(() => resetTabs, []);
}
