import { Type } from 'typebox';
import { departRoleResource } from '../../../shared/resources/depart-role.ts';
import { deptRoleUserAddAction } from '../../../shared/resources/department-actions.ts';
import { DepartIdQuerySchema, DeptRoleByUserQuerySchema, DeptRoleHoldingSchema } from '../../../shared/schemas/department.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import type { DepartPermissionDeps } from './depart-permission-routes.ts';
import { changeOf } from './depart-permission-repository.ts';
import { isDepartmentOfTenant } from './department-repository.ts';

/** Where department roles live: `depart_roles`, owned by tenant column; a role's department must be one of its tenant's. */
export const departRoleTable = bindTable({
  resource: departRoleResource,
  table: 'depart_roles',
  columns: { id: 'id', departId: 'depart_id', roleName: 'role_name', roleCode: 'role_code', description: 'description', createTime: 'created_at' },
  tenant: 'column',
  async toRow(input, scope, _mode, tx) {
    if (!(await isDepartmentOfTenant(tx, input.departId, scope.tenantId))) throw badRequest('departNotFound');
    return { depart_id: input.departId, role_name: input.roleName.trim(), role_code: input.roleCode, description: input.description };
  },
});

const tags = ['departRole'];
const session = { config: { auth: 'session' as const } };

/**
 * Department roles (widgets-admin §6 "department roles too"): the kit's routes for
 * administrators (`/sys/sysDepartRole/*`, `departId` filtering the list), and, for an
 * administrator or the department's heads, its roles and who holds them (JeecgBoot's
 * `getDeptRoleList`, `getDeptRoleByUserId`; `deptRoleUserAdd` a kit action on the department).
 */
export function departRoleRoutes(app: TypedApp, ctx: AppContext, { departments, access, permissions }: Omit<DepartPermissionDeps, 'grantable'>) {
  const roles = registerResource(app, ctx, departRoleTable);

  app.get('/sys/sysDepartRole/getDeptRoleList', {
    ...session, schema: { tags, querystring: DepartIdQuerySchema, response: { 200: Envelope(Type.Array(departRoleResource.record)) } },
  }, async (request) => {
    await access.asGrantor(request, request.query.departId);
    return ok(request, await roles.repository.findAll(await roles.scopeOf(request), { departId: request.query.departId }));
  });

  app.get('/sys/sysDepartRole/getDeptRoleByUserId', {
    ...session, schema: { tags, querystring: DeptRoleByUserQuerySchema, response: { 200: Envelope(Type.Array(DeptRoleHoldingSchema)) } },
  }, async (request) => {
    await access.asGrantor(request, request.query.departId);
    return ok(request, await permissions.holdings(request.query.userId, request.query.departId));
  });

  // Who holds a department's roles: a kit action on the department (heads act in their own).
  departments.action(deptRoleUserAddAction, {
    authorise: ({ input }, scope) => access.mayGrant(scope, input.departId, { heads: true }),
    ids: ({ input }) => [input.departId],
    async run(tx, [departId], _scope, { input: { userId, newRoleId, oldRoleId } }) {
      const held = (await permissions.holdings(userId, departId!, tx)).map((holding) => holding.droleId);
      await permissions.saveHoldings(tx, userId, departId!, changeOf(newRoleId, oldRoleId, held));
    },
    message: 'departSaved',
  });
}
