import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

/** The account whose phone is `mobile` (unique where set), deleted ones excluded; `null` when none. */
export async function findUserByPhone(db: Kysely<Database>, mobile: string): Promise<UserRow | null> {
  if (!mobile) return null;
  const row = await db.selectFrom('users').selectAll().where('phone', '=', mobile).where('del_flag', '=', false).executeTakeFirst();
  return row ?? null;
}
