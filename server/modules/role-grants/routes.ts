import { Type } from 'typebox';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import { saveRoleDataRuleAction, saveRolePermissionAction } from '../../../shared/resources/role-actions.ts';
import type { roleResource } from '../../../shared/resources/role.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import {
  GrantTreeSchema, RoleDataRulesSchema, RoleIdQuerySchema,
} from '../../../shared/schemas/role-grants.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { createDataRuleRepository } from '../menus/index.ts';
import { buildGrantTree } from './grant-tree.ts';
import { createGrantable } from './grantable.ts';
import { createRoleGrantRepository, idList } from './role-grant-repository.ts';

const guard = { config: { auth: { permission: PERMISSION_CODES.roleAuthorize } } };
const tags = ['roleGrants'];

/**
 * Role authorisation (widgets-admin §6, §7; JeecgBoot's names): the tree of every menu and
 * button (`/sys/permission/queryTreeList`, also `/sys/role/queryTreeList`), a role's grants
 * and their save, a role's data rules of a menu and their save (both saves the kit's actions on
 * the role: `roles`, registered by roles/routes.ts). Holders of the role authorisation
 * permission use it in any tenant, on their tenant's roles only (another tenant's role, or one
 * the role page's data rules hide, is a 404). A saved change of grants reaches the role's signed-in
 * users at once: the caches hear it from the database (migration 0016), this process drops its
 * own before answering, and 'permissions.changed' pushes "fetch your menu again" to their sockets.
 * Outside the platform the tree leaves out, and a save refuses, the platform-only pages (grantable.ts).
 */
export async function roleGrantRoutes(app: TypedApp, ctx: AppContext, roles: RegisteredResource<typeof roleResource>) {
  const grants = createRoleGrantRepository(ctx.db);
  const rules = createDataRuleRepository(ctx.db);
  const grantable = createGrantable(ctx);
  const roleOfCaller = async (roleId: string, tenantId: number) => {
    if (!(await grants.isRoleOf(roleId, tenantId))) throw notFound();
  };
  const menuExists = async (permissionId: string, executor: Executor = ctx.db) => {
    if (!(await grants.isLiveMenu(permissionId, executor))) throw notFound();
  };

  // JeecgBoot answers the same tree under two names: the permission one (its menu pages) and
  // the role one (its role authorisation drawer); widgets-admin §7 lists both.
  for (const url of ['/sys/permission/queryTreeList', '/sys/role/queryTreeList']) {
    app.get(url, {
      ...guard, schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(GrantTreeSchema) } },
    }, async (request) => {
      const [rows, ruled] = await Promise.all([
        grantable.rows(request.tenantId),
        grants.menusWithRules(),
      ]);
      return ok(request, buildGrantTree(rows, new Set(ruled), request.locale));
    });
  }

  app.get('/sys/permission/queryRolePermission', {
    ...guard, schema: { tags, querystring: RoleIdQuerySchema, response: { 200: Envelope(Type.Array(Type.String())) } },
  }, async (request) => {
    await roleOfCaller(request.query.roleId, request.tenantId);
    return ok(request, await grants.grantedIds(request.query.roleId));
  });

  // Authorising is a kit action on the role (its tenant's, within the role page's data rules, logged).
  roles.action(saveRolePermissionAction, {
    // Only what is newly granted must be grantable: a grant made before (on the platform) may stay.
    async prepare({ input }, scope) {
      const wanted = idList(input.permissionIds);
      const held = new Set(await grants.grantedIds(input.roleId));
      await grantable.check(scope.tenantId, wanted.filter((id) => !held.has(id)));
      return { wanted, last: input.lastpermissionIds === undefined ? undefined : idList(input.lastpermissionIds) };
    },
    ids: ({ input }) => [input.roleId],
    async run(tx, [roleId], scope, { prepared: { wanted, last }, afterCommit }) {
      const change = await grants.save(tx, roleId!, wanted, last);
      if (!change.added.length && !change.removed.length) return;
      afterCommit(async () => {
        // This process answers the role's next request from the new grant even before the database's notice arrives.
        ctx.permissions.invalidate({ kind: 'grants' });
        ctx.events.emit('permissions.changed', { tenantId: scope.tenantId, roleId: roleId!, userIds: await grants.usersOf(roleId!) });
      });
    },
    message: 'grantSaved',
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

  roles.action(saveRoleDataRuleAction, {
    ids: ({ input }) => [input.roleId],
    async run(tx, [roleId], _scope, { input }) {
      await menuExists(input.permissionId, tx);
      // As JeecgBoot: a role's rules of a menu hang on its grant of that menu.
      if (!(await grants.hasPermission(roleId!, input.permissionId, tx))) throw badRequest('dataRuleMenuNotGranted');
      await grants.saveRules(tx, roleId!, input.permissionId, idList(input.dataRuleIds));
    },
    message: 'grantSaved',
  });
}
