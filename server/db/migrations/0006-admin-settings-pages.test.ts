import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { SMS_OUTBOX_MENU, SYSTEM_CONFIG_MENU, up } from './0006-admin-settings-pages.ts';

const PAGE_IDS = [SYSTEM_CONFIG_MENU.id, SMS_OUTBOX_MENU.id];

/** The `/isystem` children of a user's menu, as the portal receives them. */
async function systemPages(s: TestServer, username: string): Promise<MenuItem[]> {
  const token = await s.login(username);
  const res = await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token } });
  assert.equal(res.statusCode, 200);
  const menu = res.json().result.menu as MenuItem[];
  return menu.find((item) => item.path === '/isystem')?.children ?? [];
}

describe('system settings and SMS outbox pages in the menu', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('a fresh database gives the administrator both pages, in three languages, with their components', async () => {
    const pages = await systemPages(s, 'admin');
    const config = pages.find((item) => item.path === '/isystem/config');
    const outbox = pages.find((item) => item.path === '/isystem/smsOutbox');
    assert.deepEqual([config?.meta.title, config?.meta.titleEN, config?.meta.titleTC], ['系统配置', 'System settings', '系統配置']);
    assert.deepEqual([outbox?.meta.title, outbox?.meta.titleEN, outbox?.meta.titleTC], ['短信发件箱', 'SMS outbox', '短信發件箱']);
    assert.equal(config?.meta.componentName, 'SystemConfig');
    assert.equal(outbox?.meta.componentName, 'SmsOutbox');
  });

  it('staff get neither page', async () => {
    assert.deepEqual(await systemPages(s, 'zhangsan'), []);
    const grants = await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
      .select('r.role_code').where('rp.permission_id', 'in', PAGE_IDS).execute();
    assert.ok(grants.length > 0 && grants.every((g) => g.role_code === 'admin'));
  });

  it('migration 0006 adds them to a database seeded before it, once, for the admin role of every tenant only', async () => {
    await s.ctx.db.deleteFrom('permissions').where('id', 'in', PAGE_IDS).execute();
    await s.settled();
    assert.equal((await systemPages(s, 'admin')).some((item) => item.path === '/isystem/config'), false);
    await up(s.ctx.db);
    await up(s.ctx.db);
    const paths = (await systemPages(s, 'admin')).map((item) => item.path);
    assert.deepEqual(paths.filter((p) => p === '/isystem/config' || p === '/isystem/smsOutbox'), ['/isystem/config', '/isystem/smsOutbox']);
    assert.deepEqual(await systemPages(s, 'zhangsan'), []);
    const grants = await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
      .select(['r.role_code', 'r.tenant_id']).where('rp.permission_id', '=', SYSTEM_CONFIG_MENU.id).execute();
    assert.ok(grants.length >= 2);
    assert.ok(grants.every((g) => g.role_code === 'admin'));
    assert.equal(new Set(grants.map((g) => g.tenant_id)).size, grants.length);
  });
});
