import { menuTitle } from '../../shared/i18n/index.ts';
import { menuTarget, visibleMenu, type MenuTarget } from '../../shared/navigation/index.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

/** A menu page found by title: where it leads and how it opens. */
export interface MenuHit {
  id: string;
  title: string;
  /** An external http(s) URL (opened in a new tab) or a portal path (opened by the router). */
  target: MenuTarget;
}

/**
 * The user's visible menu pages whose title in `locale` contains `text` (case-insensitive;
 * portal-shell §2.4 "menu search by title"). Parents are not pages and are skipped; external
 * items without an http(s) URL lead nowhere and are skipped too.
 */
export function searchMenu(menu: readonly MenuItem[], text: string, locale: Locale, limit = 20): MenuHit[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const hits: MenuHit[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (hits.length >= limit) return;
      if (item.children?.length) {
        walk(item.children);
        continue;
      }
      const title = menuTitle(item.meta, locale);
      if (!title.toLowerCase().includes(needle)) continue;
      const target = menuTarget(item);
      if (target) hits.push({ id: item.id, title, target });
    }
  };
  walk(visibleMenu(menu));
  return hits;
}
