import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import { createLogRepository } from '../system/index.ts';
import { registerJobKind, type JobContext } from './job-kinds.ts';
import { deleteExpiredRows, deleteOldRuns } from './scheduled-job-repository.ts';

/** The most a parameter of the demo job writes into the log line. */
const DEMO_TEXT_MAX = 200;
/** Runs of a job kept in its history: the newest this many, and none older than RUN_HISTORY_DAYS. */
export const RUN_HISTORY_PER_JOB = 1000;
export const RUN_HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The demo job (issue 13): writes a line into the server's log and the system log
 * (`/isystem/log`, operation log of the platform tenant) naming its fire time.
 */
export async function runDemoJob(ctx: JobContext, parameter: string, fireTime: Date, trigger: string): Promise<void> {
  const text = parameter.trim().slice(0, DEMO_TEXT_MAX) || 'DKP';
  const line = `scheduled job demo-log: ${text} (fire ${fireTime.toISOString()}, ${trigger})`;
  ctx.log.info(line);
  await createLogRepository(ctx.db).write({
    tenantId: PLATFORM_TENANT_ID, logType: 2, operateType: 1, content: line, userId: null, username: 'scheduler', requestUrl: '/sys/quartzJob',
  });
}

/**
 * Removes what has expired: sessions, captchas, SMS codes, password tickets, report tickets and
 * viewer sessions, scan logins kept a day past their end, import error files older than a day,
 * and the run history beyond what is kept. Returns how many rows went, by table.
 */
export async function removeExpired(ctx: JobContext): Promise<Record<string, number>> {
  const now = ctx.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const removed = await deleteExpiredRows(ctx.db, now, dayAgo);
  removed.scheduled_job_runs = await deleteOldRuns(ctx.db, new Date(now.getTime() - RUN_HISTORY_DAYS * DAY_MS), RUN_HISTORY_PER_JOB);
  return removed;
}

registerJobKind({
  kind: 'demo-log',
  title: { cn: '演示任务（写一行日志）', en: 'Demo job (writes a log line)', tc: '演示任務（寫一行日誌）' },
  parameter: { cn: '写入日志的文字', en: 'The text written to the log', tc: '寫入日誌的文字' },
  run: (ctx, parameter, fire) => runDemoJob(ctx, parameter, fire.fireTime, fire.trigger),
});

registerJobKind({
  kind: 'clean-expired',
  title: { cn: '清理过期数据', en: 'Remove expired data', tc: '清理過期數據' },
  parameter: { cn: '不需要参数', en: 'No parameter', tc: '不需要參數' },
  async run(ctx) {
    const removed = await removeExpired(ctx);
    ctx.log.info(`scheduled job clean-expired removed ${JSON.stringify(removed)}`);
  },
});
