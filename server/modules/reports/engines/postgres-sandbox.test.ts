import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { AppError } from '../../../lib/app-error.ts';
import { openDatabase } from '../../../db/database.ts';
import { translate } from '../../../i18n/messages.ts';
import { postgresOnly, startTestServer, type TestServer } from '../../../test-support/test-server.ts';
import { createReportRunner, type ReportRunner, type RunTarget } from '../report-runner.ts';
import { ESCAPE_CORPUS } from '../../../test-support/sql-escape-corpus.ts';

/**
 * The isolation of reports on PostgreSQL with the SQL check switched off (issue 21 item 2):
 * every entry of the escape corpus goes to the engine as raw SQL. On the built-in data no
 * portal secret comes back, nothing is written, the login stays the reader's, and the next
 * report and the next portal request are as usual; on an external source writes are refused
 * and settings die with the report.
 */
const skip = postgresOnly('report isolation on PostgreSQL');
const BUILTIN: RunTarget = { kind: 'builtin' };

type Outcome = { rows: unknown[][]; error?: undefined } | { rows?: undefined; error: AppError };

/** Runs raw SQL as a report (no SQL check), answering its rows or its (client-facing) error. */
async function attempt(runner: ReportRunner, target: RunTarget, text: string, timeoutMs = 2000): Promise<Outcome> {
  try {
    return { rows: (await runner.run(target, { sql: text, values: [], rowCap: 50, timeoutMs })).rows };
  } catch (error) {
    assert.ok(error instanceof AppError, `a report failure is the user's message, not ${String(error)}`);
    assert.ok(error.status >= 400 && error.status < 500, `a report failure is a 4xx, got ${error.status} ${error.key}`);
    return { error };
  }
}

/** Everything a report's caller could read of an outcome: its cells, or its message in each language. */
const visible = (outcome: Outcome) => outcome.error
  ? (['cn', 'en', 'tc'] as const).map((locale) => translate(locale, outcome.error.key, outcome.error.params)).join('\n')
  : JSON.stringify(outcome.rows);

/** What a report session sees of itself: who it is and the settings a report might have changed. */
const SELF = `select current_user::text, session_user::text, current_setting('search_path'), current_setting('statement_timeout'),
  current_setting('default_transaction_read_only'), current_setting('transaction_read_only'), pg_backend_pid()`;

/** The relations of a database, every schema (temporary ones too), to see that none was made. */
const relationsOf = async (query: (text: string) => Promise<unknown[]>) => JSON.stringify(await query(
  "select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname <> 'pg_toast' order by c.oid"));

