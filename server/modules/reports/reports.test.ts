import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createReportRunner } from './report-runner.ts';

const TRUSTED = '/api/dkp-tableau/tableau/trusted/getTrustedUrl';

describe('the report server (issue 12: tickets, viewer sessions, queries on the reader role)', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  const trusted = (token: string, url: string, lang = 'zh-CN') =>
    s.app.inject({ method: 'GET', url: `${TRUSTED}?url=${encodeURIComponent(url)}`, headers: { 'x-access-token': token, 'accept-language': lang } });
  /** Opens the viewer page of a trusted URL and answers its session token (from the page's meta tag). */
  const openViewer = async (url: string) => {
    const page = await s.app.inject({ method: 'GET', url });
    assert.equal(page.statusCode, 200, page.body);
    const token = /name="dkp-report-session" content="([^"]+)"/.exec(page.body)?.[1];
    assert.ok(token, 'the page carries its viewer session');
    return { page, token };
  };
  const run = (token: string, values: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/reports/viewer/run', headers: { 'x-report-session': token }, payload: { values } });

  before(async () => {
    s = await startTestServer({ secretKey: 'test-secret-key-0123456789' });
    [admin, staff] = [await s.login('admin'), await s.login('zhangsan')];
  });
  after(() => s.close());

  it('gives a staff member a single-use ticket URL for a report page, whose viewer reads the seeded figures in their language', async () => {
    const answer = await trusted(staff, '/report/history', 'en');
    assert.equal(answer.statusCode, 200, answer.body);
    const { code, url, result } = answer.json();
    assert.equal(code, 200);
    assert.match(url, /^\/reports\/trusted\/[\w-]{20,}\/views\/enrolment-history\?toolbar=yes&device=desktop&username=zhangsan$/);
    assert.equal(result.url, url);

    const { page, token } = await openViewer(url);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.equal((await s.app.inject({ method: 'GET', url })).statusCode, 401, 'a ticket serves once');

    const data = await run(token);
    assert.equal(data.statusCode, 200, data.body);
    const { report, result: rows } = data.json().result;
    assert.equal(report.title.en, 'Monthly enrolments by department');
    assert.equal(report.locale, 'en');
    assert.deepEqual(rows.columns.map((c: { name: string }) => c.name), ['month', 'quarter', 'department', 'course', 'enrolments', 'attendance_rate', 'avg_score', 'passed']);
    assert.equal(rows.rows.length, 1200, 'two years × ten courses × five departments');
    assert.equal(rows.columns[4].type, 'number');
    assert.ok(rows.rows.some((row: unknown[]) => row[2] === 'R&D'), 'names in the viewer language');
    assert.ok(rows.rows.every((row: unknown[]) => typeof row[4] === 'number' && typeof row[6] === 'number'));
  });

  it('binds the filters, checks them against their type and options, and caps the rows', async () => {
    const { token } = await openViewer((await trusted(staff, '/report/prep')).json().url);
    const months = (await run(token, { department: 'RD' })).json().result.result;
    assert.equal(months.rows.length, 240);
    assert.ok(months.rows.every((row: unknown[]) => row[2] === '研发部'));
    const first = months.rows[0][0] as string;
    const narrowed = (await run(token, { department: 'RD', from_month: first, to_month: first })).json().result.result;
    assert.equal(narrowed.rows.length, 10);
    for (const values of [{ department: 'XX' }, { from_month: '2025-13' }, { from_month: "2025-01' or 1=1 --" }] as Record<string, string>[]) {
      const bad = await run(token, values);
      assert.equal(bad.statusCode, 400, JSON.stringify(values));
      assert.match(bad.json().message, /筛选条件/);
    }
    await s.ctx.db.updateTable('reports').set({ row_cap: 7 }).where('code', '=', 'course-scores').execute();
    const capped = (await run(token)).json().result.result;
    assert.equal(capped.rows.length, 7);
    assert.equal(capped.truncated, true);
  });

  it('refuses a report page the user may not open, in the §8 words, and a viewer without a live session', async () => {
    await s.ctx.db.deleteFrom('role_permissions').where('permission_id', '=', 'menu-report-self')
      .where('role_id', 'in', s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff')).execute();
    await s.ctx.db.updateTable('permissions').set({ sort_no: 99 }).where('id', '=', 'menu-report-self').execute(); // the catalogue learns of the change
    await s.settled(); // on PostgreSQL the caches hear of it a round trip later
    for (const [url, lang, words] of [['/report/selfAnalyze', 'zh-CN', '您暂无权限查看该报表或报表已删除，请联系管理员！'], ['/report/nothing', 'en', 'You have no permission'], ['/isystem/user', 'zh-TW', '您暫無權限']]) {
      const refused = await trusted(staff, url!, lang);
      assert.equal(refused.statusCode, 403, url);
      assert.equal(refused.json().code, 403);
      assert.ok(refused.json().message.startsWith(words!), refused.json().message);
    }
    assert.equal((await run('no-such-session')).statusCode, 401);
    assert.equal((await s.app.inject({ method: 'GET', url: '/reports/trusted/forged/views/enrolment-history' })).statusCode, 401);
  });

  // Stored past the form: the SQL check refuses each at run time, a 400 (the isolation without the check is the engines' sandbox tests').
  it('refuses at run time a stored report SQL that reads the portal, writes or calls a function outside the allowlist', async () => {
    const source = await s.ctx.db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').executeTakeFirstOrThrow();
    for (const [sqlText, words] of [
      ['select username, password_hash from users', /报表只能读取模式 report_data 中的表.*不能读取 users/],
      ["with gone as (delete from report_data.course_months returning 1) select count(*) from gone", /WITH 子句 gone 须为查询/],
      ["select nextval('report_seq')", /函数 nextval 不允许在报表中使用/],
    ] as const) {
      await s.ctx.db.updateTable('reports').set({ sql_text: sqlText, params: '[]', view: JSON.stringify({ chart: 'table', aggregate: 'sum' }) })
        .where('code', '=', 'enrolment-history').execute();
      const { token } = await openViewer((await trusted(admin, '/report/history')).json().url);
      const refused = await run(token);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.match(refused.json().message, words);
    }
    assert.deepEqual(await s.reportDataQuery('select count(*)::int from report_data.course_months'), [[1200]]);
    assert.ok(source.id);
  });

  it('keeps a data source URL sealed: never answered, only its masked form', async () => {
    const add = await s.app.inject({
      method: 'POST', url: '/api/report/source/add', headers: { 'x-access-token': admin },
      payload: { code: 'warehouse', name: '数据仓库', kind: 'postgres', url: 'postgres://reader:s3cret@db.example:5432/dw' },
    });
    assert.equal(add.statusCode, 200, add.body);
    const list = await s.app.inject({ method: 'GET', url: '/api/report/source/list?code=warehouse', headers: { 'x-access-token': admin } });
    assert.doesNotMatch(list.body, /s3cret/);
    assert.equal(list.json().result.records[0].urlHint, 'postgres://reader:***@db.example:5432/dw');
    const row = await s.ctx.db.selectFrom('report_sources').select('url_sealed').where('code', '=', 'warehouse').executeTakeFirstOrThrow();
    assert.doesNotMatch(row.url_sealed, /s3cret|reader/);
    const staffList = await s.app.inject({ method: 'GET', url: '/api/report/source/list', headers: { 'x-access-token': staff } });
    assert.equal(staffList.statusCode, 403);
  });

  it('refuses a report whose SQL is not one query or names an undeclared parameter', async () => {
    const source = await s.ctx.db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').executeTakeFirstOrThrow();
    const add = (sqlText: string) => s.app.inject({
      method: 'POST', url: '/api/report/definition/add', headers: { 'x-access-token': admin, 'accept-language': 'en' },
      payload: { code: `r${Math.random().toString(36).slice(2, 8)}`, name: '测试', sourceId: source.id, sqlText, view: { chart: 'table' } },
    });
    assert.match((await add('select 1; delete from users')).json().message, /one query/);
    assert.match((await add('select :who')).json().message, /:who/);
    assert.equal((await add('select :locale as l')).statusCode, 200);
    const builtIn = await s.app.inject({
      method: 'POST', url: '/api/report/definition/add', headers: { 'x-access-token': admin, 'accept-language': 'en' },
      payload: {
        code: 'who', name: '冒名', sourceId: source.id, sqlText: 'select :user_id as who', view: { chart: 'table' },
        params: [{ name: 'user_id', type: 'text', label: { cn: '用户', en: 'User', tc: '用戶' }, defaultValue: '' }],
      },
    });
    assert.equal(builtIn.statusCode, 400);
    assert.match(builtIn.json().message, /"user_id" is a built-in one/);
  });

  it('takes the built-in parameters from the viewer session, never from a filter of that name', async () => {
    await s.ctx.db.updateTable('reports').set({ sql_text: 'select :username as who, :tenant_id as tenant', params: '[]', view: JSON.stringify({ chart: 'table', aggregate: 'sum' }) })
      .where('code', '=', 'course-scores').execute();
    const { token } = await openViewer((await trusted(staff, '/report/prep')).json().url);
    const answer = await run(token, { username: 'admin' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json().result.result.rows, [['zhangsan', 1]]);
  });

  it('runs the built-in report apart from the portal\'s database: it needs no turn of the portal\'s session', {
    skip: process.env.TEST_DATABASE_URL ? 'PGlite only: on PostgreSQL the report data stays in the portal\'s database' : false,
  }, async () => {
    const runner = createReportRunner({ kind: 'pglite', reportData: s.reportData, url: null });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    // Another request's transaction holds the portal's one session while the report runs, then
    // fails: the report answers meanwhile (it runs in the report database's own thread), and
    // what the transaction wrote goes with it.
    const other = s.ctx.db.transaction().execute(async (tx) => {
      await tx.insertInto('captchas').values({ key_hash: 'turn-test', code_hash: 'x', expires_at: new Date(Date.now() + 60_000) }).execute();
      inserted();
      await held;
      throw new Error('the other request fails');
    });
    await insertedYet;
    const report = await runner.run({ kind: 'builtin' }, { sql: 'select count(*)::int as n from report_data.departments', values: [], rowCap: 10, timeoutMs: 30_000 });
    assert.deepEqual(report.rows, [[5]]);
    release();
    await assert.rejects(other, /the other request fails/);
    const kept = await s.ctx.db.selectFrom('captchas').select('key_hash').where('key_hash', '=', 'turn-test').executeTakeFirst();
    assert.equal(kept, undefined, 'the failed transaction wrote nothing');
    await runner.close();
  });
});
