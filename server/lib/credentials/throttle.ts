import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

/** When a key locks and for how long: after `limit` failures, `firstLockMs` doubling per further failure up to `maxLockMs`. */
export interface ThrottleRule {
  limit: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

/**
 * The account rule is the main defence: one account, 5 guesses, then 30 s, 60 s, … up to
 * an hour. It is not configurable (it protects every account the same way).
 */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, firstLockMs: 30_000, maxLockMs: 60 * 60_000, forgetAfterMs: 24 * 60 * 60_000 };

/**
 * The address rule only slows a spray across many accounts from one address. Behind NAT a
 * whole office shares an address, so its lock is short and configurable (config.ts,
 * `DKP_LOGIN_ADDRESS_*`).
 */
export const DEFAULT_ADDRESS_RULE: ThrottleRule = { limit: 30, firstLockMs: 10_000, maxLockMs: 5 * 60_000, forgetAfterMs: 60 * 60_000 };

export type ThrottleKey = { kind: 'account' | 'address'; value: string };
const keyText = (k: ThrottleKey) => `${k.kind}:${k.value.toLowerCase()}`;

/**
 * Login back-off kept in the database, so every server process sees the same counts.
 * An attempt is reserved (counted as a failure) *before* the secret is checked, in one
 * atomic statement that refuses when the key is locked: however many requests race, at most
 * `limit` of them get to the check before the lock. A right secret, or an attempt that ended
 * before any verdict (captcha wrong, server busy), gives the reservation back.
 */
export function createLoginThrottle(db: Kysely<Database>, addressRule: ThrottleRule = DEFAULT_ADDRESS_RULE) {
  const ruleOf = (key: ThrottleKey) => (key.kind === 'account' ? ACCOUNT_RULE : addressRule);

  /** Counts one attempt on `key`; false (nothing changed) when the key is locked at `now`. */
  async function reserveOne(key: ThrottleKey, now: Date): Promise<boolean> {
    const rule = ruleOf(key);
    const forgetBefore = new Date(now.getTime() - rule.forgetAfterMs);
    const next = sql<number>`(case when t.last_failure_at < ${forgetBefore} then 1 else t.failures + 1 end)`;
    const lockFor = (failures: unknown) => sql`case when ${failures} >= ${rule.limit}
      then ${now}::timestamptz + least(${rule.firstLockMs}::float8 * power(2, ${failures} - ${rule.limit}), ${rule.maxLockMs}::float8) * interval '1 millisecond'
      end`;
    // The WHERE of DO UPDATE runs on the row locked by the conflict, so check and count are one step.
    const { rows } = await sql<{ failures: number }>`
      insert into login_throttle as t (key, failures, locked_until, last_failure_at)
      values (${keyText(key)}, 1, ${lockFor(sql`1`)}, ${now})
      on conflict (key) do update set failures = ${next}, locked_until = ${lockFor(next)}, last_failure_at = ${now}
      where t.locked_until is null or t.locked_until <= ${now}
      returning t.failures`.execute(db);
    return rows.length > 0;
  }

  /** Takes one counted attempt back; a lock it caused opens again. */
  async function giveBack(key: ThrottleKey) {
    await sql`update login_throttle set failures = greatest(failures - 1, 0),
        locked_until = case when failures - 1 >= ${ruleOf(key).limit} then locked_until end
      where key = ${keyText(key)}`.execute(db);
  }

  async function lockedMs(key: ThrottleKey, now: Date): Promise<number> {
    const row = await db.selectFrom('login_throttle').select('locked_until').where('key', '=', keyText(key)).executeTakeFirst();
    return Math.max(1000, (row?.locked_until?.getTime() ?? 0) - now.getTime());
  }

  /** Reserves an attempt on every key, or throws 429 with Retry-After (no key keeps a count then). */
  async function reserve(keys: ThrottleKey[], now: Date) {
    for (const [i, key] of keys.entries()) {
      if (await reserveOne(key, now)) continue;
      for (const taken of keys.slice(0, i)) await giveBack(taken);
      const seconds = Math.ceil((await lockedMs(key, now)) / 1000);
      throw new AppError(429, 'tooManyAttempts', { seconds }, { 'retry-after': String(seconds) });
    }
  }

  return {
    /**
     * One guarded attempt: reserves it on `keys` (429 when one is locked), then runs `check`.
     * A non-null answer is a success: the account keys are cleared (unless `clearAccount` is
     * false, for a step that proves less than a sign-in), the address keys given back. `null`
     * is a failure and stays counted. A throw is no verdict: every key is given back and the
     * error goes on.
     */
    async attempt<T>(keys: ThrottleKey[], now: Date, check: () => Promise<T | null | undefined>, options: { clearAccount?: boolean } = {}): Promise<T | null> {
      await reserve(keys, now);
      let result: T | null | undefined;
      try {
        result = await check();
      } catch (error) {
        for (const key of keys) await giveBack(key);
        throw error;
      }
      if (result === null || result === undefined) return null;
      for (const key of keys) {
        if (key.kind === 'account' && options.clearAccount !== false) await db.deleteFrom('login_throttle').where('key', '=', keyText(key)).execute();
        else await giveBack(key);
      }
      return result;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
