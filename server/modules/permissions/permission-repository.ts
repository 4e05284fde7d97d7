import { sql, type Kysely } from 'kysely';
import type { Database, PermissionRow } from '../../db/schema.ts';

/**
 * Permissions as granted through roles. Computed from the tables on every call, so a
 * change of roles reaches signed-in users without a new login (architecture §4).
 */
export function createPermissionRepository(db: Kysely<Database>) {
  return {
    /** Every menu and button the user's roles grant in the tenant, in menu order. */
    async granted(userId: string, tenantId: number): Promise<PermissionRow[]> {
      return db.selectFrom('permissions as p')
        .selectAll('p')
        .where('p.del_flag', '=', false)
        .where('p.id', 'in', (eb) => eb.selectFrom('role_permissions as rp')
          .innerJoin('user_roles as ur', 'ur.role_id', 'rp.role_id')
          .innerJoin('roles as r', 'r.id', 'rp.role_id')
          .select('rp.permission_id')
          .where('ur.user_id', '=', userId)
          .where('r.tenant_id', '=', tenantId))
        .orderBy('p.sort_no').orderBy('p.id')
        .execute();
    },

    /** Every button permission of the system (the `allAuth` list). */
    async allButtons(): Promise<PermissionRow[]> {
      return db.selectFrom('permissions').selectAll().where('menu_type', '=', 2).where('del_flag', '=', false)
        .orderBy('sort_no').orderBy('id').execute();
    },

    /**
     * True when the user may perform `action` in the tenant: a role grants an entry whose
     * (comma-separated) actions include it, or the entry is not enforced (status '0').
     */
    async userHas(userId: string, tenantId: number, action: string): Promise<boolean> {
      const includes = sql<boolean>`${action} = any(string_to_array(replace(p.perms, ' ', ''), ','))`;
      const row = await db.selectFrom('permissions as p')
        .select('p.id')
        .where('p.del_flag', '=', false)
        .where(includes)
        .where((eb) => eb.or([
          eb('p.status', '=', '0'),
          eb('p.id', 'in', eb.selectFrom('role_permissions as rp')
            .innerJoin('user_roles as ur', 'ur.role_id', 'rp.role_id')
            .innerJoin('roles as r', 'r.id', 'rp.role_id')
            .select('rp.permission_id')
            .where('ur.user_id', '=', userId)
            .where('r.tenant_id', '=', tenantId)),
        ]))
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },
  };
}
export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
