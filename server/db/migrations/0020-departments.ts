import { sql, type Kysely } from 'kysely';

/** The department page's buttons besides its list (migration 0015): `[id, perms, cn, en, tc]`. */
export const DEPART_BUTTONS = [
  ['btn-depart-add', 'system:depart:add', '新增部门', 'Add department', '新增部門'],
  ['btn-depart-edit', 'system:depart:edit', '编辑部门', 'Edit department', '編輯部門'],
  ['btn-depart-delete', 'system:depart:delete', '删除部门', 'Delete department', '刪除部門'],
  ['btn-depart-export', 'system:depart:export', '导出部门', 'Export departments', '導出部門'],
  ['btn-depart-import', 'system:depart:import', '导入部门', 'Import departments', '導入部門'],
  ['btn-depart-authorize', 'system:depart:authorize', '部门授权', 'Authorise departments', '部門授權'],
] as const;

/** The department roles page (portal-shell §1 "department roles"), under System. */
export const DEPART_ROLE_MENU = {
  id: 'menu-sys-depart-role', parent: 'menu-system', title: ['部门角色', 'Department roles', '部門角色'], path: '/isystem/departRole',
  component: 'DepartRoleList', icon: 'person-workspace',
} as const;

/** Its buttons: `[id, perms, cn, en, tc]`. */
export const DEPART_ROLE_BUTTONS = [
  ['btn-depart-role-list', 'system:departRole:list', '查看部门角色', 'View department roles', '查看部門角色'],
  ['btn-depart-role-add', 'system:departRole:add', '新增部门角色', 'Add department role', '新增部門角色'],
  ['btn-depart-role-edit', 'system:departRole:edit', '编辑部门角色', 'Edit department role', '編輯部門角色'],
  ['btn-depart-role-delete', 'system:departRole:delete', '删除部门角色', 'Delete department role', '刪除部門角色'],
] as const;

/** The organisation types (widgets-admin §3 "Organization: type"), a dictionary: `[value, cn, en, tc]`. */
export const ORG_TYPE_ITEMS = [
  ['1', '公司', 'Company', '公司'], ['2', '部门', 'Department', '部門'], ['3', '岗位', 'Post', '崗位'],
] as const;

