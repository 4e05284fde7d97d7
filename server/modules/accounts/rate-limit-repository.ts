import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** A budget: at most `limit` hits per `windowMs`. */
export interface RateBudget {
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window request budgets kept in the database, so every server process counts the
 * same hits. Used for public calls that would otherwise let anyone probe the user table.
 */
export function createRateLimiter(db: Kysely<Database>) {
  return {
    /** Counts a hit of `key`; throws 429 with Retry-After once the window's budget is spent. */
    async hit(key: string, budget: RateBudget, now: Date): Promise<void> {
      const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
      const fresh = !row || now.getTime() - row.window_start.getTime() >= budget.windowMs;
      if (!fresh && row.hits >= budget.limit) {
        const seconds = Math.max(1, Math.ceil((row.window_start.getTime() + budget.windowMs - now.getTime()) / 1000));
        throw new AppError(429, 'tooManyRequests', { seconds }, { 'retry-after': String(seconds) });
      }
      const values = { key, window_start: fresh ? now : row.window_start, hits: fresh ? 1 : row.hits + 1 };
      await db.insertInto('rate_limits').values(values)
        .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: values.window_start, hits: values.hits }))
        .execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
