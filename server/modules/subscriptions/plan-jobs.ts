import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { nextFireAfter, registerJobKind } from '../scheduler/index.ts';
import { deliverPlan, retryDeliveries } from './delivery.ts';
import { deleteJob, deletePlanJobs, insertJob, planJob, planSchedule, updateJob } from './push-plan-repository.ts';

/** The scheduled job kind of a push plan: one job per plan, its parameter the plan's id. */
export const REPORT_PUSH_KIND = 'report-push';
/** The job kind that resends the deliveries whose retry is due. */
export const DELIVERY_RETRY_KIND = 'subscription-retry';

/**
 * Keeps a push plan's scheduled job as the plan is (issue 13): a plan fires through the one
 * scheduler (exactly once per fire across processes, the run history on the jobs page), so
 * saving a plan creates or updates its job — running, on the plan's cron expression, named
 * after it — and deleting the plan deletes it (`dropPlanJobs`). A job paused on the jobs page stays
 * paused. Runs in the plan's write transaction (`db`), so a plan and its job change together.
 */
export async function syncPlanJob(ctx: AppContext, planId: string, db: Executor = ctx.db): Promise<void> {
  const plan = await planSchedule(db, planId);
  const job = await planJob(db, REPORT_PUSH_KIND, planId);
  if (!plan) {
    if (job) await deleteJob(db, job.id);
    return;
  }
  const now = ctx.now();
  const names = { description: plan.plan_name, description_en: plan.plan_name, description_tc: plan.plan_name };
  if (!job) {
    await insertJob(db, {
      kind: REPORT_PUSH_KIND, parameter: planId, cron_expression: plan.cron_expression, status: 'running', ...names,
      next_fire_at: nextFireAfter(plan.cron_expression, now, ctx.config.timeZone), updated_at: now,
    });
    return;
  }
  const rescheduled = job.cron_expression !== plan.cron_expression;
  await updateJob(db, job.id, {
    cron_expression: plan.cron_expression, ...names, updated_at: now,
    ...(rescheduled && job.status === 'running' ? { next_fire_at: nextFireAfter(plan.cron_expression, now, ctx.config.timeZone) } : {}),
  });
}

/** Deletes the scheduled jobs of push plans about to be deleted, in the deletion's transaction. */
export async function dropPlanJobs(db: Executor, planIds: readonly string[]): Promise<void> {
  await deletePlanJobs(db, REPORT_PUSH_KIND, planIds);
}

registerJobKind({
  kind: REPORT_PUSH_KIND,
  title: { cn: '报表推送计划', en: 'Report push plan', tc: '報表推送計劃' },
  parameter: { cn: '推送计划的 ID（保存推送计划时自动维护）', en: 'The push plan\'s id (kept by saving the push plan)', tc: '推送計劃的 ID（保存推送計劃時自動維護）' },
  async run(ctx, planId, fire) {
    const outcome = await deliverPlan(ctx, planId, fire.fireTime);
    ctx.log.info(`report push plan ${planId} at ${fire.fireTime.toISOString()}: ${JSON.stringify(outcome)}`);
  },
});

registerJobKind({
  kind: DELIVERY_RETRY_KIND,
  title: { cn: '重发失败的订阅推送', en: 'Resend failed subscription deliveries', tc: '重發失敗的訂閱推送' },
  parameter: { cn: '不需要参数', en: 'No parameter', tc: '不需要參數' },
  async run(ctx) {
    await retryDeliveries(ctx);
  },
});
