import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { clearThrottle, giveBackThrottleAttempt, reserveThrottleAttempt, throttleLockedUntil, type ThrottleRule } from './throttle-repository.ts';

export type { ThrottleRule };

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
  const reserveOne = (key: ThrottleKey, now: Date) => reserveThrottleAttempt(db, keyText(key), ruleOf(key), now);

  /** Takes one counted attempt back; a lock it caused opens again. */
  const giveBack = (key: ThrottleKey) => giveBackThrottleAttempt(db, keyText(key), ruleOf(key).limit);

  async function lockedMs(key: ThrottleKey, now: Date): Promise<number> {
    const lockedUntil = await throttleLockedUntil(db, keyText(key));
    return Math.max(1000, (lockedUntil?.getTime() ?? 0) - now.getTime());
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
        if (key.kind === 'account' && options.clearAccount !== false) await clearThrottle(db, keyText(key));
        else await giveBack(key);
      }
      return result;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
