import { checkQuartz } from '../../../shared/cron/quartz.ts';
import type { JobRun } from '../../../shared/resources/scheduled-job.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Executor } from '../../kit/executor.ts';
import { nextFireAfter } from './fire-times.ts';
import { jobKindOf } from './job-kinds.ts';
import { dropDueRuns, jobCronExpression, jobExists, jobRunsPage, queueManualRun, setJobPaused, setJobRunning } from './scheduled-job-repository.ts';

/** Refuses (400, localised) a kind the server does not offer, an expression Quartz would not read, or a parameter the kind refuses. */
export function checkJob(input: { kind: string; cronExpression: string; parameter: string }): void {
  const kind = jobKindOf(input.kind);
  if (!kind) throw badRequest('jobKindUnknown', { kind: input.kind });
  const check = checkQuartz(input.cronExpression);
  if (!check.ok) {
    throw check.problem === 'parts' ? badRequest('cronParts') : check.problem === 'dayAndWeek' ? badRequest('cronDayAndWeek') : badRequest('cronSyntax', { detail: check.detail ?? '' });
  }
  const problem = kind.checkParameter?.(input.parameter);
  if (problem) throw badRequest(problem);
}

/** Pauses a job: no more fires, and those not started are dropped. False when there is no such job. */
export async function pauseJob(db: Executor, jobId: string, now: Date): Promise<boolean> {
  if (!(await setJobPaused(db, jobId, now))) return false;
  await dropDueRuns(db, jobId);
  return true;
}

/** Starts (resumes) a job: it fires from its first fire after now; the fires of while it was paused are not run. */
export async function resumeJob(db: Executor, jobId: string, now: Date, timeZone: string): Promise<boolean> {
  const cronExpression = await jobCronExpression(db, jobId);
  if (cronExpression === undefined) return false;
  await setJobRunning(db, jobId, nextFireAfter(cronExpression, now, timeZone), now);
  return true;
}

/** Queues one run of a job now, whatever its status (`execute`); a process claims it at its next look. */
export async function runJobNow(db: Executor, jobId: string, now: Date): Promise<boolean> {
  if (!(await jobExists(db, jobId))) return false;
  await queueManualRun(db, jobId, now);
  return true;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A job's runs, newest fire first. */
export async function listRuns(db: Executor, jobId: string, pageNo: number, pageSize: number): Promise<{ records: JobRun[]; total: number }> {
  const { rows, total } = await jobRunsPage(db, jobId, pageNo, pageSize);
  return {
    total,
    records: rows.map((row) => ({
      id: row.id, fireTime: row.fire_time.toISOString(), trigger: row.trigger, state: row.state,
      startTime: iso(row.started_at), endTime: iso(row.ended_at), durationMs: row.duration_ms, outcome: row.outcome, error: row.error, attempts: row.attempts,
    })),
  };
}
