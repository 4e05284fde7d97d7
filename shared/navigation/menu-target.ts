import type { MenuItem } from '../schemas/permission.ts';
import { externalHref, isExternalItem } from './menu-routes.ts';

/** Where a menu page leads: an external http(s) URL (a new tab) or a portal path (the router). */
export type MenuTarget = { kind: 'external'; href: string } | { kind: 'route'; path: string };

/**
 * How a menu page opens (portal-shell §2.4, menu search): external URLs in a new tab, every
 * other page — iframe pages included — by its path. Null when it leads nowhere (an external
 * item without an http(s) URL, or an item without a path).
 */
export function menuTarget(item: MenuItem): MenuTarget | null {
  if (isExternalItem(item)) {
    const href = externalHref(item);
    return href ? { kind: 'external', href } : null;
  }
  return item.path ? { kind: 'route', path: item.path } : null;
}

/** The routable item with this id anywhere in the menu, or undefined. */
export function findMenuItem(menu: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of menu) {
    if (item.route === '0') continue;
    if (item.id === id) return item;
    const below = item.children ? findMenuItem(item.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}
