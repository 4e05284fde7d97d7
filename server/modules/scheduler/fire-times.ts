import { nextFireTimes } from '../../../shared/cron/quartz.ts';

/** The most fires one job turns into runs in one look (a job firing every second, looked at each second: one or two). */
const MAX_FIRES_PER_LOOK = 100;

/** The first fire of `expression` strictly after `after`, in `timeZone`; null when it never fires again. */
export function nextFireAfter(expression: string, after: Date, timeZone: string): Date | null {
  return nextFireTimes(expression, 1, after, timeZone)[0] ?? null;
}

/** What a look at a job's schedule found: the runs to insert, and the next fire left for a later look. */
export interface DueFires {
  runs: { fireTime: Date; trigger: 'schedule' | 'misfire' }[];
  next: Date | null;
}

/**
 * The runs due for a job whose next fire is `nextFire`, at `now`. The misfire policy (docs/
 * decisions.md "Scheduled jobs"): a fire later than `misfireMs` was missed (no process ran, or
 * they were all stopped): every fire missed up to now is run **once**, as one run of the first
 * missed fire time marked 'misfire', not once per fire. Fires found in time each get their run.
 */
export function dueFires(expression: string, nextFire: Date, now: Date, timeZone: string, misfireMs: number): DueFires {
  const next = nextFireAfter(expression, now, timeZone);
  if (nextFire.getTime() > now.getTime()) return { runs: [], next: nextFire };
  if (now.getTime() - nextFire.getTime() > misfireMs) return { runs: [{ fireTime: nextFire, trigger: 'misfire' }], next };
  const later = nextFireTimes(expression, MAX_FIRES_PER_LOOK, nextFire, timeZone).filter((t) => t.getTime() <= now.getTime());
  return { runs: [nextFire, ...later].map((fireTime) => ({ fireTime, trigger: 'schedule' as const })), next };
}
