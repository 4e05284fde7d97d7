import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AnnouncementAdmin } from '../../../shared/schemas/announcement.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';

describe('announcement administration (widgets-admin §2, §4, §5)', () => {
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

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const res = await kit.call('GET', `/sys/annountCement/list${query}`, admin, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { records: AnnouncementAdmin[]; total: number };
  };

  it('refuses every administration call to staff (403) and to anonymous callers (401)', async () => {
    const staff = await s.login('zhangsan');
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/sys/annountCement/list'],
      ['POST', '/sys/annountCement/add', { titile: 'x' }],
      ['PUT', '/sys/annountCement/edit', { id: 'x', titile: 'x' }],
      ['DELETE', '/sys/annountCement/delete?id=x'],
      ['GET', '/sys/annountCement/doReleaseData?id=x'],
      ['GET', '/sys/annountCement/doReovkeData?id=x'],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await kit.call(method, url, staff, payload)).statusCode, 403, `${method} ${url} staff`);
      assert.equal((await kit.call(method, url, null, payload)).statusCode, 401, `${method} ${url} anonymous`);
    }
  });

  it('gives the admin role one button per action under the announcement page', async () => {
    const rows = await s.ctx.db.selectFrom('permissions').select(['perms', 'parent_id', 'menu_type']).where('perms', 'like', 'system:announcement:%').orderBy('sort_no').execute();
    assert.deepEqual(rows.map((r) => r.perms), ['list', 'add', 'edit', 'delete', 'release', 'revoke'].map((a) => `system:announcement:${a}`));
    assert.ok(rows.every((r) => r.parent_id === 'menu-sys-announcement' && r.menu_type === 2));
    const res = await kit.call('GET', '/sys/permission/getUserPermissionByToken', admin);
    const auth = (res.json().result.auth as { action: string }[]).map((a) => a.action);
    assert.ok(auth.includes('system:announcement:release'));
  });

  it('adds a draft with defaults, sanitising the content and naming the author as sender', async () => {
    const a = await kit.add(admin, { titile: '  新通告  ', msgContent: '<p onclick="x()">ok<script>bad()</script><iframe src="https://x"></iframe><a href="https://e.com">l</a></p>' });
    assert.deepEqual([a.titile, a.sendStatus, a.priority, a.msgCategory, a.msgType, a.sender, a.createBy], ['新通告', '0', 'L', '1', 'ALL', '管理员', 'admin']);
    assert.equal(a.msgContent, '<p>ok<a href="https://e.com" rel="noopener noreferrer">l</a></p>');
    const stored = await s.ctx.db.selectFrom('announcements').select('msg_content').where('id', '=', a.id).executeTakeFirstOrThrow();
    assert.equal(stored.msg_content, a.msgContent, 'stored sanitised');
  });

  it('enforces §5 with messages in cn, en and tc', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ msgType: 'USER', userIds: [] }, { cn: '指定用户不能为空', en: 'Specified users cannot be empty', tc: '指定用戶不能為空' }],
      [{ startTime: '2026-05-02T00:00:00Z', endTime: '2026-05-01T00:00:00Z' },
        { cn: '开始时间必须早于结束时间', en: 'The start time must be earlier than the end time', tc: '開始時間必須早於結束時間' }],
      [{ titile: '   ' }, { cn: '标题不能为空', en: 'The title cannot be empty', tc: '標題不能為空' }],
    ];
    for (const [input, messages] of cases) {
      for (const [locale, message] of Object.entries(messages)) {
        const res = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', ...input }, { 'x-locale': locale });
        assert.equal(res.statusCode, 400, JSON.stringify(input));
        assert.equal(res.json().message, message);
      }
    }
    const equal = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', startTime: '2026-05-01T00:00:00Z', endTime: '2026-05-01T00:00:00Z' });
    assert.equal(equal.statusCode, 400, 'equal times are not "earlier"');
    const long = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'x'.repeat(101) }, { 'x-locale': 'en' });
    assert.equal(long.statusCode, 400);
    assert.match(long.json().message, /Title must be at most 100 characters/);
    const badTime = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', startTime: 'tomorrow' }, { 'x-locale': 'en' });
    assert.equal(badTime.json().message, 'startTime is not a valid time');
    const stranger = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', msgType: 'USER', userIds: ['no-such-user'] });
    assert.equal(stranger.json().message, '指定用户不存在：no-such-user');
    for (const openPage of ['javascript:alert(1)', '//evil.example', 'relative']) {
      const res = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', openType: 'url', openPage });
      assert.equal(res.statusCode, 400, openPage);
    }
    assert.equal((await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', priority: 'X' })).statusCode, 400);
    assert.equal((await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'T', openType: 'url', openPage: '/isps/userAnnouncement' })).statusCode, 200);
  });

  it('edits a draft, refuses to edit a released one, and edits it again once revoked', async () => {
    const a = await kit.add(admin, { titile: '草稿' });
    const edit = (input: Record<string, unknown>) => kit.call('PUT', '/sys/annountCement/edit', admin, { id: a.id, titile: '草稿', ...input });
    const res = await edit({ titile: '改过', msgType: 'USER', userIds: [ids.lisi, ids.lisi], priority: 'H' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.titile, res.json().result.userIds, res.json().result.priority], ['改过', [ids.lisi], 'H']);
    assert.equal((await edit({ msgType: 'USER', userIds: [] })).statusCode, 400);
    await kit.release(admin, a.id);
    const locked = await edit({ titile: 'x' });
    assert.equal(locked.statusCode, 400);
    assert.equal(locked.json().message, '已发布的通告不能编辑，请先撤销');
    assert.equal((await kit.call('GET', `/sys/annountCement/doReovkeData?id=${a.id}`, admin)).statusCode, 200);
    assert.equal((await edit({ titile: '再改' })).statusCode, 200);
    assert.equal((await kit.call('PUT', '/sys/annountCement/edit', admin, { id: 'missing', titile: 'x' })).statusCode, 404);
  });

  it('refuses releasing twice and revoking what is not released, and answers 404 for unknown ids', async () => {
    const a = await kit.add(admin, { titile: '一次' });
    const revokeDraft = await kit.call('GET', `/sys/annountCement/doReovkeData?id=${a.id}`, admin, undefined, { 'x-locale': 'en' });
    assert.deepEqual([revokeDraft.statusCode, revokeDraft.json().message], [400, 'This announcement is not released, so it cannot be revoked']);
    await kit.release(admin, a.id);
    const twice = await kit.call('GET', `/sys/annountCement/doReleaseData?id=${a.id}`, admin, undefined, { 'x-locale': 'tc' });
    assert.deepEqual([twice.statusCode, twice.json().message], [400, '該通告已發佈']);
    assert.equal((await kit.call('GET', '/sys/annountCement/doReleaseData?id=nope', admin)).statusCode, 404);
    assert.equal((await kit.call('GET', '/sys/annountCement/doReovkeData?id=nope', admin)).statusCode, 404);
  });

  it('deletes an announcement with its notices, and tells the audience when it was released', async () => {
    const a = await kit.add(admin, { titile: '删除我', msgType: 'USER', userIds: [ids.wangwu!] });
    await kit.release(admin, a.id);
    const heard: string[] = [];
    const stop = s.ctx.events.on('announcement.revoked', (e) => void heard.push(e.announcementId));
    try {
      assert.equal((await kit.call('DELETE', `/sys/annountCement/delete?id=${a.id}`, admin)).statusCode, 200);
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard, [a.id]);
      const left = await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', a.id).execute();
      assert.deepEqual(left, []);
      assert.equal((await kit.call('DELETE', `/sys/annountCement/delete?id=${a.id}`, admin)).statusCode, 404);
    } finally {
      stop();
    }
  });

  it('deletes in a batch all or nothing, telling each released one\'s audience only once the deletion committed', async () => {
    const released = await kit.add(admin, { titile: '批量一', msgType: 'USER', userIds: [ids.wangwu!] });
    const draft = await kit.add(admin, { titile: '批量二' });
    await kit.release(admin, released.id);
    const heard: { id: string; title: string }[] = [];
    const stop = s.ctx.events.on('announcement.revoked', (e) => void heard.push({ id: e.announcementId, title: e.title }));
    try {
      // One unknown id: nothing is deleted and nobody is told.
      assert.equal((await kit.call('DELETE', `/sys/annountCement/deleteBatch?ids=${released.id},${draft.id},nope`, admin)).statusCode, 404);
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard, []);
      assert.equal((await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', released.id).execute()).length, 1);

      assert.equal((await kit.call('DELETE', `/sys/annountCement/deleteBatch?ids=${released.id},${draft.id}`, admin)).statusCode, 200);
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard, [{ id: released.id, title: '批量一' }]);
      assert.deepEqual(await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', released.id).execute(), []);
      assert.equal((await kit.call('GET', `/sys/annountCement/adminQueryById?id=${draft.id}`, admin)).statusCode, 404);
    } finally {
      stop();
    }
  });

  it('lists paged and filtered, newest first by default, sorting only by allowed columns', async () => {
    s.clock.advance(1000);
    await kit.add(admin, { titile: 'Alpha 排序', priority: 'H' });
    s.clock.advance(1000);
    await kit.add(admin, { titile: 'Beta 排序', priority: 'L' });
    const newest = await list('?titile=排序');
    assert.deepEqual(newest.records.map((r) => r.titile), ['Beta 排序', 'Alpha 排序']);
    assert.equal(newest.total, 2);
    assert.deepEqual((await list('?titile=排序&column=titile&order=asc')).records.map((r) => r.titile), ['Alpha 排序', 'Beta 排序']);
    assert.deepEqual((await list('?titile=排序&priority=H')).records.map((r) => r.titile), ['Alpha 排序']);
    const page = await list('?pageNo=2&pageSize=1&titile=排序');
    assert.deepEqual(page.records.map((r) => r.titile), ['Alpha 排序']);
    assert.ok((await list('?sendStatus=1')).records.every((r) => r.sendStatus === '1'));
    for (const bad of ['?column=created_at', '?column=id;drop table users', '?order=sideways']) {
      assert.equal((await kit.call('GET', `/sys/annountCement/list${bad}`, admin)).statusCode, 400, bad);
    }
    assert.equal((await list('?titile=%25')).total, 0, '% is a literal character');
  });

  it('keeps each tenant\'s announcements to that tenant', async () => {
    const tenant2 = { 'x-tenant-id': '2' };
    const a = await kit.add(admin, { titile: '租户二的通告' }, tenant2);
    assert.ok(!(await list()).records.some((r) => r.id === a.id));
    assert.deepEqual((await list('', tenant2)).records.map((r) => r.id), [a.id]);
    for (const [method, url] of [['GET', `/sys/annountCement/doReleaseData?id=${a.id}`], ['DELETE', `/sys/annountCement/delete?id=${a.id}`],
      ['GET', `/sys/annountCement/queryById?id=${a.id}`]] as const) {
      assert.equal((await kit.call(method, url, admin)).statusCode, 404, url);
    }
    const users = await kit.call('POST', '/sys/annountCement/add', admin, { titile: 'x', msgType: 'USER', userIds: [ids.zhangsan] }, tenant2);
    assert.equal(users.statusCode, 400, 'zhangsan is not in tenant 2');
    await kit.release(admin, a.id, tenant2);
    const zhangsan = await s.login('zhangsan');
    const mine = (await kit.call('GET', '/sys/annountCement/listByUser', zhangsan)).json().result;
    assert.ok(!mine.anntMsgList.some((r: { id: string }) => r.id === a.id), 'an \'all\' release of tenant 2 misses tenant 1');
    const notices = await s.ctx.db.selectFrom('notices').select(['user_id', 'tenant_id']).where('relation_id', '=', a.id).execute();
    assert.deepEqual(notices, [{ user_id: ids.admin, tenant_id: 2 }]);
  });
});
