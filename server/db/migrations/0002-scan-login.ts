import { sql, type Kysely } from 'kysely';

/** The button permission that guards the enterprise-chat login switch. */
export const CONFIG_EDIT_PERMISSION = { id: 'btn-sys-config-edit', parent: 'menu-system', perms: 'system:config:edit' } as const;

/**
 * Scan-code login requests, the `sys_config` key/value table, and the `system:config:edit`
 * button for databases seeded before it existed (a fresh database gets it from the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('poll_secret_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('desktop_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('desktop_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer')
    .addColumn('org_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scan_logins_expires_idx').on('scan_logins').column('expires_at').execute();

  await db.schema
    .createTable('sys_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await addConfigEditPermission(db);
}

/**
 * Adds the `system:config:edit` button under the system menu and grants it to every
 * tenant's 'admin' role; does nothing on a database not seeded yet (the seed brings it).
 */
export async function addConfigEditPermission(db: Kysely<any>): Promise<void> {
  const { id, parent, perms } = CONFIG_EDIT_PERMISSION;
  await sql`
    insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
    select ${id}, ${parent}, '系统配置', 'Edit system settings', '系統配置', 2, ${perms}, '1', 100
    where exists (select 1 from permissions where id = ${parent})
    on conflict (id) do nothing`.execute(db);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, ${id} from roles r
    where r.role_code = 'admin' and exists (select 1 from permissions where id = ${id})
    on conflict do nothing`.execute(db);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from permissions where id = ${CONFIG_EDIT_PERMISSION.id}`.execute(db);
  await db.schema.dropTable('sys_config').ifExists().execute();
  await db.schema.dropTable('scan_logins').ifExists().execute();
}
