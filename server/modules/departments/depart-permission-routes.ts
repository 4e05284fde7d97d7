import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { saveDepartPermissionAction, saveDeptRolePermissionAction } from '../../../shared/resources/department-actions.ts';
import type { departmentResource } from '../../../shared/resources/department.ts';
import { DepartIdQuerySchema, DepartRoleIdQuerySchema, DeptRoleTreeSchema } from '../../../shared/schemas/department.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import type { Grantable } from '../role-grants/index.ts';
import type { DepartAccess } from './depart-access.ts';
import { changeOf, type DepartPermissionRepository } from './depart-permission-repository.ts';

/** What the department permission routes use. */
export interface DepartPermissionDeps {
  /** The department resource, whose kit actions the saves are. */
  departments: RegisteredResource<typeof departmentResource>;
  access: DepartAccess;
  permissions: DepartPermissionRepository;
  /** What the tenant may grant at all (not the platform-only pages outside the platform). */
  grantable: Grantable;
}

const tags = ['department'];
const Ids = Envelope(Type.Array(Type.String()));
// Who may act is decided per department (administrator or head), so these routes ask for a session and check inside.
const session = { config: { auth: 'session' as const } };

/**
 * Department permissions and department-role grants (widgets-admin §6, §7): what a department
 * may grant (administrators set it), and what each department role grants within it
 * (administrators, or the department's heads for their own department's roles).
 */
export function departPermissionRoutes(app: TypedApp, { departments, access, permissions, grantable }: DepartPermissionDeps) {
  /** A department role of the tenant and the caller's scope on its department; 403 for a caller who may not grant there. */
  async function roleFor(request: FastifyRequest, roleId: string) {
    const role = await permissions.roleOf(roleId, request.tenantId);
    if (!role) throw (await access.isAdmin(request)) ? notFound() : forbidden('departOrdinaryEmployee');
    return { role, scope: await access.asGrantor(request, role.departId) };
  }

  app.get('/sys/permission/queryDepartPermission', { ...session, schema: { tags, querystring: DepartIdQuerySchema, response: { 200: Ids } } },
    async (request) => {
      await access.asGrantor(request, request.query.departId);
      return ok(request, await permissions.departPermissionIds(request.query.departId));
    });

  // The saves are the kit's actions on the department (one transaction, its data rules, logged).
  departments.action(saveDepartPermissionAction, {
    authorise: ({ input }, scope) => access.mayGrant(scope, input.departId, { heads: false }),
    ids: ({ input }) => [input.departId],
    async run(tx, [departId], scope, { input: { permissionIds, lastpermissionIds } }) {
      const change = changeOf(permissionIds, lastpermissionIds, await permissions.departPermissionIds(departId!, tx));
      await grantable.check(scope.tenantId, change.add);
      await permissions.saveDepartPermissions(tx, departId!, change);
    },
    message: 'departSaved',
  });

  app.get('/sys/sysDepartPermission/queryTreeListForDeptRole', {
    ...session, schema: { tags, querystring: DepartIdQuerySchema, response: { 200: Envelope(DeptRoleTreeSchema) } },
  }, async (request) => {
    await access.asGrantor(request, request.query.departId);
    return ok(request, await permissions.treeFor(request.query.departId, request.locale));
  });

  app.get('/sys/sysDepartPermission/queryDeptRolePermission', {
    ...session, schema: { tags, querystring: DepartRoleIdQuerySchema, response: { 200: Ids } },
  }, async (request) => {
    const { role } = await roleFor(request, request.query.roleId);
    return ok(request, await permissions.rolePermissionIds(role.id));
  });

  /** The department role of the caller's tenant named by `roleId`; unknown: 404 for an administrator, 403 for anyone else (who learns nothing). */
  async function departRoleOf(scope: RequestScope, roleId: string) {
    const role = await permissions.roleOf(roleId, scope.tenantId);
    if (!role) throw (await access.administers(scope)) ? notFound() : forbidden('departOrdinaryEmployee');
    return role;
  }

  // A role's grant is an action on its department: heads grant within their own department.
  departments.action(saveDeptRolePermissionAction, {
    async authorise({ input }, scope) {
      await access.mayGrant(scope, (await departRoleOf(scope, input.roleId)).departId, { heads: true });
    },
    ids: async ({ input }, scope) => [(await departRoleOf(scope, input.roleId)).departId],
    async run(tx, [departId], _scope, { input: { roleId, permissionIds, lastpermissionIds } }) {
      const role = { id: roleId, departId: departId! };
      await permissions.saveRolePermissions(tx, role, changeOf(permissionIds, lastpermissionIds, await permissions.rolePermissionIds(roleId, tx)));
    },
    message: 'departSaved',
  });
}
