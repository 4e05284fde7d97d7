import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ADMIN_ROLE_CODE } from '../../../shared/resources/role.ts';

/** Reads about roles beyond the kit's list: every role of a tenant, by name. */
export function createRoleRepository(db: Kysely<Database>) {
  return {
    /** The tenant's roles, by name (the pickers' options). */
    async all(tenantId: number) {
      const rows = await db.selectFrom('roles').select(['id', 'role_name', 'role_code', 'description'])
        .where('tenant_id', '=', tenantId).orderBy('role_name').orderBy('id').limit(1000).execute();
      return rows.map((r) => ({ id: r.id, roleName: r.role_name, roleCode: r.role_code, description: r.description }));
    },
    /** Whether the tenant's administrator role is among `roleIds` (it is never deleted). */
    async includesAdminRole(roleIds: readonly string[]): Promise<boolean> {
      if (!roleIds.length) return false;
      return !!(await db.selectFrom('roles').select('id').where('id', 'in', [...roleIds]).where('role_code', '=', ADMIN_ROLE_CODE).executeTakeFirst());
    },
    /** Which of `roleIds` are roles of the tenant. */
    async ofTenant(tenantId: number, roleIds: readonly string[]): Promise<string[]> {
      if (!roleIds.length) return [];
      const rows = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('id', 'in', [...roleIds]).execute();
      return rows.map((r) => r.id);
    },
  };
}
