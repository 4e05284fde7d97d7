import type { Transaction } from 'kysely';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Executor } from '../../kit/table-binding.ts';
import type { RequestScope } from '../../kit/request-scope.ts';

/**
 * The tenants of each user record, as text (the tenant records' ids). Only the platform
 * tenant sees a user's other tenants; anywhere else a record shows the request's tenant
 * alone, so a tenant's administrators learn nothing of the others.
 */
export async function readUserTenants(db: Executor, records: Record<string, unknown>[], scope: RequestScope): Promise<void> {
  if (scope.tenantId !== PLATFORM_TENANT_ID) {
    for (const record of records) record.tenantIds = [String(scope.tenantId)];
    return;
  }
  const rows = await db.selectFrom('user_tenants').select(['user_id', 'tenant_id'])
    .where('user_id', 'in', records.map((r) => String(r.id))).orderBy('tenant_id').execute();
  for (const record of records) record.tenantIds = rows.filter((r) => r.user_id === record.id).map((r) => String(r.tenant_id));
}

/**
 * Sets the tenants user `id` belongs to, from the platform tenant only (anywhere else, or
 * without `tenantIds`, nothing changes): every id must name an existing tenant (400
 * otherwise), the request's tenant is always kept. Leaving a tenant takes the user's
 * departments, roles, department roles and positions there with it and ends their sessions in it.
 */
export async function writeUserTenants(tx: Transaction<Database>, id: string, tenantIds: readonly string[] | undefined, scope: RequestScope): Promise<void> {
  if (scope.tenantId !== PLATFORM_TENANT_ID || !tenantIds) return;
  const wanted = [...new Set([...tenantIds.map(Number), scope.tenantId])];
  const found = await tx.selectFrom('tenants').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw badRequest('tenantsInvalid');
  const held = (await tx.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', id).execute()).map((r) => r.tenant_id);
  const joined = wanted.filter((t) => !held.includes(t));
  const left = held.filter((t) => !wanted.includes(t));
  if (joined.length) await tx.insertInto('user_tenants').values(joined.map((tenant_id) => ({ user_id: id, tenant_id }))).execute();
  if (!left.length) return;
  await tx.deleteFrom('user_tenants').where('user_id', '=', id).where('tenant_id', 'in', left).execute();
  await tx.deleteFrom('user_departments').where('user_id', '=', id)
    .where('department_id', 'in', (eb) => eb.selectFrom('departments').select('id').where('tenant_id', 'in', left)).execute();
  await tx.deleteFrom('user_roles').where('user_id', '=', id)
    .where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('tenant_id', 'in', left)).execute();
  await tx.deleteFrom('user_positions').where('user_id', '=', id)
    .where('position_id', 'in', (eb) => eb.selectFrom('positions').select('id').where('tenant_id', 'in', left)).execute();
  await tx.deleteFrom('depart_role_users').where('user_id', '=', id)
    .where('drole_id', 'in', (eb) => eb.selectFrom('depart_roles').select('id').where('tenant_id', 'in', left)).execute();
  await tx.deleteFrom('sessions').where('user_id', '=', id).where('tenant_id', 'in', left).execute();
}
