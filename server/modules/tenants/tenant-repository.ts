import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Reads about tenants beyond the kit's administration (which is the platform tenant's alone). */
export function createTenantRepository(db: Kysely<Database>) {
  return {
    /** The tenants `userId` belongs to that are in force (status normal), lowest number first. */
    async effectiveOf(userId: string): Promise<{ id: number; name: string; status: number; createdAt: Date }[]> {
      const rows = await db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
        .select(['t.id', 't.name', 't.status', 't.created_at']).where('ut.user_id', '=', userId).where('t.status', '=', 1)
        .orderBy('t.id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, status: r.status, createdAt: r.created_at }));
    },
  };
}
