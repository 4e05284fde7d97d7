import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { menuTrail } from '../../shared/layout/index.ts';
import { visibleMenu } from '../../shared/navigation/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

/** Where the current location sits in the menu. */
export interface MenuLocation {
  /** Path with query: the key of the current tab. */
  fullPath: string;
  pathname: string;
  search: string;
  /** The visible menu (hidden items and route flag '0' removed). */
  items: MenuItem[];
  /** Menu items from the top entry down to the current page; empty when the page is not in the menu. */
  trail: MenuItem[];
}

/**
 * The current location matched against the menu (portal-shell §2.4 "selection follows the
 * route"). Hidden items still match, so their pages get a title and breadcrumbs.
 */
export function useMenuLocation(menu: readonly MenuItem[]): MenuLocation {
  const { pathname, search } = useLocation();
  const items = useMemo(() => visibleMenu(menu), [menu]);
  const trail = useMemo(() => menuTrail(menu, pathname, search), [menu, pathname, search]);
  return { fullPath: pathname + search, pathname, search, items, trail };
}
