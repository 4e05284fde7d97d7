import { sql, type Kysely } from 'kysely';

/** The system log's page (seeded since the foundation, under System): its buttons hang below it. */
export const LOG_MENU_ID = 'menu-sys-log';

/** Its buttons, read-only (no add, edit, delete or import): `[id, perms, cn, en, tc]`. */
export const LOG_BUTTONS = [
  ['btn-log-list', 'system:log:list', '查看日志', 'View logs', '查看日誌'],
  ['btn-log-export', 'system:log:export', '导出日志', 'Export logs', '導出日誌'],
] as const;

/** The log types `sys_logs.log_type` holds (the `log_type` dictionary): `[value, cn, en, tc]`. */
export const LOG_TYPES = [
  ['1', '登录日志', 'Sign-in log', '登錄日誌'], ['2', '操作日志', 'Operation log', '操作日誌'], ['3', '访问日志', 'Access log', '訪問日誌'],
] as const;

/**
 * The operate types written (the `operate_type` dictionary, JeecgBoot's numbering): 1 a page
 * visit, 2–6 the kit's writes and exports (server/kit/operation-log.ts), 8 a report download.
 */
export const OPERATE_TYPES = [
  ['1', '访问', 'Visit', '訪問'], ['2', '新增', 'Add', '新增'], ['3', '编辑', 'Edit', '編輯'], ['4', '删除', 'Delete', '刪除'],
  ['5', '导入', 'Import', '導入'], ['6', '导出', 'Export', '導出'], ['8', '下载', 'Download', '下載'],
] as const;

/** The two dictionaries of the log page: `[code, name, items]`. */
export const LOG_DICTIONARIES = [['log_type', '日志类型', LOG_TYPES], ['operate_type', '操作类型', OPERATE_TYPES]] as const;

/**
 * The administrators' log page (`/isystem/log`, JeecgBoot's 系统日志): an index for its lists
 * (a tenant's entries of one type, newest first); and, on a database seeded before, its two
 * dictionaries and its buttons granted to every tenant's 'admin' role (as 0018). A new
 * database gets those from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index sys_logs_type_created_idx on sys_logs (tenant_id, log_type, created_at desc)`.execute(db);
  await addLogPageEntries(db);
}

/** The dictionaries and buttons of the log page, where the database was seeded and lacks them; once however often it runs. */
export async function addLogPageEntries(db: Kysely<any>): Promise<void> {
  for (const [code, name, items] of LOG_DICTIONARIES) {
    const { rows: [dict] } = await sql<{ id: string }>`
      insert into dicts (dict_code, dict_name) select ${code}, ${name}
      where exists (select 1 from dicts) on conflict (dict_code) do nothing returning id`.execute(db);
    if (!dict) continue;
    for (const [index, [value, cn, en, tc]] of items.entries()) {
      await sql`insert into dict_items (dict_id, item_value, item_text, item_text_en, item_text_tc, sort_order)
        values (${dict.id}, ${value}, ${cn}, ${en}, ${tc}, ${index + 1})`.execute(db);
    }
  }

  for (const [index, [buttonId, perms, cn, en, tc]] of LOG_BUTTONS.entries()) {
    await sql`
      insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, ${LOG_MENU_ID}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}
      where exists (select 1 from permissions where id = ${LOG_MENU_ID})
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, ${buttonId} from roles r
      where r.role_code = 'admin' and exists (select 1 from permissions where id = ${buttonId})
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [buttonId] of LOG_BUTTONS) await sql`delete from permissions where id = ${buttonId}`.execute(db);
  for (const [code] of LOG_DICTIONARIES) await sql`delete from dicts where dict_code = ${code}`.execute(db);
  await sql`drop index if exists sys_logs_type_created_idx`.execute(db);
}