describe('built-in reports on PostgreSQL: the escape corpus with the SQL check off', { skip }, () => {
  let s: TestServer;
  let runner: ReportRunner;
  let reader = '';
  const logged: string[] = [];
  const onPortal = async (text: string) => (await sql.raw(text).execute(s.ctx.db)).rows;
  const secrets = async () => (await onPortal('select password_hash as s from users union all select token_hash from sessions')).map((row) => (row as { s: string }).s);

  before(async () => {
    s = await startTestServer();
    await s.login('admin');
    await s.login('zhangsan');
    // One connection: every report after an attempt runs in the session the attempt had (unless it ended it).
    runner = createReportRunner({ kind: 'postgres', reportData: null, url: s.databaseUrl, db: s.ctx.db }, { poolSize: 1, log: (m) => logged.push(m) });
    assert.deepEqual((await attempt(runner, BUILTIN, 'select count(*)::int from report_data.departments')).rows, [[5]]);
    reader = ((await onPortal('select role_name from report_reader_login'))[0] as { role_name: string }).role_name;
    assert.match(reader, /^dkp_report_[0-9a-f]{16}$/);
  });
  after(async () => {
    await runner?.close();
    await s?.close();
  });

  it('the reader login is its own: NOINHERIT, a member of nothing, read-only with a time limit by default, and not the portal\'s user', async () => {
    const [role] = await onPortal(`select rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolconfig::text[] as config,
      (select count(*)::int from pg_auth_members m where m.member = r.oid) as memberships,
      has_table_privilege(r.oid, 'public.users', 'select') as users, has_table_privilege(r.oid, 'report_data.courses', 'select') as courses
      from pg_roles r where rolname = '${reader}'`) as Record<string, unknown>[];
    assert.deepEqual(role, {
      rolsuper: false, rolinherit: false, rolcreaterole: false, rolcreatedb: false, rolcanlogin: true,
      config: ['default_transaction_read_only=on', 'statement_timeout=120000'], memberships: 0, users: false, courses: true,
    });
    const [portalUser] = await onPortal('select current_user::text as u') as { u: string }[];
    assert.notEqual(portalUser!.u, reader);
    const self = (await attempt(runner, BUILTIN, SELF)).rows![0]!;
    assert.deepEqual(self.slice(0, 2), [reader, reader], 'the session is the reader\'s from its login on: nothing to switch back from');
    assert.deepEqual(self.slice(3, 6), ['2s', 'on', 'on']);
  });

  for (const entry of ESCAPE_CORPUS) {
    it(`holds against: ${entry.name}`, async () => {
      const before = { relations: await relationsOf(onPortal), secrets: await secrets() };
      const outcome = await attempt(runner, BUILTIN, entry.sql);
      const seen = visible(outcome);
      for (const secret of before.secrets) assert.ok(!seen.includes(secret), `a secret of the portal came back: ${seen.slice(0, 200)}`);
      assert.equal(await relationsOf(onPortal), before.relations, 'no relation made or dropped');
      // pg_locks is the cluster's: only the reader's sessions count (other databases' tests hold theirs).
      assert.deepEqual(await onPortal(`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and a.usename = '${reader}'`), [{ n: 0 }], 'no lock outlives the report');

      // The next report: the same login, the settings of a fresh session, and data as usual.
      const self = (await attempt(runner, BUILTIN, SELF)).rows![0]!;
      assert.deepEqual(self.slice(0, 6), [reader, reader, '"$user", public', '2s', 'on', 'on']);
      assert.deepEqual((await attempt(runner, BUILTIN, 'select count(*)::int from report_data.courses')).rows, [[10]]);
      // The next portal request: a sign-in, on the portal's own pool, as the portal's user.
      await s.login('zhangsan');
      assert.deepEqual(await onPortal("select current_setting('search_path') as p, current_setting('default_transaction_read_only') as r"), [{ p: '"$user", public', r: 'off' }]);
    });
  }

  it('a report that sets search_path and statement_timeout for the session leaves the next report, on the same connection, and the next sign-in as they were', async () => {
    const pid = (await attempt(runner, BUILTIN, SELF)).rows![0]![6];
    const set = await attempt(runner, BUILTIN, "select set_config('search_path', 'report_data', false), set_config('statement_timeout', '0', false), set_config('default_transaction_read_only', 'off', false)");
    assert.deepEqual(set.rows, [['report_data', '0', 'off']], 'the report ran and set them');
    const next = (await attempt(runner, BUILTIN, SELF)).rows![0]!;
    assert.equal(next[6], pid, 'the same pooled connection');
    assert.deepEqual(next.slice(2, 5), ['"$user", public', '2s', 'on']);

    // A download's stream too.
    const stream = await runner.stream(BUILTIN, { sql: "select set_config('search_path', 'report_data', false) from report_data.courses", values: [], timeoutMs: 2000 });
    for await (const batch of stream.batches) assert.equal(batch.length, 10);
    const afterStream = (await attempt(runner, BUILTIN, SELF)).rows![0]!;
    assert.deepEqual([afterStream[6], ...afterStream.slice(2, 5)], [pid, '"$user", public', '2s', 'on']);

    const token = await s.login('zhangsan');
    const menu = await s.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token } });
    assert.equal(menu.statusCode, 200, menu.body);
  });

  it('pg_sleep(15) under a 2 s limit ends with the localised timeout before a 5 s sleep beside it, while /api/health answers first', async () => {
    const order: string[] = [];
    const reference = new pg.Client({ connectionString: s.databaseUrl! });
    await reference.connect();
    try {
      const report = attempt(runner, BUILTIN, 'select pg_sleep(15)', 2000).then((outcome) => { order.push('report'); return outcome; });
      const yardstick = reference.query('select pg_sleep(5)').then(() => order.push('5 s'));
      const health = await s.app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      assert.equal(health.statusCode, 200);
      const outcome = await report;
      assert.equal(outcome.error?.key, 'reportQueryTimeout');
      assert.equal(translate('en', outcome.error.key), 'The report query took too long; narrow the filters');
      await yardstick;
      assert.deepEqual(order, ['health', 'report', '5 s']);
    } finally {
      await reference.end();
    }
    assert.deepEqual((await attempt(runner, BUILTIN, 'select 1')).rows, [[1]], 'the pool serves the next report');
  });

  it('a login that could reach the portal is refused (503, localised); the server\'s own is made narrow again by the next pool', async () => {
    // The operator's login (DKP_REPORT_DATABASE_URL) that may read everything.
    const wide = `dkp_wide_${randomBytes(4).toString('hex')}`;
    await onPortal(`create role ${wide} login; grant pg_read_all_data to ${wide}`);
    const url = new URL(s.databaseUrl!);
    url.username = wide;
    const operator = createReportRunner({ kind: 'postgres', reportData: null, url: s.databaseUrl, db: s.ctx.db }, { reportDatabaseUrl: url.toString(), log: (m) => logged.push(m) });
    try {
      for (const _ of [1, 2]) {
        const refused: unknown = await operator.run(BUILTIN, { sql: 'select 1', values: [], rowCap: 1, timeoutMs: 1000 }).then(() => null, (error: unknown) => error);
        assert.ok(refused instanceof AppError);
        assert.equal(refused.status, 503);
        assert.equal(refused.key, 'reportReaderMissing');
      }
      assert.ok(logged.some((m) => /member of another role/.test(m)), 'the reason is in the log');
    } finally {
      await operator.close();
      await onPortal(`drop role ${wide}`);
    }
    // One that is a member of nothing but was granted a portal table (the sealed source URLs) directly.
    const granted = `dkp_granted_${randomBytes(4).toString('hex')}`;
    await onPortal(`create role ${granted} login; grant select on table report_sources to ${granted}`);
    const grantedUrl = new URL(s.databaseUrl!);
    grantedUrl.username = granted;
    const another = createReportRunner({ kind: 'postgres', reportData: null, url: s.databaseUrl, db: s.ctx.db }, { reportDatabaseUrl: grantedUrl.toString(), log: (m) => logged.push(m) });
    try {
      const refused: unknown = await another.run(BUILTIN, { sql: 'select 1', values: [], rowCap: 1, timeoutMs: 1000 }).then(() => null, (error: unknown) => error);
      assert.ok(refused instanceof AppError && refused.status === 503 && refused.key === 'reportReaderMissing');
      assert.ok(logged.some((m) => /outside report_data/.test(m)), 'the reason is in the log');
    } finally {
      await another.close();
      await onPortal(`revoke all on table report_sources from ${granted}; drop role ${granted}`);
    }
    // The server's own login given a membership: a new pool makes sure of the login first and takes it back.
    await onPortal(`grant pg_read_all_data to ${reader}`);
    const next = createReportRunner({ kind: 'postgres', reportData: null, url: s.databaseUrl, db: s.ctx.db }, { log: (m) => logged.push(m) });
    try {
      assert.deepEqual(await attempt(next, BUILTIN, 'select count(*) from public.users'), { error: new AppError(400, 'reportQueryFailed', { reason: 'permission denied for table users' }) });
      assert.deepEqual(await onPortal(`select count(*)::int as n from pg_auth_members m join pg_roles r on r.oid = m.member where r.rolname = '${reader}'`), [{ n: 0 }]);
    } finally {
      await next.close();
    }
  });

  it('a portal whose database user may not create roles makes no login, and its built-in source refuses (503, localised), never running as that user', async () => {
    const plain = `dkp_plain_${randomBytes(4).toString('hex')}`;
    const [kept] = await onPortal('select role_name, password from report_reader_login') as { role_name: string; password: string }[];
    await onPortal(`create role ${plain} login; grant all on table report_reader_login to ${plain}; grant usage, create on schema report_data to ${plain}`);
    await onPortal('delete from report_reader_login');
    const url = new URL(s.databaseUrl!);
    url.username = plain;
    const database = await openDatabase({ url: url.toString() });
    const limited = createReportRunner({ kind: 'postgres', reportData: null, url: url.toString(), db: database.db }, { log: (m) => logged.push(m) });
    try {
      const refused: unknown = await limited.run(BUILTIN, { sql: 'select 1', values: [], rowCap: 1, timeoutMs: 1000 }).then(() => null, (error: unknown) => error);
      assert.ok(refused instanceof AppError);
      assert.equal(refused.status, 503);
      assert.match(translate('en', refused.key), /no database role of its own for reports/);
      assert.match(translate('cn', refused.key), /报表专用的只读数据库角色/);
      assert.ok(logged.some((m) => /permission denied to create role/.test(m)), 'the reason is in the log');
      assert.deepEqual(await onPortal('select count(*)::int as n from report_reader_login'), [{ n: 0 }], 'nothing kept of the failed attempt');
    } finally {
      await limited.close();
      await database.close();
      await sql`insert into report_reader_login (role_name, password) values (${kept!.role_name}, ${kept!.password})`.execute(s.ctx.db);
      await onPortal(`revoke all on table report_reader_login from ${plain}; revoke all on schema report_data from ${plain}; drop role ${plain}`);
    }
  });
});

