import { sql, type Selectable } from 'kysely';
import type { ScheduledJobRunsTable } from '../../db/schema.ts';
import type { Executor } from '../../kit/executor.ts';

/**
 * The statements of the scheduler (issue 13; docs/decisions.md "Scheduled jobs"): jobs, their
 * runs, the shortest fire interval and the clean-up job. Each takes the handle it runs on; a
 * caller inside a transaction passes its `tx`.
 */

/** Deletes a job's runs that no process has started (a paused schedule's fires are not run later). */
export async function dropDueRuns(db: Executor, jobId: string): Promise<void> {
  await db.deleteFrom('scheduled_job_runs').where('job_id', '=', jobId).where('state', '=', 'due').where('trigger', '<>', 'manual').execute();
}

/** Marks a job paused, without a next fire. False when there is no such job. */
export async function setJobPaused(db: Executor, jobId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('scheduled_jobs').set({ status: 'paused', next_fire_at: null, updated_at: now }).where('id', '=', jobId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A job's cron expression; undefined when there is no such job. */
export async function jobCronExpression(db: Executor, jobId: string): Promise<string | undefined> {
  return (await db.selectFrom('scheduled_jobs').select('cron_expression').where('id', '=', jobId).executeTakeFirst())?.cron_expression;
}

/** Marks a job running, next firing at `nextFireAt`. */
export async function setJobRunning(db: Executor, jobId: string, nextFireAt: Date | null, now: Date): Promise<void> {
  await db.updateTable('scheduled_jobs').set({ status: 'running', next_fire_at: nextFireAt, updated_at: now }).where('id', '=', jobId).execute();
}

/** True when the job exists. */
export async function jobExists(db: Executor, jobId: string): Promise<boolean> {
  return !!(await db.selectFrom('scheduled_jobs').select('id').where('id', '=', jobId).executeTakeFirst());
}

/** Queues one manual run of a job, fired at `now`. */
export async function queueManualRun(db: Executor, jobId: string, now: Date): Promise<void> {
  await db.insertInto('scheduled_job_runs').values({ job_id: jobId, fire_time: now, trigger: 'manual' }).execute();
}

/** One page of a job's runs, newest fire first, and how many it has in all. */
export async function jobRunsPage(db: Executor, jobId: string, pageNo: number, pageSize: number) {
  const rows = await db.selectFrom('scheduled_job_runs')
    .select(['id', 'fire_time', 'trigger', 'state', 'started_at', 'ended_at', 'duration_ms', 'outcome', 'error', 'attempts'])
    .where('job_id', '=', jobId).orderBy('fire_time', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const { count } = await db.selectFrom('scheduled_job_runs').select((eb) => eb.fn.countAll<string>().as('count')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** The value of a `sys_config` key (JSON), undefined when it is not set. */
export async function readConfigValue(db: Executor, key: string): Promise<unknown> {
  return (await db.selectFrom('sys_config').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Stores a `sys_config` key, its value already JSON text. */
export async function writeConfigValue(db: Executor, key: string, value: string, now: Date): Promise<void> {
  await db.insertInto('sys_config').values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now })).execute();
}

/**
 * Deletes what has expired at `now`: sessions, captchas, SMS codes, password tickets, report
 * tickets and viewer sessions; scan logins ended and import error files made before `dayAgo`.
 * Answers how many rows went, by table.
 */
export async function deleteExpiredRows(db: Executor, now: Date, dayAgo: Date): Promise<Record<string, number>> {
  const count = (result: { numDeletedRows: bigint }[]) => Number(result.reduce((n, r) => n + r.numDeletedRows, 0n));
  return {
    sessions: count(await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()),
    captchas: count(await db.deleteFrom('captchas').where('expires_at', '<=', now).execute()),
    sms_codes: count(await db.deleteFrom('sms_codes').where('expires_at', '<=', now).execute()),
    password_reset_tickets: count(await db.deleteFrom('password_reset_tickets').where('expires_at', '<=', now).execute()),
    password_alteration_tickets: count(await db.deleteFrom('password_alteration_tickets').where('expires_at', '<=', now).execute()),
    report_tickets: count(await db.deleteFrom('report_tickets').where('expires_at', '<=', now).execute()),
    report_viewer_sessions: count(await db.deleteFrom('report_viewer_sessions').where('expires_at', '<=', now).execute()),
    scan_logins: count(await db.deleteFrom('scan_logins').where('expires_at', '<', dayAgo).execute()),
    import_errors: count(await db.deleteFrom('import_errors').where('created_at', '<', dayAgo).execute()),
  };
}

/** Deletes the ended runs older than `oldest`, and of each job those beyond its newest `perJob`; answers how many went. */
export async function deleteOldRuns(db: Executor, oldest: Date, perJob: number): Promise<number> {
  const { numAffectedRows } = await sql`
    delete from scheduled_job_runs where state = 'done' and (ended_at < ${oldest} or id in (
      select id from (select id, row_number() over (partition by job_id order by fire_time desc) as n
        from scheduled_job_runs where state = 'done') ranked where n > ${perJob}))`.execute(db);
  return Number(numAffectedRows ?? 0n);
}

/** The running jobs without a next fire (seeded by a migration, or armed by nobody yet). */
export async function unarmedRunningJobs(db: Executor): Promise<{ id: string; cron_expression: string }[]> {
  return db.selectFrom('scheduled_jobs').select(['id', 'cron_expression'])
    .where('status', '=', 'running').where('next_fire_at', 'is', null).execute();
}

/** Gives a running job without a next fire its next one (no-op when another process did first). */
export async function armJob(db: Executor, jobId: string, nextFireAt: Date): Promise<void> {
  await db.updateTable('scheduled_jobs').set({ next_fire_at: nextFireAt })
    .where('id', '=', jobId).where('status', '=', 'running').where('next_fire_at', 'is', null).execute();
}

/**
 * Locks up to `limit` running jobs due at `at`, soonest first, skipping those another process
 * holds (`FOR UPDATE SKIP LOCKED`): call it inside the transaction that turns their fires into runs.
 */
export async function lockDueJobs(tx: Executor, at: Date, limit: number): Promise<{ id: string; cron_expression: string; next_fire_at: Date | null }[]> {
  return tx.selectFrom('scheduled_jobs').select(['id', 'cron_expression', 'next_fire_at'])
    .where('status', '=', 'running').where('next_fire_at', '<=', at)
    .orderBy('next_fire_at').limit(limit).forUpdate().skipLocked().execute();
}

/** Inserts a job's fires as due runs, each (job, fire time) once; answers how many were new. */
export async function insertFireRuns(tx: Executor, jobId: string, runs: { fireTime: Date; trigger: 'schedule' | 'misfire' }[]): Promise<number> {
  const result = await tx.insertInto('scheduled_job_runs')
    .values(runs.map((run) => ({ job_id: jobId, fire_time: run.fireTime, trigger: run.trigger })))
    .onConflict((oc) => oc.columns(['job_id', 'fire_time']).where(sql<boolean>`trigger <> 'manual'`).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** Sets a job's next fire. */
export async function setNextFire(tx: Executor, jobId: string, nextFireAt: Date | null): Promise<void> {
  await tx.updateTable('scheduled_jobs').set({ next_fire_at: nextFireAt }).where('id', '=', jobId).execute();
}

/** A run claimed by a process, with what its job kind needs. */
export interface ClaimedRun {
  id: string;
  job_id: string;
  fire_time: Date;
  trigger: 'schedule' | 'misfire' | 'manual';
  kind: string;
  parameter: string;
}

/**
 * Locks up to `limit` runs to claim, oldest fire first: the due ones and those whose lease
 * expired at `at`, skipping runs another process holds (`FOR UPDATE SKIP LOCKED`); call it
 * inside the transaction that claims them.
 */
export async function lockClaimableRuns(tx: Executor, at: Date, limit: number): Promise<Pick<Selectable<ScheduledJobRunsTable>, 'id' | 'state' | 'holder'>[]> {
  return tx.selectFrom('scheduled_job_runs').select(['id', 'state', 'holder'])
    .where('state', '<>', 'done')
    .where((eb) => eb.or([eb('state', '=', 'due'), eb('lease_until', '<', at)]))
    .orderBy('fire_time').limit(limit).forUpdate().skipLocked().execute();
}

/** Marks the runs running under `holder` until `leaseUntil`, started at `at` (one attempt more); answers them with their job's kind and parameter. */
export async function claimRuns(tx: Executor, runIds: string[], holder: string, at: Date, leaseUntil: Date): Promise<ClaimedRun[]> {
  return tx.updateTable('scheduled_job_runs as r').from('scheduled_jobs as j')
    .set({
      state: 'running', holder, lease_until: leaseUntil, started_at: at,
      attempts: sql`r.attempts + 1`, ended_at: null, outcome: null, error: '', duration_ms: null,
    })
    .whereRef('j.id', '=', 'r.job_id').where('r.id', 'in', runIds)
    .returning(['r.id', 'r.job_id', 'r.fire_time', 'r.trigger', 'j.kind', 'j.parameter'])
    .execute() as Promise<ClaimedRun[]>;
}

/** Extends `holder`'s lease of a running run to `leaseUntil`; false when the run is no longer its own. */
export async function renewRunLease(db: Executor, runId: string, holder: string, leaseUntil: Date): Promise<boolean> {
  const result = await db.updateTable('scheduled_job_runs').set({ lease_until: leaseUntil })
    .where('id', '=', runId).where('holder', '=', holder).where('state', '=', 'running').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks `holder`'s run done with its outcome (nothing when another process took it over). */
export async function finishRun(
  db: Executor, runId: string, holder: string, end: { outcome: 'success' | 'failure'; error: string; endedAt: Date; durationMs: number },
): Promise<void> {
  await db.updateTable('scheduled_job_runs')
    .set({ state: 'done', outcome: end.outcome, error: end.error, ended_at: end.endedAt, duration_ms: end.durationMs, lease_until: null })
    .where('id', '=', runId).where('holder', '=', holder).execute();
}
