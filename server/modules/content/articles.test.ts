import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  articleResource, releaseArticleAction, revokeArticleAction, topArticleAction, untopArticleAction,
} from '../../../shared/resources/article.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

resourceContract({
  resource: articleResource,
  sample: (n, text) => ({ channel: 'news', title: text, summary: `summary ${n}`, body: `<p>body ${n}</p>` }),
  textField: 'title',
  actions: [
    { action: releaseArticleAction, input: (row) => ({ id: row.id }) },
    { action: topArticleAction, input: (row) => ({ id: row.id }) },
    { action: untopArticleAction, input: (row) => ({ id: row.id }) },
    { action: revokeArticleAction, input: (row) => ({ id: row.id }) },
  ],
});

type Record = { id: string; title: string; body: string; status: string; viewCount: number; pinned: boolean; author: string; attachments: unknown[]; folderId: string | null };

describe('articles as staff read them (issue 24 "Staff read only released articles they may see")', () => {
  let s: TestServer;
  let admin: string;
  const tokens: Partial<{ [user: string]: string }> = {};
  const headers = (token: string, locale = 'cn') => ({ 'x-access-token': token, 'x-locale': locale });
  const as = async (user: string) => (tokens[user] ??= await s.login(user));
  const add = async (input: object) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin), payload: { channel: 'knowledge', ...input } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as Record;
  };
  const act = async (path: string, id: string, token = admin) => s.app.inject({ method: 'PUT', url: `/api/cms/article/${path}`, headers: headers(token), payload: { id } });
  const release = async (id: string) => assert.equal((await act('release', id)).statusCode, 200);
  // The knowledge channel's articles outside folders: the demo news and the demo knowledge tree's (migration 0040) would be listed beside these.
  const titlesOf = async (user: string, query = 'channel=knowledge') => {
    const res = await s.app.inject({ url: `/api/cms/article/list?${query}&pageSize=50`, headers: headers(await as(user)) });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().result.records as Record[]).filter((r) => r.folderId === null).map((r) => r.title);
  };
  const open = async (user: string, id: string) => s.app.inject({ url: `/api/cms/article/queryById?id=${id}`, headers: headers(await as(user)) });
  const departId = async (orgCode: string) => (await s.ctx.db.selectFrom('departments').select('id').where('tenant_id', '=', 1).where('org_code', '=', orgCode).executeTakeFirstOrThrow()).id;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('shows a draft to nobody but administrators, a released article to the tenant, and a revoked one to nobody again', async () => {
    const article = await add({ title: '季度通报', body: '<p>全文</p>' });
    assert.equal(article.status, '0');
    assert.equal(article.author, '管理员', 'the author is the writer\'s real name');
    assert.deepEqual(await titlesOf('lisi'), []);
    assert.equal((await open('lisi', article.id)).statusCode, 404);
    await release(article.id);
    assert.deepEqual(await titlesOf('lisi'), ['季度通报']);
    assert.equal((await open('lisi', article.id)).json().result.body, '<p>全文</p>');
    const again = await act('release', article.id);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, '该文章已发布');
    assert.equal((await act('revoke', article.id)).statusCode, 200);
    assert.deepEqual(await titlesOf('lisi'), []);
    assert.equal((await open('lisi', article.id)).statusCode, 404);
    assert.deepEqual(await titlesOf('admin'), ['季度通报'], 'administrators still see it');
    const twice = await s.app.inject({ method: 'PUT', url: '/api/cms/article/revoke', headers: headers(admin, 'en'), payload: { id: article.id } });
    assert.equal(twice.json().message, 'This article is not released, so it cannot be revoked');
  });

  it('shows an article for chosen departments to their members and those of the departments below, and for roles to their holders', async () => {
    const marketing = await add({ title: '市场部内部', visibility: 'chosen', departIds: await departId('A01A02') });
    const office = await add({ title: '总公司全员', visibility: 'chosen', departIds: [await departId('A01')] });
    const staffRole = (await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow()).id;
    const staff = await add({ title: '员工角色', visibility: 'chosen', roleIds: staffRole });
    for (const a of [marketing, office, staff]) await release(a.id);
    const query = 'channel=knowledge';
    assert.deepEqual((await titlesOf('lisi', query)).sort(), ['员工角色', '市场部内部', '总公司全员'].sort(), 'lisi is in marketing');
    assert.deepEqual((await titlesOf('zhangsan', query)).sort(), ['员工角色', '市场部内部', '总公司全员'].sort(), 'zhangsan is in IT and marketing');
    assert.deepEqual((await titlesOf('wangwu', query)).sort(), ['员工角色', '总公司全员'].sort(), 'wangwu is in human resources');
    assert.equal((await open('wangwu', marketing.id)).statusCode, 404);
  });

  it('refuses "chosen" with nobody chosen, in the request language, and keeps the writes to administrators', async () => {
    for (const [locale, message] of [['cn', '请选择可以阅读该文章的部门或角色'], ['en', 'Choose the departments or roles that may read this article'], ['tc', '請選擇可以閱讀該文章的部門或角色']]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin, locale), payload: { channel: 'news', title: 'nobody', visibility: 'chosen' } });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    }
    const staff = await as('lisi');
    const refused = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(staff), payload: { channel: 'news', title: 'mine' } });
    assert.equal(refused.statusCode, 403);
    const article = await add({ title: '只给管理员改' });
    assert.equal((await act('release', article.id, staff)).statusCode, 403);
    assert.equal((await act('top', article.id, staff)).statusCode, 403);
  });

  it('refuses an empty title and one over 50 characters (widgets-admin §5), naming it in the request language', async () => {
    for (const [title, locale, message] of [['', 'cn', /文章标题/], ['   ', 'en', /Title/], ['长'.repeat(51), 'tc', /文章標題/]] as const) {
      const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin, locale), payload: { channel: 'knowledge', title } });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, message);
    }
    assert.equal((await add({ title: '长'.repeat(50) })).title.length, 50);
  });

  it('takes a cover or an attachment only as a path of the site or an http(s) URL', async () => {
    for (const payload of [{ cover: 'javascript:alert(1)' }, { cover: '//evil.example/x.png' }, { attachments: [{ name: 'x', url: 'data:text/html,<script>' }] }]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin), payload: { channel: 'knowledge', title: 'links', ...payload } });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    const fine = await add({ title: 'links', cover: '/demo/news-cover-1.svg', attachments: [{ name: '手册.pdf', url: 'https://files.example/a.pdf' }] });
    assert.deepEqual(fine.attachments, [{ name: '手册.pdf', url: 'https://files.example/a.pdf' }]);
  });

  it('sanitises the body on the way in and the way out', async () => {
    const article = await add({ title: '带脚本', body: '<p onclick="steal()">正文</p><script>steal()</script><a href="javascript:steal()">链接</a><img src="x" onerror="steal()">' });
    assert.equal(article.body.includes('steal'), false, article.body);
    // Written past the server (an old row, another tool): still clean on the way out.
    await s.ctx.db.updateTable('articles').set({ body: '<p>ok</p><iframe src="https://evil.example"></iframe><svg><script>x()</script></svg>' }).where('id', '=', article.id).execute();
    const read = (await s.app.inject({ url: `/api/cms/article/queryById?id=${article.id}`, headers: headers(admin) })).json().result as Record;
    assert.equal(read.body, '<p>ok</p>');
  });

  it('counts a view once per reader, also when one reader opens it twice at once; pinned articles come first', async () => {
    const older = await add({ title: '较早的新闻' });
    s.clock.advance(60_000);
    const newer = await add({ title: '较新的新闻' });
    await release(older.id);
    s.clock.advance(60_000);
    await release(newer.id);
    const both = (titles: string[]) => titles.filter((t) => t === '较早的新闻' || t === '较新的新闻');
    assert.deepEqual(both(await titlesOf('lisi')), ['较新的新闻', '较早的新闻'], 'newest release first');
    assert.equal((await act('top', older.id)).statusCode, 200);
    assert.deepEqual(both(await titlesOf('lisi')), ['较早的新闻', '较新的新闻'], 'the pinned one first');
    await Promise.all([open('lisi', older.id), open('lisi', older.id)]);
    await open('lisi', older.id);
    await open('wangwu', older.id);
    const read = (await open('zhangsan', older.id)).json().result as Record;
    assert.equal(read.viewCount, 2, 'lisi and wangwu; zhangsan\'s own view counts after the answer');
    assert.equal(((await open('zhangsan', older.id)).json().result as Record).viewCount, 3);
    assert.equal((await act('untop', older.id)).statusCode, 200);
    assert.deepEqual(both(await titlesOf('lisi')), ['较新的新闻', '较早的新闻']);
  });
});
