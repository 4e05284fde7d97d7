import { sql, type Kysely } from 'kysely';
import { REPORT_READER_ROLE } from './0026-reports.ts';

/** Where migration 0032 leaves the portal's `report_data` on PGlite until its rows are in the report database. */
export const REPORT_DATA_LEAVING = 'report_data_moving';

/** Whether `db` is the embedded database (PGlite), whose report data now lives in a database of its own. */
export async function isPglite(db: Kysely<any>): Promise<boolean> {
  const { rows: [row] } = await sql<{ pglite: boolean }>`select version() like '%PGlite%' as pglite`.execute(db);
  return row?.pglite === true;
}

/**
 * On PGlite, the built-in report data leaves the portal's database for a database of its own
 * (server/db/report-data, docs/decisions.md "Report server"): the schema `report_data` is set
 * aside as `report_data_moving`, and the reader role of migration 0026, which only served it,
 * is dropped with its grants. The rows cross to the report database after the migrations
 * (db/report-data/move-report-data.ts, run by start.ts, which knows where that database is),
 * and the set-aside schema is dropped once they are there: a start that stops in between
 * copies them again. On PostgreSQL nothing changes: `report_data` stays in the portal's
 * database, read by a login role of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(await isPglite(db))) return;
  await sql.raw(`do $$ begin
      if exists (select 1 from pg_namespace where nspname = 'report_data') then
        alter schema report_data rename to ${REPORT_DATA_LEAVING};
      end if;
      if exists (select 1 from pg_roles where rolname = '${REPORT_READER_ROLE}') then
        drop owned by ${REPORT_READER_ROLE};
        drop role ${REPORT_READER_ROLE};
      end if;
    end $$`).execute(db);
}

/** Nothing to undo in this database: the rows live in the report database from now on. */
export async function down(): Promise<void> {}
