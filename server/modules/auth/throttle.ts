import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Failures allowed before a key is locked: an account, and a client address (offices share one behind NAT). */
export const MAX_FAILURES = { account: 5, address: 20 } as const;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 60 * 60_000;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };
const keyText = (k: ThrottleKey) => `${k.kind}:${k.value.toLowerCase()}`;

/**
 * Login back-off kept in the database, so every server process sees the same counts.
 * After the limit, each further failure doubles the lock (30 s, 60 s, … up to 1 h).
 */
export function createLoginThrottle(db: Kysely<Database>) {
  return {
    /** Milliseconds until the first locked key of `keys` opens again, or 0. */
    async lockedFor(keys: ThrottleKey[], now: Date): Promise<number> {
      const rows = await db.selectFrom('login_throttle').select('locked_until')
        .where('key', 'in', keys.map(keyText)).where('locked_until', '>', now).execute();
      return Math.max(0, ...rows.map((r) => r.locked_until!.getTime() - now.getTime()));
    },

    async recordFailure(keys: ThrottleKey[], now: Date) {
      for (const key of keys) {
        const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', keyText(key)).executeTakeFirst();
        const fresh = !row || now.getTime() - row.last_failure_at.getTime() > FORGET_AFTER_MS;
        const failures = fresh ? 1 : row.failures + 1;
        const over = failures - MAX_FAILURES[key.kind];
        const lockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(FIRST_LOCK_MS * 2 ** over, MAX_LOCK_MS)) : null;
        await db.insertInto('login_throttle')
          .values({ key: keyText(key), failures, locked_until: lockedUntil, last_failure_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ failures, locked_until: lockedUntil, last_failure_at: now }))
          .execute();
      }
    },

    /** A successful sign-in clears the account's count (not the address's). */
    async clear(key: ThrottleKey) {
      await db.deleteFrom('login_throttle').where('key', '=', keyText(key)).execute();
    },
  };
}
