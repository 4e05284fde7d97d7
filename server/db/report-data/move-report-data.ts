import { sql, type Kysely } from 'kysely';
import { REPORT_DATA_LEAVING } from '../migrations/0032-report-data-apart.ts';
import type { ReportDatabase, Statement } from './report-database.ts';
import { REPORT_DATA_TABLES } from './report-data-schema.ts';

/**
 * Finishes migration 0032 on PGlite: the rows of the portal's former `report_data` (set aside
 * as `report_data_moving`) replace the report database's, then the set-aside schema is
 * dropped. Nothing to do once that is done (every start but the first after the upgrade).
 * A new portal database has that schema too, empty (migration 0026 made it): it is dropped
 * without opening the report database, which a first start never needs (it fills itself with
 * the demo figures when the first report creates it).
 */
export async function moveReportDataApart(db: Kysely<any>, reportData: ReportDatabase): Promise<void> {
  const { rows } = await sql`select 1 from pg_namespace where nspname = ${REPORT_DATA_LEAVING}`.execute(db);
  if (rows.length === 0) return;
  const statements: Statement[] = [...REPORT_DATA_TABLES].reverse().map((table) => ({ sql: `delete from report_data.${table}`, params: [] }));
  let moved = 0;
  for (const table of REPORT_DATA_TABLES) {
    const { rows: [copy] } = await sql<{ rows: string; n: number }>`select coalesce(json_agg(t), '[]')::text as rows, count(*)::int as n
      from ${sql.table(`${REPORT_DATA_LEAVING}.${table}`)} t`.execute(db);
    moved += copy!.n;
    statements.push({ sql: `insert into report_data.${table} select * from json_populate_recordset(null::report_data.${table}, $1::json)`, params: [copy!.rows] });
  }
  if (moved > 0) await reportData.asOwner(statements, { write: true });
  await sql`drop schema ${sql.id(REPORT_DATA_LEAVING)} cascade`.execute(db);
}
