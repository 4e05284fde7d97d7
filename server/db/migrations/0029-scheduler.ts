import { sql, type Kysely } from 'kysely';

/** The scheduled jobs' page (seeded since the foundation, under System): its buttons hang below it. */
export const JOB_MENU_ID = 'menu-sys-job';

/** Its buttons: `[id, perms, cn, en, tc]` (shared/schemas/permission-codes.ts `job*`). */
export const JOB_BUTTONS = [
  ['btn-job-list', 'system:job:list', '查看定时任务', 'View scheduled jobs', '查看定時任務'],
  ['btn-job-add', 'system:job:add', '新增定时任务', 'Add scheduled job', '新增定時任務'],
  ['btn-job-edit', 'system:job:edit', '编辑定时任务', 'Edit scheduled job', '編輯定時任務'],
  ['btn-job-delete', 'system:job:delete', '删除定时任务', 'Delete scheduled job', '刪除定時任務'],
  ['btn-job-run', 'system:job:run', '启动、暂停、执行定时任务', 'Start, pause and run scheduled jobs', '啟動、暫停、執行定時任務'],
] as const;

/**
 * The jobs every database starts with: `[kind, parameter, cron, status, cn, en, tc]`. The demo
 * job is paused (started from the page, it writes a log line each minute); the clean-up runs
 * every ten minutes.
 */
export const DEMO_JOBS = [
  ['demo-log', 'Hello from DKP', '0 * * * * ?', 'paused',
    '演示任务：每分钟写一行日志', 'Demo job: writes a log line every minute', '演示任務：每分鐘寫一行日誌'],
  ['clean-expired', '', '0 0/10 * * * ?', 'running',
    '清理过期的会话、验证码、短信验证码和报表票据', 'Removes expired sessions, captchas, SMS codes and report tickets', '清理過期的會話、驗證碼、短信驗證碼和報表票據'],
] as const;

/**
 * The scheduler's tables (issue 13, architecture §4 "Jobs"; server/modules/scheduler): the jobs
 * (a kind the server offers, its parameter, a Quartz cron expression, running or paused, and
 * the next fire time the scheduler computed) and their runs, one per job and scheduled fire
 * time (the unique index is what makes a fire run once across processes), each claimed by one
 * process under a lease and logged (start, end, outcome, error, duration). Also the page's
 * buttons, on a database seeded before, granted to every tenant's 'admin' role (a new database
 * gets them from the seed), and the two demo jobs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('scheduled_jobs')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('parameter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cron_expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_tc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('paused').check(sql`status in ('running', 'paused')`))
    // null: not armed yet (the scheduler arms running jobs at its start) or never fires again.
    .addColumn('next_fire_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index scheduled_jobs_due_idx on scheduled_jobs (next_fire_at) where status = 'running'`.execute(db);

  await db.schema.createTable('scheduled_job_runs')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull().references('scheduled_jobs.id').onDelete('cascade'))
    .addColumn('fire_time', 'timestamptz', (c) => c.notNull())
    // 'schedule' a fire on time, 'misfire' the one run standing for the fires missed, 'manual' run once now.
    .addColumn('trigger', 'text', (c) => c.notNull().defaultTo('schedule').check(sql`trigger in ('schedule', 'misfire', 'manual')`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('due').check(sql`state in ('due', 'running', 'done')`))
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('success', 'failure')`))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One run per job and scheduled fire time, whichever process inserts it first; a manual run
  // (any number, any time) is not a fire of the schedule.
  await sql`create unique index scheduled_job_runs_fire_key on scheduled_job_runs (job_id, fire_time) where trigger <> 'manual'`.execute(db);
  await sql`create index scheduled_job_runs_history_idx on scheduled_job_runs (job_id, fire_time desc)`.execute(db);
  await sql`create index scheduled_job_runs_pending_idx on scheduled_job_runs (fire_time) where state <> 'done'`.execute(db);

  for (const [kind, parameter, cron, status, cn, en, tc] of DEMO_JOBS) {
    await sql`insert into scheduled_jobs (kind, parameter, cron_expression, status, description, description_en, description_tc)
      values (${kind}, ${parameter}, ${cron}, ${status}, ${cn}, ${en}, ${tc})`.execute(db);
  }
  await addJobPageButtons(db);
}

/** The page's buttons where the database was seeded and lacks them, granted to each tenant's admin role; once however often it runs. */
export async function addJobPageButtons(db: Kysely<any>): Promise<void> {
  for (const [index, [buttonId, perms, cn, en, tc]] of JOB_BUTTONS.entries()) {
    await sql`
      insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, ${JOB_MENU_ID}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}
      where exists (select 1 from permissions where id = ${JOB_MENU_ID})
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, ${buttonId} from roles r
      where r.role_code = 'admin' and exists (select 1 from permissions where id = ${buttonId})
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [buttonId] of JOB_BUTTONS) await sql`delete from permissions where id = ${buttonId}`.execute(db);
  await db.schema.dropTable('scheduled_job_runs').ifExists().execute();
  await db.schema.dropTable('scheduled_jobs').ifExists().execute();
}
