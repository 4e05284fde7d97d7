import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { dataRuleRoutes } from './data-rule-routes.ts';
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
}

