import { sql, type Kysely } from 'kysely';
import { plainText, searchColumns } from '../../lib/search/words.ts';

/**
 * Search finds a part of a word (issue 24 "Search": "pg_trgm for substrings"):
 * - Chinese: the character pairs of the title and of the rest (server/lib/search
 *   `searchGrams`) join the words in the one `simple` tsvector, weighted below them (title
 *   words A, other words B, title pairs C, other pairs D), under the same GIN index;
 * - Latin letters and digits: a trigram index (`pg_trgm`) on the title's words, for a key
 *   inside a word (a model number, a code). pg_trgm keeps only what the locale calls a
 *   letter, so under PGlite's C locale it sees no Chinese: hence the pairs above.
 * Every existing row gets its pairs here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema.alterTable('articles')
    .addColumn('search_title_grams', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_body_grams', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('articles').dropColumn('search_doc').execute();
  await sql`alter table articles add column search_doc tsvector generated always as (
    setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')
    || setweight(to_tsvector('simple', search_title_grams), 'C') || setweight(to_tsvector('simple', search_body_grams), 'D')) stored`.execute(db);
  await sql`create index articles_search_idx on articles using gin (search_doc)`.execute(db);
  await sql`create index articles_title_trgm_idx on articles using gin (search_title gin_trgm_ops)`.execute(db);
  await fillArticleSearch(db, 'every');
}

/**
 * Gives articles their search columns: `'unfilled'` those written without them (the seed's
 * demo articles), `'every'` all of them (this migration, for rows written before it).
 */
export async function fillArticleSearch(db: Kysely<any>, which: 'unfilled' | 'every'): Promise<void> {
  const rows = await sql<{ id: string; title: string; summary: string; body: string; tags: string }>`select id, title, summary, body, tags
    from articles ${which === 'unfilled' ? sql`where search_title = ''` : sql``}`.execute(db);
  for (const row of rows.rows) {
    const columns = searchColumns(row.title, `${row.summary} ${plainText(row.body)} ${row.tags}`);
    await db.updateTable('articles').set(columns).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists articles_title_trgm_idx`.execute(db);
  await db.schema.alterTable('articles').dropColumn('search_doc').execute();
  await sql`alter table articles add column search_doc tsvector generated always as (
    setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')) stored`.execute(db);
  await sql`create index articles_search_idx on articles using gin (search_doc)`.execute(db);
  await db.schema.alterTable('articles').dropColumn('search_title_grams').dropColumn('search_body_grams').execute();
}
