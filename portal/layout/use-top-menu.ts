import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { topEntryNavigates } from '../../shared/layout/index.ts';
import { externalHref, HOME_PATH, isExternalItem } from '../../shared/navigation/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { $topMenuId, chooseTopMenu } from '../../shared/stores/index.ts';

/** The chosen top entry and what a click on an entry does. */
export interface TopMenuState {
  /** The module whose pages the side menu shows: the current route's, or the stored choice. */
  selected: MenuItem | null;
  /**
   * The entry the top menu highlights: the current route's module whenever the route is in
   * one (a page opened by URL, home after a reload), else the chosen one.
   */
  highlightedId: string | null;
  /** Chooses a top entry, or with `top` a page below that entry. */
  choose: (item: MenuItem, top?: MenuItem) => void;
}

/**
 * Selection of the top menu (portal-shell §2.4): a click stores the entry's id
 * (`dkp:top-menu-id`), and a later page load restores it; moving to a page of another
 * module selects that module, so the side menu always shows the current page's branch.
 * On the landing (home) page a reload keeps the stored choice, but the highlight follows the
 * route: the home entry, not the module stored, is the one lit on home.
 */
export function useTopMenu(items: MenuItem[], trail: MenuItem[], pathname: string): TopMenuState {
  const navigate = useNavigate();
  const storedId = useStore($topMenuId);
  const routeTopId = trail[0] && items.some((item) => item.id === trail[0]!.id) ? trail[0].id : null;
  const firstRun = useRef(true);

  useEffect(() => {
    const restoring = firstRun.current && pathname === HOME_PATH && items.some((item) => item.id === $topMenuId.get());
    firstRun.current = false;
    if (routeTopId && !restoring) chooseTopMenu(routeTopId);
  }, [routeTopId, pathname, items]);

  const selected = items.find((item) => item.id === storedId) ?? items.find((item) => item.id === routeTopId) ?? items[0] ?? null;

  const choose = (item: MenuItem, top?: MenuItem) => {
    if (top) chooseTopMenu(top.id);
    if (isExternalItem(item)) {
      const href = externalHref(item);
      if (href) window.open(href, '_blank', 'noopener,noreferrer');
      return;
    }
    if (top) {
      navigate(item.path);
      return;
    }
    chooseTopMenu(item.id);
    const hasChildren = !!item.children?.length;
    // A parent opens its branch; the page moves to the branch's first page unless it is already there.
    if (topEntryNavigates(item, hasChildren) || routeTopId !== item.id) navigate(item.path);
  };

  return { selected, highlightedId: routeTopId ?? selected?.id ?? null, choose };
}
