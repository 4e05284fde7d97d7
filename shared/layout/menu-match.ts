import type { MenuItem } from '../schemas/permission.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a menu path matches the current location. A menu path may carry a query (then
 * the full path must match: "paths with parameters use the full path", portal-shell §2.4)
 * or `:name` segments, which match any one segment.
 */
export function menuPathMatches(menuPath: string, pathname: string, search = ''): boolean {
  if (!menuPath) return false;
  if (menuPath.includes('?')) return menuPath === pathname + search;
  const pattern = menuPath
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${pattern || ''}/?$`).test(pathname);
}

/**
 * The chain of menu items from a top entry down to the item of the current location, or an
 * empty list when no item matches. An item whose path carries the full query wins over one
 * that matches by path alone.
 */
export function menuTrail(menu: readonly MenuItem[], pathname: string, search = ''): MenuItem[] {
  let best: MenuItem[] = [];
  let bestExact = false;
  const walk = (items: readonly MenuItem[], above: MenuItem[]) => {
    for (const item of items) {
      const trail = [...above, item];
      if (menuPathMatches(item.path, pathname, search)) {
        const exact = item.path.includes('?');
        if (!best.length || (exact && !bestExact) || (exact === bestExact && trail.length > best.length)) {
          best = trail;
          bestExact = exact;
        }
      }
      if (item.children?.length) walk(item.children, trail);
    }
  };
  walk(menu, []);
  return best;
}
