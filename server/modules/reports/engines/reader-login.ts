import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ReportLogin } from './report-session.ts';
import { SESSION_LIMITS } from './report-session.ts';

/** Where the login of the built-in source is kept (migration 0033): a table only the portal's own user reads. */
export const READER_LOGIN_TABLE = 'report_reader_login';
/** The schema the reader may read, and nothing else. */
export const REPORT_DATA_SCHEMA = 'report_data';

/** What this server makes: anything else in the table is refused rather than spliced into SQL. */
const ROLE_NAME = /^dkp_report_[0-9a-f]{16}$/;
const PASSWORD = /^[0-9a-f]{48}$/;
/** The transaction lock every process takes before it reads or makes the login ("dkp_rrl"). */
const LOCK_KEY = 0x646b705f72726cn;

type RoleRow = { rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; rolreplication: boolean; rolbypassrls: boolean };

/**
 * Makes sure the built-in source's reader login exists and is as narrow as it must be, and
 * answers it. PostgreSQL roles belong to the cluster, not to one database, and several portal
 * databases (tests, staging) may share a cluster, so each database has a login of its own, its
 * name random and kept with its password in `report_reader_login`. Every process asks under
 * one transaction lock, so processes starting at once agree on one login. Each time: `LOGIN
 * NOINHERIT`, read-only and the longest report time limit as the role's defaults, member of no
 * role, nothing in `public`, `USAGE` and `SELECT` on `report_data` (and its future tables).
 * Throws when the portal's database user may not do this (it needs `CREATEROLE`); the caller
 * then refuses to run built-in reports rather than run them with the portal's own rights.
 */
export async function ensureReaderLogin(db: Kysely<any>): Promise<ReportLogin> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(tx);
    let login = (await sql<{ role_name: string; password: string }>`select role_name, password from report_reader_login`.execute(tx)).rows[0];
    if (!login) {
      login = { role_name: `dkp_report_${randomBytes(8).toString('hex')}`, password: randomBytes(24).toString('hex') };
      await sql`insert into report_reader_login (role_name, password) values (${login.role_name}, ${login.password})`.execute(tx);
    }
    if (!ROLE_NAME.test(login.role_name) || !PASSWORD.test(login.password)) throw new Error('report_reader_login holds a login this server did not make');
    const role = sql.id(login.role_name);
    // A password is a literal in CREATE/ALTER ROLE (no bind parameter there); it is 48 hex digits.
    const password = sql.lit(login.password);
    const { rows: [existing] } = await sql<RoleRow>`select rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls from pg_roles where rolname = ${login.role_name}`.execute(tx);
    if (!existing) {
      await sql`create role ${role} login noinherit password ${password}`.execute(tx);
    } else {
      if (Object.values(existing).some(Boolean)) throw new Error(`role ${login.role_name} has been given more than a report reader may have`);
      await sql`alter role ${role} login noinherit password ${password}`.execute(tx);
    }
    for (const [name, value] of Object.entries(SESSION_LIMITS)) await sql`alter role ${role} set ${sql.raw(name)} = ${sql.lit(value)}`.execute(tx);
    const { rows: memberships } = await sql<{ rolname: string }>`select r.rolname from pg_auth_members m
      join pg_roles r on r.oid = m.roleid join pg_roles me on me.oid = m.member where me.rolname = ${login.role_name}`.execute(tx);
    for (const { rolname } of memberships) await sql`revoke ${sql.id(rolname)} from ${role}`.execute(tx);
    await sql`revoke all on all tables in schema public from ${role}`.execute(tx);
    await sql`revoke all on all sequences in schema public from ${role}`.execute(tx);
    await sql`revoke all on all functions in schema public from ${role}`.execute(tx);
    const schema = sql.id(REPORT_DATA_SCHEMA);
    await sql`grant usage on schema ${schema} to ${role}`.execute(tx);
    await sql`grant select on all tables in schema ${schema} to ${role}`.execute(tx);
    await sql`alter default privileges in schema ${schema} grant select on tables to ${role}`.execute(tx);
    return { user: login.role_name, password: login.password };
  });
}
