import { openPageKind } from '../announcements/open-page.ts';
import { menuTitle } from '../i18n/menu-title.ts';
import type { MenuTarget } from '../navigation/menu-target.ts';
import type { Favourite } from '../schemas/favourite.ts';
import type { Locale } from '../schemas/locale.ts';

/** What `dkp-favourite-open` tells a page: the report page chosen among the favourites. */
export interface FavouriteOpen {
  /** The menu entry (report page) id, `sysPermissionId`. */
  id: string;
  /** Its address: a portal path such as `/report/history`. */
  path: string;
  /** Its menu title in the current language. */
  title: string;
}

/** The favourite's page title in `locale` (portal-shell §3: the menu titles in cn, en and tc). */
export function favouriteTitle(favourite: Favourite, locale: Locale): string {
  const page = favourite.sysPermissionMsg;
  return menuTitle({ title: page.name, titleEN: page.nameEn, titleTC: page.nameTc }, locale);
}

/** The page a favourite opens, as its `dkp-favourite-open` detail. */
export function favouriteOpen(favourite: Favourite, locale: Locale): FavouriteOpen {
  return { id: favourite.sysPermissionId, path: favourite.sysPermissionMsg.url, title: favouriteTitle(favourite, locale) };
}

/**
 * Where the portal goes for a favourite's `path`: a portal path through the router, an
 * http(s) address in a new tab (a report page may be an external one), anything else
 * nowhere. The path comes from a menu row an administrator wrote, so it passes the one
 * rule for pages opened from data (`openPageKind`).
 */
export function favouriteTarget(path: string): MenuTarget | null {
  const kind = openPageKind(path);
  if (kind === 'portal') return { kind: 'route', path };
  if (kind === 'external') return { kind: 'external', href: path };
  return null;
}
