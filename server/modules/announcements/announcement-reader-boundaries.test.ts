import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Announcement } from '../../../shared/schemas/announcement.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';

describe('announcements: a reader reaches only what is addressed to them', () => {
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

  const readsOf = (announcementId: string) =>
    s.ctx.db.selectFrom('announcement_reads').select('user_id').where('announcement_id', '=', announcementId).execute();
  const show = (id: string, token: string) =>
    s.app.inject({ method: 'GET', url: `/api/sys/annountCement/show/${id}?token=${encodeURIComponent(token)}` });

  it('refuses to mark read, list or show an announcement for a user outside its audience', async () => {
    const a = await kit.add(admin, { titile: '只给张三', msgType: 'USER', userIds: [ids.zhangsan!], msgContent: '<p>机密</p>' });
    await kit.release(admin, a.id);
    const lisi = await s.login('lisi');
    assert.equal((await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', lisi, { anntId: a.id })).statusCode, 404);
    assert.deepEqual(await readsOf(a.id), [], 'no read state was written for lisi');
    const mine = (await kit.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=100', lisi)).json().result.records as Announcement[];
    assert.ok(!mine.some((x) => x.id === a.id));
    const page = await show(a.id, lisi);
    assert.equal(page.statusCode, 404);
    assert.doesNotMatch(page.body, /机密|只给张三/);
    assert.equal((await show(a.id, await s.login('zhangsan'))).statusCode, 200);
  });

  it('shows a draft only to the tenant\'s announcement administrators, and nothing of another tenant', async () => {
    const draft = await kit.add(admin, { titile: '草稿预览', msgContent: '<p>未发布</p>' });
    const staff = await show(draft.id, await s.login('wangwu'));
    assert.equal(staff.statusCode, 404);
    assert.doesNotMatch(staff.body, /未发布/);
    assert.equal((await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', await s.login('wangwu'), { anntId: draft.id })).statusCode, 404);
    assert.match((await show(draft.id, admin)).body, /未发布/);

    const other = await kit.add(admin, { titile: '租户二', msgContent: '<p>租户二的内容</p>' }, { 'x-tenant-id': '2' });
    await kit.release(admin, other.id, { 'x-tenant-id': '2' });
    for (const user of ['zhangsan', 'admin']) {
      const res = await show(other.id, await s.login(user));
      assert.equal(res.statusCode, 404, `${user} signed in to tenant 1`);
      assert.doesNotMatch(res.body, /租户二的内容/);
    }
  });

  it('marks nothing read through another user\'s announcement notice in the bell', async () => {
    const a = await kit.add(admin, { titile: '别人的铃铛' });
    await kit.release(admin, a.id);
    const theirs = await s.ctx.db.selectFrom('notices').select('id').where('relation_id', '=', a.id).where('user_id', '=', ids.wangwu!).executeTakeFirstOrThrow();
    const lisi = await s.login('lisi');
    assert.equal((await kit.call('PUT', `/sys/notice/updateReadBatch?ids=${theirs.id}`, lisi)).statusCode, 400);
    assert.equal((await kit.call('PUT', `/sys/notice/updateRead?id=${theirs.id}`, lisi)).statusCode, 404);
    assert.deepEqual(await readsOf(a.id), [], 'no read state for anyone');
    const notice = await s.ctx.db.selectFrom('notices').select('read_flag').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    assert.equal(notice.read_flag, '0');
  });

  it('answers a page number past any list with 400, not a failed query', async () => {
    const huge = '1000000000000000000';
    for (const url of [`/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=${huge}`, `/sys/annountCement/list?pageNo=${huge}`]) {
      assert.equal((await kit.call('GET', url, admin)).statusCode, 400, url);
    }
    assert.equal((await kit.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1000000', admin)).statusCode, 200);
  });

  it('marks an announcement and its notice read together or not at all', async () => {
    const a = await kit.add(admin, { titile: '原子已读' });
    await kit.release(admin, a.id);
    // A failure of the second write (the notice) must take the first (the read state) back with it.
    await sql`create function fail_notice_read() returns trigger language plpgsql as $$
      begin raise exception 'notice update failed'; end $$`.execute(s.ctx.db);
    await sql`create trigger fail_notice_read before update on notices for each row
      when (new.title = '原子已读') execute function fail_notice_read()`.execute(s.ctx.db);
    try {
      const res = await kit.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', await s.login('lisi'), { anntId: a.id });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(await readsOf(a.id), []);
    } finally {
      await sql`drop trigger fail_notice_read on notices`.execute(s.ctx.db);
      await sql`drop function fail_notice_read()`.execute(s.ctx.db);
    }
  });
});
