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
import { copyPlatformPersonalization, copyPlatformRoles, deleteTenantBelongings, endTenantSessions, insertTenantAdministrator, userColumnTaken } from './tenant-repository.ts';

type Tx = Transaction<Database>;
type Input = Record<string, unknown>;

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
    for (const field of ['username', 'phone'] as const) {
      if (await userColumnTaken(tx, field, String(input[field]))) throw badRequest('fieldTaken', { name: userResource.fields[field]!.label[scope.locale] });
    }
    const userId = await insertTenantAdministrator(tx, tenantId, {
      username: String(input.username), realname: String(input.realname).trim(), phone: String(input.phone),
      password_hash: await hashPassword(String(input.password), ctx.scryptLogN), password_changed_at: ctx.now(),
    });
    // The new tenant's roles are the platform's administrator and staff roles, with their grants.
    await copyPlatformRoles(tx, tenantId, userId);
    await copyPlatformPersonalization(tx, tenantId);
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
      if ((input as Input).status === TENANT_STATUS.frozen) await endTenantSessions(tx, Number(id));
    },
    async beforeChange(tx, ids, _scope, action) {
      const numbers = ids.map(Number);
      if (numbers.includes(PLATFORM_TENANT_ID)) throw badRequest('platformTenantFixed');
      if (action !== 'delete') return;
      await deleteTenantBelongings(tx, numbers, ctx.now());
    },
  });
}
