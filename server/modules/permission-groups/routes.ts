import { permissionGroupResource } from '../../../shared/resources/permission-group.ts';
import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';

/**
 * Where permission groups live: platform data (tenant 'none'), code unique across the system.
 * Deleting a group leaves its menus without one (the foreign key sets null).
 */
export const permissionGroupTable = bindTable({
  resource: permissionGroupResource,
  table: 'permission_groups',
  columns: { id: 'id', name: 'name', code: 'code', description: 'description', createTime: 'created_at' },
  tenant: 'none',
});

/** Permission group administration (widgets-admin §2, §3, §5 "code unique"): the kit's routes, nothing else. */
export async function permissionGroupRoutes(app: TypedApp, ctx: AppContext) {
  registerResource(app, ctx, permissionGroupTable);
}
