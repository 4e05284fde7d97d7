import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { until } from '../../test-support/until.ts';
import { reportFigureStatements } from '../seed/report-demo.ts';
import { openReportDatabase, type ReportDatabase } from './report-database.ts';

const q = (sql: string) => ({ sql, params: [] });
const LONG = 30_000;

/**
 * The report database on disk (DATA_DIR/report-data) in its worker thread: created on first
 * use with its reader role, read as that role, ended at a report's limit and opened again
 * (a killed thread leaves a data directory that opens cleanly), pages read on demand, many
 * requests at once, and the thread closed when idle.
 */
describe('the report database (server/db/report-data)', () => {
  let dataDir: string;
  let dir: string;
  let db: ReportDatabase;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dkp-report-data-'));
    dir = join(dataDir, 'report-data');
    // Beside the report database, as the portal's own database is in DATA_DIR.
    await writeFile(join(dataDir, 'marker.txt'), 'the portal\'s files');
    db = openReportDatabase({ dir }, { idleMs: 60_000, firstRows: reportFigureStatements() });
  });
  after(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is created on first use with the report data\'s tables and first rows, read as the reader, read-only, written by its owner only', async () => {
    assert.equal(db.state().opened, 0, 'nothing opened before the first request');
    const { rows } = await db.query(q('select count(*)::int, current_user::text, session_user::text from report_data.course_months'), LONG);
    assert.deepEqual(rows, [[1200, 'report_reader', 'postgres']]);
    await db.asOwner([q("update report_data.departments set name_en = name_en || '' where code = 'RD'")], { write: true });
    assert.equal(db.state().open, false, 'a write closes the worker (what creating it took goes with it)');
    await assert.rejects(db.query(q('with d as (delete from report_data.courses returning 1) select count(*) from d'), LONG), /read-only/);
    await assert.rejects(db.query(q('select 1; delete from report_data.course_months'), LONG), /multiple commands|syntax/);
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.course_months'), LONG)).rows, [[1200]]);
  });

  it('keeps the files outside its own directory out of reach, even of a report that takes the superuser\'s role', async () => {
    // The file functions run inside query_to_xml, so that their permission is checked after the role switch.
    const asSuperuser = (inner: string) => q(`select (select set_config('role', 'postgres', true)) as r, query_to_xml('${inner.replaceAll("'", "''")}', true, false, '') as x`);
    for (const path of ['../marker.txt', '/pglite/data/../marker.txt', `${dataDir}/marker.txt`, '/etc/hostname']) {
      await assert.rejects(db.query(asSuperuser(`select pg_read_file('${path}')`), LONG), /could not open file|No such file/, path);
    }
    const listed = await db.query(asSuperuser("select array_agg(f) from pg_ls_dir('/pglite/data/..') f"), LONG);
    assert.match(JSON.stringify(listed.rows), /data/, 'the listing ran');
    assert.doesNotMatch(JSON.stringify(listed.rows), /marker|report-data/);
  });

  it('ends a report at its limit by ending the thread; the next request opens a fresh one on the same data', async () => {
    await db.query(q('select 1'), LONG);
    const { opened } = db.state();
    await assert.rejects(db.query(q('select pg_sleep(15)'), 1000), (error: { code?: string }) => error.code === '57014');
    assert.equal(db.state().open, false);
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.course_months'), LONG)).rows, [[1200]]);
    assert.equal(db.state().opened, opened + 1);
  });

  it('refuses an answer too large to copy to the server, and goes on', async () => {
    await assert.rejects(db.query(q("select repeat('x', 40000000) as big"), LONG), /narrow the query/);
    await assert.rejects(db.query(q("select repeat('x', 1000000) from generate_series(1, 40)"), LONG), /narrow the query/);
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.courses'), LONG)).rows, [[10]]);
  });

  it('answers requests sent at once, each its own', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => db.query(q(`select ${n} as n, count(*)::int from report_data.courses`), LONG)));
    assert.deepEqual(answers.map((a) => a.rows), [1, 2, 3, 4, 5].map((n) => [[n, 10]]));
  });

  it('reads a cursor page by page when asked, with other reports between pages, and loses it cleanly when the thread ends', async () => {
    const cursor = await db.openCursor(q('select month, course_code from report_data.course_months order by 1, 2'), 500, LONG);
    assert.equal(cursor.first.rows.length, 500);
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.departments'), LONG)).rows, [[5]]);
    assert.equal((await cursor.next()).rows.length, 500);
    assert.equal((await cursor.next()).rows.length, 200);
    await cursor.close();

    const lost = await db.openCursor(q('select 1 from report_data.course_months'), 500, LONG);
    await assert.rejects(db.query(q('select pg_sleep(15)'), 500), (error: { code?: string }) => error.code === '57014');
    await assert.rejects(lost.next(), /run the report again/);
    await lost.close();
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.courses'), LONG)).rows, [[10]]);
  });

  it('closes its thread after the idle time and opens it again on the next report', async () => {
    await db.close();
    db = openReportDatabase({ dir }, { idleMs: 100 });
    await db.query(q('select 1'), LONG);
    assert.equal(db.state().open, true);
    await until(() => !db.state().open);
    assert.deepEqual((await db.query(q('select count(*)::int from report_data.courses'), LONG)).rows, [[10]]);
    assert.equal(db.state().opened, 2);
  });

  it('is warmed ahead of its first report: one worker, which the report queued behind the warm-up uses; nothing more once open', async () => {
    await db.close();
    db = openReportDatabase({ dir }, { idleMs: 60_000 });
    const warming = db.warm();
    const answer = db.query(q('select count(*)::int from report_data.courses'), LONG);
    assert.equal(await db.warm(), null, 'a second warm-up waits for the first');
    assert.equal(await warming, null);
    assert.deepEqual((await answer).rows, [[10]]);
    assert.equal(await db.warm(), null);
    assert.deepEqual(db.state(), { open: true, opened: 1 });
  });

  it('ends a worker that a warm-up was starting when closed, and warms nothing after', async () => {
    const memory = openReportDatabase({ dir: null, dump: await db.dump() }, { idleMs: 60_000 });
    const warming = memory.warm();
    await memory.close();
    assert.equal(await warming, null, 'closed is no failure');
    assert.equal(memory.state().open, false);
    const { opened } = memory.state();
    assert.equal(await memory.warm(), null);
    assert.equal(memory.state().opened, opened);
  });

  it('answers a warm-up whose start failed with the failure, never throws, and tries again on the next request', async () => {
    const notADirectory = join(dataDir, 'marker.txt', 'report-data');
    const broken = openReportDatabase({ dir: notADirectory }, { idleMs: 60_000 });
    try {
      const failure = await broken.warm();
      assert.ok(failure instanceof Error);
      assert.match(failure.message, /ENOTDIR|EEXIST|not a directory/i);
      assert.deepEqual(broken.state(), { open: false, opened: 0 });
      await assert.rejects(broken.query(q('select 1'), LONG), /ENOTDIR|EEXIST|not a directory/i);
    } finally {
      await broken.close();
    }
  });

  it('ends a report under way when closed', async () => {
    await db.query(q('select 1'), LONG);
    const refused = assert.rejects(db.query(q('select pg_sleep(15)'), LONG), /closed/);
    await db.close();
    await refused;
    await assert.rejects(db.query(q('select 1'), LONG), /closed/);
  });
});
