import type { Kysely, Transaction } from 'kysely';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** The tables whose rows belong to one tenant, emptied when the tenant is deleted (children first). */
const TENANT_OWNED = ['notices', 'announcements', 'positions', 'roles', 'departments', 'sessions', 'launcher_user_apps', 'personalization'] as const;

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

/** Whether a user (of any tenant) has `value` as username or phone, case ignored. */
export async function userColumnTaken(tx: Tx, column: 'username' | 'phone', value: string): Promise<boolean> {
  const taken = await tx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', [column]), '=', value.toLowerCase())).executeTakeFirst();
  return taken !== undefined;
}

/** Inserts a tenant's first administrator as a member of `tenantId`; the new user's id. */
export async function insertTenantAdministrator(
  tx: Tx,
  tenantId: number,
  user: { username: string; realname: string; phone: string; password_hash: string; password_changed_at: Date },
): Promise<string> {
  const { id } = await tx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await tx.insertInto('user_tenants').values({ user_id: id, tenant_id: tenantId }).execute();
  return id;
}

/**
 * Gives a new tenant the platform's administrator and staff roles, with their grants, and
 * `administratorId` the administrator role.
 */
export async function copyPlatformRoles(tx: Tx, tenantId: number, administratorId: string): Promise<void> {
  const models = await tx.selectFrom('roles').select(['id', 'role_code', 'role_name', 'description'])
    .where('tenant_id', '=', PLATFORM_TENANT_ID).where('role_code', 'in', ['admin', 'staff']).execute();
  for (const model of models) {
    const { id: roleId } = await tx.insertInto('roles')
      .values({ tenant_id: tenantId, role_code: model.role_code, role_name: model.role_name, description: model.description })
      .returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('role_permissions').columns(['role_id', 'permission_id'])
      .expression((eb) => eb.selectFrom('role_permissions').select([eb.val(roleId).as('role_id'), 'permission_id']).where('role_id', '=', model.id))
      .execute();
    if (model.role_code === 'admin') await tx.insertInto('user_roles').values({ user_id: administratorId, role_id: roleId }).execute();
  }
}

/** Gives a new tenant the platform's personalisation (watermark, header title, logos). */
export async function copyPlatformPersonalization(tx: Tx, tenantId: number): Promise<void> {
  await tx.insertInto('personalization').columns(['tenant_id', 'watermark', 'header_title', 'logo', 'logo_en', 'login_logo'])
    .expression((eb) => eb.selectFrom('personalization').select([eb.val(tenantId).as('tenant_id'), 'watermark', 'header_title', 'logo', 'logo_en', 'login_logo'])
      .where('tenant_id', '=', PLATFORM_TENANT_ID))
    .execute();
}

/** Ends every session signed in to the tenant. */
export async function endTenantSessions(tx: Tx, tenantId: number): Promise<void> {
  await tx.deleteFrom('sessions').where('tenant_id', '=', tenantId).execute();
}

/**
 * Deletes what belongs to the tenants: their members leave them, and one who belongs to no other
 * tenant is deleted with them (their sessions end with the tenants'); their role assignments and
 * the rows of TENANT_OWNED go.
 */
export async function deleteTenantBelongings(tx: Tx, tenantIds: number[], now: Date): Promise<void> {
  await tx.updateTable('users').set({ del_flag: true, updated_at: now })
    .where('id', 'in', (eb) => eb.selectFrom('user_tenants').select('user_id').where('tenant_id', 'in', tenantIds))
    .where('id', 'not in', (eb) => eb.selectFrom('user_tenants').select('user_id').where('tenant_id', 'not in', tenantIds))
    .execute();
  await tx.deleteFrom('user_tenants').where('tenant_id', 'in', tenantIds).execute();
  await tx.deleteFrom('user_roles').where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('tenant_id', 'in', tenantIds)).execute();
  for (const table of TENANT_OWNED) await tx.deleteFrom(table).where('tenant_id', 'in', tenantIds).execute();
}
