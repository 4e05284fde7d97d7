import { releaseAnnouncementAction, revokeAnnouncementAction } from '../../../shared/resources/announcement-actions.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { announcementPublishing, type AnnouncementChange, type ChangeRefusal } from './announcement-publishing-repository.ts';
import { announcementTable } from './announcement-table.ts';

/**
 * Announcement administration (widgets-admin §2 "announcements", §4 "released or revoked",
 * §5): the kit's list, queryById, add, edit, delete and deleteBatch (announcement-table.ts),
 * and the kit's actions release (`doReleaseData`) and revoke (`doReovkeData`, spelled as
 * documented), each behind its own permission, on the rows the kit lets the request see
 * (its tenant's, within the data rules). Release and revocation are told to the realtime
 * module through the domain events, once committed.
 */
export async function announcementAdminRoutes(app: TypedApp, ctx: AppContext) {
  const announcements = registerResource(app, ctx, announcementTable(ctx));

  const changed = <T extends AnnouncementChange>(result: T | ChangeRefusal, wrongState: 'announcementAlreadyReleased' | 'announcementNotReleased') => {
    if (result === 'notFound') throw notFound();
    if (result === 'wrongState') throw badRequest(wrongState);
    if (result === 'ended') throw badRequest('announcementEnded');
    return result;
  };

  announcements.action(releaseAnnouncementAction, {
    ids: ({ input }) => [input.id],
    async run(tx, [id], scope, { afterCommit }) {
      const { startsLater, ...change } = changed(await announcementPublishing.release(tx, scope.tenantId, id!, ctx.now()), 'announcementAlreadyReleased');
      // Released for a later start, it reaches nobody yet: pushing now would only make the
      // audience reload lists that do not show it; each process's start watcher pushes at the
      // start instead (server/modules/realtime/start-watcher.ts).
      if (!startsLater) afterCommit(() => ctx.events.emit('announcement.released', { tenantId: scope.tenantId, announcementId: id!, ...change }));
    },
    message: 'announcementReleased',
  });

  announcements.action(revokeAnnouncementAction, {
    ids: ({ input }) => [input.id],
    async run(tx, [id], scope, { afterCommit }) {
      const change = changed(await announcementPublishing.revoke(tx, scope.tenantId, id!, ctx.now()), 'announcementNotReleased');
      afterCommit(() => ctx.events.emit('announcement.revoked', { tenantId: scope.tenantId, announcementId: id!, ...change }));
    },
    message: 'announcementRevoked',
  });
}
