import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AnnouncementListByUser } from '../../../shared/schemas/announcement.ts';
import type { Notice } from '../../../shared/schemas/notice.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';

describe('announcement rules: times, pages to open, releasing again and after the end', () => {
  let s: TestServer;
  let kit: ReturnType<typeof announcementKit>;
  let admin: string;
  before(async () => {
    // A server zone of its own, so that its yyyy-MM-dd HH:mm:ss times are not the test machine's.
    s = await startTestServer({ timeZone: 'Asia/Shanghai' });
    kit = announcementKit(s);
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  const add = (input: Record<string, unknown>, locale = 'cn') =>
    kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', ...input }, { 'x-locale': locale });

  it("takes ISO 8601 times with a zone, or JeecgBoot's yyyy-MM-dd HH:mm:ss in the server's zone, that name a real moment", async () => {
    for (const startTime of ['1', '2026', 'May 1, 2026', '2026-05-01 10:00', '2026-05-01T10:00', '2026-02-30T00:00:00Z', '2026-05-01T24:00:00Z', '2026-02-30 10:00:00', '2026-05-01 24:00:00']) {
      const res = await add({ startTime }, 'en');
      assert.equal(res.statusCode, 400, startTime);
      assert.equal(res.json().message, 'startTime is not a valid time', startTime);
    }
    const zoned = await add({ startTime: '2026-05-01T10:00+08:00', endTime: '2026-05-01T03:00:00.000Z' });
    assert.equal(zoned.statusCode, 200, zoned.body);
    // Answered as the server writes times: its own zone (UTC+8), no zone designator.
    assert.equal(zoned.json().result.startTime, '2026-05-01 10:00:00');
    assert.equal(zoned.json().result.endTime, '2026-05-01 11:00:00');
    const serverForm = await add({ startTime: '2026-05-01 10:00:00', endTime: '2026-05-02 09:30:00' });
    assert.equal(serverForm.statusCode, 200, serverForm.body);
    const stored = await s.ctx.db.selectFrom('announcements').select(['start_time', 'end_time']).where('id', '=', serverForm.json().result.id).executeTakeFirstOrThrow();
    assert.equal(stored.start_time?.toISOString(), '2026-05-01T02:00:00.000Z');
    assert.equal(stored.end_time?.toISOString(), '2026-05-02T01:30:00.000Z');
  });

  it('refuses a page to open that a browser would read as another site, with its message in cn, en and tc', async () => {
    const tricks = [
      '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://e.example/a b', '//evil.example', '/..//evil.example',
      '/%2e%2e//evil.example', 'javascript:alert(1)', 'https:evil.example', 'relative',
    ];
    for (const openPage of tricks) {
      const res = await add({ openType: 'url', openPage }, 'en');
      assert.equal(res.statusCode, 400, JSON.stringify(openPage));
      assert.equal(res.json().message, 'The page to open must be a portal path starting with / or an http(s) address', JSON.stringify(openPage));
    }
    const expected = { cn: '跳转地址须为以 / 开头的门户路径或 http(s) 地址', en: 'The page to open must be a portal path starting with / or an http(s) address', tc: '跳轉地址須為以 / 開頭的門戶路徑或 http(s) 地址' };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await add({ openType: 'url', openPage: '/..//evil.example' }, locale);
      assert.deepEqual([res.statusCode, res.json().message], [400, message], locale);
    }
    assert.equal((await add({ openType: 'url', openPage: 'https://e.example/a?b=c#d' })).statusCode, 200);
    assert.equal((await add({ openType: 'url', openPage: ' /isps/userAnnouncement ' })).json().result.openPage, '/isps/userAnnouncement');
  });

  it("refuses a 'component' page that is not a portal path, with its message in cn, en and tc", async () => {
    const expected = { cn: '门户组件的打开页面须为以 / 开头的门户路径', en: 'The page of a portal component must be a portal path starting with /', tc: '門戶組件的打開頁面須為以 / 開頭的門戶路徑' };
    for (const [locale, message] of Object.entries(expected)) {
      for (const openPage of ['https://e.example/x', 'Detail', '', '//evil.example']) {
        const res = await add({ openType: 'component', openPage, busId: 'b1' }, locale);
        assert.deepEqual([res.statusCode, res.json().message], [400, message], `${locale} ${JSON.stringify(openPage)}`);
      }
    }
    assert.equal((await add({ openType: 'component', openPage: '/isps/userAnnouncement', busId: 'b1' })).statusCode, 200);
  });

  it('refuses to release an announcement whose end time has passed, with its message in cn, en and tc', async () => {
    const end = new Date(s.clock.current + 3600_000).toISOString();
    const draft = (await add({ titile: '已过期', endTime: end })).json().result as { id: string };
    s.clock.advance(2 * 3600_000);
    admin = await s.login('admin');
    const expected = { cn: '该通告已过结束时间，不能发布', en: 'This announcement has passed its end time, so it cannot be released', tc: '該通告已過結束時間，不能發佈' };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await kit.call('GET', `/sys/annountCement/doReleaseData?id=${draft.id}`, admin, undefined, { 'x-locale': locale });
      assert.deepEqual([res.statusCode, res.json().message], [400, message]);
    }
    assert.deepEqual(await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', draft.id).execute(), [], 'nobody was told');
  });

  it('makes a release again after a revocation unread for everyone, in the list and in the bell alike', async () => {
    const a = (await add({ titile: '再次发布' })).json().result as { id: string };
    await kit.release(admin, a.id);
    const lisi = await s.login('lisi');
    const read = await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', lisi, { anntId: a.id });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal((await kit.call('GET', `/sys/annountCement/doReovkeData?id=${a.id}`, admin)).statusCode, 200);
    await kit.release(admin, a.id);
    const unread = (await kit.call('GET', '/sys/annountCement/listByUser', lisi)).json().result as AnnouncementListByUser;
    assert.ok(unread.anntMsgList.some((x) => x.id === a.id), 'unread in the list');
    const notices = (await kit.call('GET', '/sys/notice/getNoticePage?pageSize=10000&readFlag=2', lisi)).json().result.records as Notice[];
    assert.equal(notices.find((n) => n.relationId === a.id)?.readFlag, '0', 'unread in the bell');
  });

  it('reaches its audience only at its start time: list, bell, unread count, detail and push alike, then in that order', async () => {
    const lisiId = (await kit.userIds()).lisi!;
    const forLisi = { msgType: 'USER', userIds: [lisiId] };
    const bell = async (token: string) => ({
      notices: ((await kit.call('GET', '/sys/notice/getNoticePage?pageSize=10000&readFlag=2', token)).json().result.records as Notice[]),
      unread: (await kit.call('GET', '/sys/notice/getUnReadCount', token)).json().result as number,
      list: ((await kit.call('GET', '/sys/annountCement/listByUser?pageSize=50', token)).json().result as AnnouncementListByUser).anntMsgList.map((a) => a.id),
    });
    const pushed: string[] = [];
    const stop = s.ctx.events.on('announcement.released', (e) => void pushed.push(e.announcementId));
    try {
      admin = await s.login('admin');
      const startTime = new Date(s.clock.current + 3600_000).toISOString();
      const later = (await add({ titile: '稍后生效', startTime, ...forLisi })).json().result as { id: string };
      await kit.release(admin, later.id);
      assert.deepEqual(pushed, [], 'no push before the start');
      let lisi = await s.login('lisi');
      const before = await bell(lisi);
      assert.ok(!before.list.includes(later.id), 'not in the list');
      assert.ok(!before.notices.some((n) => n.relationId === later.id), 'not in the bell');
      const hidden = await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', later.id).executeTakeFirstOrThrow();
      assert.equal((await kit.call('PUT', `/sys/notice/updateRead?id=${hidden.id}`, lisi)).statusCode, 404, 'its notice cannot be opened yet');
      assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${later.id}`, lisi)).statusCode, 404);
      assert.equal((await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${later.id}?token=${lisi}` })).statusCode, 404);
      assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${later.id}`, admin)).statusCode, 200, 'its administrators see it');

      // Half an hour later another one is released at once; at the start the first comes on top.
      s.clock.advance(1800_000);
      admin = await s.login('admin');
      const now = (await add({ titile: '立即生效', ...forLisi })).json().result as { id: string };
      await kit.release(admin, now.id);
      assert.deepEqual(pushed, [now.id]);
      lisi = await s.login('lisi');
      const between = await bell(lisi);
      assert.equal(between.unread, before.unread + 1, 'only the one released at once counts');
      assert.ok(between.list.includes(now.id) && !between.list.includes(later.id));

      s.clock.advance(3600_000);
      lisi = await s.login('lisi');
      const after = await bell(lisi);
      assert.equal(after.unread, between.unread + 1, 'counted from its start');
      assert.deepEqual(after.list.filter((id) => id === later.id || id === now.id), [later.id, now.id], 'listed by when it reached the reader');
      assert.deepEqual(after.notices.filter((n) => n.relationId === later.id || n.relationId === now.id).map((n) => n.relationId), [later.id, now.id]);
      assert.equal((await kit.call('GET', `/sys/annountCement/queryById?id=${later.id}`, lisi)).statusCode, 200);
      assert.equal((await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${later.id}?token=${lisi}` })).statusCode, 200);
    } finally {
      stop();
    }
  });
  it("leaves the bell at its end time, as it leaves the list: its notice no longer counts nor opens", async () => {
    const lisiId = (await kit.userIds()).lisi!;
    admin = await s.login('admin');
    const endTime = new Date(s.clock.current + 3600_000).toISOString();
    const ending = (await add({ titile: '一小时后结束', endTime, msgType: 'USER', userIds: [lisiId] })).json().result as { id: string };
    await kit.release(admin, ending.id);
    const notice = await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', ending.id).executeTakeFirstOrThrow();
    const bellIds = async (token: string) =>
      ((await kit.call('GET', '/sys/notice/getNoticePage?pageSize=10000&readFlag=0', token)).json().result.records as Notice[]).map((n) => n.id);
    let lisi = await s.login('lisi');
    const unreadBefore = (await kit.call('GET', '/sys/notice/getUnReadCount', lisi)).json().result as number;
    assert.ok((await bellIds(lisi)).includes(notice.id), 'in the bell while shown');

    s.clock.advance(3600_000);
    lisi = await s.login('lisi');
    assert.ok(!(await bellIds(lisi)).includes(notice.id), 'gone from the bell at its end');
    assert.equal((await kit.call('GET', '/sys/notice/getUnReadCount', lisi)).json().result, unreadBefore - 1);
    assert.equal((await kit.call('PUT', `/sys/notice/updateRead?id=${notice.id}`, lisi)).statusCode, 404, 'and cannot be opened');
    assert.equal((await s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${ending.id}?token=${lisi}` })).statusCode, 404, 'as its page is gone');
  });
});
