import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DomainEventBus } from '../../lib/domain-events.ts';

/** A session as the server sees it on each request. */
export interface ActiveSession {
  tokenHash: string;
  userId: string;
  username: string;
  tenantId: number;
  kind: 'password' | 'other';
  orgCode: string;
  expiresAt: Date;
  /** False when the user was frozen or deleted, or the tenant frozen, after signing in. */
  active: boolean;
  /** The user's password state, for the password-update check (portal-shell §2.2). */
  passwordMustChange: boolean;
  passwordChangedAt: Date;
}

/** SHA-256 of a token: what the database stores instead of the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions by opaque token (256 random bits), stored only as a hash (architecture §4). */
export function createSessionRepository(db: Kysely<Database>, events?: Pick<DomainEventBus, 'emit'>) {
  return {
    /** Opens a session and returns its token, which is shown once and never stored. */
    async create(values: { userId: string; tenantId: number; kind: 'password' | 'other'; orgCode: string; ip: string; expiresAt: Date }) {
      const token = randomBytes(32).toString('base64url');
      await db.insertInto('sessions').values({
        token_hash: hashToken(token), user_id: values.userId, tenant_id: values.tenantId, kind: values.kind,
        org_code: values.orgCode, ip: values.ip, expires_at: values.expiresAt,
      }).execute();
      return token;
    },

    async find(token: string): Promise<ActiveSession | null> {
      const row = await db.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('tenants as t', 't.id', 's.tenant_id')
        .select(['s.token_hash', 's.user_id', 'u.username', 's.tenant_id', 's.kind', 's.org_code', 's.expires_at', 'u.status', 'u.del_flag'])
        .select(['u.password_must_change', 'u.password_changed_at'])
        .select('t.status as tenant_status')
        .where('s.token_hash', '=', hashToken(token)).executeTakeFirst();
      if (!row) return null;
      return {
        tokenHash: row.token_hash, userId: row.user_id, username: row.username, tenantId: row.tenant_id, kind: row.kind,
        orgCode: row.org_code, expiresAt: row.expires_at, active: row.status === 1 && !row.del_flag && row.tenant_status === 1,
        passwordMustChange: row.password_must_change, passwordChangedAt: row.password_changed_at,
      };
    },

    /**
     * Of the given token hashes, those whose session is still live at `now` (not expired, user
     * and tenant active, the rule of {@link ActiveSession.active}), each with its tenant. One
     * query for many sessions: realtime push re-checks every connected socket's session.
     */
    async liveTenants(tokenHashes: string[], now: Date): Promise<Map<string, number>> {
      if (tokenHashes.length === 0) return new Map();
      const rows = await db.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('tenants as t', 't.id', 's.tenant_id')
        .select(['s.token_hash', 's.tenant_id'])
        .where('s.token_hash', 'in', tokenHashes).where('s.expires_at', '>', now)
        .where('u.status', '=', 1).where('u.del_flag', '=', false).where('t.status', '=', 1)
        .execute();
      return new Map(rows.map((row) => [row.token_hash, row.tenant_id]));
    },

    async extend(tokenHash: string, expiresAt: Date) {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    },

    async setOrgCode(tokenHash: string, orgCode: string) {
      await db.updateTable('sessions').set({ org_code: orgCode }).where('token_hash', '=', tokenHash).execute();
    },

    /** Ends one session (logout, found expired); tells `sessions.changed`. */
    async remove(tokenHash: string) {
      const row = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
      if (row) events?.emit('sessions.changed', { userId: row.user_id });
    },

    /** Ends every session of a user (password change, freezing, deletion); tells `sessions.changed`. */
    async removeAllOfUser(userId: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      events?.emit('sessions.changed', { userId });
    },

    async removeExpired(now: Date) {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
