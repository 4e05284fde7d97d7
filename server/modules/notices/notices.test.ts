import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Notice } from '../../../shared/schemas/notice.ts';
import { PAGE_NO_MAX } from '../../../shared/list/paging.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createNoticeService } from './notice-service.ts';

describe('notices (portal-shell §2.6, §4, §5, §7)', () => {
  let s: TestServer;
  let users: Record<string, string>;
  before(async () => {
    s = await startTestServer();
    const rows = await s.ctx.db.selectFrom('users').select(['id', 'username']).execute();
    users = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  });
  after(async () => { await s.close(); });

  type Method = 'GET' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token: string | null, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { ...(token ? { 'x-access-token': token } : {}), ...headers } });
  const page = async (token: string, readFlag = '2', headers: Record<string, string> = {}) => {
    const res = await call('GET', `/sys/notice/getNoticePage?pageNo=1&pageSize=10000&readFlag=${readFlag}`, token, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { records: Notice[]; total: number };
  };
  const unread = async (token: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', '/sys/notice/getUnReadCount', token, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as number;
  };
  const notify = (username: string, title: string, tenantId = 1) =>
    createNoticeService(s.ctx).createNotice({ tenantId, userId: users[username]! }, { type: 3, title, relationId: 'menu-knowledge', createdBy: users.admin! });

  it('lists the seeded notices of the caller, newest first, with who caused them', async () => {
    const token = await s.login('zhangsan');
    const all = await page(token);
    assert.equal(all.total, 6, 'three announcements and three notices');
    const shared = all.records.find((n) => n.type === 0)!;
    assert.equal(shared.createBy, 'lisi');
    assert.equal(shared.name, '李四');
    assert.equal(shared.relationId, 'menu-report-history');
    assert.equal(shared.busId, 'workbook-history-q3', 'the workbook inside the entry (portal-shell §2.1)');
    const times = all.records.map((n) => n.createTime);
    assert.deepEqual(times, [...times].sort().reverse());
    const unreadPage = await page(token, '0');
    assert.equal(unreadPage.total, 5);
    assert.ok(unreadPage.records.every((n) => n.readFlag === '0'));
    assert.equal(await unread(token), 5);
  });

  it('keeps the menu entry and the item a notice names, the item \'\' when none', async () => {
    const token = await s.login('lisi');
    const withItem = await createNoticeService(s.ctx).createNotice({ tenantId: 1, userId: users.lisi! }, {
      type: 3, title: 'item mention', relationId: 'menu-knowledge', busId: 'article-42', createdBy: users.admin!,
    });
    const withoutItem = await notify('lisi', 'entry mention');
    const records = (await page(token)).records;
    const mention = records.find((n) => n.id === withItem)!;
    assert.deepEqual([mention.relationId, mention.busId], ['menu-knowledge', 'article-42']);
    assert.equal(records.find((n) => n.id === withoutItem)!.busId, '');
  });

  it('pages with pageNo and pageSize, up to 10000, and refuses a larger page or a huge page number', async () => {
    const token = await s.login('zhangsan');
    const res = await call('GET', '/sys/notice/getNoticePage?pageNo=2&pageSize=4&readFlag=2', token);
    assert.equal(res.json().result.records.length, 2);
    assert.equal(res.json().result.total, 6);
    assert.equal((await call('GET', '/sys/notice/getNoticePage?pageSize=10001', token)).statusCode, 400);
    assert.equal((await call('GET', `/sys/notice/getNoticePage?pageNo=${PAGE_NO_MAX + 1}`, token)).statusCode, 400);
    assert.equal((await call('GET', '/sys/notice/getNoticePage?readFlag=7', token)).statusCode, 400);
  });

  it('creates a notice through the service and tells the realtime module', async () => {
    const heard: DomainEvents['notice.created'][] = [];
    const stop = s.ctx.events.on('notice.created', (e) => void heard.push(e));
    try {
      const token = await s.login('wangwu');
      const before = await unread(token);
      const id = await notify('wangwu', '张三 在知识库中提到了您');
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard, [{ tenantId: 1, userId: users.wangwu, noticeId: id, title: '张三 在知识库中提到了您' }]);
      assert.equal(await unread(token), before + 1);
      const created = (await page(token)).records.find((n) => n.id === id)!;
      assert.equal(created.type, 3);
      assert.equal(created.name, '管理员');
    } finally {
      stop();
    }
  });

  it('marks one notice read, which leaves the unread list and lowers the count; the answer says "success"', async () => {
    const token = await s.login('lisi');
    const id = await notify('lisi', 'to read');
    const count = await unread(token);
    for (const locale of ['cn', 'en', 'tc']) {
      const res = await call('PUT', `/sys/notice/updateRead?id=${id}`, token, { 'x-locale': locale });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, 'success');
    }
    assert.equal(await unread(token), count - 1);
    assert.ok(!(await page(token, '0')).records.some((n) => n.id === id));
    assert.equal((await page(token, '1')).records.find((n) => n.id === id)?.readFlag, '1');
  });

  it('marks a batch read by PUT or GET, counting only the caller\'s unread ids', async () => {
    const token = await s.login('lisi');
    const a = await notify('lisi', 'a');
    const b = await notify('lisi', 'b');
    const theirs = await notify('wangwu', 'not lisi\'s');
    const res = await call('PUT', `/sys/notice/updateReadBatch?ids=${a},${theirs}`, token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual([res.json().message, res.json().result], ['success', 1]);
    const byGet = await call('GET', `/sys/notice/updateReadBatch?ids=${b}`, token);
    assert.deepEqual([byGet.json().message, byGet.json().result], ['success', 1]);
    const wangwu = await s.login('wangwu');
    assert.ok((await page(wangwu, '0')).records.some((n) => n.id === theirs), 'another user\'s notice stays unread');
  });

  it('refuses a batch with no unread id of the caller, with its message in cn, en and tc', async () => {
    const token = await s.login('lisi');
    const read = await notify('lisi', 'read already');
    await call('PUT', `/sys/notice/updateRead?id=${read}`, token);
    const theirs = await notify('wangwu', 'theirs');
    const expected = { cn: '没有未读消息', en: 'There are no unread notices', tc: '沒有未讀消息' };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await call('PUT', `/sys/notice/updateReadBatch?ids=${read},${theirs},nonsense`, token, { 'x-locale': locale });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, message);
    }
    assert.equal((await call('PUT', '/sys/notice/updateReadBatch?ids=', token)).statusCode, 400);
    assert.equal((await call('PUT', '/sys/notice/updateReadBatch?ids=,,', token)).statusCode, 400);
  });

  it('deletes the caller\'s own notice, and answers 404 for another user\'s without touching it', async () => {
    const lisi = await s.login('lisi');
    const wangwu = await s.login('wangwu');
    const mine = await notify('lisi', 'mine');
    const theirs = await notify('wangwu', 'theirs');
    assert.equal((await call('DELETE', `/sys/notice/deleteNotice?id=${theirs}`, lisi)).statusCode, 404);
    assert.equal((await call('PUT', `/sys/notice/updateRead?id=${theirs}`, lisi)).statusCode, 404);
    assert.ok((await page(wangwu, '0')).records.some((n) => n.id === theirs));
    const res = await call('DELETE', `/sys/notice/deleteNotice?id=${mine}`, lisi);
    assert.equal(res.statusCode, 200);
    assert.ok(!(await page(lisi)).records.some((n) => n.id === mine));
    assert.equal((await call('DELETE', `/sys/notice/deleteNotice?id=${mine}`, lisi)).statusCode, 404, 'gone');
  });

  it('keeps a tenant\'s notices in that tenant, for every call', async () => {
    const admin = await s.login('admin');
    const tenant2 = { 'x-tenant-id': '2' };
    const inTwo = await notify('admin', 'in tenant 2', 2);
    const inOne = await notify('admin', 'in tenant 1', 1);
    assert.ok((await page(admin, '2', tenant2)).records.every((n) => n.id !== inOne));
    assert.deepEqual((await page(admin, '2', tenant2)).records.map((n) => n.id), [inTwo]);
    assert.ok(!(await page(admin)).records.some((n) => n.id === inTwo));
    assert.equal(await unread(admin, tenant2), 1);
    assert.equal((await call('PUT', `/sys/notice/updateRead?id=${inTwo}`, admin)).statusCode, 404, 'not from tenant 1');
    assert.equal((await call('PUT', `/sys/notice/updateReadBatch?ids=${inTwo}`, admin)).statusCode, 400);
    assert.equal((await call('DELETE', `/sys/notice/deleteNotice?id=${inTwo}`, admin)).statusCode, 404);
    assert.equal((await call('DELETE', `/sys/notice/deleteNotice?id=${inTwo}`, admin, tenant2)).statusCode, 200);
    const lisi = await s.login('lisi');
    assert.equal((await call('GET', '/sys/notice/getUnReadCount', lisi, tenant2)).statusCode, 403, 'lisi is not in tenant 2');
  });

  it('answers 401 to anonymous callers of every notice call', async () => {
    for (const [method, url] of [
      ['GET', '/sys/notice/getNoticePage'], ['GET', '/sys/notice/getUnReadCount'], ['PUT', '/sys/notice/updateReadBatch?ids=x'],
      ['GET', '/sys/notice/updateReadBatch?ids=x'], ['PUT', '/sys/notice/updateRead?id=x'], ['DELETE', '/sys/notice/deleteNotice?id=x'],
    ] as [Method, string][]) {
      assert.equal((await call(method, url, null)).statusCode, 401, url);
    }
  });

  it('recentDays keeps the page and the unread count to the notices of the last N days by the server clock (portal-shell §2.6)', async () => {
    const token = await s.login('wangwu');
    const DAY = 24 * 3600_000;
    const notifyAt = (ageMs: number, title: string) => createNoticeService({ ...s.ctx, now: () => new Date(s.clock.current - ageMs) })
      .createNotice({ tenantId: 1, userId: users.wangwu! }, { type: 3, title, relationId: 'menu-knowledge' });
    const almostThree = await notifyAt(3 * DAY - 5 * 60_000, 'almost three days old');
    const fourDays = await notifyAt(4 * DAY, 'four days old');
    const tenDays = await notifyAt(10 * DAY, 'ten days old');
    const recentPage = async (days: number, readFlag = '2') => {
      const res = await call('GET', `/sys/notice/getNoticePage?pageNo=1&pageSize=10000&readFlag=${readFlag}&recentDays=${days}`, token);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as { records: Notice[]; total: number };
    };
    const recentUnread = async (days: number) => {
      const res = await call('GET', `/sys/notice/getUnReadCount?recentDays=${days}`, token);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as number;
    };

    const all = await page(token);
    const allIds = all.records.map((n) => n.id);
    assert.ok([almostThree, fourDays, tenDays].every((id) => allIds.includes(id)), 'without recentDays every notice is listed');
    const allUnread = await unread(token);
    const threeDays = await recentPage(3);
    assert.deepEqual(threeDays.records.map((n) => n.id), allIds.filter((id) => id !== fourDays && id !== tenDays), 'same order, the old ones left out');
    assert.equal(threeDays.total, all.total - 2);
    assert.equal(await recentUnread(3), allUnread - 2, 'the badge counts what the list shows');
    assert.deepEqual((await recentPage(3, '0')).records.map((n) => n.id), threeDays.records.filter((n) => n.readFlag === '0').map((n) => n.id));
    assert.deepEqual((await recentPage(5)).records.filter((n) => [almostThree, fourDays, tenDays].includes(n.id)).map((n) => n.id), [almostThree, fourDays]);
    assert.equal(await recentUnread(365), allUnread);

    s.clock.advance(10 * 60_000); // less than the session's idle timeout
    assert.ok(!(await recentPage(3)).records.some((n) => n.id === almostThree), 'the window moves with the clock');
    assert.equal(await recentUnread(3), allUnread - 3);
    assert.equal(await unread(token), allUnread, 'without recentDays nothing changes');
  });

  it('refuses a recentDays that is not a whole number of days from 1 to 365, on both calls', async () => {
    const token = await s.login('wangwu');
    for (const bad of ['0', '366', '-3', '1.5', 'three', '']) {
      for (const url of [`/sys/notice/getNoticePage?recentDays=${bad}`, `/sys/notice/getUnReadCount?recentDays=${bad}`]) {
        assert.equal((await call('GET', url, token)).statusCode, 400, url);
      }
    }
    assert.equal((await call('GET', '/sys/notice/getUnReadCount?recentDays=1', token)).statusCode, 200);
  });

  it('does not renew the session on getUnReadCount (portal-shell §9)', async () => {
    const token = await s.login('wangwu');
    const expires = async () => (await s.ctx.db.selectFrom('sessions').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).expires_at.getTime();
    const first = await expires();
    s.clock.advance(60_000);
    await unread(token);
    assert.equal(await expires(), first);
  });
});
