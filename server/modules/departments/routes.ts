import { Type } from 'typebox';
import {
  DepartIdNodeSchema, DepartIdQuerySchema, DepartSearchQuerySchema, DepartTreeNodeSchema, DepartTreeSyncQuerySchema,
} from '../../../shared/schemas/department.ts';
import { saveDepartHeadsAction } from '../../../shared/resources/department-actions.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { createGrantable } from '../role-grants/grantable.ts';
import { createDepartAccess } from './depart-access.ts';
import { departPermissionRoutes } from './depart-permission-routes.ts';
import { createDepartPermissionRepository } from './depart-permission-repository.ts';
import { departRoleRoutes } from './depart-role-routes.ts';
import { createDepartmentRepository } from './department-repository.ts';
import { departmentTable } from './department-table.ts';
import { toIdTree } from './department-tree.ts';

const tags = ['department'];
const Nodes = Envelope(Type.Array(DepartTreeNodeSchema));

/**
 * Departments (widgets-admin §2 "Department picker", §7 `/sys/sysDepart/*`): the kit's routes,
 * the tree calls the pickers and the department page use, the department's heads (read, and
 * saved by the kit's action `saveHeads`); then
 * department permissions and department roles.
 */
export async function departmentRoutes(app: TypedApp, ctx: AppContext) {
  const departments = registerResource(app, ctx, departmentTable);
  const repository = createDepartmentRepository(ctx.db, departments.repository);
  const { guard, scopeOf } = departments;
  const list = guard(PERMISSION_CODES.departList);

  app.get('/sys/sysDepart/queryTreeList', { ...list, schema: { tags, response: { 200: Nodes } } },
    async (request) => ok(request, await repository.tree(await scopeOf(request))));

  app.get('/sys/sysDepart/queryDepartTreeSync', { ...list, schema: { tags, querystring: DepartTreeSyncQuerySchema, response: { 200: Nodes } } },
    async (request) => ok(request, await repository.level(await scopeOf(request), request.query.pid || null)));

  // The pickers' tree: names and codes only, to anyone signed in (an employee picking a
  // colleague's department sees the organisation chart, not the departments' records).
  app.get('/sys/sysDepart/queryIdTree', { config: { auth: 'session' }, schema: { tags, response: { 200: Envelope(Type.Array(DepartIdNodeSchema)) } } },
    async (request) => ok(request, toIdTree(await repository.tree(await scopeOf(request)))));

  app.get('/sys/sysDepart/searchBy', { ...list, schema: { tags, querystring: DepartSearchQuerySchema, response: { 200: Nodes } } },
    async (request) => ok(request, await repository.search(await scopeOf(request), request.query.keyWord)));

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
  departPermissionRoutes(app, { access, permissions, grantable: createGrantable(ctx) });
  departRoleRoutes(app, ctx, { access, permissions });
}
