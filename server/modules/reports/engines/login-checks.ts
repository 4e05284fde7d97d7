import type pg from 'pg';
import { AppError, badRequest } from '../../../lib/app-error.ts';

/**
 * What the report runner asks a report source's connection before a report runs on it
 * (report-runner.ts): that it answers, and that its login cannot reach further than a report may.
 */

/** Asks a source the most trivial query: it throws when the source does not answer. */
export async function pingSource(client: pg.ClientBase): Promise<void> {
  await client.query('select 1');
}

/**
 * The built-in source's login must not reach the portal: a superuser, a member of any role
 * (it could switch to it), or one that may read or write any table outside `report_data` is refused, whoever made
 * it (the server, or the operator's `DKP_REPORT_DATABASE_URL`).
 */
export async function refuseOverreachingLogin(client: pg.PoolClient, log: (message: string) => void): Promise<void> {
  const { rows: [answer] } = await client.query<{ why: string | null }>(`select case
      when r.rolsuper or r.rolbypassrls then 'it is a superuser or bypasses row security'
      when exists (select 1 from pg_auth_members m where m.member = r.oid) then 'it is a member of another role'
      when exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'v', 'm', 'p', 'f') and n.nspname not in ('report_data', 'pg_catalog', 'information_schema')
            and has_table_privilege(c.oid, 'select, insert, update, delete')) then 'it may read or write a table outside report_data'
    end as why from pg_roles r where r.rolname = current_user`);
  if (answer?.why) {
    log(`report reader login refused: ${answer.why}`);
    throw new AppError(503, 'reportReaderMissing');
  }
}

/**
 * An external source's user must not be a superuser: on a server shared with other databases
 * (the portal's own among them) a superuser's session reads any file of the cluster, which no
 * read-only transaction prevents. Such a source is refused with its own message.
 */
export async function refuseSuperuser(client: pg.ClientBase): Promise<void> {
  // A server that only speaks PostgreSQL's protocol may have no pg_roles: that is "cannot connect", not a 500.
  const role = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user')
    .then(({ rows }) => rows[0], () => { throw badRequest('reportSourceUnreachable'); });
  if (role?.rolsuper) throw badRequest('reportSourceSuperuser');
}
