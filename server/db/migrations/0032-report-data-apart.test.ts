import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { postgresOnly, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { moveReportDataApart } from '../report-data/move-report-data.ts';
import { fillReportFigures } from '../seed/report-demo.ts';
import { createDemoSchema, REPORT_READER_ROLE } from './0026-reports.ts';
import { up as reportDataApart } from './0032-report-data-apart.ts';

const PGLITE_ONLY = process.env.TEST_DATABASE_URL ? 'PGlite only: on PostgreSQL report_data stays in the portal\'s database' : false;
const schemasLike = async (s: TestServer) =>
  (await sql<{ nspname: string }>`select nspname from pg_namespace where nspname like 'report_data%' order by 1`.execute(s.ctx.db)).rows.map((r) => r.nspname);
const FIGURES = 'select count(*)::int, sum(enrolments)::int from report_data.course_months';

describe('migration 0032: the report data leaves the portal\'s database on PGlite', { skip: PGLITE_ONLY }, () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(() => s.close());

  it('moves the figures of a database seeded before into the report database, and drops them and the reader role from the portal\'s', async () => {
    assert.deepEqual(await schemasLike(s), [], 'a new database has none');
    // The portal's database as a release before this one left it: report_data with its figures
    // (changed here, so that the copy is told from the seed's) and the reader role.
    await createDemoSchema(s.ctx.db);
    await fillReportFigures(s.ctx.db);
    await sql`update report_data.course_months set enrolments = enrolments + 1000 where department_code = 'RD'`.execute(s.ctx.db);
    const before = (await sql<{ n: number; total: number }>`select count(*)::int as n, sum(enrolments)::int as total from report_data.course_months`.execute(s.ctx.db)).rows[0]!;
    assert.notDeepEqual(await s.reportDataQuery(FIGURES), [[before.n, before.total]]);

    await reportDataApart(s.ctx.db);
    assert.deepEqual(await schemasLike(s), ['report_data_moving'], 'set aside until its rows are across');
    await moveReportDataApart(s.ctx.db, s.reportData!);
    assert.deepEqual(await s.reportDataQuery(FIGURES), [[before.n, before.total]]);
    assert.deepEqual(await s.reportDataQuery('select count(*)::int from report_data.departments union all select count(*)::int from report_data.courses'), [[5], [10]]);
    assert.deepEqual(await schemasLike(s), []);
    const role = await sql`select 1 from pg_roles where rolname = ${REPORT_READER_ROLE}`.execute(s.ctx.db);
    assert.equal(role.rows.length, 0, 'the reader role of the portal\'s database is gone');
    await moveReportDataApart(s.ctx.db, s.reportData!);
    assert.deepEqual(await s.reportDataQuery(FIGURES), [[before.n, before.total]], 'once moved, a later start changes nothing');
  });

  it('copies again after a start that stopped between the copy and the drop', async () => {
    await createDemoSchema(s.ctx.db);
    await fillReportFigures(s.ctx.db);
    await reportDataApart(s.ctx.db);
    await moveReportDataApart(s.ctx.db, s.reportData!);
    const once = await s.reportDataQuery(FIGURES);
    await createDemoSchema(s.ctx.db);
    await fillReportFigures(s.ctx.db);
    await reportDataApart(s.ctx.db);
    await moveReportDataApart(s.ctx.db, s.reportData!);
    assert.deepEqual(await s.reportDataQuery(FIGURES), once, 'the rows replace, never add to, what is there');
  });
});

describe('migration 0032 on PostgreSQL', { skip: postgresOnly('migration 0032 on PostgreSQL') }, () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(() => s.close());

  it('changes nothing: report_data stays in the portal\'s database', async () => {
    await reportDataApart(s.ctx.db);
    assert.deepEqual(await schemasLike(s), ['report_data']);
    assert.deepEqual(await s.reportDataQuery('select count(*)::int from report_data.course_months'), [[1200]]);
  });
});
