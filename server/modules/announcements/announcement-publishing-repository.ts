import type { Kysely, Transaction } from 'kysely';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '../../../shared/schemas/announcement.ts';
import { NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import type { Database } from '../../db/schema.ts';
import type { Audience } from '../../lib/domain-events.ts';

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

/** Who an announcement reaches: every user of the tenant, or those named in `announcement_users`. */
export async function audienceOf(tx: Kysely<Database>, id: string, msgType: string): Promise<Audience> {
  if (msgType === ANNOUNCEMENT_AUDIENCES.all) return { kind: 'all' };
  const rows = await tx.selectFrom('announcement_users').select('user_id').where('announcement_id', '=', id).orderBy('user_id').execute();
  return { kind: 'users', userIds: rows.map((r) => r.user_id) };
}

/** Removes the bell's notices of an announcement: when it is revoked, released again or deleted. */
export const dropNotices = (tx: Tx, tenantId: number, id: string) => tx.deleteFrom('notices')
  .where('tenant_id', '=', tenantId).where('type', '=', NOTICE_TYPES.announcement).where('relation_id', '=', id).execute();

/**
 * The announcement's own state changes beside the kit's writes (widgets-admin §4 "Announcements
 * released or revoked"): release to the audience, revoke; each in the transaction of the kit's
 * action that calls it (admin-routes.ts).
 */
export const announcementPublishing = {
  /**
   * Releases a draft or revoked announcement whose end time has not passed: status released,
   * send time now, and a type-1 notice for each user of the audience as it stands now. A
   * release is a new send: what was read of an earlier one is unread again, like its notices.
   * With a start time to come, the notices are dated at that start: they, like the
   * announcement, reach their readers then (the notice repository hides them until then).
   */
  async release(tx: Tx, tenantId: number, id: string, now: Date): Promise<AnnouncementRelease | ChangeRefusal> {
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
  },

  /** Revokes a released announcement: it leaves its audience's lists and bells. */
  async revoke(tx: Tx, tenantId: number, id: string, now: Date): Promise<AnnouncementChange | ChangeRefusal> {
    const row = await tx.updateTable('announcements')
      .set({ send_status: ANNOUNCEMENT_STATUSES.revoked, revoke_time: now, updated_at: now })
      .where('tenant_id', '=', tenantId).where('id', '=', id).where('send_status', '=', ANNOUNCEMENT_STATUSES.released)
      .returning(['titile', 'msg_type']).executeTakeFirst();
    if (!row) return (await tx.selectFrom('announcements').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()) ? 'wrongState' : 'notFound';
    await dropNotices(tx, tenantId, id);
    return { title: row.titile, audience: await audienceOf(tx, id, row.msg_type) };
  },
};

/** The author's real name (the sender an announcement defaults to), or undefined. */
export async function authorRealname(tx: Kysely<Database>, userId: string): Promise<string | undefined> {
  return (await tx.selectFrom('users').select('realname').where('id', '=', userId).executeTakeFirst())?.realname;
}

/** Those of `userIds` that are live users of the tenant. */
export async function liveMembersAmong(db: Kysely<Database>, tenantId: number, userIds: string[]): Promise<Set<string>> {
  return new Set((await db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
    .select('u.id').where('ut.tenant_id', '=', tenantId).where('u.del_flag', '=', false).where('u.id', 'in', userIds)
    .execute()).map((row) => row.id));
}

/** Makes `userIds` the named audience of an announcement (none for one to all). */
export async function replaceNamedAudience(tx: Tx, id: string, userIds: string[]): Promise<void> {
  await tx.deleteFrom('announcement_users').where('announcement_id', '=', id).execute();
  if (userIds.length) await tx.insertInto('announcement_users').values(userIds.map((user_id) => ({ announcement_id: id, user_id }))).execute();
}

/** The account names of the authors, by user id. */
export async function authorUsernames(db: Kysely<Database>, authorIds: string[]): Promise<Map<string, string>> {
  if (authorIds.length === 0) return new Map();
  return new Map((await db.selectFrom('users').select(['id', 'username']).where('id', 'in', authorIds).execute()).map((u) => [u.id, u.username]));
}

/** The named audiences of the announcements, user by user in id order. */
export const namedAudiences = (db: Kysely<Database>, announcementIds: string[]) => db.selectFrom('announcement_users').select(['announcement_id', 'user_id'])
  .where('announcement_id', 'in', announcementIds).orderBy('user_id').execute();

/** The title, audience kind and status of the announcements. */
export const announcementStates = (tx: Tx, ids: string[]) => tx.selectFrom('announcements').select(['id', 'titile', 'msg_type', 'send_status']).where('id', 'in', ids).execute();
