import { sql, type Kysely } from 'kysely';
import { urlHint } from '../../modules/reports/report-secrets.ts';
import { REPORT_READER_ROLE } from './0026-reports.ts';

/**
 * Issue 21: built-in reports on PostgreSQL no longer `SET ROLE` from the portal's own user,
 * whose session could take the role back; they log in as a role of their own
 * (server/modules/reports/engines/reader-login.ts makes it on first use). Here: the table that keeps
 * that login's name and password, readable by the portal's user alone; the portal's user
 * leaves `dkp_report_reader` (migration 0026 made it a member, so that it could switch); and
 * the connection hints of data sources saved before are masked again, now in their query too
 * (`?password=…`), from the stored hint itself (the sealed URL needs the key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('report_reader_login')
    // One row: the login of this database's built-in source.
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`revoke all on report_reader_login from public`.execute(db);
  await sql.raw(`do $$ begin
      if exists (select 1 from pg_roles where rolname = '${REPORT_READER_ROLE}') and pg_has_role(current_user, '${REPORT_READER_ROLE}', 'member') then
        revoke ${REPORT_READER_ROLE} from current_user;
      end if;
    exception when others then raise notice 'report reader membership not revoked: %', sqlerrm;
    end $$`).execute(db);
  await maskStoredHints(db);
}

/** Masks the stored connection hints of data sources again with today's `urlHint` (a hint that is no URL is emptied). */
export async function maskStoredHints(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ id: string; url_hint: string }>`select id, url_hint from report_sources where url_hint <> ''`.execute(db);
  for (const row of rows) {
    const masked = URL.canParse(row.url_hint) ? urlHint(row.url_hint) : '';
    if (masked !== row.url_hint) await sql`update report_sources set url_hint = ${masked} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_reader_login').ifExists().execute();
}
