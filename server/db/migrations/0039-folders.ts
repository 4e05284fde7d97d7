import { sql, type Kysely } from 'kysely';

/** Managing every folder (administrators), a button under 文章管理 beside the moderation one. */
export const FOLDER_MANAGE_BUTTON = ['btn-folder-manage', 'cms:folder:manage', '管理全部文件夹', 'Manage every folder', '管理全部文件夾'] as const;

/**
 * Folders with permissions (issue 24): the trees of 知识库 and 公共资源 (`space`), the grants on
 * a folder to users, roles or departments (1 viewable, 2 downloadable, 3 manageable, inherited
 * by the folders below), the stored files placed in a folder, and the folder of a knowledge
 * article (a column: an article is in one folder, and the reader rule reads it in the same row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('folders')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('parent_id', 'text', (c) => c.references('folders.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('space', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index folders_parent_idx on folders (tenant_id, parent_id)`.execute(db);
  await db.schema.createTable('folder_grants')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('folder_id', 'text', (c) => c.notNull().references('folders.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addPrimaryKeyConstraint('folder_grants_pkey', ['folder_id', 'subject_type', 'subject_id'])
    .execute();
  await sql`create index folder_grants_subject_idx on folder_grants (tenant_id, subject_type, subject_id)`.execute(db);
  await db.schema.createTable('folder_files')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('folder_id', 'text', (c) => c.notNull().references('folders.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploader_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index folder_files_folder_idx on folder_files (folder_id, created_at desc)`.execute(db);
  await db.schema.alterTable('articles').addColumn('folder_id', 'text', (c) => c.references('folders.id')).execute();
  await sql`create index articles_folder_idx on articles (folder_id) where folder_id is not null`.execute(db);
  await addFolderButton(db);
}

/** The button under the articles page, granted to every tenant's 'admin' role, where the page is there. */
export async function addFolderButton(db: Kysely<any>): Promise<void> {
  const [id, perms, cn, en, tc] = FOLDER_MANAGE_BUTTON;
  const { rows } = await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
    select ${id}, 'menu-sys-article', ${cn}, ${en}, ${tc}, 2, ${perms}, '1', 21 where exists (select 1 from permissions where id = 'menu-sys-article')
    on conflict (id) do nothing returning id`.execute(db);
  if (!rows.length) return;
  await sql`insert into role_permissions (role_id, permission_id) select r.id, ${id} from roles r where r.role_code = 'admin' on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${FOLDER_MANAGE_BUTTON[0]}`.execute(db);
  await db.schema.alterTable('articles').dropColumn('folder_id').execute();
  for (const table of ['folder_files', 'folder_grants', 'folders']) await db.schema.dropTable(table).ifExists().execute();
}
