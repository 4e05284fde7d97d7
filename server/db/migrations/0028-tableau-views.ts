import { sql, type Kysely } from 'kysely';

/**
 * Reports shown by Tableau Server (issue 12): a report may name a Tableau view
 * (`workbook/view`) instead of a query, and then has no data source.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reports add column tableau_view text not null default ''`.execute(db);
  await sql`alter table reports alter column source_id drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from reports where source_id is null`.execute(db);
  await sql`alter table reports alter column source_id set not null`.execute(db);
  await sql`alter table reports drop column tableau_view`.execute(db);
}
