import { menuTitle } from '../../../shared/i18n/menu-title.ts';
import { externalHref, isExternalItem, visibleMenu } from '../../../shared/navigation/index.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import type { SearchRecord } from '../../../shared/schemas/search.ts';

/** A page of the user's menu with the entries above it and where it leads. */
interface MenuPage {
  item: MenuItem;
  trail: MenuItem[];
  /** The portal path, or the http(s) URL of an external page. */
  path: string;
  external: boolean;
}

/**
 * The pages of a menu tree, in menu order, by the rule the menu itself follows: hidden
 * entries and route flag '0' are left out (as the side menu and the menu search do);
 * buttons are not in the tree; a parent is a page only when it stays on its own path
 * rather than redirecting to a child; an external entry counts only with an http(s) URL,
 * so a `javascript:` link in the data never reaches the client.
 */
export function menuPages(menu: readonly MenuItem[]): MenuPage[] {
  const pages: MenuPage[] = [];
  const walk = (items: readonly MenuItem[], above: MenuItem[]) => {
    for (const item of items) {
      const children = item.children ?? [];
      if (isExternalItem(item)) {
        const href = externalHref(item);
        if (href) pages.push({ item, trail: above, path: href, external: true });
      } else if (item.path && (children.length === 0 || item.redirect === item.path)) {
        pages.push({ item, trail: above, path: item.path, external: false });
      }
      walk(children, [...above, item]);
    }
  };
  walk(visibleMenu(menu), []);
  return pages;
}

/**
 * The pages whose title in any of the three languages contains `key`, ignoring case. The
 * match is a plain substring test, so `%` and `_` mean themselves.
 */
export function matchPages(pages: readonly MenuPage[], key: string): MenuPage[] {
  const needle = key.trim().toLowerCase();
  if (!needle) return [];
  return pages.filter(({ item: { meta } }) =>
    [meta.title, meta.titleEN, meta.titleTC].some((title) => title.toLowerCase().includes(needle)));
}

/** A page as the client gets it: titles in `locale` (falling back to Chinese). */
export function toSearchRecord(page: MenuPage, locale: Locale): SearchRecord {
  return {
    id: page.item.id,
    title: menuTitle(page.item.meta, locale),
    path: page.path,
    trail: page.trail.map((above) => menuTitle(above.meta, locale)),
    external: page.external,
    category: '1',
  };
}
