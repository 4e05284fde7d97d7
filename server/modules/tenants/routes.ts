import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { createTenantTable } from './tenant-table.ts';

/** Tenant administration (widgets-admin §2 "tenant"): the kit's routes, from the platform tenant only. */
export async function tenantRoutes(app: TypedApp, ctx: AppContext) {
  registerResource(app, ctx, createTenantTable(ctx));
}
