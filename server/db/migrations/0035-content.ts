import { sql, type Kysely } from 'kysely';

/** The articles page of the content engine (issue 24), under System. */
export const ARTICLE_MENU = {
  id: 'menu-sys-article', parent: 'menu-system', title: ['文章管理', 'Articles', '文章管理'], path: '/isystem/article',
  component: 'ArticleList', icon: 'file-earmark-richtext',
} as const;

/** Its buttons: `[id, perms, cn, en, tc]`. */
export const ARTICLE_BUTTONS = [
  ['btn-article-list', 'cms:article:list', '查看文章', 'View articles', '查看文章'],
  ['btn-article-add', 'cms:article:add', '新增文章', 'Add article', '新增文章'],
  ['btn-article-edit', 'cms:article:edit', '编辑文章', 'Edit article', '編輯文章'],
  ['btn-article-delete', 'cms:article:delete', '删除文章', 'Delete article', '刪除文章'],
  ['btn-article-export', 'cms:article:export', '导出文章', 'Export articles', '導出文章'],
  ['btn-article-release', 'cms:article:release', '发布文章', 'Release article', '發佈文章'],
] as const;

/**
 * The content engine's articles (issue 24): one table for every channel, the departments and
 * roles of an article shown to some only, and who has read what (a view counts once per user).
 * On a database seeded before, the articles page and its buttons are granted to every tenant's
 * 'admin' role; a new database gets them from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('articles')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('release_time', 'timestamptz')
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('tenant'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The readers' list: a channel's released articles, pinned first, newest first.
  await sql`create index articles_channel_idx on articles (tenant_id, channel, status, pinned desc, release_time desc)`.execute(db);
  await sql`create index articles_created_idx on articles (tenant_id, created_at desc)`.execute(db);
  for (const [table, column, target] of [['article_departments', 'depart_id', 'departments'], ['article_roles', 'role_id', 'roles']] as const) {
    await db.schema.createTable(table)
      .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['article_id', column])
      .execute();
  }
  await db.schema.createTable('article_views')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('article_views_pkey', ['article_id', 'user_id'])
    .execute();

  const seeded = await sql`select 1 from permissions where id = ${ARTICLE_MENU.parent}`.execute(db);
  if (seeded.rows.length === 0) return;
  const m = ARTICLE_MENU;
  await sql`insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no, menu_category)
    values (${m.id}, ${m.parent}, ${m.title[0]}, ${m.title[1]}, ${m.title[2]}, ${m.path}, ${m.component}, ${m.component}, 1, ${m.icon}, 55, 'portal')
    on conflict (id) do nothing`.execute(db);
  for (const [index, [buttonId, perms, cn, en, tc]] of ARTICLE_BUTTONS.entries()) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      values (${buttonId}, ${m.id}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}) on conflict (id) do nothing`.execute(db);
  }
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.role_code = 'admin' and (p.id = ${m.id} or p.parent_id = ${m.id}) on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${ARTICLE_MENU.id} or parent_id = ${ARTICLE_MENU.id}`.execute(db);
  for (const table of ['article_views', 'article_roles', 'article_departments', 'articles']) await db.schema.dropTable(table).ifExists().execute();
}
