import { Type } from 'typebox';
import { levelNodeSchema } from '../../../shared/kit/tree.ts';
import { menuResource } from '../../../shared/resources/menu.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import { toTreeNode, treeOf } from '../../kit/tree-routes.ts';

/**
 * `GET /sys/permission/getSystemMenuList` (widgets-admin §7): the first-level menus (type 0)
 * among the roots, as tree nodes. The menus' other tree reads (`list`, `getSystemSubmenu`,
 * `getSystemSubmenuBatch`) are the kit's tree calls, named in the menu resource.
 */
export function menuTreeRoutes(app: TypedApp, menus: RegisteredResource<typeof menuResource>) {
  const { repository, scopeOf, guard } = menus;
  app.get('/sys/permission/getSystemMenuList', {
    ...guard(menuResource.permissions.list),
    schema: {
      tags: ['menu'], querystring: Type.Object({ _t: Type.Optional(Type.String()) }),
      response: { 200: Envelope(Type.Array(levelNodeSchema(menuResource.record.properties))) },
    },
  }, async (request) => {
    const roots = await repository.children(await scopeOf(request), null);
    return ok(request, roots.filter((menu) => menu.menuType === 0)
      .map(({ hasChildren, ...menu }) => toTreeNode(menu, treeOf(menuResource), hasChildren)));
  });
}
