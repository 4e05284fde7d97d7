import { positionResource } from '../../../shared/resources/position.ts';
import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { registerResource } from '../../kit/resource-routes.ts';

/** Where positions live: one table, owned by tenant column. */
export const positionTable = bindTable({
  resource: positionResource,
  table: 'positions',
  columns: { id: 'id', code: 'code', name: 'name', postRank: 'post_rank', createTime: 'created_at' },
  tenant: 'column',
});

/** Position administration (widgets-admin §2 "position"): the kit's routes, nothing else. */
export async function positionRoutes(app: TypedApp, ctx: AppContext) {
  registerResource(app, ctx, positionTable);
}
