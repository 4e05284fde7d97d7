import type { Kysely } from 'kysely';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '../../../shared/schemas/announcement.ts';
import type { Database } from '../../db/schema.ts';
import type { Audience } from '../../lib/domain-events.ts';

/** A released announcement whose start time has come: what its audience is told. */
export interface StartedAnnouncement {
  tenantId: number;
  announcementId: string;
  title: string;
  audience: Audience;
}

/**
 * The released announcements, of every tenant, whose start time falls in `(after, upTo]` and
 * that were released before it (a release at or after its start was pushed at the release,
 * so it is not told twice), not yet ended at `upTo`. Revoked and draft ones are left out by
 * their status. The range is a scan of `announcements_start_idx` (migration 0011).
 */
export async function announcementsStartedBetween(db: Kysely<Database>, after: Date, upTo: Date): Promise<StartedAnnouncement[]> {
  const rows = await db.selectFrom('announcements')
    .select(['id', 'tenant_id', 'titile', 'msg_type'])
    .where('send_status', '=', ANNOUNCEMENT_STATUSES.released)
    .where('start_time', '>', after).where('start_time', '<=', upTo)
    .whereRef('send_time', '<', 'start_time')
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', upTo)]))
    .orderBy('start_time').orderBy('id')
    .execute();
  const named = rows.filter((r) => r.msg_type === ANNOUNCEMENT_AUDIENCES.users).map((r) => r.id);
  const members = named.length === 0 ? [] : await db.selectFrom('announcement_users').select(['announcement_id', 'user_id'])
    .where('announcement_id', 'in', named).orderBy('user_id').execute();
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    announcementId: r.id,
    title: r.titile,
    audience: r.msg_type === ANNOUNCEMENT_AUDIENCES.users
      ? { kind: 'users', userIds: members.filter((m) => m.announcement_id === r.id).map((m) => m.user_id) }
      : { kind: 'all' },
  }));
}
