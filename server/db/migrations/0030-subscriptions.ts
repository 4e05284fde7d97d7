import { sql, type Kysely } from 'kysely';

/** The push plans' page under System (the page component is `PushPlanList`); its buttons hold the plan and subscription codes. */
export const PUSH_PLAN_MENU = {
  id: 'menu-sys-push-plan', parent: 'menu-system', title: ['推送计划', 'Push plans', '推送計劃'], path: '/isystem/pushPlan',
  component: 'PushPlanList', icon: 'send',
} as const;

/** The mail outbox's page under System: what delivery "sent" while no SMTP server was configured. */
export const MAIL_OUTBOX_MENU = {
  id: 'menu-sys-mail-outbox', parent: 'menu-system', title: ['邮件发件箱', 'Mail outbox', '郵件發件箱'], path: '/isystem/mailOutbox',
  component: 'MailOutbox', icon: 'envelope-paper',
} as const;

/** The push plan page's buttons: plans, and the report subscriptions made on them: `[id, perms, cn, en, tc]`. */
export const PUSH_PLAN_BUTTONS = [
  ['btn-push-plan-list', 'system:pushPlan:list', '查看推送计划', 'View push plans', '查看推送計劃'],
  ['btn-push-plan-add', 'system:pushPlan:add', '新增推送计划', 'Add push plan', '新增推送計劃'],
  ['btn-push-plan-edit', 'system:pushPlan:edit', '编辑推送计划', 'Edit push plan', '編輯推送計劃'],
  ['btn-push-plan-delete', 'system:pushPlan:delete', '删除推送计划', 'Delete push plan', '刪除推送計劃'],
  ['btn-subscribe-list', 'system:subscribe:list', '查看订阅', 'View subscriptions', '查看訂閱'],
  ['btn-subscribe-add', 'system:subscribe:add', '新增订阅', 'Add subscription', '新增訂閱'],
  ['btn-subscribe-edit', 'system:subscribe:edit', '编辑订阅', 'Edit subscription', '編輯訂閱'],
  ['btn-subscribe-delete', 'system:subscribe:delete', '删除订阅', 'Delete subscription', '刪除訂閱'],
] as const;

/** The mail outbox page's one button (read-only). */
export const MAIL_OUTBOX_BUTTONS = [['btn-mail-outbox', 'system:mail:outbox', '邮件发件箱', 'Read the mail outbox', '郵件發件箱']] as const;

/**
 * Two demo plans of tenant 1 (names are data an administrator types, as a role's name: one
 * language): `[id, name, cron, description]`.
 */
export const DEMO_PUSH_PLANS = [
  ['plan-demo-daily', '每日早八点推送', '0 0 8 * * ?', '每天 08:00 推送订阅的报表'],
  ['plan-demo-monday', '每周一早九点推送', '0 0 9 ? * 2', '每周一 09:00 推送订阅的报表'],
] as const;

/**
 * Push plans and report subscriptions (issue 13; portal-shell §2.7, §3, §7):
 * - `push_plans`: a tenant's named Quartz schedules, each fired by a scheduled job of kind
 *   'report-push' whose parameter is the plan's id (server/modules/subscriptions/plan-jobs.ts);
 * - `subscriptions`: a user of the tenant subscribed to a report page on a plan, as a picture,
 *   a PDF or both; one row per (report page, plan, user), so subscribing again changes the type;
 *   a plan still used cannot be deleted (restrict), a deleted user or page takes its rows along;
 * - `subscription_deliveries`: one row per (plan, fire time, user, report page), the
 *   delivery's idempotency key and its log: state, attempts, error, next attempt;
 * - `mail_outbox`: mails made while no SMTP server is configured (`DKP_SMTP_URL`), for the
 *   tenant's administrators to read; attachments kept as name, type and size.
 * On a database seeded before: the two pages with their buttons, granted to every tenant's
 * 'admin' role, and the demo plans. A new database gets those from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('push_plans')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('cron_expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('push_plans_tenant_name_key', ['tenant_id', 'plan_name'])
    .execute();
  await db.schema.createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('push_plans.id').onDelete('restrict'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('0', '1', '2')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_page_plan_user_key', ['tenant_id', 'permission_id', 'plan_id', 'user_id'])
    .execute();
  await db.schema.createIndex('subscriptions_plan_idx').on('subscriptions').columns(['plan_id']).execute();
  await db.schema.createTable('subscription_deliveries')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('push_plans.id').onDelete('cascade'))
    .addColumn('fire_time', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('notice_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_deliveries_once_key', ['plan_id', 'fire_time', 'user_id', 'permission_id'])
    .execute();
  await sql`create index subscription_deliveries_due_idx on subscription_deliveries (next_attempt_at) where state in ('sending', 'retry')`.execute(db);
  await db.schema.createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_outbox_tenant_created_idx on mail_outbox (tenant_id, created_at desc)`.execute(db);

  await addSubscriptionPages(db);
}

/**
 * The push plan and mail outbox pages with their buttons, granted to every tenant's 'admin'
 * role, and the demo plans, where the database was seeded; once however often it runs.
 */
