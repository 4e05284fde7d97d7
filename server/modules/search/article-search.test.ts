import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Hit = { id: string; title: string; path: string; trail: string[]; category: string; titleHtml?: string; snippet?: string };

describe('search of news and the knowledge base (portal-shell §2.1 categories 2, 3, 0; issue 24)', () => {
  let s: TestServer;
  let admin: string;
  const headers = (token: string, locale = 'cn') => ({ 'x-access-token': token, 'x-locale': locale });
  const search = async (token: string, key: string, category: string, extra = '') => {
    const res = await s.app.inject({ url: `/api/sys/search/list?key=${encodeURIComponent(key)}&category=${category}${extra}`, headers: headers(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { records: Hit[]; total: number };
  };
  const write = async (input: object, release = true) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: headers(admin), payload: input });
    assert.equal(res.statusCode, 200, res.body);
    const { id } = res.json().result as { id: string };
    if (release) assert.equal((await s.app.inject({ method: 'PUT', url: '/api/cms/article/release', headers: headers(admin), payload: { id } })).statusCode, 200);
    return id;
  };

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('finds the seeded news by two Chinese words, the title\'s match first, with the words marked and escaped', async () => {
    const lisi = await s.login('lisi');
    const { records, total } = await search(lisi, '数字化 转型', '2');
    assert.equal(total, 1);
    assert.equal(records[0]!.title, '公司荣获年度数字化转型奖');
    assert.equal(records[0]!.category, '2');
    assert.match(records[0]!.path, /^\/news\?id=/);
    assert.deepEqual(records[0]!.trail, ['新闻资讯']);
    assert.equal(records[0]!.titleHtml, '公司荣获年度<em>数字</em><em>化</em><em>转型</em>奖');
    const bodyOnly = await write({ channel: 'knowledge', title: '操作手册', summary: '', body: '<p>如何申请<b>数字化转型</b>项目 &lt;script&gt;</p>' });
    const knowledge = await search(lisi, '转型', '3');
    assert.deepEqual(knowledge.records.map((r) => r.id), [bodyOnly]);
    assert.equal(knowledge.records[0]!.snippet, '如何申请数字化<em>转型</em>项目 &lt;script&gt;');
    const both = await search(lisi, '转型', '2');
    assert.equal(both.records[0]!.title, '公司荣获年度数字化转型奖');
    const titleFirst = await write({ channel: 'news', title: '转型经验分享', body: '<p>转型</p>' });
    const ranked = await search(lisi, '转型', '2');
    assert.deepEqual(ranked.records.map((r) => r.id).includes(titleFirst), true);
  });

  it('finds English and traditional Chinese text, whatever the case', async () => {
    const lisi = await s.login('lisi');
    assert.equal((await search(lisi, 'CUSTOMER service', '2')).records[0]?.title, 'New customer service centre opens');
    assert.equal((await search(lisi, '優秀團隊', '2')).records[0]?.title, '年度優秀團隊名單公佈');
  });

  it('answers only what the reader may read: no draft, no article of another department or tenant', async () => {
    const [lisi, wangwu] = [await s.login('lisi'), await s.login('wangwu')];
    const draft = await write({ channel: 'news', title: '草稿里的机密词汇' }, false);
    const hr = (await s.ctx.db.selectFrom('departments').select('id').where('org_code', '=', 'A01A03').where('tenant_id', '=', 1).executeTakeFirstOrThrow()).id;
    const forHr = await write({ channel: 'news', title: '人事机密词汇通知', visibility: 'chosen', departIds: [hr] });
    assert.deepEqual((await search(lisi, '机密 词汇', '0')).records.map((r) => r.id), []);
    assert.deepEqual((await search(wangwu, '机密 词汇', '0')).records.map((r) => r.id), [forHr]);
    const other = await s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: { ...headers(admin), 'x-tenant-id': '2' }, payload: { channel: 'news', title: '另一租户的机密词汇' } });
    const otherId = other.json().result.id as string;
    await s.app.inject({ method: 'PUT', url: '/api/cms/article/release', headers: { ...headers(admin), 'x-tenant-id': '2' }, payload: { id: otherId } });
    assert.deepEqual((await search(admin, '机密 词汇', '2')).records.map((r) => r.id).sort(), [forHr].sort(), 'not the draft, not tenant 2\'s');
    assert.ok(draft);
  });

  it('answers what each reader opens from it: an administrator every released article (as list and queryById), staff theirs; drafts nobody', async () => {
    const [lisi, wangwu] = [await s.login('lisi'), await s.login('wangwu')];
    const users = await s.ctx.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['wangwu']).execute();
    const hr = (await s.ctx.db.selectFrom('departments').select('id').where('org_code', '=', 'A01A03').where('tenant_id', '=', 1).executeTakeFirstOrThrow()).id;
    const hrFolder = (await s.ctx.db.selectFrom('folders').select('id').where('name', '=', '人事资料').where('tenant_id', '=', 1).executeTakeFirstOrThrow()).id;
    // Written for HR by another editor (wangwu), so the administrator is neither its reader nor its author.
    const forHr = await write({ channel: 'news', title: '薪酬调整安排通知', visibility: 'chosen', departIds: [hr] });
    const inHrFolder = await write({ channel: 'knowledge', title: '薪酬调整操作细则', folderId: hrFolder });
    await s.ctx.db.updateTable('articles').set({ created_by: users[0]!.id }).where('id', 'in', [forHr, inHrFolder]).execute();
    const draft = await write({ channel: 'news', title: '薪酬调整草稿' }, false);
    const found = async (token: string) => (await search(token, '薪酬 调整', '0')).records.filter((r) => r.category !== '1').map((r) => r.id).sort();
    const opens = async (token: string, id: string) => (await s.app.inject({ url: `/api/cms/article/queryById?id=${id}`, headers: headers(token) })).statusCode;
    const listed = async (token: string, channel: string) => ((await s.app.inject({ url: `/api/cms/article/list?channel=${channel}&status=1&pageSize=100`, headers: headers(token) })).json().result.records as { id: string }[]).map((r) => r.id);

    assert.deepEqual(await found(admin), [forHr, inHrFolder].sort(), 'the administrator: every released one, not the draft');
    assert.equal(await opens(admin, forHr), 200);
    assert.equal(await opens(admin, inHrFolder), 200);
    assert.ok((await listed(admin, 'news')).includes(forHr) && (await listed(admin, 'knowledge')).includes(inHrFolder), 'as the reading lists show them');
    assert.ok(!(await listed(admin, 'news')).includes(draft), 'the reading list has no draft either');

    assert.deepEqual(await found(lisi), [], 'staff outside HR: neither the HR news nor the HR folder\'s article, nor the draft');
    for (const id of [forHr, inHrFolder, draft]) assert.equal(await opens(lisi, id), 404);
    assert.deepEqual(await found(wangwu), [forHr, inHrFolder].sort(), 'HR staff: theirs, not the draft');
    assert.equal(await opens(wangwu, forHr), 200);
  });

  it('category 0 gives the menu pages first, then the articles, paged across both', async () => {
    const lisi = await s.login('lisi');
    const all = await search(lisi, '知识库', '0', '&pageSize=50');
    assert.equal(all.records[0]!.category, '1', 'the 知识库 page first');
    assert.ok(all.records.some((r) => r.title === '知识库上线试运行'), 'then the news about it');
    assert.ok(all.records.slice(1).every((r) => r.category !== '1'));
    const second = await search(lisi, '知识库', '0', '&pageSize=1&pageNo=2');
    assert.equal(second.total, all.total);
    assert.equal(second.records[0]!.id, all.records[1]!.id);
    const past = await search(lisi, '知识库', '0', `&pageSize=10&pageNo=9`);
    assert.deepEqual(past.records, []);
    assert.equal(past.total, all.total);
  });

  it('finds a part of a word: Chinese by its characters in a row, a single character, letters inside a title word', async () => {
    const lisi = await s.login('lisi');
    const id = await write({ channel: 'knowledge', title: '数据库管理系统 ModelX200A 手册', body: '<p>中华人民共和国标准</p>' });
    const ids = async (key: string) => (await search(lisi, key, '3')).records.map((r) => r.id);
    assert.deepEqual(await ids('据库'), [id], 'a pair that crosses the segmenter\'s words 数据|库');
    assert.deepEqual(await ids('库管理'), [id], 'three characters across words');
    assert.deepEqual(await ids('共和'), [id], 'a part of the body\'s word 共和国');
    assert.deepEqual(await ids('据'), [id], 'one character inside a word');
    assert.deepEqual(await ids('x200'), [id], 'letters and digits inside a title word (pg_trgm)');
    assert.deepEqual(await ids('系数'), [], 'a word whose characters are there but not side by side (系统, 数据) does not match');
    assert.deepEqual(await ids('据库 不存在的词'), [], 'every word of the key must match');
  });

  it('takes text-search operators, quotes and LIKE wildcards in a key as plain text', async () => {
    const lisi = await s.login('lisi');
    for (const key of ["a:*|b & !c", "'; drop table articles; --", '100%_\\', '<->(据库)', '*:据']) {
      const res = await s.app.inject({ url: `/api/sys/search/list?key=${encodeURIComponent(key)}&category=0`, headers: headers(lisi) });
      assert.equal(res.statusCode, 200, `${key}: ${res.body}`);
    }
    assert.deepEqual((await search(lisi, '%', '3')).records, [], 'a wildcard alone matches nothing');
  });
});
