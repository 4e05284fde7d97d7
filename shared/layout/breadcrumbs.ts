import type { MenuItem, MenuMeta } from '../schemas/permission.ts';
import { menuTrail } from './menu-match.ts';
import type { Tab } from './tab-list.ts';

/** One breadcrumb: the item's titles (localised at render time) and where it links, if anywhere. */
export interface Breadcrumb {
  id: string;
  title: Pick<MenuMeta, 'title' | 'titleEN' | 'titleTC'>;
  path: string | null;
}

const crumb = (item: MenuItem, linked: boolean): Breadcrumb => ({
  id: item.id,
  title: item.meta,
  path: linked && item.path ? item.path : null,
});

/**
 * Breadcrumbs of the current location (portal-shell §2.4 "Breadcrumbs built from the
 * matched routes, starting from the home page"): the home item first, then each menu item
 * down to the current one. `home` is the home tab (its path and titles). Only the home crumb and parents link; the current page does not.
 */
export function breadcrumbs(menu: readonly MenuItem[], home: Tab, pathname: string, search = ''): Breadcrumb[] {
  const trail = menuTrail(menu, pathname, search).filter((item) => item.path !== home.path);
  const onHome = trail.length === 0 && pathname === home.path;
  const first: Breadcrumb = { id: 'home', title: home.title, path: onHome ? null : home.path };
  return [first, ...trail.map((item, index) => crumb(item, index < trail.length - 1))];
}

/**
 * Breadcrumbs of a page the portal titles itself rather than the menu (the search-results
 * page, which shares the home route): home, linked, then the page. `title` is already
 * localised, so it stands for all three languages.
 */
export function portalPageCrumbs(home: Tab, id: string, title: string): Breadcrumb[] {
  return [
    { id: 'home', title: home.title, path: home.path },
    { id, title: { title, titleEN: title, titleTC: title }, path: null },
  ];
}
