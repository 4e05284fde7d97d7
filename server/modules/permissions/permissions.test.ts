import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const titles = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.meta.title, ...titles(m.children ?? [])]);

describe('permissions', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  const permissionsOf = async (token: string) => {
    const res = await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200);
    return res.json().result;
  };

  it('gives the administrator the whole menu with titles in three languages', async () => {
    const { menu, auth, allAuth, sysSafeMode } = await permissionsOf(admin);
    const system = menu.find((m: MenuItem) => m.path === '/isystem');
    assert.ok(system);
    assert.deepEqual([system.meta.title, system.meta.titleEN, system.meta.titleTC], ['系统管理', 'System', '系統管理']);
    assert.ok(system.children.some((c: MenuItem) => c.path === '/isystem/user' && c.meta.titleEN === 'Users'));
    const home = menu[0];
    assert.deepEqual([home.path, home.meta.title, home.meta.titleEN, home.meta.titleTC], ['/dashboard/analysis', '首页', 'Home', '首頁']);
    const myClass = menu.find((m: MenuItem) => m.path === '/dashboard/MyClass');
    assert.deepEqual([myClass?.meta.title, myClass?.meta.titleEN, myClass?.meta.titleTC], ['我的班级', 'My classes', '我的班級']);
    const actions = auth.map((a: { action: string }) => a.action);
    for (const code of ['course:img', 'course:pdf', 'course:powerpoint', 'course:data', 'course:exportcross', 'course:workbook']) {
      assert.ok(actions.includes(code), code);
    }
    assert.equal(allAuth.length, auth.length);
    assert.equal(sysSafeMode, false);
  });

  it('gives a staff user fewer menus: no system administration, two download formats', async () => {
    const { menu, auth, allAuth } = await permissionsOf(staff);
    assert.ok(!titles(menu).includes('系统管理'));
    assert.ok(!menu.some((m: MenuItem) => m.path.startsWith('/isystem')));
    assert.ok(titles(menu).includes('首页'));
    assert.deepEqual(auth.map((a: { action: string }) => a.action).sort(), ['course:img', 'course:pdf']);
    assert.ok(allAuth.length > auth.length, 'allAuth lists every button of the system');
  });

  it('refuses an admin route to staff (403) and lets the administrator in', async () => {
    const denied = await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': staff, 'x-locale': 'en' } });
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().message, 'Access denied');
    const allowed = await s.app.inject({ url: '/api/sys/user/list?pageSize=2', headers: { 'x-access-token': admin } });
    assert.equal(allowed.statusCode, 200);
    assert.equal(allowed.json().result.records.length, 2);
    assert.equal(allowed.json().result.total, 4);
  });

  it('lets a change of roles reach a signed-in user without a new login', async () => {
    const staffRole = await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values({ role_id: staffRole.id, permission_id: 'btn-user-list' }).execute();
    await s.settled();
    const res = await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': staff } });
    assert.equal(res.statusCode, 200);
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staffRole.id).where('permission_id', '=', 'btn-user-list').execute();
    await s.settled();
    assert.equal((await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': staff } })).statusCode, 403);
  });

  it('answers the permission fetch with a strong ETag: 304 to a client holding it, a new one when the grant or the language changes', async () => {
    const fetchAs = (token: string, headers: Record<string, string> = {}, query = '') =>
      s.app.inject({ url: `/api/sys/permission/getUserPermissionByToken${query}`, headers: { 'x-access-token': token, ...headers } });
    const first = await fetchAs(staff);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]{43}"$/, 'a strong tag (no W/)');
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    // The portal's path: a `_t` cache-buster in the query, the same answer.
    const portal = await fetchAs(staff, {}, '?_t=1700000000000');
    assert.equal(portal.statusCode, 200);
    assert.equal(portal.headers.etag, etag);
    assert.equal(portal.body, first.body, 'the same bytes under the same tag');
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetchAs(staff, { 'if-none-match': held });
      assert.equal(again.statusCode, 304, held);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
    }
    assert.equal((await fetchAs(staff, { 'if-none-match': '"other"' })).statusCode, 200);
    const english = await fetchAs(staff, { 'x-locale': 'en' });
    assert.notEqual(english.headers.etag, etag, 'the message is in the request language');
    assert.equal(english.json().message, 'Operation successful');
    assert.equal((await fetchAs(admin)).headers.etag === etag, false, 'another grant, another tag');

    const staffRole = await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values({ role_id: staffRole.id, permission_id: 'btn-user-list' }).execute();
    try {
      await s.settled();
      const changed = await fetchAs(staff, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200, 'the held tag no longer matches');
      assert.notEqual(changed.headers.etag, etag);
      assert.ok(changed.json().result.auth.some((a: { action: string }) => a.action === 'system:user:list'), changed.body);
    } finally {
      await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staffRole.id).where('permission_id', '=', 'btn-user-list').execute();
      await s.settled();
    }
  });

  it('sends the held answer compressed as the browser accepts it (brotli, else gzip), each encoding under its own tag', async () => {
    const fetchAs = (headers: Record<string, string>) =>
      s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': admin, ...headers } });
    const plain = await fetchAs({});
    assert.equal(plain.headers['content-encoding'], undefined);
    // Added to CORS's Vary (Origin), not in its place: a cache must key on both.
    assert.deepEqual(String(plain.headers.vary).split(/,\s*/).map((v) => v.toLowerCase()).sort(), ['accept-encoding', 'origin']);
    const chrome = await fetchAs({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(chrome.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(chrome.rawPayload).toString('utf8'), plain.body, 'the same answer');
    assert.ok(chrome.rawPayload.length * 3 < plain.rawPayload.length, `compressed: ${chrome.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    const plainHttp = await fetchAs({ 'accept-encoding': 'gzip, deflate' });
    assert.equal(plainHttp.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(plainHttp.rawPayload).toString('utf8'), plain.body);
    assert.equal((await fetchAs({ 'accept-encoding': 'br;q=0, identity' })).headers['content-encoding'], undefined, 'a refused encoding is not sent');
    const tags = new Set([plain, chrome, plainHttp].map((r) => r.headers.etag));
    assert.equal(tags.size, 3, 'a strong tag per representation');
    const held = await fetchAs({ 'accept-encoding': 'br', 'if-none-match': chrome.headers.etag as string });
    assert.equal(held.statusCode, 304);
    assert.equal((await fetchAs({ 'accept-encoding': 'gzip', 'if-none-match': chrome.headers.etag as string })).statusCode, 200, 'another representation, not held');
  });

  it('opens a permission that is not enforced (status 0) to everyone', async () => {
    await s.ctx.db.updateTable('permissions').set({ status: '0' }).where('id', '=', 'btn-user-list').execute();
    await s.settled();
    assert.equal((await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': staff } })).statusCode, 200);
    await s.ctx.db.updateTable('permissions').set({ status: '1' }).where('id', '=', 'btn-user-list').execute();
    await s.settled();
  });

  it('lets a tenant header select only among the user\'s own tenants', async () => {
    const inSecond = await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': admin, 'x-tenant-id': '2' } });
    assert.equal(inSecond.statusCode, 200);
    assert.equal(inSecond.json().result.total, 1, 'tenant 2 has only the administrator');
    const foreign = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': staff, 'x-tenant-id': '2', 'x-locale': 'en' } });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, 'You are not a member of this tenant');
    const nonsense = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': staff, 'x-tenant-id': '1 or 1=1' } });
    assert.equal(nonsense.statusCode, 400);
  });

  it('refuses a frozen tenant: neither selectable by header nor usable by its sessions', async () => {
    const adminInSecond = await s.login('admin', undefined, { 'x-tenant-id': '2' });
    await s.ctx.db.updateTable('tenants').set({ status: 0 }).where('id', '=', 2).execute();
    await s.settled();
    try {
      const byHeader = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': admin, 'x-tenant-id': '2' } });
      assert.equal(byHeader.statusCode, 403);
      const bySession = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': adminInSecond } });
      assert.equal(bySession.statusCode, 401);
    } finally {
      await s.ctx.db.updateTable('tenants').set({ status: 1 }).where('id', '=', 2).execute();
      await s.settled();
    }
  });

  it('refuses to start when an API route does not declare what it needs', async () => {
    await assert.rejects(async () => {
      const { buildApp } = await import('../../app.ts');
      const app = await buildApp(s.ctx);
      app.get('/api/undeclared', async () => 'open');
      await app.ready();
    }, /does not declare config.auth/);
  });
});
