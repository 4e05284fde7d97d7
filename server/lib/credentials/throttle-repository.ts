import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The database or the transaction a statement runs in (a Transaction is a Kysely). */
type Executor = Kysely<Database>;

/** When a key locks and for how long: after `limit` failures, `firstLockMs` doubling per further failure up to `maxLockMs`. */
export interface ThrottleRule {
  limit: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

/**
 * Counts one failure on `key` unless it is locked at `now`, in one statement: true when counted,
 * false (nothing changed) when locked. A count older than `forgetAfterMs` starts again at one;
 * from `limit` failures on, the key locks for `firstLockMs`, doubling per failure up to `maxLockMs`.
 */
export async function reserveThrottleAttempt(db: Executor, key: string, rule: ThrottleRule, now: Date): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - rule.forgetAfterMs);
  const next = sql<number>`(case when t.last_failure_at < ${forgetBefore} then 1 else t.failures + 1 end)`;
  const lockFor = (failures: unknown) => sql`case when ${failures} >= ${rule.limit}
    then ${now}::timestamptz + least(${rule.firstLockMs}::float8 * power(2, ${failures} - ${rule.limit}), ${rule.maxLockMs}::float8) * interval '1 millisecond'
    end`;
  // The WHERE of DO UPDATE runs on the row locked by the conflict, so check and count are one step.
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttle as t (key, failures, locked_until, last_failure_at)
    values (${key}, 1, ${lockFor(sql`1`)}, ${now})
    on conflict (key) do update set failures = ${next}, locked_until = ${lockFor(next)}, last_failure_at = ${now}
    where t.locked_until is null or t.locked_until <= ${now}
    returning t.failures`.execute(db);
  return rows.length > 0;
}

/** Takes one counted failure of `key` back; a lock it caused (the count falls under `limit`) opens again. */
export async function giveBackThrottleAttempt(db: Executor, key: string, limit: number): Promise<void> {
  await sql`update login_throttle set failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 >= ${limit} then locked_until end
    where key = ${key}`.execute(db);
}

/** Until when `key` is locked; null when it is not or has no row. */
export async function throttleLockedUntil(db: Executor, key: string): Promise<Date | null> {
  const row = await db.selectFrom('login_throttle').select('locked_until').where('key', '=', key).executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Forgets every failure of `key` (a right secret for an account). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
