import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LauncherApp } from '../../../shared/schemas/launcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('the home page launcher (portal-shell §2.4)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { ...(token ? { 'x-access-token': token } : {}), ...headers } });
  const apps = async (token: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', '/sys/launcher/apps', token, headers);
    assert.equal(res.statusCode, 200);
    return res.json().result as LauncherApp[];
  };
  const added = async (token: string, headers: Record<string, string> = {}) =>
    (await apps(token, headers)).filter((a) => a.added).map((a) => a.id);

  it('lists the seven extensions and the four special-space portals in order, named in the request\'s language', async () => {
    const token = await s.login('zhangsan');
    const list = await apps(token);
    assert.deepEqual(list.filter((a) => a.kind === 'extension').map((a) => a.name),
      ['新闻管理', '多页签', '短信验证登录', '用户行为统计', 'SQL 监控', '云数仓', '用户同步服务']);
    assert.deepEqual(list.filter((a) => a.kind === 'portal').map((a) => a.name), ['交付专区', '共享服务专区', '营销专区', '售前专区']);
    assert.ok(list.every((a) => !a.added && a.icon !== '' && a.description !== ''));
    const en = await apps(token, { 'x-locale': 'en' });
    assert.equal(en[0]?.name, 'News management');
    assert.equal(en[0]?.description, 'Publish and maintain the portal news');
    assert.equal((await apps(token, { 'x-locale': 'tc' }))[3]?.name, '用戶行為統計');
  });

  it('gives each portal its pages, only those the user\'s roles grant', async () => {
    const entries = async (token: string) => Object.fromEntries((await apps(token)).map((a) => [a.id, a.entryIds]));
    const admin = await entries(await s.login('admin'));
    const staff = await entries(await s.login('zhangsan'));
    assert.deepEqual(admin['portal-delivery'], ['menu-report-history', 'menu-report-prep', 'menu-resources']);
    assert.deepEqual(admin['portal-shared-services'], ['menu-knowledge', 'menu-workbench', 'menu-sys-user']);
    // User administration belongs to the administrators: the staff's space leaves it out.
    assert.deepEqual(staff['portal-shared-services'], ['menu-knowledge', 'menu-workbench']);
    assert.deepEqual(staff['ext-news-management'], []);
  });

  it('drops a page from a portal as soon as the role loses it', async () => {
    const token = await s.login('lisi');
    const staffRole = s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1);
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', 'in', staffRole).where('permission_id', '=', 'menu-report-prep').execute();
    await s.settled();
    try {
      const delivery = (await apps(token)).find((a) => a.id === 'portal-delivery')!;
      assert.deepEqual(delivery.entryIds, ['menu-report-history', 'menu-resources']);
    } finally {
      await s.ctx.db.insertInto('role_permissions').values({ role_id: (await staffRole.executeTakeFirstOrThrow()).id, permission_id: 'menu-report-prep' }).execute();
      await s.settled();
    }
  });

  it('adds and removes an app for the user, idempotently, and keeps it across sessions', async () => {
    const token = await s.login('lisi');
    assert.equal((await call('POST', '/sys/launcher/apps/ext-sql-monitor/add', token)).statusCode, 200);
    assert.equal((await call('POST', '/sys/launcher/apps/ext-sql-monitor/add', token)).json().success, true, 'adding twice is fine');
    assert.equal((await call('POST', '/sys/launcher/apps/portal-marketing/add', token)).statusCode, 200);
    assert.deepEqual(await added(token), ['ext-sql-monitor', 'portal-marketing']);
    assert.deepEqual(await added(await s.login('lisi')), ['ext-sql-monitor', 'portal-marketing'], 'a new session sees them');

    assert.equal((await call('DELETE', '/sys/launcher/apps/ext-sql-monitor/add', token)).statusCode, 200);
    assert.equal((await call('DELETE', '/sys/launcher/apps/ext-sql-monitor/add', token)).statusCode, 200, 'removing twice is fine');
    assert.deepEqual(await added(token), ['portal-marketing']);
  });

  it('keeps each user\'s apps to that user', async () => {
    const wangwu = await s.login('wangwu');
    const zhangsan = await s.login('zhangsan');
    await call('POST', '/sys/launcher/apps/ext-cloud-warehouse/add', wangwu);
    assert.deepEqual(await added(wangwu), ['ext-cloud-warehouse']);
    assert.deepEqual(await added(zhangsan), []);
    await call('DELETE', '/sys/launcher/apps/ext-cloud-warehouse/add', zhangsan);
    assert.deepEqual(await added(wangwu), ['ext-cloud-warehouse'], 'another user\'s removal does not touch it');
  });

  it('keeps the apps added in one tenant out of another', async () => {
    const admin = await s.login('admin');
    const tenant2 = { 'x-tenant-id': '2' };
    await call('POST', '/sys/launcher/apps/ext-tabs/add', admin);
    assert.deepEqual(await added(admin), ['ext-tabs']);
    assert.deepEqual(await added(admin, tenant2), []);
    await call('POST', '/sys/launcher/apps/portal-delivery/add', admin, tenant2);
    assert.deepEqual(await added(admin, tenant2), ['portal-delivery']);
    assert.deepEqual(await added(admin), ['ext-tabs']);
    const other = await call('POST', '/sys/launcher/apps/ext-tabs/add', await s.login('lisi'), tenant2);
    assert.equal(other.statusCode, 403, 'a user outside tenant 2 cannot act in it');
  });

  it('answers 404 for an unknown app and 400 for a malformed id', async () => {
    const token = await s.login('zhangsan');
    const unknown = await call('POST', '/sys/launcher/apps/no-such-app/add', token);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().success, false);
    assert.equal((await call('DELETE', '/sys/launcher/apps/no-such-app/add', token)).statusCode, 404);
    assert.equal((await call('POST', '/sys/launcher/apps/Bad%20Id/add', token)).statusCode, 400);
  });

  it('answers 401 to anonymous callers', async () => {
    assert.equal((await call('GET', '/sys/launcher/apps', null)).statusCode, 401);
    assert.equal((await call('POST', '/sys/launcher/apps/ext-tabs/add', null)).statusCode, 401);
    assert.equal((await call('DELETE', '/sys/launcher/apps/ext-tabs/add', null)).statusCode, 401);
  });
});
