import { nextFireTimes } from '../../../shared/cron/quartz.ts';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import { DEFAULT_FIRE_INTERVAL_SECONDS, FIRE_INTERVAL_MAX_SECONDS, FIRE_INTERVAL_MIN_SECONDS } from '../../../shared/schemas/fire-interval.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Executor } from '../../kit/executor.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { readConfigValue, writeConfigValue } from './scheduled-job-repository.ts';

/** The `sys_config` key of the shortest interval between two fires, in seconds (a JSON number). */
export const FIRE_INTERVAL_KEY = 'schedule.minIntervalSeconds';

/**
 * How many fires from now are compared. A Quartz expression is a product of its parts, so
 * the closest fires it makes show up within its first fires (`* 0 0 1 1 ?` fires each second
 * of one minute a year: its next fires are all that minute); 50 covers the seconds, minutes
 * and hours parts with room, at well under a millisecond per check.
 */
const FIRES_COMPARED = 50;

/** The setting as stored, else the default; a value out of range (edited by hand) counts as the default. */
export async function readFireInterval(db: Executor): Promise<number> {
  const value = await readConfigValue(db, FIRE_INTERVAL_KEY);
  return typeof value === 'number' && Number.isInteger(value) && value >= FIRE_INTERVAL_MIN_SECONDS && value <= FIRE_INTERVAL_MAX_SECONDS
    ? value : DEFAULT_FIRE_INTERVAL_SECONDS;
}

/** Stores the setting (already validated by the route's schema). */
export async function writeFireInterval(db: Executor, seconds: number, now: Date): Promise<void> {
  await writeConfigValue(db, FIRE_INTERVAL_KEY, JSON.stringify(seconds), now);
}

/**
 * The shortest time between two consecutive fires among the next {@link FIRES_COMPARED} of
 * `expression` after `from`, in milliseconds; `null` when it fires once or never again.
 */
export function shortestFireGap(expression: string, from: Date, timeZone: string): number | null {
  const fires = nextFireTimes(expression, FIRES_COMPARED, from, timeZone);
  let shortest: number | null = null;
  for (let i = 1; i < fires.length; i++) {
    const gap = fires[i]!.getTime() - fires[i - 1]!.getTime();
    if (shortest === null || gap < shortest) shortest = gap;
  }
  return shortest;
}

/** Who is saving a schedule: the request's tenant, and what its user may do (asked inside the save's transaction). */
export type ScheduleAuthor = Pick<RequestScope, 'tenantId' | 'may'>;

/**
 * Refuses (400 'fireIntervalTooShort', naming the minimum) an expression whose fires come
 * closer than the platform's minimum (issue 21: a tenant's administrator made a push plan
 * fire, render and mail every second). The platform's administrators — in the platform
 * tenant, holding `system:config:edit`, so able to change the minimum anyway — may go lower.
 * `expression` has been checked as Quartz reads it.
 */
export async function checkFireInterval(ctx: Pick<AppContext, 'db' | 'now' | 'config'>, author: ScheduleAuthor, expression: string, db: Executor = ctx.db): Promise<void> {
  const gap = shortestFireGap(expression, ctx.now(), ctx.config.timeZone);
  if (gap === null) return;
  const seconds = await readFireInterval(db);
  if (gap >= seconds * 1000) return;
  if (author.tenantId === PLATFORM_TENANT_ID && author.may(PERMISSION_CODES.configEdit)) return;
  throw badRequest('fireIntervalTooShort', { seconds });
}
