import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const select = (s: TestServer, token: string, tenantId: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'PUT', url: '/api/sys/user/selectTenant', payload: { tenantId }, headers: { 'x-access-token': token, ...headers } });

describe('tenant selection', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('the login answers the tenants of a member of several, and one for a member of one', async () => {
    const admin = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: 'Admin#2026pass' } });
    assert.deepEqual(admin.json().result.tenantList, [{ id: 1, name: '默认租户' }, { id: 2, name: '演示租户二' }]);
    const staff = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'zhangsan', password: 'Staff#2026pass' } });
    assert.deepEqual(staff.json().result.tenantList, [{ id: 1, name: '默认租户' }]);
  });

  it('moves the session to a tenant of the user and answers the user info there', async () => {
    const token = await s.login('admin');
    const res = await select(s, token, 2, { 'x-tenant-id': '1' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.userInfo.tenantId, 2);
    const session = await s.ctx.db.selectFrom('sessions').select('tenant_id').where('user_id', '=', res.json().result.userInfo.id)
      .orderBy('created_at', 'desc').execute();
    assert.ok(session.some((r) => r.tenant_id === 2));
    // Without a header the session's tenant now answers.
    const info = await s.app.inject({ method: 'GET', url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': token } });
    assert.equal(info.json().result.tenantId, 2);
  });

  it('refuses a tenant the user does not belong to', async () => {
    const token = await s.login('zhangsan');
    const res = await select(s, token, 2);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '您不属于该租户');
    const unknown = await select(s, token, 99, { 'x-locale': 'en' });
    assert.equal(unknown.json().message, 'You are not a member of this tenant');
  });

  it('refuses a frozen tenant, and leaves it out of the login answer', async () => {
    const token = await s.login('admin');
    await s.ctx.db.updateTable('tenants').set({ status: 0 }).where('id', '=', 2).execute();
    await s.settled();
    try {
      const res = await select(s, token, 2);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '该租户已冻结');
      const login = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: 'Admin#2026pass' } });
      assert.deepEqual(login.json().result.tenantList, [{ id: 1, name: '默认租户' }]);
    } finally {
      await s.ctx.db.updateTable('tenants').set({ status: 1 }).where('id', '=', 2).execute();
      await s.settled();
    }
  });

  it('needs a session', async () => {
    const res = await s.app.inject({ method: 'PUT', url: '/api/sys/user/selectTenant', payload: { tenantId: 1 } });
    assert.equal(res.statusCode, 401);
  });

  it('the login honours the remembered tenant sent as X-Tenant-Id', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: 'Admin#2026pass' }, headers: { 'x-tenant-id': '2' } });
    assert.equal(res.json().result.userInfo.tenantId, 2);
  });
});
