import { Type } from 'typebox';
import {
  Envelope, NoticeIdQuerySchema, NoticeIdsQuerySchema, NoticePageQuerySchema, NoticePageSchema, NoticeUnreadCountQuerySchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createNoticeRepository, type NoticeOwner } from './notice-repository.ts';

/** Most ids one batch may name; more than the bell's page size is never needed. */
const BATCH_MAX = 10000;

const DAY_MS = 24 * 3600_000;

/**
 * The notice calls of portal-shell §7: the caller's page of notices, the unread count,
 * marking read (one or a batch) and removing. Every call acts on the caller's own notices in
 * the request's tenant; another user's id is answered as if it did not exist.
 */
export async function noticeRoutes(app: TypedApp, ctx: AppContext) {
  const notices = createNoticeRepository(ctx.db, ctx.now);
  const ownerOf = (request: Parameters<typeof sessionOf>[0]): NoticeOwner => ({ tenantId: request.tenantId, userId: sessionOf(request).userId });
  const tags = ['notices'];
  // The recent variant (portal-shell §2.6 "the last three days of notices"): N × 24 hours back
  // from now, not calendar days, since the server does not know the viewer's time zone.
  const sinceOf = (recentDays: number | undefined) => (recentDays ? new Date(ctx.now().getTime() - recentDays * DAY_MS) : null);

  app.get('/sys/notice/getNoticePage', {
    config: { auth: 'session' },
    schema: { tags, querystring: NoticePageQuerySchema, response: { 200: Envelope(NoticePageSchema) } },
  }, async (request) => ok(request, await notices.page(ownerOf(request), request.query, sinceOf(request.query.recentDays))));

  // Takes the page's `recentDays` too, so the badge of a recent bell counts what its list shows.
  app.get('/sys/notice/getUnReadCount', {
    config: { auth: 'session' },
    schema: { tags, querystring: NoticeUnreadCountQuerySchema, response: { 200: Envelope(Type.Integer()) } },
  }, async (request) => ok(request, await notices.unreadCount(ownerOf(request), sinceOf(request.query.recentDays))));

  // Documented as both PUT and GET (portal-shell §7); §5: at least one unread id of the caller.
  for (const method of ['PUT', 'GET'] as const) {
    app.route({
      method, url: '/sys/notice/updateReadBatch',
      config: { auth: 'session' },
      schema: { tags, querystring: NoticeIdsQuerySchema, response: { 200: Envelope(Type.Integer()) } },
      handler: async (request) => {
        const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()).filter(Boolean))].slice(0, BATCH_MAX);
        const changed = await notices.markRead(ownerOf(request), ids, ctx.now());
        if (changed === 0) throw badRequest('noticeNoUnread');
        return ok(request, changed, 'noticeSuccess');
      },
    });
  }

  app.put('/sys/notice/updateRead', {
    config: { auth: 'session' },
    schema: { tags, querystring: NoticeIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const owner = ownerOf(request);
    // Marking a read notice read again is fine; only an id that is not the caller's is refused.
    if (!(await notices.exists(owner, request.query.id))) throw notFound();
    await notices.markRead(owner, [request.query.id], ctx.now());
    return ok(request, null, 'noticeSuccess');
  });

  app.delete('/sys/notice/deleteNotice', {
    config: { auth: 'session' },
    schema: { tags, querystring: NoticeIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await notices.remove(ownerOf(request), request.query.id))) throw notFound();
    return ok(request, null, 'noticeSuccess');
  });
}
