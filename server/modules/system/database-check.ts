import { AppError } from '../../lib/app-error.ts';

/** How long health waits for `select 1`: a load balancer must hear "down" quickly, not time out itself. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

/**
 * How long a database that answered counts as up without asking again. A load balancer (or
 * several) polling at thousands of calls a second then costs one `select 1` a second, not one
 * per call; a database that stops answering is reported at most this late.
 */
export const HEALTH_DB_REUSE_MS = 1000;

export interface DatabaseCheckOptions {
  /** One round trip to the database (`select 1`); rejects when it is down. */
  ping: () => Promise<unknown>;
  /** The app's clock (tests move it). */
  now: () => Date;
  timeoutMs?: number;
  reuseMs?: number;
}

/**
 * Health's database check: resolves when the database answers, throws 503
 * `databaseUnavailable` (with `Retry-After`) when it fails or does not answer within
 * `timeoutMs`. Callers arriving while a ping is under way share it, and a success is reused
 * for `reuseMs` from the moment that ping was sent; a failure is never reused, so the next
 * call asks again.
 */
export function createDatabaseCheck({ ping, now, timeoutMs = HEALTH_DB_TIMEOUT_MS, reuseMs = HEALTH_DB_REUSE_MS }: DatabaseCheckOptions) {
  /** Until when (on `now()`, ms) the last success holds. */
  let upUntil = -Infinity;
  let inFlight: Promise<void> | null = null;

  async function askOnce(): Promise<void> {
    const sentAt = now().getTime();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    const query = ping();
    // A query that lost the race may still fail later: that must not become an unhandled rejection.
    query.catch(() => undefined);
    try {
      await Promise.race([query, timeout]);
      upUntil = sentAt + reuseMs;
    } catch {
      upUntil = -Infinity;
      throw new AppError(503, 'databaseUnavailable', {}, { 'retry-after': '5' });
    } finally {
      clearTimeout(timer);
    }
  }

  return function databaseAnswers(): Promise<void> | undefined {
    if (now().getTime() < upUntil) return undefined;
    inFlight ??= askOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