describe('an external PostgreSQL source: the escape corpus with the SQL check off', { skip }, () => {
  const name = `dkp_ext_${randomBytes(5).toString('hex')}`;
  const role = `${name}_reader`;
  const marker = `marker-${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let external: pg.Client;
  let runner: ReportRunner;
  let target: RunTarget;
  const onExternal = async (text: string) => (await external.query(text)).rows;

  before(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.query(`create role ${role} login password 'reader-pw'`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    external = new pg.Client({ connectionString: url.toString() });
    await external.connect();
    await external.query(`create schema report_data;
      create table report_data.departments (code text primary key);
      create table report_data.courses (code text primary key, name_cn text not null, department_code text);
      insert into report_data.departments values ('D1');
      insert into report_data.courses values ('${marker}', 'marker', 'D1');
      grant usage on schema report_data to ${role}; grant select on all tables in schema report_data to ${role}`);
    url.username = role;
    url.password = 'reader-pw';
    target = { kind: 'postgres', url: url.toString() };
    runner = createReportRunner({ kind: 'postgres', reportData: null, url: null }, { poolSize: 1, log: () => undefined });
  });
  after(async () => {
    await runner?.close();
    await external?.end();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.query(`drop role if exists ${role}`);
    await admin?.end();
  });

  it('holds against every entry: the marker stays, no relation is made, and the next report has our limits again', async () => {
    for (const entry of ESCAPE_CORPUS) {
      const before = await relationsOf(onExternal);
      await attempt(runner, target, entry.sql);
      assert.equal(await relationsOf(onExternal), before, `${entry.name}: no relation made or dropped`);
      assert.deepEqual(await onExternal('select code, name_cn from report_data.courses'), [{ code: marker, name_cn: 'marker' }], `${entry.name}: the data is as it was`);
      const self = (await attempt(runner, target, SELF)).rows?.[0];
      assert.deepEqual(self?.slice(0, 6), [role, role, '"$user", public', '2s', 'on', 'on'], `${entry.name}: the next report's session`);
    }
  });

  it('refuses writes, rolls back what read-only lets through, and refuses a superuser source', async () => {
    for (const text of [
      "select set_config('transaction_read_only', 'off', true), (select count(*) from report_data.courses)",
      `with gone as (delete from report_data.courses returning 1) select count(*) from gone`,
      "select nextval('report_data.no_such_sequence')",
    ]) {
      const outcome = await attempt(runner, target, text);
      assert.ok(outcome.error, text);
    }
    assert.deepEqual(await onExternal('select count(*)::int as n from report_data.courses'), [{ n: 1 }]);
    // What a read-only transaction lets through (a large object) is rolled back with the report.
    assert.ok((await attempt(runner, target, 'select lo_create(0)')).rows, 'lo_create runs in a read-only transaction');
    assert.deepEqual(await onExternal('select count(*)::int as n from pg_largeobject_metadata'), [{ n: 0 }]);
    const superuser = new URL(target.kind === 'postgres' ? target.url : '');
    superuser.username = 'postgres';
    const refused = await attempt(runner, { kind: 'postgres', url: superuser.toString() }, 'select 1');
    assert.equal(refused.error?.key, 'reportSourceSuperuser');
    await assert.rejects(runner.test(superuser.toString()), (error: AppError) => error.key === 'reportSourceSuperuser');
    await runner.test(target.kind === 'postgres' ? target.url : '');
  });
});
