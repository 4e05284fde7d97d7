import type { Kysely, Transaction } from 'kysely';
import { checkQuartz } from '../../../shared/cron/quartz.ts';
import type { JobRun } from '../../../shared/resources/scheduled-job.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { nextFireAfter } from './fire-times.ts';
import { jobKindOf } from './job-kinds.ts';

type Executor = Kysely<Database> | Transaction<Database>;

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

/** Deletes a job's runs that no process has started (a paused schedule's fires are not run later). */
export async function dropDueRuns(db: Executor, jobId: string): Promise<void> {
  await db.deleteFrom('scheduled_job_runs').where('job_id', '=', jobId).where('state', '=', 'due').where('trigger', '<>', 'manual').execute();
}

/** Pauses a job: no more fires, and those not started are dropped. False when there is no such job. */
export async function pauseJob(db: Executor, jobId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('scheduled_jobs').set({ status: 'paused', next_fire_at: null, updated_at: now }).where('id', '=', jobId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await dropDueRuns(db, jobId);
  return true;
}

/** Starts (resumes) a job: it fires from its first fire after now; the fires of while it was paused are not run. */
export async function resumeJob(db: Executor, jobId: string, now: Date, timeZone: string): Promise<boolean> {
  const job = await db.selectFrom('scheduled_jobs').select('cron_expression').where('id', '=', jobId).executeTakeFirst();
  if (!job) return false;
  await db.updateTable('scheduled_jobs')
    .set({ status: 'running', next_fire_at: nextFireAfter(job.cron_expression, now, timeZone), updated_at: now }).where('id', '=', jobId).execute();
  return true;
}

/** Queues one run of a job now, whatever its status (`execute`); a process claims it at its next look. */
export async function runJobNow(db: Executor, jobId: string, now: Date): Promise<boolean> {
  const job = await db.selectFrom('scheduled_jobs').select('id').where('id', '=', jobId).executeTakeFirst();
  if (!job) return false;
  await db.insertInto('scheduled_job_runs').values({ job_id: jobId, fire_time: now, trigger: 'manual' }).execute();
  return true;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A job's runs, newest fire first. */
export async function listRuns(db: Kysely<Database>, jobId: string, pageNo: number, pageSize: number): Promise<{ records: JobRun[]; total: number }> {
  const rows = await db.selectFrom('scheduled_job_runs')
    .select(['id', 'fire_time', 'trigger', 'state', 'started_at', 'ended_at', 'duration_ms', 'outcome', 'error', 'attempts'])
    .where('job_id', '=', jobId).orderBy('fire_time', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const { count } = await db.selectFrom('scheduled_job_runs').select((eb) => eb.fn.countAll<string>().as('count')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return {
    total: Number(count),
    records: rows.map((row) => ({
      id: row.id, fireTime: row.fire_time.toISOString(), trigger: row.trigger, state: row.state,
      startTime: iso(row.started_at), endTime: iso(row.ended_at), durationMs: row.duration_ms, outcome: row.outcome, error: row.error, attempts: row.attempts,
    })),
  };
}
