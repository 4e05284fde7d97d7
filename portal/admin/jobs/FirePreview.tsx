import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { $jobKinds } from '../../../shared/admin/scheduled-jobs.ts';
import { checkQuartz, nextFireTimes } from '../../../shared/cron/quartz.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { JOB_PREVIEW_COUNT } from '../../../shared/resources/scheduled-job.ts';

/** `yyyy-MM-dd HH:mm:ss` in `timeZone` (widgets-admin §2: the cron preview's format). */
export const fireTimeText = (date: Date | string, timeZone?: string) => formatDateTime(date, timeZone).replace(/\//g, '-');

/**
 * The next fire times of a cron expression, computed by the same module as the server's
 * scheduler (shared/cron/quartz.ts) in the server's time zone, so what it shows is what fires.
 */
export function FirePreview({ expression }: { expression: string }) {
  useLocale();
  const timeZone = useStore($jobKinds)?.timeZone;
  if (!expression.trim() || !checkQuartz(expression).ok) return null;
  const times = nextFireTimes(expression, JOB_PREVIEW_COUNT, new Date(), timeZone);
  return (
    <div className="job-fire-preview" data-testid="job-fire-preview">
      <div className="job-fire-preview-title">{timeZone ? msg(str`最近 ${JOB_PREVIEW_COUNT} 次执行时间（${timeZone}）`) : msg(str`最近 ${JOB_PREVIEW_COUNT} 次执行时间`)}</div>
      {times.length === 0 ? <div data-testid="job-fire-none">{msg('没有执行时间')}</div> : (
        <ol>{times.map((time) => <li key={time.getTime()} data-testid="job-fire-time">{fireTimeText(time, timeZone)}</li>)}</ol>
      )}
    </div>
  );
}
