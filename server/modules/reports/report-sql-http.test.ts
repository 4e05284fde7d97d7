import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const TRUSTED = '/api/dkp-tableau/tableau/trusted/getTrustedUrl';
const ESCAPE = "select set_config('role', 'postgres', true)";
const REFUSED = { cn: '函数 set_config 不允许在报表中使用', en: 'The function set_config is not allowed in a report', tc: '函數 set_config 不允許在報表中使用' };
const TABLE = { chart: 'table', aggregate: 'sum' };

describe('report SQL refused over HTTP (issue 21): a localised 400 naming the field on save, a 400 never a 500 at run time', () => {
  let s: TestServer;
  let admin: string;
  let builtinId: string;
  const send = (method: 'POST' | 'PUT', url: string, payload: object, locale = 'cn') =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': admin, 'x-locale': locale }, payload });
  const report = (sqlText: string, extra: object = {}) => ({ code: 'escape', name: '越权', sourceId: builtinId, sqlText, view: TABLE, ...extra });

  before(async () => {
    s = await startTestServer({ secretKey: 'test-secret-key-0123456789' });
    admin = await s.login('admin');
    builtinId = (await s.ctx.db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').executeTakeFirstOrThrow()).id;
  });
  after(() => s.close());

  it('refuses set_config on 报表设计 add and edit with the reason in cn, en and tc, under the field sqlText, and saves nothing', async () => {
    for (const [locale, message] of Object.entries(REFUSED)) {
      const added = await send('POST', '/report/definition/add', report(ESCAPE), locale);
      assert.equal(added.statusCode, 400, added.body);
      assert.deepEqual({ message: added.json().message, result: added.json().result }, { message, result: { field: 'sqlText' } });
    }
    assert.equal(await s.ctx.db.selectFrom('reports').select('id').where('code', '=', 'escape').executeTakeFirst(), undefined);

    const saved = await send('POST', '/report/definition/add', report('select code from report_data.courses'));
    assert.equal(saved.statusCode, 200, saved.body);
    const id = saved.json().result.id as string;
    for (const [locale, message] of Object.entries(REFUSED)) {
      const edited = await send('PUT', '/report/definition/edit', { id, ...report(ESCAPE) }, locale);
      assert.equal(edited.statusCode, 400, edited.body);
      assert.deepEqual({ message: edited.json().message, result: edited.json().result }, { message, result: { field: 'sqlText' } });
    }
    const kept = await s.ctx.db.selectFrom('reports').select('sql_text').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(kept.sql_text, 'select code from report_data.courses');
  });

  it('answers 400 with the localised reason when the viewer runs a stored report the check refuses, never a 500', async () => {
    const runAs = async (sqlText: string, locale: string) => {
      await s.ctx.db.updateTable('reports').set({ sql_text: sqlText, params: '[]', view: JSON.stringify(TABLE) }).where('code', '=', 'enrolment-history').execute();
      const trusted = await s.app.inject({ method: 'GET', url: `${TRUSTED}?url=${encodeURIComponent('/report/history')}`, headers: { 'x-access-token': admin } });
      const page = await s.app.inject({ method: 'GET', url: trusted.json().url });
      const token = /name="dkp-report-session" content="([^"]+)"/.exec(page.body)?.[1];
      assert.ok(token, page.body);
      return s.app.inject({ method: 'POST', url: '/api/reports/viewer/run', headers: { 'x-report-session': token, 'x-locale': locale }, payload: { values: {} } });
    };
    for (const [sqlText, locale, message] of [
      [ESCAPE, 'en', /^The function set_config is not allowed in a report$/],
      [ESCAPE, 'tc', /^函數 set_config 不允許在報表中使用$/],
      // The multi-statement report that once reached the runner and answered 500 (TypeError … columnsOf).
      ['select 1; select 2', 'cn', /^报表 SQL 须为一条查询语句/],
      ["select E'\\''; commit; reset role; create table escaped_e (x int); select ''", 'en', /^A report SQL must be one query/],
      ['select from where', 'en', /^The report SQL has a syntax error: syntax error at or near "where"$/],
      ['select * from public.users', 'cn', /^报表只能读取模式 report_data 中的表/],
      ['', 'cn', /^报表 SQL 须为一条查询语句/],
    ] as const) {
      const answer = await runAs(sqlText, locale);
      assert.equal(answer.statusCode, 400, `${sqlText}: ${answer.body}`);
      assert.match(answer.json().message, message, sqlText);
    }
    const created = await s.ctx.db.selectFrom('pg_catalog.pg_tables' as 'users').select('tablename' as 'id').where('tablename' as 'id', '=', 'escaped_e').executeTakeFirst();
    assert.equal(created, undefined);
  });

  it('keeps the allowed schema of a source: an identifier, report_data for the built-in one, and checks reports against it; edits keep the stored URL', async () => {
    const source = { code: 'warehouse', name: '数据仓库', kind: 'postgres', url: 'postgres://reader:pw@db.example:5432/dw' };
    for (const bad of ['Sales', 'sales; drop', '1abc', '']) {
      const refused = await send('POST', '/report/source/add', { ...source, allowedSchema: bad }, 'en');
      assert.equal(refused.statusCode, 400, bad);
      assert.match(refused.json().message, /allowed schema must be an identifier/);
      assert.deepEqual(refused.json().result, { field: 'allowedSchema' });
    }
    const added = await send('POST', '/report/source/add', { ...source, allowedSchema: 'sales' });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().result.allowedSchema, 'sales');
    const warehouseId = added.json().result.id as string;
    // An edit with an empty URL keeps the stored one (the edit's input has no id: it is checked once written).
    const renamed = await send('PUT', '/report/source/edit', { ...source, id: warehouseId, url: '', allowedSchema: 'sales' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().result.urlHint, 'postgres://reader:***@db.example:5432/dw');
    const builtinWithoutUrl = await send('PUT', '/report/source/edit', { id: builtinId, code: 'portal', name: '门户数据库', kind: 'postgres', url: '', allowedSchema: 'public' });
    assert.equal(builtinWithoutUrl.statusCode, 400, 'a source turned to PostgreSQL needs its URL');
    const builtin = await send('PUT', '/report/source/edit', { id: builtinId, code: 'portal', name: '门户数据库', kind: 'builtin', allowedSchema: 'public' });
    assert.equal(builtin.statusCode, 200, builtin.body);
    assert.equal(builtin.json().result.allowedSchema, 'report_data', 'the built-in source reads its demo schema whatever is sent');

    const onWarehouse = (sqlText: string) => send('POST', '/report/definition/add', { ...report(sqlText), code: `w${Math.random().toString(36).slice(2, 8)}`, sourceId: warehouseId }, 'en');
    assert.equal((await onWarehouse('select * from sales.orders')).statusCode, 200);
    const other = await onWarehouse('select * from report_data.courses');
    assert.equal(other.statusCode, 400);
    assert.equal(other.json().message, 'A report may read only tables of the schema sales (named with it), not report_data.courses');
  });
});
