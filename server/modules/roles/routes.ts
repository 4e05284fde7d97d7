import { Type } from 'typebox';
import { roleResource } from '../../../shared/resources/role.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { CheckRoleCodeQuerySchema } from '../../../shared/schemas/jeecg-startup.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok, refused } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource, type RegisteredResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { createRoleRepository } from './role-repository.ts';

/** Where roles live: one table owned by tenant column; the tenant's administrator role cannot be deleted. */
export const roleTable = bindTable({
  resource: roleResource,
  table: 'roles',
  columns: { id: 'id', roleName: 'role_name', roleCode: 'role_code', description: 'description', createTime: 'created_at' },
  tenant: 'column',
  async beforeChange(tx, ids, _scope, action) {
    if (action !== 'delete') return;
    if (await createRoleRepository(tx).includesAdminRole(ids)) throw badRequest('adminRoleUndeletable');
  },
});

const RoleOptionSchema = Type.Object({ id: Type.String(), roleName: Type.String(), roleCode: Type.String(), description: Type.String() });

/**
 * Role administration (widgets-admin §2, §5, §7): the kit's routes, and `queryall` (every role
 * of the tenant, for the user form and the role picker; any signed-in member may read the
 * names of the tenant's roles). Answers the registered resource, on which role-grants adds its
 * kit actions (authorisation).
 */
export async function roleRoutes(app: TypedApp, ctx: AppContext): Promise<RegisteredResource<typeof roleResource>> {
  const registered = registerResource(app, ctx, roleTable);
  const { guard } = registered;
  const roles = createRoleRepository(ctx.db);

  app.get('/sys/role/queryall', {
    config: { auth: 'session' },
    schema: { tags: ['role'], querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(Type.Array(RoleOptionSchema)) } },
  }, async (request) => ok(request, await roles.all(request.tenantId)));

  // JeecgBoot's role form checks the code as it is typed: taken is an answer (success false), as checkOnlyUser gives it.
  app.get('/sys/role/checkRoleCode', {
    ...guard(PERMISSION_CODES.roleList),
    schema: { tags: ['role'], querystring: CheckRoleCodeQuerySchema, response: { 200: Envelope(Type.Union([Type.Boolean(), Type.Null()])) } },
  }, async (request) => {
    const { roleCode, id } = request.query;
    const free = await ctx.resources.isAvailable(ctx.db, { tableName: roleResource.tableName, fieldName: 'roleCode', fieldVal: roleCode, dataId: id || undefined }, request.tenantId);
    return free === false ? refused(request, 'roleCodeTaken', 409) : ok(request, true, 'valueAvailable');
  });
  return registered;
}
