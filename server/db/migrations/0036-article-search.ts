import { sql, type Kysely } from 'kysely';
import { plainText, searchWords } from '../../lib/search/words.ts';

/**
 * Full-text search of articles (issue 24 "Search"): the words of the title and of the rest
 * (summary, body, tags), split by the server (server/lib/search), weighted title above body in
 * one `simple` tsvector with a GIN index. Existing rows get their words here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles')
    .addColumn('search_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`alter table articles add column search_doc tsvector generated always as (
    setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')) stored`.execute(db);
  await sql`create index articles_search_idx on articles using gin (search_doc)`.execute(db);
  await fillArticleWords(db);
}

/** Gives the articles written without their words (existing rows; the seed's demo news) their words. */
export async function fillArticleWords(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ id: string; title: string; summary: string; body: string; tags: string }>`select id, title, summary, body, tags from articles where search_title = ''`.execute(db);
  for (const row of rows) {
    await sql`update articles set search_title = ${searchWords(row.title)},
      search_body = ${searchWords(`${row.summary} ${plainText(row.body)} ${row.tags}`)} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('search_doc').dropColumn('search_title').dropColumn('search_body').execute();
}
