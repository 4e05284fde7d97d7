import { sql, type Kysely } from 'kysely';

/** The positions page (widgets-admin §3 "Job/position"), under System. */
export const POSITION_MENU = {
  id: 'menu-sys-position', parent: 'menu-system', title: ['职务管理', 'Positions', '職務管理'], path: '/isystem/position',
  component: 'PositionList', icon: 'person-badge',
} as const;

/** Its buttons: `[id, perms, cn, en, tc]`. */
export const POSITION_BUTTONS = [
  ['btn-position-list', 'system:position:list', '查看职务', 'View positions', '查看職務'],
  ['btn-position-add', 'system:position:add', '新增职务', 'Add position', '新增職務'],
  ['btn-position-edit', 'system:position:edit', '编辑职务', 'Edit position', '編輯職務'],
  ['btn-position-delete', 'system:position:delete', '删除职务', 'Delete position', '刪除職務'],
  ['btn-position-export', 'system:position:export', '导出职务', 'Export positions', '導出職務'],
  ['btn-position-import', 'system:position:import', '导入职务', 'Import positions', '導入職務'],
] as const;

/** The position ranks (职级), a dictionary: `[value, cn, en, tc]`. */
export const POSITION_RANKS = [
  ['1', '员级', 'Staff', '員級'], ['2', '助理级', 'Associate', '助理級'], ['3', '中级', 'Intermediate', '中級'],
  ['4', '副高级', 'Senior', '副高級'], ['5', '正高级', 'Principal', '正高級'],
] as const;

/**
 * Positions of each tenant, code unique in the tenant; and, on a database seeded before, the
 * rank dictionary, the page and its buttons granted to every tenant's 'admin' role (as 0009).
 * A new database gets those from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('positions')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('post_rank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index positions_code_key on positions (tenant_id, lower(code))`.execute(db);
  await sql`create index positions_created_idx on positions (tenant_id, created_at desc)`.execute(db);

  const { rows: [dict] } = await sql<{ id: string }>`
    insert into dicts (dict_code, dict_name) select 'position_rank', '职级'
    where exists (select 1 from dicts) on conflict (dict_code) do nothing returning id`.execute(db);
  if (dict) {
    for (const [index, [value, cn, en, tc]] of POSITION_RANKS.entries()) {
      await sql`insert into dict_items (dict_id, item_value, item_text, item_text_en, item_text_tc, sort_order)
        values (${dict.id}, ${value}, ${cn}, ${en}, ${tc}, ${index + 1})`.execute(db);
    }
  }

  const m = POSITION_MENU;
  const { rows: added } = await sql`
    insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no)
    select ${m.id}, ${m.parent}, ${m.title[0]}, ${m.title[1]}, ${m.title[2]}, ${m.path}, ${m.component}, ${m.component}, 1, ${m.icon}, 35
    where exists (select 1 from permissions where id = ${m.parent})
    on conflict (id) do nothing returning id`.execute(db);
  if (added.length === 0) return;
  for (const [index, [buttonId, perms, cn, en, tc]] of POSITION_BUTTONS.entries()) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      values (${buttonId}, ${m.id}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}) on conflict (id) do nothing`.execute(db);
  }
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.role_code = 'admin' and (p.id = ${m.id} or p.parent_id = ${m.id}) on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${POSITION_MENU.id}`.execute(db);
  await sql`delete from dicts where dict_code = 'position_rank'`.execute(db);
  await db.schema.dropTable('positions').ifExists().execute();
}