/** Who may grant what in a department (JeecgBoot's model, kept to what widgets-admin §6 needs). */
async function createTables(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey();
  // The menus and buttons a department may grant to its roles.
  await db.schema.createTable('depart_permissions')
    .addColumn('depart_id', 'text', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('depart_permissions_pk', ['depart_id', 'permission_id'])
    .execute();
  await db.schema.createTable('depart_roles')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('depart_id', 'text', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index depart_roles_code_key on depart_roles (tenant_id, lower(role_code))`.execute(db);
  await sql`create index depart_roles_depart_idx on depart_roles (depart_id)`.execute(db);
  await db.schema.createTable('depart_role_permissions')
    .addColumn('drole_id', 'text', (c) => c.notNull().references('depart_roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('depart_role_permissions_pk', ['drole_id', 'permission_id'])
    .execute();
  await db.schema.createTable('depart_role_users')
    .addColumn('drole_id', 'text', (c) => c.notNull().references('depart_roles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('depart_role_users_pk', ['drole_id', 'user_id'])
    .execute();
  await sql`create index depart_role_users_user_idx on depart_role_users (user_id)`.execute(db);
}

/**
 * What a department role grants reaches the permission caches as a role's grant does
 * (migration 0016's payloads): members by user, grants and the department's ceiling as a
 * grant change, a role moved to another department (which changes who holds it) as everything.
 */
async function createTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger depart_role_users_cache after insert or update or delete on depart_role_users
    for each row execute function dkp_cache_notify('u', 'user_id')`.execute(db);
  for (const table of ['depart_role_permissions', 'depart_permissions']) {
    await sql`create trigger ${sql.id(`${table}_cache`)} after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function dkp_cache_notify('g')`.execute(db);
  }
  await sql`create trigger depart_roles_cache after update on depart_roles for each row
    when (old.depart_id is distinct from new.depart_id or old.tenant_id is distinct from new.tenant_id)
    execute function dkp_cache_notify('*')`.execute(db);
}

/**
 * Departments (issue 11): the organisation's contact fields and its type as a dictionary
 * value; department heads; department permissions and department roles with their grants and
 * members. On a database seeded before, the `org_type` dictionary and the page's buttons, and
 * the department-roles page, granted to every tenant's 'admin' role (as 0018); a new database
 * gets those from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table departments alter column org_type type text using org_type::text`.execute(db);
  for (const column of ['phone', 'email', 'fax', 'address', 'memo']) {
    await db.schema.alterTable('departments').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await sql`create index departments_parent_idx on departments (tenant_id, parent_id)`.execute(db);
  // A head is a member of the department flagged as its head (widgets-admin §6 "department roles").
  await db.schema.alterTable('user_departments').addColumn('is_head', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`create index user_departments_depart_idx on user_departments (department_id)`.execute(db);
  await createTables(db);
  await createTriggers(db);

  const { rows: [dict] } = await sql<{ id: string }>`
    insert into dicts (dict_code, dict_name) select 'org_type', '机构类型'
    where exists (select 1 from dicts) on conflict (dict_code) do nothing returning id`.execute(db);
  if (dict) {
    for (const [index, [value, cn, en, tc]] of ORG_TYPE_ITEMS.entries()) {
      await sql`insert into dict_items (dict_id, item_value, item_text, item_text_en, item_text_tc, sort_order)
        values (${dict.id}, ${value}, ${cn}, ${en}, ${tc}, ${index + 1})`.execute(db);
    }
  }

  // After the list button of 0015, which is the page's first.
  for (const [index, [buttonId, perms, cn, en, tc]] of DEPART_BUTTONS.entries()) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, 'menu-sys-depart', ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 2}
      where exists (select 1 from permissions where id = 'menu-sys-depart')
      on conflict (id) do nothing`.execute(db);
  }
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.role_code = 'admin' and p.parent_id = 'menu-sys-depart' and p.menu_type = 2 on conflict do nothing`.execute(db);

  const m = DEPART_ROLE_MENU;
  const { rows: added } = await sql`
    insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no)
    select ${m.id}, ${m.parent}, ${m.title[0]}, ${m.title[1]}, ${m.title[2]}, ${m.path}, ${m.component}, ${m.component}, 1, ${m.icon}, 34
    where exists (select 1 from permissions where id = ${m.parent})
    on conflict (id) do nothing returning id`.execute(db);
  if (added.length === 0) return;
  for (const [index, [buttonId, perms, cn, en, tc]] of DEPART_ROLE_BUTTONS.entries()) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      values (${buttonId}, ${m.id}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}) on conflict (id) do nothing`.execute(db);
  }
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.role_code = 'admin' and (p.id = ${m.id} or p.parent_id = ${m.id}) on conflict do nothing`.execute(db);
}

/** Removes what `up` added; department types become integers again. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${DEPART_ROLE_MENU.id}`.execute(db);
  await db.deleteFrom('permissions').where('id', 'in', DEPART_BUTTONS.map(([buttonId]) => buttonId)).execute();
  await sql`delete from dicts where dict_code = 'org_type'`.execute(db);
  for (const table of ['depart_role_users', 'depart_role_permissions', 'depart_roles', 'depart_permissions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('user_departments').dropColumn('is_head').execute();
  await sql`drop index if exists departments_parent_idx`.execute(db);
  await sql`drop index if exists user_departments_depart_idx`.execute(db);
  for (const column of ['phone', 'email', 'fax', 'address', 'memo']) {
    await db.schema.alterTable('departments').dropColumn(column).execute();
  }
  await sql`alter table departments alter column org_type type integer using org_type::integer`.execute(db);
}