export async function addSubscriptionPages(db: Kysely<any>): Promise<void> {
  const seeded = await sql`select 1 from permissions where id = ${PUSH_PLAN_MENU.parent}`.execute(db);
  if (seeded.rows.length === 0) return;
  for (const [sortNo, menu, buttons] of [[62, PUSH_PLAN_MENU, PUSH_PLAN_BUTTONS], [63, MAIL_OUTBOX_MENU, MAIL_OUTBOX_BUTTONS]] as const) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no, menu_category)
      values (${menu.id}, ${menu.parent}, ${menu.title[0]}, ${menu.title[1]}, ${menu.title[2]}, ${menu.path}, ${menu.component}, ${menu.component}, 1, ${menu.icon}, ${sortNo}, 'portal')
      on conflict (id) do nothing`.execute(db);
    for (const [index, [buttonId, perms, cn, en, tc]] of buttons.entries()) {
      await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
        values (${buttonId}, ${menu.id}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}) on conflict (id) do nothing`.execute(db);
    }
    await sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r cross join permissions p
      where r.role_code = 'admin' and (p.id = ${menu.id} or p.parent_id = ${menu.id}) on conflict do nothing`.execute(db);
  }
  await seedDemoPushPlans(db);
}

/** The demo plans of tenant 1, where it exists; once however often it runs. */
export async function seedDemoPushPlans(db: Kysely<any>): Promise<void> {
  for (const [id, name, cron, description] of DEMO_PUSH_PLANS) {
    await sql`insert into push_plans (id, tenant_id, plan_name, cron_expression, description)
      select ${id}, 1, ${name}, ${cron}, ${description} where exists (select 1 from tenants where id = 1)
      on conflict do nothing`.execute(db);
    // Its job, armed by the scheduler at its start (a null next fire).
    await sql`insert into scheduled_jobs (kind, parameter, cron_expression, status, description, description_en, description_tc)
      select 'report-push', ${id}, ${cron}, 'running', ${name}, ${name}, ${name}
      where exists (select 1 from push_plans where id = ${id})
        and not exists (select 1 from scheduled_jobs where kind = 'report-push' and parameter = ${id})`.execute(db);
  }
  // The job that resends deliveries whose retry is due, every minute.
  await sql`insert into scheduled_jobs (kind, parameter, cron_expression, status, description, description_en, description_tc)
    select 'subscription-retry', '', '0 * * * * ?', 'running', '重发失败的订阅推送', 'Resend failed subscription deliveries', '重發失敗的訂閱推送'
    where not exists (select 1 from scheduled_jobs where kind = 'subscription-retry')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id in (${PUSH_PLAN_MENU.id}, ${MAIL_OUTBOX_MENU.id})`.execute(db);
  for (const table of ['mail_outbox', 'subscription_deliveries', 'subscriptions', 'push_plans']) await db.schema.dropTable(table).ifExists().execute();
}
