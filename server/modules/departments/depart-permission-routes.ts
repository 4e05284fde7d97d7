import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  DepartIdQuerySchema, DepartRoleIdQuerySchema, DeptRoleTreeSchema, SaveDepartPermissionSchema, SaveDeptRolePermissionSchema,
} from '../../../shared/schemas/department.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { Grantable } from '../role-grants/index.ts';
import type { DepartAccess } from './depart-access.ts';
import { changeOf, type DepartPermissionRepository } from './depart-permission-repository.ts';

/** What the department permission routes use. */
export interface DepartPermissionDeps {
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
export function departPermissionRoutes(app: TypedApp, { access, permissions, grantable }: DepartPermissionDeps) {
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

  app.post('/sys/permission/saveDepartPermission', {
    ...session, schema: { tags, body: SaveDepartPermissionSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { departId, permissionIds, lastpermissionIds } = request.body;
    const scope = await access.asAdmin(request, departId);
    const change = changeOf(permissionIds, lastpermissionIds, await permissions.departPermissionIds(departId));
    await grantable.check(request.tenantId, change.add);
    await permissions.saveDepartPermissions(scope, departId, change);
    return ok(request, null, 'departSaved');
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

  app.post('/sys/sysDepartPermission/saveDeptRolePermission', {
    ...session, schema: { tags, body: SaveDeptRolePermissionSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { roleId, permissionIds, lastpermissionIds } = request.body;
    const { role, scope } = await roleFor(request, roleId);
    const change = changeOf(permissionIds, lastpermissionIds, await permissions.rolePermissionIds(role.id));
    await permissions.saveRolePermissions(scope, role, change);
    return ok(request, null, 'departSaved');
  });
}
