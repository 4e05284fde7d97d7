import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('report downloads (issue 12, portal-shell §2.5, §7) and the analysis home', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  const download = (token: string, format: string, values: object = {}, path = '/report/history', lang = 'zh-CN') =>
    s.app.inject({
      method: 'GET', url: '/api/reports/download',
      query: { path, format, values: JSON.stringify(values) }, headers: { 'x-access-token': token, 'accept-language': lang },
    });

  before(async () => {
    s = await startTestServer();
    [admin, staff] = [await s.login('admin'), await s.login('zhangsan')];
  });
  after(() => s.close());

  it('makes the picture for staff, with the filters, and writes the download to the access log', async () => {
    const png = await download(staff, 'png', { department: 'RD' });
    assert.equal(png.statusCode, 200, png.body);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.match(String(png.headers['content-disposition']), /attachment; .*filename\*=UTF-8''%E5%90%84/);
    assert.deepEqual([...png.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    const log = await s.ctx.db.selectFrom('sys_logs').select(['log_type', 'operate_type', 'permission_id', 'request_url', 'username'])
      .where('operate_type', '=', 8).execute();
    assert.deepEqual(log, [{ log_type: 3, operate_type: 8, permission_id: 'menu-report-history', request_url: '/report/history', username: 'zhangsan' }]);
  });

  it('refuses a format whose permission the user lacks, with 403, even called directly', async () => {
    for (const format of ['pptx', 'csv', 'crosstab', 'workbook']) {
      const refused = await download(staff, format);
      assert.equal(refused.statusCode, 403, format);
    }
    assert.equal((await download(staff, 'pdf')).statusCode, 200);
  });

  it('streams every row of the data in the request language, and refuses bad filters and report pages not the user\'s', async () => {
    const csv = await download(admin, 'csv', { department: 'MK' }, '/report/history', 'en');
    assert.equal(csv.statusCode, 200, csv.body);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    assert.equal(lines.length, 241);
    assert.match(lines[0]!, /^Month,Quarter,Department,Course,Enrolments/);
    assert.ok(lines.slice(1).every((line) => line.includes(',Marketing,')));
    assert.equal((await download(admin, 'csv', { department: 'nope' })).statusCode, 400);
    assert.equal((await download(admin, 'csv', [] as unknown as object)).statusCode, 400);
    const unknown = await download(staff, 'png', {}, '/isystem/user');
    assert.equal(unknown.statusCode, 403);
    assert.match(unknown.json().message, /您暂无权限查看该报表/);
  });

  it('gives the crosstab and the workbook as spreadsheets', async () => {
    for (const [format, path] of [['crosstab', '/report/selfAnalyze'], ['workbook', '/report/prep']] as const) {
      const file = await download(admin, format, {}, path);
      assert.equal(file.statusCode, 200, `${format}: ${file.body.slice(0, 200)}`);
      assert.equal(file.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.equal(file.rawPayload.subarray(0, 2).toString(), 'PK');
    }
  });

  it('answers the analysis home: a card per report page the user may open, with its figure and chart', async () => {
    const home = await s.app.inject({ method: 'GET', url: '/api/reports/home', headers: { 'x-access-token': staff, 'accept-language': 'en' } });
    assert.equal(home.statusCode, 200, home.body);
    const cards = home.json().result as { path: string; title: string; kpi: { text: string } | null; svg: string; error: string }[];
    assert.deepEqual(cards.map((c) => c.path).sort(), ['/report/history', '/report/prep', '/report/selfAnalyze']);
    const history = cards.find((c) => c.path === '/report/history')!;
    assert.equal(history.title, 'Monthly enrolments by department');
    assert.equal(history.error, '');
    assert.ok(history.kpi && /\d/.test(history.kpi.text));
    assert.match(history.svg, /^<svg[\s\S]*<\/svg>$/, 'a line chart drawn as SVG');
    // A crosstab (departments by quarters) draws a line per department along the quarters.
    const attendance = cards.find((c) => c.path === '/report/selfAnalyze')!;
    assert.match(attendance.svg, /^<svg[\s\S]*<\/svg>$/, 'a crosstab drawn as lines');
    assert.match(attendance.svg, /Marketing/, 'its legend names the departments');
    assert.match(attendance.svg, /\d{4}-Q\d/, 'its axis the quarters');
  });

  it('keeps a card a minute at most: newer figures show once it is older', async () => {
    const figure = async () => {
      const home = await s.app.inject({ method: 'GET', url: '/api/reports/home', headers: { 'x-access-token': staff } });
      return (home.json().result as { path: string; kpi: { text: string } }[]).find((c) => c.path === '/report/history')!.kpi.text;
    };
    const first = await figure();
    await s.reportDataQuery('update report_data.course_months set enrolments = 1', [], { write: true });
    assert.equal(await figure(), first, 'within the minute');
    s.clock.advance(61_000);
    assert.equal(await figure(), '1,200', 'a minute later: 1,200 rows of 1');
  });
});

describe('the analysis home when the report data cannot be read', {
  skip: process.env.TEST_DATABASE_URL ? 'PGlite only: on PostgreSQL the report data stays in the portal\'s database' : false,
}, () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(() => s?.close());

  it('says in the user\'s language that a card cannot be read now, never the server\'s error, and a download is a 503 saying the same', async () => {
    const staff = await s.login('zhangsan');
    // Closed under the server: its next run fails with an error that is not the user's to read.
    await s.reportData!.close();
    for (const [lang, text] of [['zh-CN', '报表数据暂时无法读取，请稍后再试'], ['en', 'The report data cannot be read now; please try again later'], ['zh-TW', '報表數據暫時無法讀取，請稍後再試']]) {
      const home = await s.app.inject({ method: 'GET', url: '/api/reports/home', headers: { 'x-access-token': staff, 'accept-language': lang } });
      assert.equal(home.statusCode, 200, home.body);
      const cards = home.json().result as { error: string }[];
      assert.ok(cards.length > 0);
      for (const card of cards) assert.equal(card.error, text, lang);
      assert.doesNotMatch(home.body, /closed|Error|at /);
    }
    const download = await s.app.inject({ method: 'GET', url: '/api/reports/download', query: { path: '/report/history', format: 'png', values: '{}' }, headers: { 'x-access-token': staff } });
    assert.equal(download.statusCode, 503);
    assert.equal(download.json().message, '报表数据暂时无法读取，请稍后再试');
  });
});
