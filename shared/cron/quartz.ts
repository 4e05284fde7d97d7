import { Cron, type CronOptions } from 'croner';

/**
 * Quartz cron expressions (widgets-admin §2 "Cron editors", issue 13): `second minute hour
 * day-of-month month day-of-week [year]`, with `?`, `L`, `W`, `LW`, `#`, weekdays Sunday 1 …
 * Saturday 7, and `L-n` (n days before the month's end). One module for the server's scheduler
 * and the editors' preview, so what the editor promises is what fires.
 *
 * Fire times come from croner (docs/decisions.md "Scheduled jobs"), which reads Quartz's forms
 * with these options except `L-n`, handled here.
 */
const CRONER_OPTIONS: CronOptions = { alternativeWeekdays: true, sloppyRanges: true, mode: '6-or-7-parts', paused: true };

/** Why an expression is not a Quartz expression, as a key the callers word in their language. */
export type QuartzProblem = 'parts' | 'dayAndWeek' | 'syntax';

/** An expression checked: its parts, or its problem. */
export type QuartzCheck = { ok: true; parts: string[] } | { ok: false; problem: QuartzProblem; detail?: string };

/** `L-n` in the day-of-month part: n days before the month's last day (0 to 30). */
const DAYS_BEFORE_END = /^L-([0-9]|[12][0-9]|30)$/;

/** The most fire times one call computes (a preview shows 10). */
export const MAX_FIRE_TIMES = 100;

/**
 * Checks `expression` as Quartz does: six or seven parts, exactly one of day-of-month and
 * day-of-week `?`, and every part readable.
 */
export function checkQuartz(expression: string): QuartzCheck {
  const parts = expression.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7 || expression.length > 200) return { ok: false, problem: 'parts' };
  const [, , , day, , week] = parts;
  if ((day === '?') === (week === '?')) return { ok: false, problem: 'dayAndWeek' };
  try {
    new Cron(cronerPattern(parts), CRONER_OPTIONS);
  } catch (error) {
    return { ok: false, problem: 'syntax', detail: (error as Error).message };
  }
  return { ok: true, parts };
}

/**
 * The next `count` fire times of `expression` strictly after `from`, in `timeZone` (an IANA
 * name; the runtime's own zone when omitted); fewer when it fires fewer times (a past year),
 * none for an expression that is not valid.
 */
export function nextFireTimes(expression: string, count: number, from: Date = new Date(), timeZone?: string): Date[] {
  const check = checkQuartz(expression);
  if (!check.ok) return [];
  const n = Math.min(Math.max(0, Math.floor(count)), MAX_FIRE_TIMES);
  const cron = new Cron(cronerPattern(check.parts), { ...CRONER_OPTIONS, ...(timeZone ? { timezone: timeZone } : {}) });
  const beforeEnd = DAYS_BEFORE_END.exec(check.parts[3]!);
  if (!beforeEnd) return cron.nextRuns(n, from);
  const offset = Number(beforeEnd[1]);
  const times: Date[] = [];
  let cursor: Date | null = from;
  // The pattern given to croner allows the four days the target can fall on; a time on
  // another day moves the cursor to that day's end (at most three skips per month).
  while (cursor && times.length < n) {
    const next: Date | null = cron.nextRun(cursor);
    if (!next) break;
    const { year, month, day } = zonedDate(next, timeZone);
    const target = new Date(Date.UTC(year, month, 0)).getUTCDate() - offset;
    if (day === target) {
      times.push(next);
      cursor = next;
    } else {
      cursor = endOfZonedDay(next, timeZone);
    }
  }
  return times;
}

/** `yyyy-MM-dd HH:mm:ss` of `date`, in `timeZone` (an IANA name; the runtime's own zone when omitted). */
export function formatFireTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(date);
  const of = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${of('year').padStart(4, '0')}-${of('month')}-${of('day')} ${of('hour')}:${of('minute')}:${of('second')}`;
}

/** The pattern croner reads: `L-n` widened to the days it may mean (filtered in {@link nextFireTimes}). */
function cronerPattern(parts: readonly string[]): string {
  const beforeEnd = DAYS_BEFORE_END.exec(parts[3]!);
  if (!beforeEnd) return parts.join(' ');
  const offset = Number(beforeEnd[1]);
  const widened = [...parts];
  widened[3] = `${Math.max(1, 28 - offset)}-${31 - offset}`;
  return widened.join(' ');
}

/** Year, month (1–12) and day of `date` in `timeZone`. */
function zonedDate(date: Date, timeZone?: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const of = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: of('year'), month: of('month'), day: of('day') };
}

/** The last second of `date`'s day in `timeZone` (the cursor croner continues after). */
function endOfZonedDay(date: Date, timeZone?: string): Date {
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(date);
  const of = (type: string) => Number(clock.find((p) => p.type === type)!.value);
  const left = (23 - of('hour')) * 3600 + (59 - of('minute')) * 60 + (59 - of('second'));
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + left * 1000);
}
