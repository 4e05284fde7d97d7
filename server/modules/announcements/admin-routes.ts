import { Type } from 'typebox';
import { AnnouncementIdQuerySchema, Envelope, PERMISSION_CODES } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { createAnnouncementPublishing, type AnnouncementChange, type ChangeRefusal } from './announcement-publishing.ts';
import { announcementTable } from './announcement-table.ts';

/**
 * Announcement administration (widgets-admin §2 "announcements", §4 "released or revoked",
 * §5): the kit's list, queryById, add, edit, delete and deleteBatch (announcement-table.ts),
 * and beside them release (`doReleaseData`) and revoke (`doReovkeData`, spelled as
 * documented), each behind its own permission, on the rows the kit lets the request see
 * (its tenant's, within the data rules). Release and revocation are told to the realtime
 * module through the domain events.
 */
export async function announcementAdminRoutes(app: TypedApp, ctx: AppContext) {
  const { repository, scopeOf, guard } = registerResource(app, ctx, announcementTable(ctx));
  const publishing = createAnnouncementPublishing(ctx.db);
  const tags = ['announcements'];
  const schema = { tags, querystring: AnnouncementIdQuerySchema, response: { 200: Envelope(Type.Null()) } };

  /** The id of an announcement the request may see (404 otherwise: not there, or not yours). */
  const visibleId = async (request: Parameters<typeof scopeOf>[0], id: string) => {
    if (!(await repository.findById(await scopeOf(request), id))) throw notFound();
    return id;
  };
  const changed = <T extends AnnouncementChange>(result: T | ChangeRefusal, wrongState: 'announcementAlreadyReleased' | 'announcementNotReleased') => {
    if (result === 'notFound') throw notFound();
    if (result === 'wrongState') throw badRequest(wrongState);
    if (result === 'ended') throw badRequest('announcementEnded');
    return result;
  };

  app.get('/sys/annountCement/doReleaseData', { ...guard(PERMISSION_CODES.announcementRelease), schema }, async (request) => {
    const id = await visibleId(request, request.query.id);
    const { startsLater, ...change } = changed(await publishing.release(request.tenantId, id, ctx.now()), 'announcementAlreadyReleased');
    // Released for a later start, it reaches nobody yet: pushing now would only make the
    // audience reload lists that do not show it; each process's start watcher pushes at the
    // start instead (server/modules/realtime/start-watcher.ts).
    if (!startsLater) ctx.events.emit('announcement.released', { tenantId: request.tenantId, announcementId: id, ...change });
    return ok(request, null, 'announcementReleased');
  });

  app.get('/sys/annountCement/doReovkeData', { ...guard(PERMISSION_CODES.announcementRevoke), schema }, async (request) => {
    const id = await visibleId(request, request.query.id);
    const change = changed(await publishing.revoke(request.tenantId, id, ctx.now()), 'announcementNotReleased');
    ctx.events.emit('announcement.revoked', { tenantId: request.tenantId, announcementId: id, ...change });
    return ok(request, null, 'announcementRevoked');
  });
}
