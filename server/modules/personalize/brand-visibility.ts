import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BRAND_CULTURE_MENU } from '../../db/migrations/0005-home-launcher.ts';

/**
 * True when `username` is the tenant's configured account that does not see the
 * brand-culture entry (portal-shell §2.4 "One specific username hides the brand-culture
 * entry"). Usernames compare without case, as sign-in does.
 */
export async function hidesBrandCulture(db: Kysely<Database>, tenantId: number, username: string): Promise<boolean> {
  const row = await db.selectFrom('personalization').select('brand_hidden_username')
    .where('tenant_id', '=', tenantId).executeTakeFirst();
  return !!row && row.brand_hidden_username.toLowerCase() === username.toLowerCase();
}

/** The menu entry that {@link hidesBrandCulture} leaves out. */
export const BRAND_CULTURE_MENU_ID = BRAND_CULTURE_MENU.id;
