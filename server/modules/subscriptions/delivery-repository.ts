import { sql, type Insertable } from 'kysely';
import type { MailOutboxTable, NoticesTable } from '../../db/schema.ts';
import type { Executor } from '../../kit/executor.ts';

/**
 * The statements of report subscription delivery (delivery.ts, mailer.ts): the plan and its
 * subscribers, claiming deliveries, the recipients, the bell's notices, the outcome of each
 * delivery, and the mail outbox. Each takes the handle it runs on; inside a transaction, its `tx`.
 */

/** A push plan's id, tenant and name; undefined when it was deleted. */
export async function pushPlanById(db: Executor, planId: string): Promise<{ id: string; tenant_id: number; plan_name: string } | undefined> {
  return db.selectFrom('push_plans').select(['id', 'tenant_id', 'plan_name']).where('id', '=', planId).executeTakeFirst();
}

/** The subscriptions of a plan in its tenant: who gets which report page, as what. */
export async function planSubscriptions(db: Executor, planId: string, tenantId: number): Promise<{ user_id: string; permission_id: string; type: string }[]> {
  return db.selectFrom('subscriptions').select(['user_id', 'permission_id', 'type'])
    .where('plan_id', '=', planId).where('tenant_id', '=', tenantId).execute();
}

/** A delivery as a claim answers it. */
export interface DeliveryRow {
  id: string;
  user_id: string;
  permission_id: string;
  type: string;
  attempts: number;
  notice_id: string | null;
}

/**
 * Claims the deliveries of one fire of a plan, one per subscription, as 'sending' until
 * `leaseUntil`: a delivery already made for (plan, fire time, user, report page) is skipped
 * (the unique key), so only the new ones are answered.
 */
export async function claimFireDeliveries(
  db: Executor, fire: { tenantId: number; planId: string; fireTime: Date; leaseUntil: Date; now: Date },
  subscriptions: readonly { user_id: string; permission_id: string; type: string }[],
): Promise<DeliveryRow[]> {
  const { tenantId, planId, fireTime, leaseUntil, now } = fire;
  return db.insertInto('subscription_deliveries')
    .values(subscriptions.map((s) => ({
      tenant_id: tenantId, plan_id: planId, fire_time: fireTime, user_id: s.user_id, permission_id: s.permission_id, type: s.type,
      state: 'sending', next_attempt_at: leaseUntil, created_at: now, updated_at: now,
    })))
    .onConflict((oc) => oc.constraint('subscription_deliveries_once_key').doNothing())
    .returning(['id', 'user_id', 'permission_id', 'type', 'attempts', 'notice_id'])
    .execute();
}

/**
 * Claims up to `limit` deliveries due at `now` (a retry due, or a claim whose lease ran out),
 * of one plan or of all (`planId` null), as 'sending' until `leaseUntil`; those another
 * process is claiming are skipped (`FOR UPDATE SKIP LOCKED`).
 */
export async function claimDueDeliveries(
  db: Executor, now: Date, leaseUntil: Date, planId: string | null, limit: number,
): Promise<(DeliveryRow & { plan_id: string; fire_time: Date })[]> {
  return db.updateTable('subscription_deliveries')
    .set({ state: 'sending', next_attempt_at: leaseUntil, updated_at: now })
    .where('id', 'in', (eb) => eb.selectFrom('subscription_deliveries').select('id')
      .where('state', 'in', ['sending', 'retry']).where('next_attempt_at', '<=', now)
      .$if(planId !== null, (q) => q.where('plan_id', '=', planId!))
      .orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked())
    .returning(['id', 'plan_id', 'fire_time', 'user_id', 'permission_id', 'type', 'attempts', 'notice_id'])
    .execute();
}

/** The users of `userIds` with what a delivery to them needs; `tenant_id` null when one is not (any more) in the tenant. */
export async function recipientsOf(db: Executor, userIds: string[], tenantId: number) {
  return db.selectFrom('users as u')
    .leftJoin('user_tenants as ut', (join) => join.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId))
    .select(['u.id', 'u.username', 'u.realname', 'u.email', 'u.status', 'u.del_flag', 'ut.tenant_id'])
    .where('u.id', 'in', userIds).execute();
}

/** Writes the bell's notices of deliveries and stores each one's notice id on its delivery; run it in one transaction. */
export async function insertDeliveryNotices(tx: Executor, notices: (Insertable<NoticesTable> & { id: string })[], deliveryIds: string[]): Promise<void> {
  await tx.insertInto('notices').values(notices).execute();
  await sql`update subscription_deliveries d set notice_id = v.notice_id
    from (select unnest(${deliveryIds}::text[]) as id, unnest(${notices.map((n) => n.id)}::text[]) as notice_id) v
    where d.id = v.id`.execute(tx);
}

/** Records deliveries that ended (sent, in the outbox, notice only, refused), each with its state, attempts and note, in one statement. */
export async function recordEndedDeliveries(db: Executor, ended: readonly { id: string; state: string; attempts: number; error: string }[], now: Date): Promise<void> {
  await sql`update subscription_deliveries d set state = v.state, attempts = v.attempts, error = v.error, next_attempt_at = null, updated_at = ${now}
    from (select unnest(${ended.map((r) => r.id)}::text[]) as id, unnest(${ended.map((r) => r.state)}::text[]) as state,
      unnest(${ended.map((r) => r.attempts)}::int[]) as attempts, unnest(${ended.map((r) => r.error)}::text[]) as error) v
    where d.id = v.id`.execute(db);
}

/** Records a failed attempt of a delivery: 'retry' at `nextAttemptAt`, or 'failed' (given up, `nextAttemptAt` null). */
export async function recordFailedDelivery(
  db: Executor, failure: { id: string; state: 'retry' | 'failed'; attempts: number; error: string; nextAttemptAt: Date | null }, now: Date,
): Promise<void> {
  await db.updateTable('subscription_deliveries').set({
    state: failure.state, attempts: failure.attempts, error: failure.error, updated_at: now, next_attempt_at: failure.nextAttemptAt,
  }).where('id', '=', failure.id).execute();
}

/** The value of the `sys_config` key `key` (JSON), undefined when it is not set. */
export async function configValue(db: Executor, key: string): Promise<unknown> {
  return (await db.selectFrom('sys_config').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Puts a mail into the outbox. */
export async function insertOutboxMail(db: Executor, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(mail).execute();
}
