import { Type } from 'typebox';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import {
  GrantTreeSchema, RoleDataRulesSchema, RoleIdQuerySchema, SaveRoleDataRuleSchema, SaveRolePermissionSchema,
} from '../../../shared/schemas/role-grants.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { logOperation } from '../../kit/operation-log.ts';
import { requestScope } from '../../kit/request-scope.ts';
import { createDataRuleRepository } from '../menus/index.ts';
import { buildGrantTree } from './grant-tree.ts';
import { createGrantable } from './grantable.ts';
import { createRoleGrantRepository, idList } from './role-grant-repository.ts';

const guard = { config: { auth: { permission: PERMISSION_CODES.roleAuthorize } } };
const tags = ['roleGrants'];

/**
 * Role authorisation (widgets-admin §6, §7; JeecgBoot's names): the tree of every menu and
 * button (`/sys/permission/queryTreeList`, also `/sys/role/queryTreeList`), a role's grants
 * and their save, a role's data rules of a menu and their save.
 * Holders of the role authorisation permission use it in any tenant, on their tenant's roles
 * only (another tenant's role is a 404). A saved change of grants reaches the role's signed-in
 * users at once: the caches hear it from the database (migration 0016), this process drops its
 * own before answering, and 'permissions.changed' pushes "fetch your menu again" to their sockets.
 * Outside the platform the tree leaves out, and a save refuses, the platform-only pages (grantable.ts).
 */
export async function roleGrantRoutes(app: TypedApp, ctx: AppContext) {
  const grants = createRoleGrantRepository(ctx.db);
  const rules = createDataRuleRepository(ctx.db);
  const grantable = createGrantable(ctx);
  const roleOfCaller = async (roleId: string, tenantId: number) => {
    if (!(await grants.isRoleOf(roleId, tenantId))) throw notFound();
  };
  const menuExists = async (permissionId: string) => {
    if (!(await ctx.db.selectFrom('permissions').select('id').where('id', '=', permissionId).where('del_flag', '=', false).executeTakeFirst())) {
      throw notFound();
    }
  };

  // JeecgBoot answers the same tree under two names: the permission one (its menu pages) and
  // the role one (its role authorisation drawer); widgets-admin §7 lists both.
  for (const url of ['/sys/permission/queryTreeList', '/sys/role/queryTreeList']) {
    app.get(url, {
      ...guard, schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(GrantTreeSchema) } },
    }, async (request) => {
      const [rows, ruled] = await Promise.all([
        grantable.rows(request.tenantId),
        ctx.db.selectFrom('data_rules').select('permission_id').distinct().execute(),
      ]);
      return ok(request, buildGrantTree(rows, new Set(ruled.map((r) => r.permission_id)), request.locale));
    });
  }

  app.get('/sys/permission/queryRolePermission', {
    ...guard, schema: { tags, querystring: RoleIdQuerySchema, response: { 200: Envelope(Type.Array(Type.String())) } },
  }, async (request) => {
    await roleOfCaller(request.query.roleId, request.tenantId);
    return ok(request, await grants.grantedIds(request.query.roleId));
  });

  app.post('/sys/permission/saveRolePermission', {
    ...guard, schema: { tags, body: SaveRolePermissionSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { roleId, permissionIds, lastpermissionIds } = request.body;
    await roleOfCaller(roleId, request.tenantId);
    const wanted = idList(permissionIds);
    const last = lastpermissionIds === undefined ? undefined : idList(lastpermissionIds);
    // Only what is newly granted: a grant made before (on the platform) may stay.
    const held = new Set(await grants.grantedIds(roleId));
    await grantable.check(request.tenantId, wanted.filter((id) => !held.has(id)));
    const change = await ctx.db.transaction().execute(async (tx) => {
      const saved = await grants.save(tx, roleId, wanted, last);
      if (saved.added.length || saved.removed.length) await logOperation(tx, requestScope(request, []), 'rolePermission', 'edit', [roleId]);
      return saved;
    });
    if (change.added.length || change.removed.length) {
      // This process answers the role's next request from the new grant even before the database's notice arrives.
      ctx.permissions.invalidate({ kind: 'grants' });
      ctx.events.emit('permissions.changed', { tenantId: request.tenantId, roleId, userIds: await grants.usersOf(roleId) });
    }
    return ok(request, null, 'grantSaved');
  });

  app.get('/sys/role/queryDataRule/:permissionId/:roleId', {
    ...guard,
    schema: { tags, params: Type.Object({ permissionId: RecordIdSchema, roleId: RecordIdSchema }), response: { 200: Envelope(RoleDataRulesSchema) } },
  }, async (request) => {
    const { permissionId, roleId } = request.params;
    await roleOfCaller(roleId, request.tenantId);
    await menuExists(permissionId);
    const [datarule, checked] = await Promise.all([rules.ofMenu(permissionId), grants.ruleIds(roleId, permissionId)]);
    return ok(request, { datarule, drChecked: checked.join(',') });
  });

  app.post('/sys/role/saveDataRule', {
    ...guard, schema: { tags, body: SaveRoleDataRuleSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { permissionId, roleId, dataRuleIds } = request.body;
    await roleOfCaller(roleId, request.tenantId);
    await menuExists(permissionId);
    const ruleIds = idList(dataRuleIds);
    await ctx.db.transaction().execute(async (tx) => {
      // As JeecgBoot: a role's rules of a menu hang on its grant of that menu.
      if (!(await grants.hasPermission(roleId, permissionId, tx))) throw badRequest('dataRuleMenuNotGranted');
      await grants.saveRules(tx, roleId, permissionId, ruleIds);
      await logOperation(tx, requestScope(request, []), 'roleDataRule', 'edit', [roleId]);
    });
    return ok(request, null, 'grantSaved');
  });
}
