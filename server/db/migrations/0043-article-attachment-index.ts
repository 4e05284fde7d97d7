import { sql, type Kysely } from 'kysely';

/**
 * Who may see a released article may have the stored files it names (issue 24 "Attachments
 * and files"; server/modules/content/article-attachments.ts): reading a folder's file asks
 * whether such an article names it (`attachments @> [{ url }]`), answered by this index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index articles_attachments_idx on articles using gin (attachments jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists articles_attachments_idx`.execute(db);
}
