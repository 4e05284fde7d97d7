import { msg } from '@lit/localize';
import { checkQuartz, nextFireTimes, type QuartzProblem } from '../../shared/cron/quartz.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import type { FieldRule } from '../../shared/validation/index.ts';
import type { FormValue } from './form-config.ts';

/** How many fire times a form shows under its cron expression (push plans, scheduled jobs). */
export const PREVIEW_FIRE_TIMES = 5;

/** A Quartz problem in the current language. */
function problemText(problem: QuartzProblem): string {
  if (problem === 'parts') return msg('Cron 表达式应有 6 或 7 段：秒 分 时 日 月 周 [年]');
  if (problem === 'dayAndWeek') return msg('日与周须有且只有一个为 ?');
  return msg('Cron 表达式格式不正确');
}

/** The cron expression is Quartz's (shared/cron/quartz.ts, what the scheduler reads); empty is left to `required`. */
export const quartzRule: FieldRule = (value) => {
  if (!value.trim()) return null;
  const check = checkQuartz(value.trim());
  return check.ok ? null : problemText(check.problem);
};

/**
 * Under a form's cron expression (`preview` of a `cron` field): its next five fire times (computed by the scheduler's own module,
 * so what is shown is what fires), what is wrong with it, or 'no execution time'.
 */
export function CronPreview({ value }: { value: FormValue | undefined }) {
  const expression = typeof value === 'string' ? value.trim() : '';
  if (!expression) return null;
  const check = checkQuartz(expression);
  if (!check.ok) return <span className="kit-cron-problem" data-testid="cron-problem">{problemText(check.problem)}</span>;
  const times = nextFireTimes(expression, PREVIEW_FIRE_TIMES);
  return (
    <div className="kit-cron-fire-times">
      <span>{msg('最近 5 次执行时间：')}</span>
      {times.length ? (
        <ol data-testid="cron-fire-times">{times.map((time) => <li key={time.getTime()}>{formatDateTime(time)}</li>)}</ol>
      ) : <span data-testid="cron-no-fire">{msg('没有执行时间')}</span>}
    </div>
  );
}
