import { sql, type Kysely } from 'kysely';

/** The permission of deleting anyone's comment (moderation), a button under 文章管理. */
export const COMMENT_DELETE_BUTTON = ['btn-comment-delete', 'cms:comment:delete', '删除任何留言', 'Delete any comment', '刪除任何留言'] as const;

/**
 * Message boards (issue 24; widgets-admin §2, §3, §5): one board per page key (an article's id,
 * a report page's path); a comment, or a reply to one; a deleted one keeps its row, marked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('comments')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index comments_board_idx on comments (tenant_id, page_key, created_at desc) where parent_id is null and not deleted`.execute(db);
  await sql`create index comments_replies_idx on comments (parent_id, created_at) where parent_id is not null`.execute(db);
  await addCommentButton(db);
}

/** The moderation button under the articles page, granted to every tenant's 'admin' role, where the page is there. */
export async function addCommentButton(db: Kysely<any>): Promise<void> {
  const [id, perms, cn, en, tc] = COMMENT_DELETE_BUTTON;
  const { rows } = await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
    select ${id}, 'menu-sys-article', ${cn}, ${en}, ${tc}, 2, ${perms}, '1', 20 where exists (select 1 from permissions where id = 'menu-sys-article')
    on conflict (id) do nothing returning id`.execute(db);
  if (!rows.length) return;
  await sql`insert into role_permissions (role_id, permission_id) select r.id, ${id} from roles r where r.role_code = 'admin' on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${COMMENT_DELETE_BUTTON[0]}`.execute(db);
  await db.schema.dropTable('comments').ifExists().execute();
}
