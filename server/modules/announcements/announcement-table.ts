import type { Transaction } from 'kysely';
import { announcementResource } from '../../../shared/resources/announcement.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '../../../shared/schemas/announcement.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import {
  announcementStates, audienceOf, authorRealname, authorUsernames, dropNotices, namedAudiences, replaceNamedAudience,
} from './announcement-publishing-repository.ts';
import { checkAnnouncement } from './announcement-rules.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';

type Tx = Transaction<Database>;

/** The audience's users of a 'USER' announcement, deduplicated; none for 'ALL' (checked by `checkAnnouncement` in `toRow`). */
const audienceUsers = (input: { msgType: string; userIds: string[] }) =>
  input.msgType === ANNOUNCEMENT_AUDIENCES.users ? [...new Set(input.userIds.map((id) => id.trim()).filter(Boolean))] : [];

/**
 * Where announcements live (widgets-admin §2 "announcements"): one table owned by tenant
 * column, the named audience in `announcement_users`. The kit's list, queryById, add, edit,
 * delete and deleteBatch run on it, under the data rules of the announcement menu; release
 * and revoke are their own routes beside it (admin-routes.ts).
 */
export function announcementTable(ctx: AppContext) {
  return bindTable({
    resource: announcementResource,
    table: 'announcements',
    columns: {
      id: 'id', titile: 'titile', msgContent: 'msg_content', sender: 'sender', priority: 'priority', msgCategory: 'msg_category',
      msgType: 'msg_type', startTime: 'start_time', endTime: 'end_time', sendStatus: 'send_status', openType: 'open_type',
      openPage: 'open_page', busId: 'bus_id', createBy: 'created_by', createTime: 'created_at', sendTime: 'send_time', revokeTime: 'revoke_time',
    },
    tenant: 'column',

    // widgets-admin §5 and the server's rules (announcement-rules.ts); the sender defaults to the author's real name.
    async toRow(input, scope, mode, tx) {
      const a = await checkAnnouncement(tx, scope.tenantId, input, (await authorRealname(tx, scope.userId)) ?? '', ctx.config.timeZone);
      const now = ctx.now();
      return {
        titile: a.titile, msg_content: a.msgContent, sender: a.sender, priority: a.priority, msg_category: a.msgCategory,
        msg_type: a.msgType, start_time: a.startTime, end_time: a.endTime, open_type: a.openType, open_page: a.openPage, bus_id: a.busId,
        updated_at: now, ...(mode === 'add' ? { created_by: scope.userId, created_at: now } : {}),
      };
    },

    async afterWrite(tx, id, input) {
      await replaceNamedAudience(tx, id, audienceUsers(input));
    },

    // The author's account name for `created_by`; the named audience; the content sanitised on the way out as well (architecture §4).
    async decorate(db, records) {
      const authorIds = [...new Set(records.map((r) => r.createBy).filter((id): id is string => typeof id === 'string'))];
      const authors = await authorUsernames(db, authorIds);
      const named = await namedAudiences(db, records.map((r) => String(r.id)));
      for (const record of records) {
        record.createBy = authors.get(record.createBy as string) ?? '';
        record.msgContent = sanitizeRichText(String(record.msgContent));
        record.userIds = record.msgType === ANNOUNCEMENT_AUDIENCES.users
          ? named.filter((n) => n.announcement_id === record.id).map((n) => n.user_id) : [];
      }
    },

    /**
     * A released announcement is not edited (revoke it first). A deleted one takes its bell
     * notices along; a released one leaves its audience's lists as a revoked one does, told
     * once the deletion committed.
     */
    async beforeChange(tx: Tx, ids, scope, action) {
      const rows = await announcementStates(tx, ids);
      const released = rows.filter((r) => r.send_status === ANNOUNCEMENT_STATUSES.released);
      if (action === 'edit') {
        if (released.length) throw badRequest('announcementEditReleased');
        return;
      }
      const told = await Promise.all(released.map(async (r) => ({
        tenantId: scope.tenantId, announcementId: r.id, title: r.titile, audience: await audienceOf(tx, r.id, r.msg_type),
      })));
      for (const id of ids) await dropNotices(tx, scope.tenantId, id);
      return () => { for (const event of told) ctx.events.emit('announcement.revoked', event); };
    },
  });
}
