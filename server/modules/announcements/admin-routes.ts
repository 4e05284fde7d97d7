import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AnnouncementAdminPageSchema, AnnouncementAdminQuerySchema, AnnouncementAdminSchema, AnnouncementEditSchema, AnnouncementIdQuerySchema,
  AnnouncementInputSchema, Envelope, PERMISSION_CODES, type AnnouncementInput, type PermissionCode,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createAnnouncementAdminRepository, type AnnouncementChange, type ChangeRefusal } from './announcement-admin-repository.ts';
import { checkAnnouncement } from './announcement-rules.ts';

/**
 * Announcement administration (widgets-admin §2 "announcements", §4 "released or revoked",
 * §5): list, add, edit, delete, release (`doReleaseData`) and revoke (`doReovkeData`, spelled
 * as documented), each behind its own permission, all within the request's tenant. Release
 * and revocation are told to the realtime module through the domain events.
 */
export async function announcementAdminRoutes(app: TypedApp, ctx: AppContext) {
  const admin = createAnnouncementAdminRepository(ctx.db);
  const tags = ['announcements'];
  const permission = (code: PermissionCode) => ({ auth: { permission: code } });

  const checked = async (request: FastifyRequest, input: AnnouncementInput) => {
    const author = await ctx.db.selectFrom('users').select('realname').where('id', '=', sessionOf(request).userId).executeTakeFirst();
    return checkAnnouncement(ctx.db, request.tenantId, input, author?.realname ?? '');
  };
  const changed = <T extends AnnouncementChange>(result: T | ChangeRefusal, wrongState: 'announcementAlreadyReleased' | 'announcementNotReleased') => {
    if (result === 'notFound') throw notFound();
    if (result === 'wrongState') throw badRequest(wrongState);
    if (result === 'ended') throw badRequest('announcementEnded');
    return result;
  };

  app.get('/sys/annountCement/list', {
    config: permission(PERMISSION_CODES.announcementList),
    schema: { tags, querystring: AnnouncementAdminQuerySchema, response: { 200: Envelope(AnnouncementAdminPageSchema) } },
  }, async (request) => ok(request, await admin.list(request.tenantId, request.query)));

  app.post('/sys/annountCement/add', {
    config: permission(PERMISSION_CODES.announcementAdd),
    schema: { tags, body: AnnouncementInputSchema, response: { 200: Envelope(AnnouncementAdminSchema) } },
  }, async (request) => {
    const id = await admin.create(request.tenantId, sessionOf(request).userId, await checked(request, request.body), ctx.now());
    return ok(request, (await admin.get(request.tenantId, id))!, 'announcementSaved');
  });

  app.put('/sys/annountCement/edit', {
    config: permission(PERMISSION_CODES.announcementEdit),
    schema: { tags, body: AnnouncementEditSchema, response: { 200: Envelope(AnnouncementAdminSchema) } },
  }, async (request) => {
    const { id, ...input } = request.body;
    const refusal = await admin.update(request.tenantId, id, await checked(request, input), ctx.now());
    if (refusal === 'notFound') throw notFound();
    if (refusal === 'wrongState') throw badRequest('announcementEditReleased');
    return ok(request, (await admin.get(request.tenantId, id))!, 'announcementSaved');
  });

  app.delete('/sys/annountCement/delete', {
    config: permission(PERMISSION_CODES.announcementDelete),
    schema: { tags, querystring: AnnouncementIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { id } = request.query;
    const removed = await admin.remove(request.tenantId, id);
    if (!removed) throw notFound();
    // A released announcement leaves its audience's lists as a revoked one does.
    if (removed.wasReleased) ctx.events.emit('announcement.revoked', { tenantId: request.tenantId, announcementId: id, ...removed.wasReleased });
    return ok(request, null, 'announcementDeleted');
  });

  app.get('/sys/annountCement/doReleaseData', {
    config: permission(PERMISSION_CODES.announcementRelease),
    schema: { tags, querystring: AnnouncementIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { id } = request.query;
    const { startsLater, ...change } = changed(await admin.release(request.tenantId, id, ctx.now()), 'announcementAlreadyReleased');
    // Released for a later start, it reaches nobody yet: pushing now would only make the
    // audience reload lists that do not show it; each process's start watcher pushes at the
    // start instead (server/modules/realtime/start-watcher.ts).
    if (!startsLater) ctx.events.emit('announcement.released', { tenantId: request.tenantId, announcementId: id, ...change });
    return ok(request, null, 'announcementReleased');
  });

  app.get('/sys/annountCement/doReovkeData', {
    config: permission(PERMISSION_CODES.announcementRevoke),
    schema: { tags, querystring: AnnouncementIdQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { id } = request.query;
    const change = changed(await admin.revoke(request.tenantId, id, ctx.now()), 'announcementNotReleased');
    ctx.events.emit('announcement.revoked', { tenantId: request.tenantId, announcementId: id, ...change });
    return ok(request, null, 'announcementRevoked');
  });
}
