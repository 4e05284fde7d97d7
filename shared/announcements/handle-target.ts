import type { MenuTarget } from '../navigation/menu-target.ts';

/** What 'go handle' of an announcement asks for (portal-shell §2.6). */
export interface AnnouncementHandle {
  id: string;
  openType: 'url' | 'component';
  openPage: string;
  busId: string;
}

/**
 * Where the portal goes for 'go handle': an http(s) `openPage` in a new tab, a portal path
 * through the router; a 'component' page gets its `busId` as the query parameter `busId`.
 * Anything else (no page, another scheme) goes nowhere.
 */
export function announcementTarget({ openType, openPage, busId }: AnnouncementHandle): MenuTarget | null {
  const page = openPage.trim();
  if (/^https?:\/\//i.test(page)) return openType === 'url' ? { kind: 'external', href: page } : null;
  if (!page.startsWith('/') || page.startsWith('//')) return null;
  if (openType === 'url' || !busId) return { kind: 'route', path: page };
  return { kind: 'route', path: `${page}${page.includes('?') ? '&' : '?'}busId=${encodeURIComponent(busId)}` };
}

/** The portal page of the user's announcements (portal-shell §2.1), where 'view more' leads. */
export const USER_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
