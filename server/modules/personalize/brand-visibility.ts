import { BRAND_CULTURE_MENU } from '../../db/migrations/0005-home-launcher.ts';

/**
 * True when `username` is the tenant's configured account (`hiddenFor`, '' for none) that does
 * not see the brand-culture entry (portal-shell §2.4 "One specific username hides the
 * brand-culture entry"). Usernames compare without case, as sign-in does.
 */
export function hidesBrandCulture(hiddenFor: string, username: string): boolean {
  return hiddenFor !== '' && hiddenFor.toLowerCase() === username.toLowerCase();
}

/** The menu entry that {@link hidesBrandCulture} leaves out. */
export const BRAND_CULTURE_MENU_ID = BRAND_CULTURE_MENU.id;
