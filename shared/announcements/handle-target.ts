import type { MenuTarget } from '../navigation/menu-target.ts';
import { openPageAllowed, openPageKind } from './open-page.ts';

/** What 'go handle' of an announcement asks for (portal-shell §2.6). */
export interface AnnouncementHandle {
  id: string;
  openType: 'url' | 'component';
  openPage: string;
  busId: string;
}

/**
 * Where the portal goes for 'go handle': an http(s) `openPage` in a new tab (the portal opens
 * it with noopener), a portal path through the router; a 'component' page gets its `busId`
 * as the query parameter `busId`. Whatever {@link openPageAllowed} refuses goes nowhere.
 */
export function announcementTarget({ openType, openPage, busId }: AnnouncementHandle): MenuTarget | null {
  const page = openPage.trim();
  if (!openPageAllowed(openType, page)) return null;
  if (openPageKind(page) === 'external') return { kind: 'external', href: page };
  if (openType === 'url' || !busId) return { kind: 'route', path: page };
  // The parameter goes before any '#fragment', where a query must stand.
  const hash = page.indexOf('#');
  const [path, fragment] = hash < 0 ? [page, ''] : [page.slice(0, hash), page.slice(hash)];
  return { kind: 'route', path: `${path}${path.includes('?') ? '&' : '?'}busId=${encodeURIComponent(busId)}${fragment}` };
}

/** The portal page of the user's announcements (portal-shell §2.1), where 'view more' leads. */
export const USER_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
