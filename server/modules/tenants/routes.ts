import { Type } from 'typebox';
import { formatWireDateTime } from '../../../shared/format/wire-time.ts';
import { tenantResource, TENANT_STATUS } from '../../../shared/resources/tenant.ts';
import { Envelope, PERMISSION_CODES } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource, splitIds } from '../../kit/resource-routes.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createTenantRepository } from './tenant-repository.ts';
import { createTenantTable } from './tenant-table.ts';

const TenantRecords = Type.Array(tenantResource.record);

/**
 * Tenant administration (widgets-admin §2 "tenant"): the kit's routes, from the platform tenant
 * only; and two calls of JeecgBoot's Vue 3 client: `getCurrentUserTenant` (the signed-in user's
 * tenants in force, for anyone signed in) and `queryList` (the tenants in force, optionally
 * among `ids`: the user form's tenant picker, the platform's administrators alone).
 */
export async function tenantRoutes(app: TypedApp, ctx: AppContext) {
  const { repository, scopeOf, guard } = registerResource(app, ctx, createTenantTable(ctx));
  const tenants = createTenantRepository(ctx.db);
  const tags = [tenantResource.name];

  app.get('/sys/tenant/getCurrentUserTenant', {
    config: { auth: 'session' },
    schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(Type.Object({ list: TenantRecords })) } },
  }, async (request) => {
    const list = await tenants.effectiveOf(sessionOf(request).userId);
    return ok(request, {
      list: list.map((t) => ({ id: String(t.id), name: t.name, status: t.status, createTime: formatWireDateTime(t.createdAt, ctx.config.timeZone) })),
    });
  });

  app.get('/sys/tenant/queryList', {
    ...guard(PERMISSION_CODES.tenantList),
    schema: {
      tags, querystring: Type.Object({ ids: Type.Optional(Type.String({ maxLength: 20_000 })), _t: Type.Optional(Type.String()) }),
      response: { 200: Envelope(TenantRecords) },
    },
  }, async (request) => {
    const scope = await scopeOf(request);
    // A tenant's id is its number: any other text names none.
    const ids = request.query.ids?.trim() ? splitIds(request.query.ids).filter((id) => /^[1-9]\d{0,8}$/.test(id)) : null;
    const found = ids ? await repository.findMany(scope, ids) : await repository.findAll(scope, { status: String(TENANT_STATUS.normal) });
    return ok(request, found.filter((t) => t.status === TENANT_STATUS.normal));
  });
}
