import { Type } from 'typebox';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { CheckPermDuplicationQuerySchema } from '../../../shared/schemas/jeecg-startup.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { ok, refused } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { dataRuleRoutes } from './data-rule-routes.ts';
import { createMenuRepository } from './menu-repository.ts';
import { menuTable } from './menu-table.ts';
import { menuTreeRoutes } from './menu-tree-routes.ts';

/**
 * Menu administration (widgets-admin §2 "menu maintenance", §7 `/sys/permission/*`): the kit's
 * routes (paged list at `pageList`, `queryById`, `add`, `edit`, `delete`, `deleteBatch`, and the
 * tree calls the resource names), the first-level menus, and the menus' data rules.
 */
export async function menuRoutes(app: TypedApp, ctx: AppContext) {
  const menus = registerResource(app, ctx, menuTable);
  menuTreeRoutes(app, menus);
  dataRuleRoutes(app, ctx, menus);
  const repository = createMenuRepository(ctx.db);

  // JeecgBoot's menu form checks the route as it is typed (SysPermissionController.checkPermDuplication).
  app.get('/sys/permission/checkPermDuplication', {
    ...menus.guard(PERMISSION_CODES.permissionList),
    schema: { tags: ['menu'], querystring: CheckPermDuplicationQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await menus.scopeOf(request); // platform data: the platform tenant's administrators alone
    const { url, id, alwaysShow } = request.query;
    const taken = await repository.routeTaken(url, id?.trim() || null, alwaysShow);
    return taken ? refused(request, 'menuRouteTaken', 409) : ok(request, null, 'valueAvailable');
  });
}

