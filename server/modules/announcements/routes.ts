import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ANNOUNCEMENT_CATEGORIES, AnnouncementIdQuerySchema, AnnouncementListByUserQuerySchema, AnnouncementListByUserSchema,
  AnnouncementPageSchema, AnnouncementReadSchema, AnnouncementSchema, AnnouncementShowParamsSchema, AnnouncementShowQuerySchema,
  Envelope, MyAnnouncementQuerySchema, PERMISSION_CODES,
} from '../../../shared/schemas/index.ts';
import { LOCALES, type Locale } from '../../../shared/schemas/locale.ts';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { announcementAdminRoutes } from './admin-routes.ts';
import { createAnnouncementRepository, type ReaderScope } from './announcement-repository.ts';
import { renderRefusalPage, renderShowPage, showPagePolicy } from './show-page.ts';

/**
 * The announcement calls of portal-shell §7 for their audience — `listByUser`, the read mark
 * `editByAnntIdAndUserId`, `queryById`, the iframe page `show/{id}` and the paged list of
 * the user's announcements — and the administration calls (admin-routes.ts).
 */
export async function announcementRoutes(app: TypedApp, ctx: AppContext) {
  const announcements = createAnnouncementRepository(ctx.db);
  const tags = ['announcements'];
  const scopeOf = (request: FastifyRequest): ReaderScope => ({ tenantId: request.tenantId, userId: sessionOf(request).userId, now: ctx.now() });
  /** What the caller may open: what reaches them, or, for its administrators, anything of the tenant. */
  const openable = async (request: FastifyRequest, id: string) => {
    const scope = scopeOf(request);
    const seen = await announcements.findVisible(scope, id);
    if (seen) return seen;
    const isAdmin = await ctx.permissions.userHas(scope.userId, scope.tenantId, PERMISSION_CODES.announcementList);
    return isAdmin ? announcements.findInTenant(scope, id) : null;
  };

  app.get('/sys/annountCement/listByUser', {
    config: { auth: 'session' },
    schema: { tags, querystring: AnnouncementListByUserQuerySchema, response: { 200: Envelope(AnnouncementListByUserSchema) } },
  }, async (request) => {
    const scope = scopeOf(request);
    const unread = (msgCategory: string) => announcements.list(scope, { readFlag: '0', msgCategory, limit: request.query.pageSize, offset: 0 });
    const [annt, sys] = await Promise.all([unread(ANNOUNCEMENT_CATEGORIES.announcement), unread(ANNOUNCEMENT_CATEGORIES.system)]);
    return ok(request, { anntMsgList: annt.records, anntMsgTotal: annt.total, sysMsgList: sys.records, sysMsgTotal: sys.total });
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
    config: { auth: 'session' },
    schema: { tags, querystring: MyAnnouncementQuerySchema, response: { 200: Envelope(AnnouncementPageSchema) } },
  }, async (request) => {
    const { pageNo, pageSize, readFlag, msgCategory } = request.query;
    return ok(request, await announcements.list(scopeOf(request), { readFlag, msgCategory, limit: pageSize, offset: (pageNo - 1) * pageSize }));
  });

  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
    config: { auth: 'session' },
    schema: {
      tags,
      // The documented client sends `{ anntId }` as the body; `?anntId=` is taken too.
      querystring: Type.Partial(AnnouncementReadSchema),
      body: Type.Partial(AnnouncementReadSchema),
      response: { 200: Envelope(Type.Null()) },
    },
    // A call with the id in the query only has no body at all; validate it as an empty one.
    preValidation: async (request) => { request.body ??= {}; },
  }, async (request) => {
    const anntId = request.body?.anntId ?? request.query.anntId;
    if (!anntId) throw badRequest('fieldRequired', { field: 'anntId' });
    if (!(await announcements.markRead(scopeOf(request), anntId))) throw notFound();
    return ok(request, null);
  });

  app.get('/sys/annountCement/queryById', {
    config: { auth: 'session' },
    schema: { tags, querystring: AnnouncementIdQuerySchema, response: { 200: Envelope(AnnouncementSchema) } },
  }, async (request) => {
    const found = await openable(request, request.query.id);
    if (!found) throw notFound();
    return ok(request, found);
  });

  app.get('/sys/annountCement/show/:id', {
    // Opened as an iframe's src, which cannot carry a header: the token comes as ?token=.
    config: { auth: 'session', tokenInQuery: true },
    schema: { tags, params: AnnouncementShowParamsSchema, querystring: AnnouncementShowQuerySchema },
    // Nor can it send X-Locale: the portal's language comes as ?locale=, and it is read here
    // (after the app's own onRequest, before the session check) so refusals speak it too.
    onRequest: async (request) => {
      const wanted = (request.query as { locale?: unknown }).locale;
      if (typeof wanted === 'string' && (LOCALES as readonly string[]).includes(wanted)) request.locale = wanted as Locale;
    },
    // Refusals are pages too, so the iframe shows a sentence rather than a JSON envelope.
    errorHandler: (error, request, reply) => {
      const status = error instanceof AppError ? error.status : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      const message = error instanceof AppError ? translate(request.locale, error.key, error.params)
        : translate(request.locale, status === 400 ? 'invalidRequest' : 'internalError', { detail: '' });
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return showHeaders(reply.status(status)).send(renderRefusalPage(request.locale, message));
    },
  }, async (request, reply) => {
    const found = await openable(request, request.params.id);
    if (!found) throw notFound();
    return showHeaders(reply).send(renderShowPage(request.locale, found, request.query.tz));
  });

  const policy = showPagePolicy(ctx.config.allowedOrigins);
  function showHeaders<R extends { header(name: string, value: string): R }>(reply: R): R {
    return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', policy)
      .header('x-content-type-options', 'nosniff').header('cache-control', 'no-store')
      // The URL holds the token: never hand it to a linked or embedded site.
      .header('referrer-policy', 'no-referrer');
  }

  await announcementAdminRoutes(app, ctx);
}
