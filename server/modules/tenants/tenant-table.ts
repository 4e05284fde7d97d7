import type { Transaction } from 'kysely';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import { TENANT_STATUS, tenantResource } from '../../../shared/resources/tenant.ts';
import { userResource } from '../../../shared/resources/user.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { hashPassword, meetsPasswordPolicy } from '../../lib/credentials/passwords.ts';

type Tx = Transaction<Database>;
type Input = Record<string, unknown>;

/** The tables whose rows belong to one tenant, emptied when the tenant is deleted (children first). */
const TENANT_OWNED = ['notices', 'announcements', 'positions', 'roles', 'departments', 'sessions', 'launcher_user_apps', 'personalization'] as const;

/**
 * Where tenants live (widgets-admin §3 "Tenant"): platform data, managed from the platform
 * tenant only. Adding one creates its first administrator with the platform's administrator
 * and staff roles (same grants) and its personalisation; freezing one ends its sessions (and
 * sign-in to it is refused, as the session check already reads the tenant's state); deleting
 * one deletes what belongs to it, and its users who belong to no other tenant.
 */
export function createTenantTable(ctx: AppContext) {
  async function firstAdministrator(tx: Tx, tenantId: number, input: Input, scope: RequestScope) {
    if (input.password !== input.confirmPassword) throw badRequest('passwordMismatch');
    if (!meetsPasswordPolicy(String(input.password))) throw badRequest('passwordPolicy');
    for (const [field, column] of [['username', 'username'], ['phone', 'phone']] as const) {
      const taken = await tx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', [column]), '=', String(input[field]).toLowerCase())).executeTakeFirst();
      if (taken) throw badRequest('fieldTaken', { name: userResource.fields[field]!.label[scope.locale] });
    }
    const { id: userId } = await tx.insertInto('users').values({
      username: String(input.username), realname: String(input.realname).trim(), phone: String(input.phone),
      password_hash: await hashPassword(String(input.password), ctx.scryptLogN), password_changed_at: ctx.now(),
    }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('user_tenants').values({ user_id: userId, tenant_id: tenantId }).execute();
    // The new tenant's roles are the platform's administrator and staff roles, with their grants.
    const models = await tx.selectFrom('roles').select(['id', 'role_code', 'role_name', 'description'])
      .where('tenant_id', '=', PLATFORM_TENANT_ID).where('role_code', 'in', ['admin', 'staff']).execute();
    for (const model of models) {
      const { id: roleId } = await tx.insertInto('roles')
        .values({ tenant_id: tenantId, role_code: model.role_code, role_name: model.role_name, description: model.description })
        .returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('role_permissions').columns(['role_id', 'permission_id'])
        .expression((eb) => eb.selectFrom('role_permissions').select([eb.val(roleId).as('role_id'), 'permission_id']).where('role_id', '=', model.id))
        .execute();
      if (model.role_code === 'admin') await tx.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
    }
    await tx.insertInto('personalization').columns(['tenant_id', 'watermark', 'header_title', 'logo', 'logo_en', 'login_logo'])
      .expression((eb) => eb.selectFrom('personalization').select([eb.val(tenantId).as('tenant_id'), 'watermark', 'header_title', 'logo', 'logo_en', 'login_logo'])
        .where('tenant_id', '=', PLATFORM_TENANT_ID))
      .execute();
  }

  return bindTable({
    resource: tenantResource,
    table: 'tenants',
    columns: { id: 'id', name: 'name', status: 'status', createTime: 'created_at' },
    tenant: 'none',
    toRow(input, _scope, mode) {
      const i = input as Input;
      const row = { name: String(i.name).trim(), status: i.status, updated_at: ctx.now() };
      return mode === 'add' ? { ...row, id: i.tenantNumber, created_at: ctx.now() } : row;
    },
    async afterWrite(tx, id, input, scope, mode) {
      if (mode === 'add') return firstAdministrator(tx, Number(id), input as Input, scope);
      if ((input as Input).status === TENANT_STATUS.frozen) await tx.deleteFrom('sessions').where('tenant_id', '=', Number(id)).execute();
    },
    async beforeChange(tx, ids, _scope, action) {
      const numbers = ids.map(Number);
      if (numbers.includes(PLATFORM_TENANT_ID)) throw badRequest('platformTenantFixed');
      if (action !== 'delete') return;
      // Its members leave it; one who belongs to no other tenant is deleted with it (their sessions end with the tenant's).
      await tx.updateTable('users').set({ del_flag: true, updated_at: ctx.now() })
        .where('id', 'in', (eb) => eb.selectFrom('user_tenants').select('user_id').where('tenant_id', 'in', numbers))
        .where('id', 'not in', (eb) => eb.selectFrom('user_tenants').select('user_id').where('tenant_id', 'not in', numbers))
        .execute();
      await tx.deleteFrom('user_tenants').where('tenant_id', 'in', numbers).execute();
      await tx.deleteFrom('user_roles').where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('tenant_id', 'in', numbers)).execute();
      for (const table of TENANT_OWNED) await tx.deleteFrom(table).where('tenant_id', 'in', numbers).execute();
    },
  });
}
