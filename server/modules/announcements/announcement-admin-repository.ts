import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES, type AnnouncementAdmin, type AnnouncementAdminPage, type AnnouncementAdminQuery,
} from '../../../shared/schemas/announcement.ts';
import { NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import type { AnnouncementsTable, Database } from '../../db/schema.ts';
import type { Audience } from '../../lib/domain-events.ts';
import type { CheckedAnnouncement } from './announcement-rules.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';

/** The sort columns the administration list allows, mapped to SQL; the client never names a column. */
const SORT_COLUMNS = {
  createTime: 'a.created_at', sendTime: 'a.send_time', priority: 'a.priority', titile: 'a.titile',
} as const satisfies Record<AnnouncementAdminQuery['column'], string>;

/** What a release or revocation changed: the title and who is reached. */
export interface AnnouncementChange {
  title: string;
  audience: Audience;
}

/** What a release changed, and whether its start time is still to come (then nobody is told yet: the start watcher tells them at the start). */
export interface AnnouncementRelease extends AnnouncementChange {
  startsLater: boolean;
}

/** Why a release or revocation did not happen; `ended` is a release after the announcement's end time. */
export type ChangeRefusal = 'notFound' | 'wrongState' | 'ended';

type Tx = Transaction<Database>;

/** Announcement administration (widgets-admin §2, §4): list, create, edit, delete, release, revoke. */
export function createAnnouncementAdminRepository(db: Kysely<Database>) {
  async function audienceOf(tx: Kysely<Database> | Tx, id: string, msgType: string): Promise<Audience> {
    if (msgType === ANNOUNCEMENT_AUDIENCES.all) return { kind: 'all' };
    const rows = await tx.selectFrom('announcement_users').select('user_id').where('announcement_id', '=', id).orderBy('user_id').execute();
    return { kind: 'users', userIds: rows.map((r) => r.user_id) };
  }
  async function setUsers(tx: Tx, id: string, userIds: string[]) {
    await tx.deleteFrom('announcement_users').where('announcement_id', '=', id).execute();
    if (userIds.length) await tx.insertInto('announcement_users').values(userIds.map((user_id) => ({ announcement_id: id, user_id }))).execute();
  }
  // The bell's notices of an announcement go when it is revoked, released again or deleted.
  const dropNotices = (tx: Tx, tenantId: number, id: string) => tx.deleteFrom('notices')
    .where('tenant_id', '=', tenantId).where('type', '=', NOTICE_TYPES.announcement).where('relation_id', '=', id).execute();
  const values = (a: CheckedAnnouncement) => ({
    titile: a.titile, msg_content: a.msgContent, sender: a.sender, priority: a.priority, msg_category: a.msgCategory,
    msg_type: a.msgType, start_time: a.startTime, end_time: a.endTime, open_type: a.openType, open_page: a.openPage, bus_id: a.busId,
  });

  return {
    /** A page of the tenant's announcements, filtered and sorted through the allowlist. */
    async list(tenantId: number, query: AnnouncementAdminQuery): Promise<AnnouncementAdminPage> {
      let base = db.selectFrom('announcements as a').where('a.tenant_id', '=', tenantId);
      if (query.titile?.trim()) base = base.where(sql<boolean>`strpos(lower(a.titile), lower(${query.titile.trim()})) > 0`);
      if (query.sendStatus) base = base.where('a.send_status', '=', query.sendStatus);
      if (query.priority) base = base.where('a.priority', '=', query.priority);
      if (query.msgCategory) base = base.where('a.msg_category', '=', query.msgCategory);
      const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const rows = await base.leftJoin('users as u', 'u.id', 'a.created_by').selectAll('a').select('u.username')
        .orderBy(sql.ref(SORT_COLUMNS[query.column]), sql.raw(query.order === 'asc' ? 'asc nulls first' : 'desc nulls last'))
        .orderBy('a.id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
      const named = rows.length === 0 ? [] : await db.selectFrom('announcement_users').select(['announcement_id', 'user_id'])
        .where('announcement_id', 'in', rows.map((r) => r.id)).orderBy('user_id').execute();
      const usersOf = (id: string) => named.filter((n) => n.announcement_id === id).map((n) => n.user_id);
      return { records: rows.map((row) => toAdmin(row, usersOf(row.id))), total: Number(total) };
    },

    /** One announcement of the tenant with its audience, else null. */
    async get(tenantId: number, id: string): Promise<AnnouncementAdmin | null> {
      const row = await db.selectFrom('announcements as a').leftJoin('users as u', 'u.id', 'a.created_by').selectAll('a').select('u.username')
        .where('a.tenant_id', '=', tenantId).where('a.id', '=', id).executeTakeFirst();
      if (!row) return null;
      const audience = await audienceOf(db, id, row.msg_type);
      return toAdmin(row, audience.kind === 'users' ? audience.userIds : []);
    },

    /** Stores a draft and answers its id. */
    async create(tenantId: number, authorId: string, input: CheckedAnnouncement, now: Date): Promise<string> {
      return db.transaction().execute(async (tx) => {
        const { id } = await tx.insertInto('announcements')
          .values({ ...values(input), tenant_id: tenantId, created_by: authorId, created_at: now, updated_at: now })
          .returning('id').executeTakeFirstOrThrow();
        await setUsers(tx, id, input.userIds);
        return id;
      });
    },

    /** Rewrites an announcement that is not released; `wrongState` when it is. */
    async update(tenantId: number, id: string, input: CheckedAnnouncement, now: Date): Promise<ChangeRefusal | null> {
      return db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom('announcements').select('send_status').where('tenant_id', '=', tenantId).where('id', '=', id)
          .forUpdate().executeTakeFirst();
        if (!row) return 'notFound';
        if (row.send_status === ANNOUNCEMENT_STATUSES.released) return 'wrongState';
        await tx.updateTable('announcements').set({ ...values(input), updated_at: now }).where('id', '=', id).execute();
        await setUsers(tx, id, input.userIds);
        return null;
      });
    },

    /** Deletes an announcement with its notices; answers what a released one reached, so its audience can be told. */
    async remove(tenantId: number, id: string): Promise<{ wasReleased: AnnouncementChange | null } | null> {
      return db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom('announcements').select(['titile', 'msg_type', 'send_status'])
          .where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) return null;
        const change = row.send_status === ANNOUNCEMENT_STATUSES.released ? { title: row.titile, audience: await audienceOf(tx, id, row.msg_type) } : null;
        await dropNotices(tx, tenantId, id);
        await tx.deleteFrom('announcements').where('id', '=', id).execute();
        return { wasReleased: change };
      });
    },

    /**
     * Releases a draft or revoked announcement whose end time has not passed: status released,
     * send time now, and a type-1 notice for each user of the audience as it stands now. A
     * release is a new send: what was read of an earlier one is unread again, like its notices.
     * With a start time to come, the notices are dated at that start: they, like the
     * announcement, reach their readers then (the notice repository hides them until then).
     */
    async release(tenantId: number, id: string, now: Date): Promise<AnnouncementRelease | ChangeRefusal> {
      return db.transaction().execute(async (tx) => {
        const row = await tx.updateTable('announcements')
          .set({ send_status: ANNOUNCEMENT_STATUSES.released, send_time: now, revoke_time: null, updated_at: now })
          .where('tenant_id', '=', tenantId).where('id', '=', id).where('send_status', '!=', ANNOUNCEMENT_STATUSES.released)
          .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
          .returning(['titile', 'msg_type', 'created_by', 'start_time']).executeTakeFirst();
        if (!row) {
          const found = await tx.selectFrom('announcements').select('send_status').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
          return !found ? 'notFound' : found.send_status === ANNOUNCEMENT_STATUSES.released ? 'wrongState' : 'ended';
        }
        await dropNotices(tx, tenantId, id);
        await tx.deleteFrom('announcement_reads').where('announcement_id', '=', id).execute();
        const startsLater = row.start_time !== null && row.start_time.getTime() > now.getTime();
        const noticeTime = startsLater ? row.start_time! : now;
        let members = tx.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
          .where('ut.tenant_id', '=', tenantId).where('u.del_flag', '=', false);
        if (row.msg_type === ANNOUNCEMENT_AUDIENCES.users) {
          members = members.where('u.id', 'in', tx.selectFrom('announcement_users').select('user_id').where('announcement_id', '=', id));
        }
        await tx.insertInto('notices').columns(['tenant_id', 'user_id', 'type', 'title', 'relation_id', 'created_by', 'created_at'])
          .expression(members.select((eb) => [
            eb.val(tenantId).as('tenant_id'), 'u.id', eb.val(NOTICE_TYPES.announcement).as('type'), eb.val(row.titile).as('title'),
            eb.val(id).as('relation_id'), eb.val(row.created_by).as('created_by'), eb.val(noticeTime).as('created_at'),
          ])).execute();
        return { title: row.titile, audience: await audienceOf(tx, id, row.msg_type), startsLater };
      });
    },

    /** Revokes a released announcement: it leaves its audience's lists and bells. */
    async revoke(tenantId: number, id: string, now: Date): Promise<AnnouncementChange | ChangeRefusal> {
      return db.transaction().execute(async (tx) => {
        const row = await tx.updateTable('announcements')
          .set({ send_status: ANNOUNCEMENT_STATUSES.revoked, revoke_time: now, updated_at: now })
          .where('tenant_id', '=', tenantId).where('id', '=', id).where('send_status', '=', ANNOUNCEMENT_STATUSES.released)
          .returning(['titile', 'msg_type']).executeTakeFirst();
        if (!row) return (await tx.selectFrom('announcements').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) ? 'wrongState' : 'notFound';
        await dropNotices(tx, tenantId, id);
        return { title: row.titile, audience: await audienceOf(tx, id, row.msg_type) };
      });
    },
  };
}
export type AnnouncementAdminRepository = ReturnType<typeof createAnnouncementAdminRepository>;

type AdminRow = Selectable<AnnouncementsTable> & { username: string | null };

// The content is sanitised on the way out as well (architecture §4).
function toAdmin(row: AdminRow, userIds: string[]): AnnouncementAdmin {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id, titile: row.titile, msgContent: sanitizeAnnouncementHtml(row.msg_content), sender: row.sender,
    priority: row.priority as AnnouncementAdmin['priority'], msgCategory: row.msg_category as AnnouncementAdmin['msgCategory'],
    msgType: row.msg_type as AnnouncementAdmin['msgType'], userIds: row.msg_type === ANNOUNCEMENT_AUDIENCES.users ? userIds : [],
    startTime: iso(row.start_time), endTime: iso(row.end_time), sendStatus: row.send_status as AnnouncementAdmin['sendStatus'],
    openType: row.open_type as AnnouncementAdmin['openType'], openPage: row.open_page, busId: row.bus_id,
    createBy: row.username ?? '', createTime: row.created_at.toISOString(), sendTime: iso(row.send_time), revokeTime: iso(row.revoke_time),
  };
}
