import { checkQuartz, nextFireTimes, type QuartzProblem } from '../../shared/cron/quartz.ts';
import { formatFireTime } from './cron-parts.ts';

/** How many fire times the editors preview (widgets-admin §9). */
export const PREVIEW_COUNT = 10;
/** The preview waits this long after the last change (widgets-admin §4, §9). */
export const PREVIEW_DEBOUNCE_MS = 500;

/** An expression's preview: its next fire times, formatted, or why it is not an expression. */
export type CronPreview = { ok: true; times: string[] } | { ok: false; problem: QuartzProblem; detail?: string };

/**
 * The next {@link PREVIEW_COUNT} fire times of `expression` after `from` as
 * `yyyy-MM-dd HH:mm:ss`, computed by the scheduler's own function (shared/cron/quartz.ts), so
 * what the editor promises is what fires; none for an expression that never fires again (a
 * past year).
 */
export function previewCron(expression: string, from: Date = new Date(), timeZone?: string): CronPreview {
  const check = checkQuartz(expression);
  if (!check.ok) return check.detail === undefined ? { ok: false, problem: check.problem } : { ok: false, problem: check.problem, detail: check.detail };
  return { ok: true, times: nextFireTimes(expression, PREVIEW_COUNT, from, timeZone).map((d) => formatFireTime(d, timeZone)) };
}

const PART_ORDER = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

/**
 * The first part of `expression` the scheduler cannot read, tried alone in an expression
 * otherwise valid, so an invalid expression names its culprit; `null` when none alone is.
 */
export function findBadPart(expression: string): { name: (typeof PART_ORDER)[number]; text: string } | null {
  const texts = expression.trim().split(/\s+/);
  if (texts.length < 6 || texts.length > 7) return null;
  for (let i = 0; i < texts.length; i++) {
    const probe = ['0', '0', '0', '*', '*', '?', '*'].slice(0, texts.length);
    probe[i] = texts[i]!;
    if (i === 3 && texts[i] === '?') probe[5] = '*';
    if (i === 5 && texts[i] !== '?') probe[3] = '?';
    if (!checkQuartz(probe.join(' ')).ok) return { name: PART_ORDER[i]!, text: texts[i]! };
  }
  return null;
}
