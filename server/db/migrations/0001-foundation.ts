import { sql, type Kysely } from 'kysely';

/** Tenants, users, roles, departments, permissions, dictionaries, sessions, captchas, logs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (t: any) => t.defaultTo(sql`gen_random_uuid()::text`).primaryKey();
  const now = sql`now()`;

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', id)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('del_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('org_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);

  await db.schema
    .createTable('user_tenants')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addPrimaryKeyConstraint('user_tenants_pk', ['user_id', 'tenant_id'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('roles_code_key', ['tenant_id', 'role_code'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('parent_id', 'text', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('depart_name', 'text', (c) => c.notNull())
    .addColumn('depart_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('org_type', 'integer', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('departments_org_code_key', ['tenant_id', 'org_code'])
    .execute();

  await db.schema
    .createTable('user_departments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('department_id', 'text', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_departments_pk', ['user_id', 'department_id'])
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('permissions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_tc', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('component', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('component_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('perms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('perms_type', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_route', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('always_show', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('keep_alive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('internal_or_external', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('del_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('dicts')
    .addColumn('id', 'text', id)
    .addColumn('dict_code', 'text', (c) => c.notNull().unique())
    .addColumn('dict_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('del_flag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('dict_items')
    .addColumn('id', 'text', id)
    .addColumn('dict_id', 'text', (c) => c.notNull().references('dicts.id').onDelete('cascade'))
    .addColumn('item_value', 'text', (c) => c.notNull())
    .addColumn('item_text', 'text', (c) => c.notNull())
    .addColumn('item_text_en', 'text', (c) => c.notNull())
    .addColumn('item_text_tc', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('dict_items_value_key', ['dict_id', 'item_value'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('org_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_logs')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('operate_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('log_content', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('permission_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sys_logs_created_idx').on('sys_logs').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('personalization')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('watermark', 'text', (c) => c.notNull())
    .addColumn('header_title', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('logo_en', 'text', (c) => c.notNull())
    .addColumn('login_logo', 'text', (c) => c.notNull())
    .execute();
}

/** Drops everything `up` created, in dependency order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'personalization', 'sys_logs', 'login_throttle', 'captchas', 'sessions', 'dict_items', 'dicts',
    'role_permissions', 'permissions', 'user_departments', 'departments', 'user_roles', 'roles',
    'user_tenants', 'users', 'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
