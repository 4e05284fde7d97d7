import type { Kysely, Selectable } from 'kysely';
import type { Database, ScanLoginsTable } from '../../db/schema.ts';

/** A stored scan-code login request. */
export type ScanLoginRow = Selectable<ScanLoginsTable>;

/** States in which the phone may still act on a request. */
const OPEN = ['pending', 'scanned'];

/**
 * Scan-code login requests. Every change is one conditional UPDATE, so two phones (or two
 * polls) racing on one request cannot both win.
 */
export function createScanLoginRepository(db: Kysely<Database>) {
  return {
    async create(values: { id: string; pollSecretHash: string; ip: string; agent: string; createdAt: Date; expiresAt: Date }) {
      // Requests are useless after expiry; those older than a day are dropped as new ones come.
      await db.deleteFrom('scan_logins').where('expires_at', '<', new Date(values.createdAt.getTime() - 86_400_000)).execute();
      await db.insertInto('scan_logins').values({
        id: values.id, poll_secret_hash: values.pollSecretHash, desktop_ip: values.ip, desktop_agent: values.agent,
        created_at: values.createdAt, expires_at: values.expiresAt,
      }).execute();
    },

    async find(id: string): Promise<ScanLoginRow | null> {
      return (await db.selectFrom('scan_logins').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * Moves an open, unexpired request that no other user has taken to `status` for `user`
     * (the phone's session); `null` when it cannot.
     */
    async takeBy(id: string, user: { userId: string; tenantId: number | null; orgCode: string }, status: 'scanned' | 'confirmed' | 'refused', now: Date) {
      const row = await db.updateTable('scan_logins')
        .set({ status, user_id: user.userId, tenant_id: user.tenantId, org_code: user.orgCode })
        .where('id', '=', id).where('status', 'in', OPEN).where('expires_at', '>', now)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.userId)]))
        .returningAll().executeTakeFirst();
      return row ?? null;
    },

    /** Marks a confirmed, unexpired request as used; answers it only to the one caller that did. */
    /** A user's id by mobile, when exactly one active user has it. */
    async userIdByMobile(mobile: string): Promise<string | null> {
      const rows = await db.selectFrom('users').select('id').where('phone', '=', mobile)
        .where('del_flag', '=', false).where('status', '=', 1).limit(2).execute();
      return rows.length === 1 ? rows[0]!.id : null;
    },

    async complete(id: string, now: Date): Promise<ScanLoginRow | null> {
      const row = await db.updateTable('scan_logins').set({ status: 'completed' })
        .where('id', '=', id).where('status', '=', 'confirmed').where('expires_at', '>', now)
        .returningAll().executeTakeFirst();
      return row ?? null;
    },
  };
}
export type ScanLoginRepository = ReturnType<typeof createScanLoginRepository>;
