import { checkQuartz } from '../../../shared/cron/quartz.ts';
import { mailOutboxResource } from '../../../shared/resources/mail-outbox.ts';
import { pushPlanResource } from '../../../shared/resources/push-plan.ts';
import type { AppContext } from '../../app-context.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { checkFireInterval } from '../scheduler/index.ts';
import { dropPlanJobs, syncPlanJob } from './plan-jobs.ts';
import { isPlanSubscribed } from './push-plan-repository.ts';

/** A cron expression as stored: trimmed, single spaces; else the localised reason it is refused. */
export function checkedCron(expression: string): string {
  const text = expression.trim().split(/\s+/).join(' ');
  const check = checkQuartz(text);
  if (check.ok) return text;
  if (check.problem === 'parts') throw badRequest('pushPlanCronParts');
  if (check.problem === 'dayAndWeek') throw badRequest('pushPlanCronDayAndWeek');
  throw badRequest('pushPlanCronSyntax', { detail: (check.detail ?? text).slice(0, 200) });
}

/**
 * Where push plans live: the tenant's rows. A plan's cron expression is checked as Quartz reads
 * it and its fires against the platform's minimum interval (fire-interval.ts); saving a plan
 * keeps its scheduled job as the plan is, in the same transaction (plan-jobs.ts); a plan still
 * subscribed to is not deleted (deleting the subscriptions silently would stop mails users asked for).
 */
export function createPushPlanTable(ctx: AppContext) {
  return bindTable({
    resource: pushPlanResource,
    table: 'push_plans',
    columns: { id: 'id', planName: 'plan_name', cronExpression: 'cron_expression', description: 'description', createTime: 'created_at' },
    tenant: 'column',
    async toRow(input, scope, _mode, tx) {
      const cronExpression = checkedCron(input.cronExpression);
      await checkFireInterval(ctx, scope, cronExpression, tx);
      return { plan_name: input.planName.trim(), cron_expression: cronExpression, description: input.description.trim() };
    },
    afterWrite: (tx, id) => syncPlanJob(ctx, id, tx),
    async beforeChange(tx, ids, _scope, action) {
      if (action !== 'delete') return;
      if (await isPlanSubscribed(tx, ids)) throw new AppError(400, 'pushPlanInUse');
      await dropPlanJobs(tx, ids);
    },
  });
}

/** Where the mail outbox lives: each tenant's mails. */
export const mailOutboxTable = bindTable({
  resource: mailOutboxResource,
  table: 'mail_outbox',
  columns: { id: 'id', toAddress: 'to_address', subject: 'subject', body: 'body', attachments: 'attachments', createTime: 'created_at' },
  tenant: 'column',
});

/**
 * Push plans (portal-shell §3, §7) on the kit at their documented routes (shared/resources/push-plan.ts:
 * `pushPlanPage`, `queryById`, `POST addPushPlan`, `POST updatePushPlan`, `DELETE deletePushPlan?id=`,
 * `deleteBatch`), and the mail outbox's list `GET /sys/mail/outbox`. Each call its permission,
 * each row its tenant's.
 */
export function pushPlanRoutes(app: TypedApp, ctx: AppContext) {
  registerResource(app, ctx, createPushPlanTable(ctx));
  registerResource(app, ctx, mailOutboxTable);
}
