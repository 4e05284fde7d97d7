import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Announcement, AnnouncementListByUser } from '../../../shared/schemas/announcement.ts';
import type { Notice } from '../../../shared/schemas/notice.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('announcements for their audience (portal-shell §2.6, §4, §7)', () => {
  let s: TestServer;
  let kit: ReturnType<typeof announcementKit>;
  let ids: Record<string, string>;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    kit = announcementKit(s);
    ids = await kit.userIds();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  const listByUser = async (token: string, headers: Record<string, string> = {}) => {
    const res = await kit.call('GET', '/sys/annountCement/listByUser', token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as AnnouncementListByUser;
  };
  const titles = (list: Announcement[]) => list.map((a) => a.titile);
  const notices = async (token: string) =>
    (await kit.call('GET', '/sys/notice/getNoticePage?pageSize=10000&readFlag=2', token)).json().result.records as Notice[];

  it('lists the seeded unread announcements by category: anntMsgList for announcements, sysMsgList for system messages', async () => {
    const zhangsan = await listByUser(await s.login('zhangsan'));
    assert.deepEqual(titles(zhangsan.anntMsgList), ['系统升级通知', '五一假期安排']);
    assert.equal(zhangsan.anntMsgTotal, 2);
    assert.deepEqual(titles(zhangsan.sysMsgList), ['季度报表已更新']);
    assert.equal(zhangsan.sysMsgTotal, 1);
    const first = zhangsan.anntMsgList[0]!;
    assert.deepEqual([first.priority, first.sender, first.readFlag], ['H', '管理员', '0']);
    assert.match(first.msgContent, /<strong>22:00–24:00<\/strong>/);
    const wangwu = await listByUser(await s.login('wangwu'));
    assert.deepEqual(wangwu.sysMsgList, [], 'the system message names zhangsan and lisi only');
    assert.ok(!titles(wangwu.anntMsgList).includes('新功能预告'), 'a draft reaches nobody');
  });

  it('caps each list at pageSize while the totals count all', async () => {
    const res = await kit.call('GET', '/sys/annountCement/listByUser?pageSize=1', await s.login('zhangsan'));
    assert.equal(res.json().result.anntMsgList.length, 1);
    assert.equal(res.json().result.anntMsgTotal, 2);
  });

  it('marks an announcement read for the caller only, with its notice, and the list drops it', async () => {
    const lisi = await s.login('lisi');
    const target = (await listByUser(lisi)).anntMsgList[1]!;
    const res = await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', lisi, { anntId: target.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!titles((await listByUser(lisi)).anntMsgList).includes(target.titile));
    assert.equal((await notices(lisi)).find((n) => n.type === 1 && n.relationId === target.id)?.readFlag, '1');
    assert.equal((await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', lisi, { anntId: target.id })).statusCode, 200, 'twice is fine');
    assert.ok(titles((await listByUser(await s.login('wangwu'))).anntMsgList).includes(target.titile), 'others still have it unread');
    const mine = await kit.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1', lisi);
    assert.deepEqual(mine.json().result.records.map((a: Announcement) => a.id), [target.id]);
    assert.equal((await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', lisi, {})).statusCode, 400);
    const other = (await listByUser(lisi)).anntMsgList[0]!;
    const byQuery = await kit.call('PUT', `/sys/sysAnnouncementSend/editByAnntIdAndUserId?anntId=${other.id}`, lisi);
    assert.equal(byQuery.statusCode, 200, 'the id may come in the query, with no body');
    assert.ok(!titles((await listByUser(lisi)).anntMsgList).includes(other.titile));
  });

  it('releases to the audience: status, send time, a type-1 notice each, and the event with the audience', async () => {
    const heard: DomainEvents['announcement.released'][] = [];
    const stop = s.ctx.events.on('announcement.released', (e) => void heard.push(e));
    try {
      const draft = await kit.add(admin, { titile: '面向张三', msgType: 'USER', userIds: [ids.zhangsan!], priority: 'M' });
      const zhangsan = await s.login('zhangsan');
      assert.ok(!titles((await listByUser(zhangsan)).anntMsgList).includes('面向张三'), 'not before release');
      await kit.release(admin, draft.id);
      await tick();
      assert.deepEqual(heard, [{ tenantId: 1, announcementId: draft.id, title: '面向张三', audience: { kind: 'users', userIds: [ids.zhangsan] } }]);
      const listed = (await listByUser(zhangsan)).anntMsgList.find((a) => a.id === draft.id)!;
      assert.ok(listed.sendTime && Math.abs(Date.parse(listed.sendTime) - s.clock.current) < 1000);
      const notice = (await notices(zhangsan)).find((n) => n.relationId === draft.id)!;
      assert.deepEqual([notice.type, notice.readFlag, notice.title, notice.createBy], [1, '0', '面向张三', 'admin']);
      const lisi = await s.login('lisi');
      assert.ok(!(await notices(lisi)).some((n) => n.relationId === draft.id));
      assert.ok(!titles((await listByUser(lisi)).anntMsgList).includes('面向张三'));

      const all = await kit.add(admin, { titile: '全员' });
      await kit.release(admin, all.id);
      await tick();
      assert.deepEqual(heard[1]?.audience, { kind: 'all' });
      for (const user of ['admin', 'zhangsan', 'lisi', 'wangwu']) {
        assert.equal((await notices(await s.login(user))).filter((n) => n.relationId === all.id).length, 1, user);
      }
    } finally {
      stop();
    }
  });

  it('revokes: gone from lists, bells and queryById, and the event names the audience', async () => {
    const heard: DomainEvents['announcement.revoked'][] = [];
    const stop = s.ctx.events.on('announcement.revoked', (e) => void heard.push(e));
    try {
      const a = await kit.add(admin, { titile: '将撤销', msgType: 'USER', userIds: [ids.wangwu!, ids.lisi!] });
      await kit.release(admin, a.id);
      const wangwu = await s.login('wangwu');
      assert.ok(titles((await listByUser(wangwu)).anntMsgList).includes('将撤销'));
      const res = await kit.call('GET', `/sys/annountCement/doReovkeData?id=${a.id}`, admin);
      assert.equal(res.statusCode, 200, res.body);
      await tick();
      assert.deepEqual(heard, [{ tenantId: 1, announcementId: a.id, title: '将撤销', audience: { kind: 'users', userIds: [ids.lisi, ids.wangwu].sort() } }]);
      assert.ok(!titles((await listByUser(wangwu)).anntMsgList).includes('将撤销'));
      assert.ok(!(await notices(wangwu)).some((n) => n.relationId === a.id));
      assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${a.id}`, wangwu)).statusCode, 404);
      assert.equal((await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', wangwu, { anntId: a.id })).statusCode, 404);
    } finally {
      stop();
    }
  });

  it('marks the announcement read when its notice is marked read in the bell', async () => {
    const a = await kit.add(admin, { titile: '从铃铛读' });
    await kit.release(admin, a.id);
    const wangwu = await s.login('wangwu');
    const notice = (await notices(wangwu)).find((n) => n.relationId === a.id)!;
    assert.ok(titles((await listByUser(wangwu)).anntMsgList).includes('从铃铛读'));
    assert.equal((await kit.call('PUT', `/sys/notice/updateRead?id=${notice.id}`, wangwu)).statusCode, 200);
    assert.ok(!titles((await listByUser(wangwu)).anntMsgList).includes('从铃铛读'));
    assert.ok(titles((await listByUser(await s.login('lisi'))).anntMsgList).includes('从铃铛读'), 'only for the reader');
  });

  it('reaches a user created after an \'all\' release', async () => {
    const a = await kit.add(admin, { titile: '新员工也能看到' });
    await kit.release(admin, a.id);
    await kit.createStaffUser('zhaoliu');
    const token = await s.login('zhaoliu');
    assert.ok(titles((await listByUser(token)).anntMsgList).includes('新员工也能看到'));
    assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${a.id}`, token)).statusCode, 200);
  });

  it('shows only within the start and end time', async () => {
    const hour = 3600_000;
    const later = await kit.add(admin, { titile: '未来', startTime: new Date(s.clock.current + hour).toISOString() });
    const ended = await kit.add(admin, { titile: '过期', startTime: new Date(s.clock.current - 2 * hour).toISOString(), endTime: new Date(s.clock.current + hour).toISOString() });
    await kit.release(admin, later.id);
    await kit.release(admin, ended.id);
    const token = await s.login('wangwu');
    let list = titles((await listByUser(token)).anntMsgList);
    assert.ok(!list.includes('未来') && list.includes('过期'));
    s.clock.advance(2 * hour);
    admin = await s.login('admin'); // the earlier sessions lapsed with the two hours
    list = titles((await listByUser(await s.login('wangwu'))).anntMsgList);
    assert.ok(list.includes('未来') && !list.includes('过期'));
  });

  it('answers queryById only to the audience or an administrator', async () => {
    const a = await kit.add(admin, { titile: '仅李四', msgType: 'USER', userIds: [ids.lisi!], msgContent: '<p>hi<script>alert(1)</script></p>' });
    await kit.release(admin, a.id);
    const lisi = await kit.call('GET', `/sys/annountCement/queryById?id=${a.id}`, await s.login('lisi'));
    assert.equal(lisi.statusCode, 200);
    assert.equal(lisi.json().result.msgContent, '<p>hi</p>');
    assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${a.id}`, await s.login('wangwu'))).statusCode, 404);
    const draft = await kit.add(admin, { titile: '草稿' });
    assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${draft.id}`, admin)).statusCode, 200, 'an administrator sees drafts');
    assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${draft.id}`, await s.login('lisi'))).statusCode, 404);
    assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${a.id}`, null)).statusCode, 401);
  });

  describe('the iframe page show/{id}?token=', () => {
    let id: string;
    before(async () => {
      const a = await kit.add(admin, {
        titile: '<b>标题</b> & more', sender: '人事部', msgType: 'USER', userIds: [ids.zhangsan!],
        msgContent: '<p>正文<img src="x" onerror="alert(1)"><img src="/api/sys/common/static/jeditor/a.png"></p><script>alert(2)</script><a href="javascript:alert(3)">j</a>',
      });
      id = a.id;
      await kit.release(admin, id);
    });
    const show = (token: string | null, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`, headers });

    it('shows title, sender, time and sanitised content to a member of the audience', async () => {
      const res = await show(await s.login('zhangsan'));
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.match(res.body, /&lt;b&gt;标题&lt;\/b&gt; &amp; more/);
      assert.match(res.body, /人事部/);
      assert.match(res.body, /发布时间/);
      assert.match(res.body, /<img src="\/api\/sys\/common\/static\/jeditor\/a.png" \/>/);
      assert.doesNotMatch(res.body, /<script|onerror|javascript:|alert/);
      assert.match((await show(await s.login('zhangsan'), { 'x-locale': 'en' })).body, /Sender: 人事部/);
    });

    it("speaks the portal's language given as ?locale= (cn, en, tc), over X-Locale and Accept-Language", async () => {
      const token = await s.login('zhangsan');
      const expected = {
        cn: ['lang="zh-Hans"', '发布人: 人事部', '发布时间: '],
        en: ['lang="en"', 'Sender: 人事部', 'Send time: '],
        tc: ['lang="zh-Hant"', '發佈人: 人事部', '發佈時間: '],
      };
      for (const [locale, texts] of Object.entries(expected)) {
        const res = await s.app.inject({
          method: 'GET', url: `/api/sys/annountCement/show/${id}?token=${encodeURIComponent(token)}&locale=${locale}`,
          headers: { 'accept-language': locale === 'en' ? 'zh-CN,zh' : 'en-US,en', 'x-locale': locale === 'en' ? 'cn' : 'en' },
        });
        assert.equal(res.statusCode, 200, res.body);
        for (const text of texts) assert.ok(res.body.includes(text), `${locale}: ${text}`);
      }
      // An English browser showing a Chinese portal: the portal's language wins.
      const english = { 'accept-language': 'en-US,en;q=0.9' };
      assert.match((await show(token, english)).body, /Sender: 人事部/, 'without ?locale= the browser decides');
      const refused = await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}?token=bad&locale=tc`, headers: english });
      assert.equal(refused.statusCode, 401);
      assert.match(refused.body, /lang="zh-Hant"/);
      assert.doesNotMatch(refused.body, /sign-in has expired/, 'the refusal speaks tc as well');
      const unknown = await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}?token=${encodeURIComponent(token)}&locale=xx` });
      assert.equal(unknown.statusCode, 400, 'an unknown language is refused by the schema');
    });

    it("shows the send time in the viewer's time zone given as ?tz=, else in UTC, said so", async () => {
      const token = await s.login('zhangsan');
      const page = (query: string) => s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}?token=${encodeURIComponent(token)}${query}` });
      const utc = /<time datetime="([^"]+)">(\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d) UTC<\/time>/.exec((await page('')).body);
      assert.ok(utc, 'without tz the time is UTC and says so');
      const sent = new Date(utc[1]!);
      // The one format of DKP (shared/format/date-time.ts), as the popover's detail writes it.
      const shanghai = new Date(sent.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');
      assert.match((await page('&tz=Asia%2FShanghai')).body, new RegExp(`<time datetime="[^"]+">${shanghai}</time>`));
      assert.match((await page('&tz=Mars%2FOlympus')).body, / UTC<\/time>/, 'a zone the runtime does not know falls back to UTC');
      assert.equal((await page('&tz=%3Cscript%3E')).statusCode, 400, 'a malformed zone is refused by the schema');
    });

    it('refuses no token, a bad token and a user outside the audience, as a page', async () => {
      const none = await show(null);
      assert.equal(none.statusCode, 401);
      assert.match(String(none.headers['content-type']), /^text\/html/);
      assert.match(none.body, /未登录或登录已失效/);
      assert.doesNotMatch(none.body, /正文/);
      const bad = await show('not-a-token', { 'x-locale': 'en' });
      assert.equal(bad.statusCode, 401);
      assert.match(bad.body, /sign-in has expired/);
      const other = await show(await s.login('lisi'));
      assert.equal(other.statusCode, 404);
      assert.doesNotMatch(other.body, /正文|人事部/);
      const header = await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}`, headers: { 'x-access-token': await s.login('zhangsan') } });
      assert.equal(header.statusCode, 200, 'the header works as well');
    });
  });
});
