import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every tenant's number: an announcement to all of a tenant's users is pushed per tenant. */
export async function allTenantIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('tenants').select('id').execute()).map((row) => row.id);
}
