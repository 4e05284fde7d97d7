import type { Insertable, Updateable } from 'kysely';
import type { ScheduledJobsTable } from '../../db/schema.ts';
import type { Executor } from '../../kit/executor.ts';

/**
 * The statements of push plans beside the kit's generic ones (plan-routes.ts): whether a plan
 * is subscribed to, and the scheduled job that fires each plan (plan-jobs.ts). A plan's
 * hooks run in its write transaction and pass it.
 */

/** True when one of the plans has a subscription. */
export async function isPlanSubscribed(db: Executor, planIds: readonly string[]): Promise<boolean> {
  return !!(await db.selectFrom('subscriptions').select('id').where('plan_id', 'in', [...planIds]).limit(1).executeTakeFirst());
}

/** A plan's name and cron expression; undefined when there is no such plan. */
export async function planSchedule(db: Executor, planId: string): Promise<{ plan_name: string; cron_expression: string } | undefined> {
  return db.selectFrom('push_plans').select(['plan_name', 'cron_expression']).where('id', '=', planId).executeTakeFirst();
}

/** The scheduled job of `kind` whose parameter is the plan's id; undefined when there is none. */
export async function planJob(db: Executor, kind: string, planId: string): Promise<{ id: string; cron_expression: string; status: 'running' | 'paused' } | undefined> {
  return db.selectFrom('scheduled_jobs').select(['id', 'cron_expression', 'status'])
    .where('kind', '=', kind).where('parameter', '=', planId).executeTakeFirst();
}

/** Creates a scheduled job. */
export async function insertJob(db: Executor, job: Insertable<ScheduledJobsTable>): Promise<void> {
  await db.insertInto('scheduled_jobs').values(job).execute();
}

/** Changes a scheduled job. */
export async function updateJob(db: Executor, jobId: string, change: Updateable<ScheduledJobsTable>): Promise<void> {
  await db.updateTable('scheduled_jobs').set(change).where('id', '=', jobId).execute();
}

/** Deletes a scheduled job. */
export async function deleteJob(db: Executor, jobId: string): Promise<void> {
  await db.deleteFrom('scheduled_jobs').where('id', '=', jobId).execute();
}

/** Deletes the scheduled jobs of `kind` whose parameter is one of the plans' ids. */
export async function deletePlanJobs(db: Executor, kind: string, planIds: readonly string[]): Promise<void> {
  await db.deleteFrom('scheduled_jobs').where('kind', '=', kind).where('parameter', 'in', [...planIds]).execute();
}
