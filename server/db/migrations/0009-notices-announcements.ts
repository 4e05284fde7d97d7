import { sql, type Kysely } from 'kysely';

/** The page the announcement buttons belong to (seeded by the menu tree). */
const ANNOUNCEMENT_PAGE = 'menu-sys-announcement';

/**
 * The buttons of announcement administration: [id, code, cn, en, tc]. The seed's menu tree
 * lists the same ones; a migration keeps its own copy so it never changes with the code.
 */
export const ANNOUNCEMENT_BUTTONS = [
  ['btn-announcement-list', 'system:announcement:list', '查看通告', 'View announcements', '查看通告'],
  ['btn-announcement-add', 'system:announcement:add', '新增通告', 'Add announcement', '新增通告'],
  ['btn-announcement-edit', 'system:announcement:edit', '编辑通告', 'Edit announcement', '編輯通告'],
  ['btn-announcement-delete', 'system:announcement:delete', '删除通告', 'Delete announcement', '刪除通告'],
  ['btn-announcement-release', 'system:announcement:release', '发布通告', 'Release announcement', '發佈通告'],
  ['btn-announcement-revoke', 'system:announcement:revoke', '撤销通告', 'Revoke announcement', '撤銷通告'],
] as const;

/**
 * Notices (portal-shell §3, one row per owner), announcements with their named audience and
 * per-user read state, and the administration buttons for databases seeded before them.
 *
 * An 'ALL' announcement has no audience rows: who it reaches is decided when it is read, so
 * a user created after the release still sees it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey();
  const now = sql`now()`;

  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 0 and 3`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('relation_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_flag', 'text', (c) => c.notNull().defaultTo('0').check(sql`read_flag in ('0', '1')`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The bell reads a user's newest notices and counts the unread ones.
  await db.schema.createIndex('notices_owner_idx').on('notices').columns(['tenant_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('notices_relation_idx').on('notices').columns(['type', 'relation_id']).execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', id)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('titile', 'text', (c) => c.notNull())
    .addColumn('msg_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('L').check(sql`priority in ('L', 'M', 'H')`))
    .addColumn('msg_category', 'text', (c) => c.notNull().defaultTo('1').check(sql`msg_category in ('1', '2')`))
    .addColumn('msg_type', 'text', (c) => c.notNull().defaultTo('ALL').check(sql`msg_type in ('ALL', 'USER')`))
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('send_status', 'text', (c) => c.notNull().defaultTo('0').check(sql`send_status in ('0', '1', '2')`))
    .addColumn('open_type', 'text', (c) => c.check(sql`open_type in ('url', 'component')`))
    .addColumn('open_page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bus_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('send_time', 'timestamptz')
    .addColumn('revoke_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('announcements_tenant_idx').on('announcements').columns(['tenant_id', 'send_status', 'send_time']).execute();

  await db.schema
    .createTable('announcement_users')
    .addColumn('announcement_id', 'text', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('announcement_users_pk', ['announcement_id', 'user_id'])
    .execute();
  await db.schema.createIndex('announcement_users_user_idx').on('announcement_users').column('user_id').execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('announcement_id', 'text', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'user_id'])
    .execute();

  await addAnnouncementButtons(db);
}

/**
 * Adds the announcement buttons under the announcement page and grants them to every
 * tenant's 'admin' role; does nothing on a database not seeded yet (the seed brings them).
 */
async function addAnnouncementButtons(db: Kysely<any>): Promise<void> {
  for (const [index, [buttonId, perms, cn, en, tc]] of ANNOUNCEMENT_BUTTONS.entries()) {
    await sql`
      insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, ${ANNOUNCEMENT_PAGE}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}
      where exists (select 1 from permissions where id = ${ANNOUNCEMENT_PAGE})
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, ${buttonId} from roles r
      where r.role_code = 'admin' and exists (select 1 from permissions where id = ${buttonId})
      on conflict do nothing`.execute(db);
  }
}

/** Drops what `up` created. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', 'in', ANNOUNCEMENT_BUTTONS.map(([buttonId]) => buttonId)).execute();
  for (const table of ['announcement_reads', 'announcement_users', 'announcements', 'notices']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
