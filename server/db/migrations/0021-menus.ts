import { sql, type Kysely } from 'kysely';

/** A button as the migration and the seed add it: `[id, perms, cn, en, tc]`. */
type Button = readonly [id: string, perms: string, cn: string, en: string, tc: string];

/** The menu administration page's buttons beside its list button (migration 0015). */
export const MENU_BUTTONS: readonly Button[] = [
  ['btn-permission-add', 'system:permission:add', '新增菜单', 'Add menu', '新增選單'],
  ['btn-permission-edit', 'system:permission:edit', '编辑菜单', 'Edit menu', '編輯選單'],
  ['btn-permission-delete', 'system:permission:delete', '删除菜单', 'Delete menu', '刪除選單'],
  ['btn-permission-rule', 'system:permission:rule', '数据规则', 'Data rules', '數據規則'],
];

/** The permission groups page (widgets-admin §3 "Permission group"), under System. */
export const PERMISSION_GROUP_MENU = {
  id: 'menu-sys-permission-group', parent: 'menu-system', title: ['权限分组', 'Permission groups', '權限分組'],
  path: '/isystem/permissionGroup', component: 'PermissionGroupList', icon: 'collection',
} as const;

/** Its buttons. */
export const PERMISSION_GROUP_BUTTONS: readonly Button[] = [
  ['btn-permission-group-list', 'system:permissionGroup:list', '查看权限分组', 'View permission groups', '查看權限分組'],
  ['btn-permission-group-add', 'system:permissionGroup:add', '新增权限分组', 'Add permission group', '新增權限分組'],
  ['btn-permission-group-edit', 'system:permissionGroup:edit', '编辑权限分组', 'Edit permission group', '編輯權限分組'],
  ['btn-permission-group-delete', 'system:permissionGroup:delete', '删除权限分组', 'Delete permission group', '刪除權限分組'],
];

/**
 * Menus administered on the kit (issue 11): a new menu gets a generated id; each menu says
 * what it opens (`menu_category`, which the existing columns cannot tell: an external link to
 * a data service and any other external link look alike), and may belong to a permission
 * group. Categories of existing rows: external ones are links, the report viewer's pages
 * reports, other menus portal pages, buttons none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('permission_groups')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index permission_groups_code_key on permission_groups (lower(code))`.execute(db);

  await sql`alter table permissions alter column id set default gen_random_uuid()::text`.execute(db);
  await db.schema.alterTable('permissions').addColumn('menu_category', 'text', (c) => c.notNull().defaultTo('portal')).execute();
  await db.schema.alterTable('permissions')
    .addColumn('permission_group_id', 'text', (c) => c.references('permission_groups.id').onDelete('set null')).execute();
  await classifyMenus(db);
  // childList and the subtree delete look children up by parent.
  await db.schema.createIndex('permissions_parent_idx').on('permissions').column('parent_id').execute();

  await addMenuAdminEntries(db);
}

/** Sets the category of every existing row from what its columns tell. */
export async function classifyMenus(db: Kysely<any>): Promise<void> {
  await sql`update permissions set menu_category = case
    when menu_type = 2 then ''
    when internal_or_external then 'link'
    when component_name = 'ReportViewer' or component = 'ReportViewer' then 'report'
    else 'portal' end`.execute(db);
}

/**
 * On a database seeded before: the buttons, and the permission groups page with its buttons,
 * granted to every tenant's 'admin' role (as 0018). A new database gets them from the seed.
 */
export async function addMenuAdminEntries(db: Kysely<any>): Promise<void> {
  const m = PERMISSION_GROUP_MENU;
  await sql`
    insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no, menu_category)
    select ${m.id}, ${m.parent}, ${m.title[0]}, ${m.title[1]}, ${m.title[2]}, ${m.path}, ${m.component}, ${m.component}, 1, ${m.icon}, 55, 'portal'
    where exists (select 1 from permissions where id = ${m.parent})
    on conflict (id) do nothing`.execute(db);
  const buttons: [string, readonly Button[]][] = [['menu-sys-permission', MENU_BUTTONS], [m.id, PERMISSION_GROUP_BUTTONS]];
  for (const [page, list] of buttons) {
    for (const [index, [buttonId, perms, cn, en, tc]] of list.entries()) {
      await sql`
        insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no, menu_category)
        select ${buttonId}, ${page}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 10}, ''
        where exists (select 1 from permissions where id = ${page})
        on conflict (id) do nothing`.execute(db);
    }
  }
  const ids = [m.id, ...buttons.flatMap(([, list]) => list.map(([id]) => id))];
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r join permissions p on p.id in (${sql.join(ids)})
    where r.role_code = 'admin' on conflict do nothing`.execute(db);
}

/** Removes the page, the buttons, the columns and the groups (menus' ids stay as they are). */
export async function down(db: Kysely<any>): Promise<void> {
  const ids = [PERMISSION_GROUP_MENU.id, ...MENU_BUTTONS.map(([id]) => id)];
  await sql`delete from permissions where id in (${sql.join(ids)})`.execute(db);
  await sql`drop index if exists permissions_parent_idx`.execute(db);
  await db.schema.alterTable('permissions').dropColumn('permission_group_id').execute();
  await db.schema.alterTable('permissions').dropColumn('menu_category').execute();
  await sql`alter table permissions alter column id drop default`.execute(db);
  await db.schema.dropTable('permission_groups').ifExists().execute();
}
