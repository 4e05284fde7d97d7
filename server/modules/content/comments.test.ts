import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Entry = { id: string; content: string; authorName: string; deletable: boolean; replies: Entry[] };

describe('message boards (issue 24; widgets-admin §2, §3, §5): /cms/comment/*', () => {
  let s: TestServer;
  let admin: string;
  const tokens = new Map<string, string>();
  const as = async (user: string) => tokens.get(user) ?? tokens.set(user, await s.login(user)).get(user)!;
  const headers = (token: string, locale = 'cn') => ({ 'x-access-token': token, 'x-locale': locale });
  const board = async (user: string, pageKey: string) => {
    const res = await s.app.inject({ url: `/api/cms/comment/list?pageKey=${encodeURIComponent(pageKey)}`, headers: headers(await as(user)) });
    return { status: res.statusCode, page: res.json().result as { records: Entry[]; total: number } };
  };
  const post = async (user: string, payload: object, locale = 'cn') =>
    s.app.inject({ method: 'POST', url: '/api/cms/comment/add', headers: headers(await as(user), locale), payload });
  let article: string;
  let hrOnly: string;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    const write = async (payload: object) => {
      const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin), payload: { channel: 'knowledge', ...payload } });
      const id = res.json().result.id as string;
      await s.app.inject({ method: 'PUT', url: '/api/cms/article/release', headers: headers(admin), payload: { id } });
      return id;
    };
    article = await write({ title: '留言板文章' });
    const hr = (await s.ctx.db.selectFrom('departments').select('id').where('org_code', '=', 'A01A03').where('tenant_id', '=', 1).executeTakeFirstOrThrow()).id;
    hrOnly = await write({ title: '人力资源部文章', visibility: 'chosen', departIds: [hr] });
  });
  after(async () => { await s.close(); });

  it('posts a comment and a reply with the documented words, lists them newest first with their replies, and refuses empty ones', async () => {
    const first = await post('lisi', { pageKey: article, content: '  第一条留言  ' });
    assert.equal(first.json().message, '留言添加成功！');
    assert.equal(first.json().result.content, '第一条留言');
    s.clock.advance(1000);
    const second = await post('zhangsan', { pageKey: article, content: '第二条' });
    const reply = await post('zhangsan', { pageKey: article, content: '回复第一条', parentId: first.json().result.id });
    assert.equal(reply.json().message, '留言回复成功！');
    const { page } = await board('wangwu', article);
    assert.deepEqual(page.records.map((c) => c.content), ['第二条', '第一条留言']);
    assert.deepEqual(page.records[1]!.replies.map((r) => [r.content, r.authorName]), [['回复第一条', '张三']]);
    assert.deepEqual(page.records.map((c) => c.deletable), [false, false], 'wangwu wrote neither');
    assert.ok(second.json().result.id);
    for (const [payload, locale, message] of [
      [{ pageKey: article, content: '   ' }, 'cn', '留言内容不能为空！'],
      [{ pageKey: article, content: '', parentId: first.json().result.id }, 'cn', '回复留言内容不能为空！'],
      [{ pageKey: article, content: '' }, 'en', 'The comment cannot be empty!'],
      [{ pageKey: article, content: '' }, 'tc', '留言內容不能為空！'],
    ] as const) {
      const res = await post('lisi', payload, locale);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
    }
    assert.equal((await post('lisi', { pageKey: article, content: 'x'.repeat(1001) })).statusCode, 400);
    assert.equal((await post('lisi', { pageKey: article, content: 'a reply to a reply', parentId: reply.json().result.id })).statusCode, 404);
  });

  it('keeps a board to who may read its page: an article of another department, an unknown key, a menu page not theirs', async () => {
    assert.equal((await board('lisi', hrOnly)).status, 404);
    assert.equal((await post('lisi', { pageKey: hrOnly, content: '看不到' })).statusCode, 404);
    assert.equal((await board('wangwu', hrOnly)).status, 200);
    assert.equal((await board('lisi', 'no-such-article')).status, 404);
    assert.equal((await board('lisi', '/report/history')).status, 200, 'a report page of the staff menu');
    assert.equal((await board('lisi', '/isystem/user')).status, 404, 'an administration page is not theirs');
    const odd = await s.app.inject({ url: `/api/cms/comment/list?pageKey=${encodeURIComponent("x' or 1=1 --")}`, headers: headers(await as('lisi')) });
    assert.equal(odd.statusCode, 400);
  });

  it('deletes one\'s own comment with its replies; another\'s only with cms:comment:delete', async () => {
    const mine = (await post('lisi', { pageKey: '/report/history', content: '报表留言' })).json().result.id as string;
    await post('zhangsan', { pageKey: '/report/history', content: '回复报表留言', parentId: mine });
    const del = (user: string, id: string) => as(user).then((token) => s.app.inject({ method: 'DELETE', url: `/api/cms/comment/delete?id=${id}`, headers: headers(token) }));
    assert.equal((await del('zhangsan', mine)).statusCode, 403);
    const done = await del('lisi', mine);
    assert.equal(done.json().message, '留言删除成功');
    assert.deepEqual((await board('zhangsan', '/report/history')).page.records.map((c) => c.content), []);
    assert.equal((await del('lisi', mine)).statusCode, 404, 'gone');
    const theirs = (await post('zhangsan', { pageKey: '/report/history', content: '管理员可删' })).json().result.id as string;
    assert.equal((await board('admin', '/report/history')).page.records[0]!.deletable, true);
    assert.equal((await del('admin', theirs)).statusCode, 200);
  });

  it('an @account who may read the page gets a notice that opens the place; one who may not, or an unknown account, gets none', async () => {
    await post('lisi', { pageKey: article, content: '请 @zhangsan 和 @nobody 看看' });
    await post('lisi', { pageKey: article, content: '@lisi 自己不算' });
    await post('wangwu', { pageKey: hrOnly, content: '@lisi 看不到这篇' });
    await s.settled();
    const noticesOf = async (username: string) => s.ctx.db.selectFrom('notices as n').innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.type', 'n.title', 'n.relation_id', 'n.bus_id']).where('u.username', '=', username).where('n.title', 'like', '%留言中提到了您').execute();
    assert.deepEqual(await noticesOf('zhangsan'), [{ type: 3, title: '李四 在留言中提到了您', relation_id: 'menu-knowledge', bus_id: article }]);
    assert.deepEqual(await noticesOf('lisi'), []);
  });
});
