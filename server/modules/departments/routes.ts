import { Type } from 'typebox';
import { DepartIdQuerySchema, DepartTreeNodeSchema } from '../../../shared/schemas/department.ts';
import { saveDepartHeadsAction } from '../../../shared/resources/department-actions.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { createGrantable } from '../role-grants/index.ts';
import { createDepartAccess } from './depart-access.ts';
import { departPermissionRoutes } from './depart-permission-routes.ts';
import { createDepartPermissionRepository } from './depart-permission-repository.ts';
import { departRoleRoutes } from './depart-role-routes.ts';
import { createDepartmentRepository } from './department-repository.ts';
import { departmentTable } from './department-table.ts';

const tags = ['department'];
const Nodes = Envelope(Type.Array(DepartTreeNodeSchema));

/**
 * Departments (widgets-admin §2 "Department picker", §7 `/sys/sysDepart/*`): the kit's routes
 * with the tree calls the department resource names (`queryTreeList`, `queryDepartTreeSync`,
 * `queryIdTree`, `searchBy`), the user's own departments, the department's heads (read, and
 * saved by the kit's action `saveHeads`); then
 * department permissions and department roles.
 */
export async function departmentRoutes(app: TypedApp, ctx: AppContext) {
  const departments = registerResource(app, ctx, departmentTable);
  const repository = createDepartmentRepository(ctx.db, departments.repository);
  const { guard, scopeOf } = departments;
  const list = guard(PERMISSION_CODES.departList);

  // Any signed-in user's own departments (the "my department" view), within the page's data rules.
  app.get('/sys/sysDepart/queryMyDeptTreeList', { config: { auth: 'session' }, schema: { tags, response: { 200: Nodes } } },
    async (request) => ok(request, await repository.mine(await scopeOf(request))));

  const access = createDepartAccess(ctx, departments, repository);

  app.get('/sys/sysDepart/queryHeads', {
    ...list, schema: { tags, querystring: DepartIdQuerySchema, response: { 200: Envelope(Type.Array(Type.String())) } },
  }, async (request) => {
    await access.visible(request, request.query.departId);
    return ok(request, await repository.heads(request.query.departId));
  });

  departments.action(saveDepartHeadsAction, {
    ids: ({ input }) => [input.departId],
    async run(tx, [departId], _scope, { input }) {
      await repository.saveHeads(tx, departId!, [...new Set(input.userIds.split(',').map((id) => id.trim()).filter(Boolean))]);
    },
    message: 'departSaved',
  });

  const permissions = createDepartPermissionRepository(ctx.db);
  departPermissionRoutes(app, { departments, access, permissions, grantable: createGrantable(ctx) });
  departRoleRoutes(app, ctx, { departments, access, permissions });
}
