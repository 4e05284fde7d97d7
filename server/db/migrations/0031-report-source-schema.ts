import { sql, type Kysely } from 'kysely';

/**
 * The one schema a report data source's queries may read (issue 21): the report SQL check
 * refuses any relation outside it. An external PostgreSQL source reads `public` unless its
 * administrator names another; the built-in source reads its demo figures in `report_data`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table report_sources add column allowed_schema text not null default 'public'`.execute(db);
  await sql`update report_sources set allowed_schema = 'report_data' where kind = 'builtin'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table report_sources drop column allowed_schema`.execute(db);
}
