import type { MenuItem, MenuMeta } from '../schemas/permission.ts';

/** The default home path (portal-shell §9). */
export const HOME_PATH = '/dashboard/analysis';

/** A route built from a menu item: a page showing `meta`, or a redirect to a child. */
export interface MenuRoute {
  path: string;
  meta: MenuMeta;
  redirect: string | null;
}

/** True for items that open another site rather than a portal page. */
export function isExternalItem(item: MenuItem): boolean {
  return item.meta.internalOrExternal || /^https?:\/\//i.test(item.path);
}

/**
 * Where an external item links to: its `meta.url`, else its path, and only when that is an
 * http(s) URL — a menu is data, and data must not smuggle in `javascript:` links.
 */
export function externalHref(item: MenuItem): string | null {
  const target = item.meta.url || item.path;
  return /^https?:\/\//i.test(target) ? target : null;
}

/** The menu without items whose route flag is '0', nor their subtrees (portal-shell §2.2). */
export function routableMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu
    .filter((item) => item.route !== '0')
    .map((item) => (item.children ? { ...item, children: routableMenu(item.children) } : item));
}

/** The routable menu without hidden items: what the menu tree shows. */
export function visibleMenu(menu: readonly MenuItem[]): MenuItem[] {
  return routableMenu(menu)
    .filter((item) => !item.hidden && !item.meta.hidden)
    .map((item) => (item.children ? { ...item, children: visibleMenu(item.children) } : item));
}

function firstPagePath(items: readonly MenuItem[]): string | null {
  for (const item of items) {
    if (isExternalItem(item) || !item.path) continue;
    const below = item.children?.length ? firstPagePath(item.children) : null;
    return below ?? item.path;
  }
  return null;
}

/**
 * The routes of a menu, flattened: every routable, internal item with a path becomes a page,
 * except a parent, which redirects to its `redirect` or to its first page. The first item
 * wins when two share a path.
 */
export function menuRoutes(menu: readonly MenuItem[]): MenuRoute[] {
  const routes = new Map<string, MenuRoute>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const children = item.children ?? [];
      if (item.path && !isExternalItem(item) && !routes.has(item.path)) {
        const redirect = children.length ? item.redirect || firstPagePath(children) : item.redirect || null;
        routes.set(item.path, { path: item.path, meta: item.meta, redirect: redirect === item.path ? null : redirect });
      }
      walk(children);
    }
  };
  walk(routableMenu(menu));
  return [...routes.values()];
}
