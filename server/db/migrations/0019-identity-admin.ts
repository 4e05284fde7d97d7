import { sql, type Kysely } from 'kysely';

/** The identity pages' buttons beyond those of 0009/0015: `[id, parent page, perms, cn, en, tc]`. */
export const IDENTITY_BUTTONS = [
  ['btn-user-delete', 'menu-sys-user', 'system:user:delete', '删除用户', 'Delete user', '刪除用戶'],
  ['btn-user-freeze', 'menu-sys-user', 'system:user:freeze', '冻结/解冻用户', 'Freeze or thaw users', '凍結/解凍用戶'],
  ['btn-user-password', 'menu-sys-user', 'system:user:password', '修改用户密码', 'Set a user\'s password', '修改用戶密碼'],
  ['btn-user-recycle', 'menu-sys-user', 'system:user:recycle', '用户回收站', 'User recycle bin', '用戶回收站'],
  ['btn-user-export', 'menu-sys-user', 'system:user:export', '导出用户', 'Export users', '導出用戶'],
  ['btn-user-import', 'menu-sys-user', 'system:user:import', '导入用户', 'Import users', '導入用戶'],
  ['btn-role-add', 'menu-sys-role', 'system:role:add', '新增角色', 'Add role', '新增角色'],
  ['btn-role-edit', 'menu-sys-role', 'system:role:edit', '编辑角色', 'Edit role', '編輯角色'],
  ['btn-role-delete', 'menu-sys-role', 'system:role:delete', '删除角色', 'Delete role', '刪除角色'],
  ['btn-role-export', 'menu-sys-role', 'system:role:export', '导出角色', 'Export roles', '導出角色'],
  ['btn-role-import', 'menu-sys-role', 'system:role:import', '导入角色', 'Import roles', '導入角色'],
  ['btn-role-authorize', 'menu-sys-role', 'system:role:authorize', '角色授权', 'Authorise roles', '角色授權'],
  ['btn-tenant-list', 'menu-sys-tenant', 'system:tenant:list', '查看租户', 'View tenants', '查看租戶'],
  ['btn-tenant-add', 'menu-sys-tenant', 'system:tenant:add', '新增租户', 'Add tenant', '新增租戶'],
  ['btn-tenant-edit', 'menu-sys-tenant', 'system:tenant:edit', '编辑租户', 'Edit tenant', '編輯租戶'],
  ['btn-tenant-delete', 'menu-sys-tenant', 'system:tenant:delete', '删除租户', 'Delete tenant', '刪除租戶'],
] as const;

/** The identity pages' buttons of one page, for the seed's menu tree. */
export const identityButtonsOf = (page: string) =>
  IDENTITY_BUTTONS.filter(([, parent]) => parent === page).map(([id, , perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as [string, string, string], perms }));

/**
 * What identity administration needs beyond the foundation (widgets-admin §3 "User", "Job",
 * "Tenant"): a user's job number (unique), birthday and landline; the positions a user holds;
 * a tenant's administrator-facing fields; and, on a database seeded before, the buttons
 * granted to every tenant's 'admin' role (as 0009).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('work_no', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('users').addColumn('birthday', 'date').execute();
  await db.schema.alterTable('users').addColumn('telephone', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`create unique index users_work_no_key on users (lower(work_no)) where work_no <> ''`.execute(db);
  await sql`create index users_created_idx on users (created_at desc)`.execute(db);
  await db.schema.createTable('user_positions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_positions_pk', ['user_id', 'position_id'])
    .execute();
  await db.schema.alterTable('tenants').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();

  for (const [index, [buttonId, page, perms, cn, en, tc]] of IDENTITY_BUTTONS.entries()) {
    await sql`
      insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, ${page}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 10}
      where exists (select 1 from permissions where id = ${page})
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, ${buttonId} from roles r
      where r.role_code = 'admin' and exists (select 1 from permissions where id = ${buttonId})
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [buttonId] of IDENTITY_BUTTONS) await sql`delete from permissions where id = ${buttonId}`.execute(db);
  await db.schema.dropTable('user_positions').ifExists().execute();
  await sql`drop index if exists users_work_no_key`.execute(db);
  await sql`drop index if exists users_created_idx`.execute(db);
  for (const column of ['work_no', 'birthday', 'telephone']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('tenants').dropColumn('updated_at').execute();
}
