import { msg, str } from '@lit/localize';
import { checkQuartz, formatFireTime, nextFireTimes, type QuartzProblem } from '../../shared/cron/quartz.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { FieldRule } from '../../shared/validation/index.ts';

/** How many fire times a form shows under its cron expression (push plans, scheduled jobs). */
export const PREVIEW_FIRE_TIMES = 5;

/** A Quartz problem in the current language. */
export function quartzProblemText(problem: QuartzProblem): string {
  if (problem === 'parts') return msg('Cron 表达式应有 6 或 7 段：秒 分 时 日 月 周 [年]');
  if (problem === 'dayAndWeek') return msg('日与周须有且只有一个为 ?');
  return msg('Cron 表达式格式不正确');
}

/** The cron expression is Quartz's (shared/cron/quartz.ts, what the scheduler reads); empty is left to `required`. */
export const quartzRule: FieldRule = (value) => {
  if (!value.trim()) return null;
  const check = checkQuartz(value.trim());
  return check.ok ? null : quartzProblemText(check.problem);
};

/**
 * Under a form's cron expression (its field's `below`): its next five fire times as
 * `yyyy-MM-dd HH:mm:ss`, computed by the scheduler's own module in the server's time zone
 * when given, so what is shown is what fires; what is wrong with it; or 'no execution time'.
 */
export function CronPreview({ expression, timeZone }: { expression: string; timeZone?: string | undefined }) {
  useLocale();
  const text = expression.trim();
  if (!text) return null;
  const check = checkQuartz(text);
  if (!check.ok) return <span className="kit-cron-problem" data-testid="cron-problem">{quartzProblemText(check.problem)}</span>;
  const times = nextFireTimes(text, PREVIEW_FIRE_TIMES, new Date(), timeZone);
  return (
    <div className="kit-cron-fire-times" data-testid="cron-preview">
      <span>{timeZone ? msg(str`最近 ${PREVIEW_FIRE_TIMES} 次执行时间（${timeZone}）：`) : msg(str`最近 ${PREVIEW_FIRE_TIMES} 次执行时间：`)}</span>
      {times.length ? (
        <ol data-testid="cron-fire-times">{times.map((time) => <li key={time.getTime()} data-testid="cron-fire-time">{formatFireTime(time, timeZone)}</li>)}</ol>
      ) : <span data-testid="cron-no-fire">{msg('没有执行时间')}</span>}
    </div>
  );
}
