import { Type } from 'typebox';
import { MENU_CATEGORIES } from '../../../shared/resources/menu.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { FavouriteAddSchema, FavouriteIdQuerySchema, FavouriteSchema, type Favourite } from '../../../shared/schemas/favourite.ts';
import type { AppContext } from '../../app-context.ts';
import type { PermissionRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createFavouriteRepository } from './favourite-repository.ts';

const REPORT: (typeof MENU_CATEGORIES)[number] = 'report';

/**
 * Favourites (portal-shell §4 "Favourite", §7 `/sys/collect/list`, `add`, `delete`): the
 * signed-in user's starred report pages in the request's tenant. Only a report page the user
 * may open can be starred, and the list shows only those they still may: a page taken away by
 * a role change or deleted drops out (its row stays, and comes back with the grant).
 */
export async function favouriteRoutes(app: TypedApp, ctx: AppContext) {
  const tags = ['favourites'];
  const favourites = createFavouriteRepository(ctx.db);
  const session = { config: { auth: 'session' as const } };
  /** The report pages the user may open in the tenant, by id. */
  const reportPages = async (userId: string, tenantId: number) =>
    new Map((await ctx.permissions.granted(userId, tenantId)).filter((row) => row.menu_category === REPORT).map((row) => [row.id, row]));

  app.get('/sys/collect/list', {
    ...session, schema: { tags, response: { 200: Envelope(Type.Array(FavouriteSchema)) } },
  }, async (request) => {
    const { userId } = sessionOf(request);
    const pages = await reportPages(userId, request.tenantId);
    const rows = await favourites.list({ tenantId: request.tenantId, userId });
    const answer: Favourite[] = rows.flatMap((row) => {
      const page = pages.get(row.permission_id);
      return page ? [{ id: row.id, sysPermissionId: row.permission_id, createTime: row.created_at.toISOString(), sysPermissionMsg: pageOf(page) }] : [];
    });
    return ok(request, answer);
  });

  app.post('/sys/collect/add', {
    ...session, schema: { tags, body: FavouriteAddSchema, response: { 200: Envelope(FavouriteSchema) } },
  }, async (request) => {
    const { userId } = sessionOf(request);
    const page = (await reportPages(userId, request.tenantId)).get(request.body.sysPermissionId);
    // portal-shell §8: the same words whether the report is not there or not the user's.
    if (!page) throw forbidden('reportNotPermitted');
    const row = await favourites.add({ tenantId: request.tenantId, userId }, page.id, ctx.now());
    return ok(request, { id: row.id, sysPermissionId: page.id, createTime: row.created_at.toISOString(), sysPermissionMsg: pageOf(page) }, 'favouriteAdded');
  });

  app.delete('/sys/collect/delete', {
    ...session, schema: { tags, querystring: FavouriteIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await favourites.remove({ tenantId: request.tenantId, userId: sessionOf(request).userId }, request.query.id))) throw notFound();
    return ok(request, null, 'favouriteRemoved');
  });
}

function pageOf(row: PermissionRow): Favourite['sysPermissionMsg'] {
  return {
    id: row.id, name: row.name, nameEn: row.name_en || row.name, nameTc: row.name_tc || row.name,
    url: row.url, component: row.component, componentName: row.component_name, icon: row.icon,
  };
}
