import { sql, type Kysely } from 'kysely';
import {
  ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES, type Announcement, type AnnouncementPage,
} from '../../../shared/schemas/announcement.ts';
import { NOTICE_READ_FLAGS, NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import type { Database } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';

/** Who reads, where and when: visibility depends on all three. */
export interface ReaderScope {
  tenantId: number;
  userId: string;
  now: Date;
}

/** Which of the reader's announcements to answer. */
export interface ReaderListQuery {
  /** '0' unread, '1' read, '2' both. */
  readFlag: '0' | '1' | '2';
  msgCategory?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Announcements as their audience sees them (portal-shell §2.6, §7). One is visible to a
 * reader when it is released, in the reader's tenant, inside its start/end window, and its
 * audience is everyone ('ALL', decided now, so users created after the release are in it)
 * or names the reader.
 */
export function createAnnouncementRepository(db: Kysely<Database>) {
  const visible = (scope: ReaderScope) => db.selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', scope.userId))
    .where('a.tenant_id', '=', scope.tenantId)
    .where('a.send_status', '=', ANNOUNCEMENT_STATUSES.released)
    .where((eb) => eb.or([eb('a.start_time', 'is', null), eb('a.start_time', '<=', scope.now)]))
    .where((eb) => eb.or([eb('a.end_time', 'is', null), eb('a.end_time', '>', scope.now)]))
    .where((eb) => eb.or([
      eb('a.msg_type', '=', ANNOUNCEMENT_AUDIENCES.all),
      eb.exists(eb.selectFrom('announcement_users as au').select('au.user_id')
        .whereRef('au.announcement_id', '=', 'a.id').where('au.user_id', '=', scope.userId)),
    ]));

  const columns = [
    'a.id', 'a.titile', 'a.msg_content', 'a.sender', 'a.priority', 'a.msg_category', 'a.open_type', 'a.open_page',
    'a.bus_id', 'a.send_time', 'a.created_at',
  ] as const;
  const readColumn = sql<boolean>`r.user_id is not null`.as('read');

  return {
    /** A page of the reader's visible announcements, newest first by when each reached the reader (its release, or its later start). */
    async list(scope: ReaderScope, query: ReaderListQuery): Promise<AnnouncementPage> {
      let base = visible(scope);
      if (query.readFlag === '0') base = base.where('r.user_id', 'is', null);
      if (query.readFlag === '1') base = base.where('r.user_id', 'is not', null);
      if (query.msgCategory) base = base.where('a.msg_category', '=', query.msgCategory);
      const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const rows = await base.select(columns).select(readColumn)
        .orderBy(sql`greatest(a.send_time, a.start_time)`, 'desc').orderBy('a.id', 'desc').limit(query.limit).offset(query.offset).execute();
      return { records: rows.map(toAnnouncement), total: Number(total) };
    },

    /** The announcement when the reader may see it, else null. */
    async findVisible(scope: ReaderScope, id: string): Promise<Announcement | null> {
      const row = await visible(scope).select(columns).select(readColumn).where('a.id', '=', id).executeTakeFirst();
      return row ? toAnnouncement(row) : null;
    },

    /** Any announcement of the tenant, whatever its state (for its administrators), else null. */
    async findInTenant(scope: ReaderScope, id: string): Promise<Announcement | null> {
      const row = await db.selectFrom('announcements as a')
        .leftJoin('announcement_reads as r', (join) => join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', scope.userId))
        .select(columns).select(readColumn)
        .where('a.tenant_id', '=', scope.tenantId).where('a.id', '=', id).executeTakeFirst();
      return row ? toAnnouncement(row) : null;
    },

    /**
     * Marks a visible announcement read for the reader, and the reader's notice of it;
     * reading twice changes nothing. False when the reader may not see it.
     */
    async markRead(scope: ReaderScope, id: string): Promise<boolean> {
      if (!(await visible(scope).select('a.id').where('a.id', '=', id).executeTakeFirst())) return false;
      // Both or neither, so the bell and the announcement list never disagree.
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('announcement_reads').values({ announcement_id: id, user_id: scope.userId, read_at: scope.now })
          .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing()).execute();
        await tx.updateTable('notices').set({ read_flag: NOTICE_READ_FLAGS.read })
          .where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId)
          .where('type', '=', NOTICE_TYPES.announcement).where('relation_id', '=', id).execute();
      });
      return true;
    },
  };
}
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;

interface ReaderRow {
  id: string; titile: string; msg_content: string; sender: string; priority: string; msg_category: string;
  open_type: string | null; open_page: string; bus_id: string; send_time: Date | null; created_at: Date; read: boolean;
}

// Sanitised again on the way out: content stored before a tighter allowlist is held to the current one.
function toAnnouncement(row: ReaderRow): Announcement {
  return {
    id: row.id, titile: row.titile, msgContent: sanitizeRichText(row.msg_content), sender: row.sender,
    priority: row.priority as Announcement['priority'], msgCategory: row.msg_category as Announcement['msgCategory'],
    openType: row.open_type as Announcement['openType'], openPage: row.open_page, busId: row.bus_id,
    sendTime: row.send_time?.toISOString() ?? null, createTime: row.created_at.toISOString(), readFlag: row.read ? '1' : '0',
  };
}
