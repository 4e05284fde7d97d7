import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BoardPage } from '../../../shared/schemas/comment.ts';
import { DEMO_BOARD_PAGE } from '../../db/migrations/0041-board-demo.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** A report page only the administrators' role is granted. */
const ADMIN_REPORT = { id: 't-board-admin-report', name: '管理层报表', name_en: 'Management report', name_tc: '管理層報表', url: '/report/board-admin-only' };

describe('报表留言 (issue 24): /cms/comment/boards and the report pages\' boards', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  const as = async (user: string) => tokens.get(user) ?? tokens.set(user, await s.login(user)).get(user)!;
  const headers = async (user: string, locale = 'cn') => ({ 'x-access-token': await as(user), 'x-locale': locale });
  const boards = async (user: string, query = '', locale = 'cn') => {
    const res = await s.app.inject({ url: `/api/cms/comment/boards${query}`, headers: await headers(user, locale) });
    return { status: res.statusCode, body: res.json() as { message: string; result: BoardPage } };
  };
  const post = async (user: string, payload: object, locale = 'cn') =>
    s.app.inject({ method: 'POST', url: '/api/cms/comment/add', headers: await headers(user, locale), payload });

  before(async () => {
    s = await startTestServer();
    await s.ctx.db.insertInto('permissions').values({
      ...ADMIN_REPORT, parent_id: 'menu-reports', menu_type: 1, component: 'ReportViewer', component_name: 'ReportViewer', sort_no: 100, menu_category: 'report',
    }).execute();
    const adminRole = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values({ role_id: adminRole.id, permission_id: ADMIN_REPORT.id }).execute();
    await s.settled();
  });
  after(async () => { await s.close(); });

  it('lists the report pages the user may open, the demo board first with its count and newest entry, in the request\'s language', async () => {
    const { status, body } = await boards('lisi');
    assert.equal(status, 200);
    const keys = body.result.records.map((b) => b.pageKey);
    assert.ok(keys.includes('/report/history') && !keys.includes('/report/message'), 'report viewer pages only, not the list page itself');
    assert.ok(!keys.includes(ADMIN_REPORT.url), 'not a report page of another role');
    assert.equal(body.result.total, keys.length);
    const first = body.result.records[0]!;
    assert.equal(first.pageKey, DEMO_BOARD_PAGE);
    assert.equal(first.title, '备课报表');
    assert.equal(first.count, 3, 'three comments; its reply is activity, not a comment');
    assert.equal(first.latest?.content, '報表的篩選條件很好用，謝謝！');
    assert.equal(first.latest?.authorName, '王五');
    assert.ok(body.result.records.slice(1).every((b) => b.count === 0 && b.latest === null));
    assert.equal((await boards('lisi', '', 'en')).body.result.records[0]!.title, 'Preparation');
    assert.equal((await boards('lisi', '', 'tc')).body.result.records[0]!.title, '備課報表');
    assert.ok((await boards('admin')).body.result.records.some((b) => b.pageKey === ADMIN_REPORT.url), 'the administrator sees their report');
    const one = (await boards('lisi', `?pageKey=${encodeURIComponent(DEMO_BOARD_PAGE)}`, 'tc')).body.result;
    assert.deepEqual([one.total, one.records.map((b) => [b.title, b.count])], [1, [['備課報表', 3]]], 'one board asked for by its key');
    for (const key of [ADMIN_REPORT.url, '/report/message', '/isystem/user', '/no/such/page']) {
      assert.deepEqual((await boards('lisi', `?pageKey=${encodeURIComponent(key)}`)).body.result, { records: [], total: 0 }, key);
    }
  });

  it('puts the board of the newest activity first, a reply counting as activity, and pages the list', async () => {
    s.clock.advance(60_000);
    const history = await post('zhangsan', { pageKey: '/report/history', content: '历史报表的第一条留言' });
    assert.equal(history.statusCode, 200);
    let page = (await boards('lisi', '?pageNo=1&pageSize=2')).body.result;
    assert.deepEqual(page.records.map((b) => [b.pageKey, b.count]), [['/report/history', 1], [DEMO_BOARD_PAGE, 3]]);
    s.clock.advance(60_000);
    const [demoComment] = (await s.app.inject({ url: `/api/cms/comment/list?pageKey=${encodeURIComponent(DEMO_BOARD_PAGE)}`, headers: await headers('lisi') })).json().result.records;
    assert.equal((await post('lisi', { pageKey: DEMO_BOARD_PAGE, content: 'Thanks, noted.', parentId: demoComment.id })).statusCode, 200);
    page = (await boards('lisi', '?pageNo=1&pageSize=2')).body.result;
    assert.deepEqual(page.records.map((b) => [b.pageKey, b.count, b.latest?.content]), [[DEMO_BOARD_PAGE, 3, 'Thanks, noted.'], ['/report/history', 1, '历史报表的第一条留言']]);
    const second = (await boards('lisi', '?pageNo=2&pageSize=2')).body.result;
    assert.equal(second.total, page.total);
    assert.ok(second.records.every((b) => b.count === 0));
    assert.deepEqual((await boards('lisi', '?pageNo=99&pageSize=2')).body.result.records, []);
    const deleted = await s.app.inject({ method: 'DELETE', url: `/api/cms/comment/delete?id=${history.json().result.id}`, headers: await headers('zhangsan') });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await boards('lisi')).body.result.records.find((b) => b.pageKey === '/report/history')?.count, 0, 'a deleted comment counts no more');
  });

  it('refuses odd paging and page keys with a localised 400', async () => {
    for (const query of ['?pageSize=51', '?pageSize=0', '?pageNo=0', '?pageNo=abc', `?pageSize=${'9'.repeat(400)}`, `?pageKey=${'/a'.repeat(101)}`, "?pageKey=x' or 1=1 --", '?pageKey=']) {
      for (const [locale, words] of [['cn', /[\u4e00-\u9fff]/], ['en', /[a-z]/]] as const) {
        const { status, body } = await boards('lisi', query, locale);
        assert.equal(status, 400, query);
        assert.match(body.message, words, `${query} in ${locale}: ${body.message}`);
      }
    }
  });

  it('attacks: a report page the user may not open, oversize content, HTML and script kept as text, a reply across boards', async () => {
    const hidden = ADMIN_REPORT.url;
    assert.equal((await post('admin', { pageKey: hidden, content: '仅管理层可见' })).statusCode, 200);
    const peek = await s.app.inject({ url: `/api/cms/comment/list?pageKey=${encodeURIComponent(hidden)}`, headers: await headers('lisi') });
    assert.equal(peek.statusCode, 404, 'the board of a report page not granted is not there for them');
    assert.equal((await post('lisi', { pageKey: hidden, content: '偷看' })).statusCode, 404);
    const adminComment = (await s.app.inject({ url: `/api/cms/comment/list?pageKey=${encodeURIComponent(hidden)}`, headers: await headers('admin') })).json().result.records[0];
    const removal = await s.app.inject({ method: 'DELETE', url: `/api/cms/comment/delete?id=${adminComment.id}`, headers: await headers('lisi') });
    assert.equal(removal.statusCode, 404, 'nor can they delete on it');

    for (const locale of ['cn', 'en', 'tc']) {
      const oversize = await post('lisi', { pageKey: '/report/history', content: '长'.repeat(1001) }, locale);
      assert.equal(oversize.statusCode, 400);
      assert.ok(oversize.json().message, `a message in ${locale}`);
    }
    const huge = await post('lisi', { pageKey: '/report/history', content: 'x'.repeat(2_000_000) });
    assert.ok([400, 413].includes(huge.statusCode), `a body past the limit is refused (${huge.statusCode})`);

    const script = '<script>alert(1)</script><img src=x onerror="alert(2)"> & <b>bold</b>';
    const written = await post('lisi', { pageKey: '/report/history', content: script });
    assert.equal(written.statusCode, 200);
    const listed = (await s.app.inject({ url: '/api/cms/comment/list?pageKey=%2Freport%2Fhistory', headers: await headers('zhangsan') })).json().result.records;
    assert.equal(listed[0].content, script, 'plain text, kept as written: the board renders it as text, never as HTML');
    const latest = (await boards('zhangsan')).body.result.records[0]!;
    assert.deepEqual([latest.pageKey, latest.latest?.content], ['/report/history', script]);

    const other = (await post('zhangsan', { pageKey: '/report/selfAnalyze', content: '自我分析的留言' })).json().result.id as string;
    const across = await post('lisi', { pageKey: '/report/history', content: '跨板回复', parentId: other });
    assert.equal(across.statusCode, 404, 'a reply names a comment of its own board');
    const selfAnalyze = (await s.app.inject({ url: '/api/cms/comment/list?pageKey=%2Freport%2FselfAnalyze', headers: await headers('zhangsan') })).json().result.records;
    assert.deepEqual(selfAnalyze[0].replies, []);
  });

  it('answers a signed-out caller 401', async () => {
    assert.equal((await s.app.inject({ url: '/api/cms/comment/boards' })).statusCode, 401);
  });
});
