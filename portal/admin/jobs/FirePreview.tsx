import { useStore } from '@nanostores/react';
import { $jobKinds } from '../../../shared/admin/scheduled-jobs.ts';
import { formatFireTime } from '../../../shared/cron/quartz.ts';
import { toInstant } from '../../../shared/format/index.ts';
import { CronPreview } from '../../kit/cron-rule.tsx';

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone (widgets-admin §2: the cron preview's format). */
export const fireTimeText = (date: Date | string, timeZone?: string) => formatFireTime(toInstant(date), timeZone ?? $jobKinds.get()?.timeZone);

/** The kit's fire-time preview in the server's time zone (where the scheduler computes them). */
export function FirePreview({ expression }: { expression: string }) {
  const timeZone = useStore($jobKinds)?.timeZone;
  return <CronPreview expression={expression} timeZone={timeZone} />;
}
