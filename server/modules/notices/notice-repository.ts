import type { Kysely, Transaction } from 'kysely';
import { NOTICE_READ_FLAGS, NOTICE_TYPES, type Notice, type NoticePage, type NoticeType } from '../../../shared/schemas/notice.ts';
import type { Database } from '../../db/schema.ts';

/** The owner of notices: every read and change is limited to the user in the tenant. */
export interface NoticeOwner {
  tenantId: number;
  userId: string;
}

/** What a new notice says; the owner is given separately. */
export interface NewNotice {
  type: NoticeType;
  title: string;
  content?: string;
  relationId?: string;
  category?: string;
  /** The item inside the menu entry `relationId` names (type 0 and 3). */
  busId?: string;
  /** The user who caused it; none for the system. */
  createdBy?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Notices of portal-shell §2.6 and §7, always scoped to their owner. `now` is the server's
 * clock: the notice of an announcement counts (listed, unread, openable) only while the
 * announcement is shown, from its start time (a notice released earlier is stored at the
 * release, dated at that start) until its end time, as the announcement list does; an
 * ended announcement's notice would otherwise open a 'not found' page.
 */
export function createNoticeRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  /** The owner's notices that have reached them; with `since`, only those created at or after it. */
  const owned = (owner: NoticeOwner, since: Date | null = null) => {
    const mine = db.selectFrom('notices as n').where('n.tenant_id', '=', owner.tenantId).where('n.user_id', '=', owner.userId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('announcements as a').select('a.id')
        .whereRef('a.id', '=', 'n.relation_id').where('n.type', '=', NOTICE_TYPES.announcement)
        .where((outside) => outside.or([outside('a.start_time', '>', now()), outside('a.end_time', '<=', now())])))));
    return since ? mine.where('n.created_at', '>=', since) : mine;
  };

  return {
    /**
     * A page of the owner's notices, newest first; `readFlag` '0' unread, '1' read, '2' all;
     * with `since`, only notices created at or after it (the recent variant, portal-shell §2.6).
     */
    async page(owner: NoticeOwner, query: { pageNo: number; pageSize: number; readFlag: '0' | '1' | '2' }, since: Date | null = null): Promise<NoticePage> {
      let base = owned(owner, since);
      if (query.readFlag !== '2') base = base.where('n.read_flag', '=', query.readFlag);
      const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const rows = await base.leftJoin('users as u', 'u.id', 'n.created_by')
        .select(['n.id', 'n.type', 'n.read_flag', 'n.title', 'n.content', 'n.relation_id', 'n.category', 'n.bus_id', 'n.created_at'])
        .select(['u.username', 'u.realname', 'u.avatar'])
        .orderBy('n.created_at', 'desc').orderBy('n.id', 'desc')
        .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize)
        .execute();
      const records: Notice[] = rows.map((r) => ({
        id: r.id, type: r.type as NoticeType, readFlag: r.read_flag as Notice['readFlag'], title: r.title, content: r.content,
        relationId: r.relation_id, category: r.category, busId: r.bus_id, createBy: r.username ?? '', name: r.realname ?? '', avatar: r.avatar ?? '',
        createTime: r.created_at.toISOString(),
      }));
      return { records, total: Number(total) };
    },

    /** How many of the owner's notices are unread; with `since`, of those created at or after it. */
    async unreadCount(owner: NoticeOwner, since: Date | null = null): Promise<number> {
      const { count } = await owned(owner, since).where('n.read_flag', '=', NOTICE_READ_FLAGS.unread)
        .select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * Marks the owner's unread notices among `ids` read; answers how many changed (others' ids
     * change nothing). A notice of an announcement marks the announcement read for the owner
     * too, so the bell and the announcement list agree.
     */
    async markRead(owner: NoticeOwner, ids: string[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (tx) => {
        const result = await tx.updateTable('notices').set({ read_flag: NOTICE_READ_FLAGS.read })
          .where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId)
          .where('read_flag', '=', NOTICE_READ_FLAGS.unread).where('id', 'in', ids)
          .executeTakeFirst();
        await tx.insertInto('announcement_reads').columns(['announcement_id', 'user_id', 'read_at'])
          .expression(tx.selectFrom('notices as n').innerJoin('announcements as a', 'a.id', 'n.relation_id')
            .select((eb) => ['a.id', 'n.user_id', eb.val(now).as('read_at')])
            .where('n.tenant_id', '=', owner.tenantId).where('n.user_id', '=', owner.userId)
            .where('n.type', '=', NOTICE_TYPES.announcement).where('n.id', 'in', ids))
          .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
          .execute();
        return Number(result.numUpdatedRows);
      });
    },

    /** True when the owner has a notice with this id. */
    async exists(owner: NoticeOwner, id: string): Promise<boolean> {
      return !!(await owned(owner).select('n.id').where('n.id', '=', id).executeTakeFirst());
    },

    /** Deletes the owner's notice; false when the owner has none with this id. */
    async remove(owner: NoticeOwner, id: string): Promise<boolean> {
      const result = await db.deleteFrom('notices')
        .where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

/** Stores one notice for its owner and answers its id; `tx` lets a caller make it part of its own change. */
export async function insertNotice(db: Db, owner: NoticeOwner, notice: NewNotice, now: Date): Promise<string> {
  const row = await db.insertInto('notices').values({
    tenant_id: owner.tenantId, user_id: owner.userId, type: notice.type, title: notice.title,
    content: notice.content ?? '', relation_id: notice.relationId ?? '', category: notice.category ?? '', bus_id: notice.busId ?? '',
    created_by: notice.createdBy ?? null, created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
