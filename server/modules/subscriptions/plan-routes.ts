import { Type } from 'typebox';
import { checkQuartz } from '../../../shared/cron/quartz.ts';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import { mailOutboxResource } from '../../../shared/resources/mail-outbox.ts';
import { PushPlanFieldsSchema, pushPlanResource } from '../../../shared/resources/push-plan.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { PushPlanSchema } from '../../../shared/schemas/subscription.ts';
import type { AppContext } from '../../app-context.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { checkFireInterval } from '../scheduler/index.ts';
import { syncPlanJob } from './plan-jobs.ts';

/** A cron expression as stored: trimmed, single spaces; else the localised reason it is refused. */
export function checkedCron(expression: string): string {
  const text = expression.trim().split(/\s+/).join(' ');
  const check = checkQuartz(text);
  if (check.ok) return text;
  if (check.problem === 'parts') throw badRequest('pushPlanCronParts');
  if (check.problem === 'dayAndWeek') throw badRequest('pushPlanCronDayAndWeek');
  throw badRequest('pushPlanCronSyntax', { detail: (check.detail ?? text).slice(0, 200) });
}

/** Where push plans live: the tenant's rows; a plan still subscribed to is not deleted. */
export const pushPlanTable = bindTable({
  resource: pushPlanResource,
  table: 'push_plans',
  columns: { id: 'id', planName: 'plan_name', cronExpression: 'cron_expression', description: 'description', createTime: 'created_at' },
  tenant: 'column',
  toRow: (input) => ({ plan_name: input.planName.trim(), cron_expression: checkedCron(input.cronExpression), description: input.description.trim() }),
  async beforeChange(tx, ids, _scope, action) {
    if (action !== 'delete') return;
    const used = await tx.selectFrom('subscriptions').select('id').where('plan_id', 'in', ids).limit(1).executeTakeFirst();
    if (used) throw new AppError(400, 'pushPlanInUse');
  },
});

/** Where the mail outbox lives: each tenant's mails. */
export const mailOutboxTable = bindTable({
  resource: mailOutboxResource,
  table: 'mail_outbox',
  columns: { id: 'id', toAddress: 'to_address', subject: 'subject', body: 'body', attachments: 'attachments', createTime: 'created_at' },
  tenant: 'column',
});

const UpdatePushPlanSchema = Type.Object({ ...PushPlanFieldsSchema.properties, id: RecordIdSchema });

/**
 * Push plans (portal-shell §3, §7): `GET /sys/file/plan/pushPlanPage` and `queryById` (the
 * kit's list), `POST addPushPlan`, `POST updatePushPlan` (the cron expression checked as
 * Quartz reads it, and its fires against the platform's minimum interval: fire-interval.ts), `DELETE deletePushPlan?id=` (refused while subscriptions use the plan:
 * deleting them silently would stop mails users asked for); and the mail outbox's list
 * `GET /sys/mail/outbox`. Each call its permission, each row its tenant's.
 */
export function pushPlanRoutes(app: TypedApp, ctx: AppContext) {
  const plans = registerResource(app, ctx, pushPlanTable);
  registerResource(app, ctx, mailOutboxTable);
  const tags = [pushPlanResource.name];
  const changed = (tenantId: number) => ctx.events.emit('resource.changed', { resource: pushPlanResource.name, tenantId });

  app.post('/sys/file/plan/addPushPlan', {
    ...plans.guard(PERMISSION_CODES.pushPlanAdd),
    schema: { tags, body: PushPlanFieldsSchema, response: { 200: Envelope(PushPlanSchema) } },
  }, async (request) => {
    const scope = await plans.scopeOf(request);
    await checkFireInterval(ctx, scope, checkedCron(request.body.cronExpression));
    const id = await plans.repository.create(scope, request.body);
    await syncPlanJob(ctx, id);
    changed(request.tenantId);
    return ok(request, (await plans.repository.findById(scope, id))!, 'kitAdded');
  });

  app.post('/sys/file/plan/updatePushPlan', {
    ...plans.guard(PERMISSION_CODES.pushPlanEdit),
    schema: { tags, body: UpdatePushPlanSchema, response: { 200: Envelope(PushPlanSchema) } },
  }, async (request) => {
    const scope = await plans.scopeOf(request);
    const { id, ...input } = request.body;
    await checkFireInterval(ctx, scope, checkedCron(input.cronExpression));
    if (!(await plans.repository.update(scope, id, input))) throw notFound();
    await syncPlanJob(ctx, id);
    changed(request.tenantId);
    return ok(request, (await plans.repository.findById(scope, id))!, 'kitEdited');
  });

  app.delete('/sys/file/plan/deletePushPlan', {
    ...plans.guard(PERMISSION_CODES.pushPlanDelete),
    schema: { tags, querystring: Type.Object({ id: RecordIdSchema }), response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await plans.repository.remove(await plans.scopeOf(request), [request.query.id]))) throw notFound();
    await syncPlanJob(ctx, request.query.id);
    changed(request.tenantId);
    return ok(request, null, 'kitDeleted');
  });
}
