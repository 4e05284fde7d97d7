import { sql, type Kysely } from 'kysely';
import { fillReportDemo } from '../seed/report-demo.ts';

/** The role report queries on the portal's own database run as: it reads the `report_data` schema and nothing else. */
export const REPORT_READER_ROLE = 'dkp_report_reader';

/** The administrators' report pages, under System. */
export const REPORT_SOURCE_MENU = {
  id: 'menu-sys-report-source', parent: 'menu-system', title: ['数据源管理', 'Data sources', '數據源管理'], path: '/isystem/reportSource',
  component: 'ReportSourceList', icon: 'database',
} as const;
export const REPORT_MENU = {
  id: 'menu-sys-report', parent: 'menu-system', title: ['报表设计', 'Report design', '報表設計'], path: '/isystem/report',
  component: 'ReportList', icon: 'bar-chart-line',
} as const;

/** Their buttons: `[id, perms, cn, en, tc]`. */
export const REPORT_SOURCE_BUTTONS = [
  ['btn-report-source-list', 'report:source:list', '查看数据源', 'View data sources', '查看數據源'],
  ['btn-report-source-add', 'report:source:add', '新增数据源', 'Add data source', '新增數據源'],
  ['btn-report-source-edit', 'report:source:edit', '编辑数据源', 'Edit data source', '編輯數據源'],
  ['btn-report-source-delete', 'report:source:delete', '删除数据源', 'Delete data source', '刪除數據源'],
] as const;
export const REPORT_BUTTONS = [
  ['btn-report-list', 'report:definition:list', '查看报表', 'View reports', '查看報表'],
  ['btn-report-add', 'report:definition:add', '新增报表', 'Add report', '新增報表'],
  ['btn-report-edit', 'report:definition:edit', '编辑报表', 'Edit report', '編輯報表'],
  ['btn-report-delete', 'report:definition:delete', '删除报表', 'Delete report', '刪除報表'],
] as const;

/**
 * The report server's tables (issue 12, architecture §5): data sources (their URL encrypted),
 * reports (linked to at most one menu entry, one report per entry), the single-use tickets and
 * the viewer sessions they open; the `report_data` schema of demo figures with a role that reads
 * only it; and, on a database seeded before, the demo figures, the two pages and their buttons
 * granted to every tenant's 'admin' role. A new database gets those from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('report_sources')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_tc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url_sealed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url_hint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createTable('reports')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_tc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_id', 'text', (c) => c.notNull().references('report_sources.id'))
    .addColumn('sql_text', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('view', 'jsonb', (c) => c.notNull())
    .addColumn('row_cap', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('timeout_ms', 'integer', (c) => c.notNull().defaultTo(15000))
    .addColumn('permission_id', 'text', (c) => c.unique().references('permissions.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createTable('report_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createTable('report_viewer_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await createDemoSchema(db);

  const seeded = await sql`select 1 from permissions where id = ${REPORT_SOURCE_MENU.parent}`.execute(db);
  if (seeded.rows.length === 0) return;
  await fillReportDemo(db);
  for (const [sortNo, menu, buttons] of [[60, REPORT_SOURCE_MENU, REPORT_SOURCE_BUTTONS], [61, REPORT_MENU, REPORT_BUTTONS]] as const) {
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
}

/**
 * The `report_data` schema and the reader role. Roles belong to a PostgreSQL cluster, not to
 * one database, so the role may exist already (another database, another test); a database
 * user that may not create roles leaves it out, and the built-in source then refuses to run
 * (report-runner.ts) rather than read with the portal's own rights.
 */
export async function createDemoSchema(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists report_data`.execute(db);
  await sql`create table report_data.departments (code text primary key, name_cn text not null, name_en text not null, name_tc text not null)`.execute(db);
  await sql`create table report_data.courses (code text primary key, name_cn text not null, name_en text not null, name_tc text not null,
    department_code text not null references report_data.departments(code))`.execute(db);
  await sql`create table report_data.course_months (
    month date not null, course_code text not null references report_data.courses(code),
    department_code text not null references report_data.departments(code),
    enrolments integer not null, planned integer not null, attended integer not null, passed integer not null, avg_score numeric(5, 1) not null,
    primary key (month, course_code, department_code))`.execute(db);
  await sql.raw(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${REPORT_READER_ROLE}') then
        create role ${REPORT_READER_ROLE} nologin;
      end if;
    exception when others then raise notice 'report reader role not created: %', sqlerrm;
    end $$`).execute(db);
  await sql.raw(`do $$ begin
      grant usage on schema report_data to ${REPORT_READER_ROLE};
      grant select on all tables in schema report_data to ${REPORT_READER_ROLE};
      alter default privileges in schema report_data grant select on tables to ${REPORT_READER_ROLE};
      grant ${REPORT_READER_ROLE} to current_user;
    exception when others then raise notice 'report reader role not granted: %', sqlerrm;
    end $$`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id in (${REPORT_SOURCE_MENU.id}, ${REPORT_MENU.id})`.execute(db);
  await sql`drop schema if exists report_data cascade`.execute(db);
  for (const table of ['report_viewer_sessions', 'report_tickets', 'reports', 'report_sources']) await db.schema.dropTable(table).ifExists().execute();
}
