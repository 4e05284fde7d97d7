import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DomainEventBus } from '../../lib/domain-events.ts';
import type { ActiveSession } from '../../lib/active-session.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

export type { ActiveSession };

/** SHA-256 of a token: what the database stores instead of the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions by opaque token (256 random bits), stored only as a hash (architecture §4), and
 * kept in `cache` once read: the database is asked again only after a change was told.
 */
export function createSessionRepository(
  db: Kysely<Database>,
  events?: Pick<DomainEventBus, 'emit'>,
  cache: SessionCache = createSessionCache(),
) {
  const load = async (tokenHash: string): Promise<ActiveSession | null> => {
    const loadedAt = cache.generation();
    const row = await db.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .select(['s.token_hash', 's.user_id', 'u.username', 's.tenant_id', 's.kind', 's.org_code', 's.expires_at', 'u.status', 'u.del_flag'])
      .select(['u.password_must_change', 'u.password_changed_at'])
      .select('t.status as tenant_status')
      .where('s.token_hash', '=', tokenHash).executeTakeFirst();
    if (!row) return null;
    const session: ActiveSession = {
      tokenHash: row.token_hash, userId: row.user_id, username: row.username, tenantId: row.tenant_id, kind: row.kind,
      orgCode: row.org_code, expiresAt: row.expires_at, active: row.status === 1 && !row.del_flag && row.tenant_status === 1,
      passwordMustChange: row.password_must_change, passwordChangedAt: row.password_changed_at,
    };
    // Only a live session is worth keeping: a dead one is removed by whoever asked.
    if (session.active) cache.put(session, loadedAt);
    return session;
  };

  return {
    /**
     * Opens a session and returns its token, which is shown once and never stored; tells
     * `session.opened`. It is not kept here yet: a change written between the sign-in and the
     * first request (a frozen tenant, a locked user) reaches that request without waiting for
     * the database's notice.
     */
    async create(values: { userId: string; tenantId: number; kind: 'password' | 'other'; orgCode: string; ip: string; expiresAt: Date }) {
      const token = randomBytes(32).toString('base64url');
      await db.insertInto('sessions').values({
        token_hash: hashToken(token), user_id: values.userId, tenant_id: values.tenantId, kind: values.kind,
        org_code: values.orgCode, ip: values.ip, expires_at: values.expiresAt,
      }).execute();
      events?.emit('session.opened', { userId: values.userId, tenantId: values.tenantId });
      return token;
    },

    /**
     * The session of `token` at `now`, read at most once: the cached copy while it is live
     * then, else the database's row (a copy that looks expired may have been renewed by another
     * process, and a session not held is read anyway). The object is shared by every request of
     * the session until it changes: read it, change it only through this repository.
     */
    async find(token: string, now: Date): Promise<ActiveSession | null> {
      const tokenHash = hashToken(token);
      const held = cache.get(tokenHash);
      return held && held.active && held.expiresAt > now ? held : load(tokenHash);
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

    /** Moves the expiry on (sliding renewal); the cached copy follows. */
    async extend(tokenHash: string, expiresAt: Date) {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
      const cached = cache.get(tokenHash);
      if (cached) cached.expiresAt = expiresAt;
    },

    async setOrgCode(tokenHash: string, orgCode: string) {
      await db.updateTable('sessions').set({ org_code: orgCode }).where('token_hash', '=', tokenHash).execute();
      cache.drop(tokenHash);
    },

    /** Ends one session (logout, found expired); tells `sessions.changed`. */
    async remove(tokenHash: string) {
      const row = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
      cache.drop(tokenHash);
      if (row) events?.emit('sessions.changed', { userId: row.user_id });
    },

    /** Ends every session of a user (password change, freezing, deletion); tells `sessions.changed`. */
    async removeAllOfUser(userId: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      cache.dropUser(userId);
      events?.emit('sessions.changed', { userId });
    },

    /** What this repository keeps in memory, for the invalidations to reach. */
    cache,

    async removeExpired(now: Date) {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
