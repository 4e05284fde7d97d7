import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantResource } from '../../../shared/resources/tenant.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

const sample = (n: number, text: string) => ({
  tenantNumber: 100 + n, name: text, status: 1 as const, username: `tadmin_${n}`, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD,
  realname: `租户管理员${n}`, phone: `139${String(n).padStart(8, '0')}`,
});

resourceContract({ resource: tenantResource, sample, textField: 'name' });

describe('tenants beyond the kit', () => {
  let s: TestServer;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('gives a new tenant its first administrator, who signs in to it and manages its users', async () => {
    assert.equal((await call('POST', '/sys/tenant/add', sample(1, '新租户'))).statusCode, 200);
    const token = await s.login('tadmin_1');
    const users = await call('GET', '/sys/user/list', undefined, token, { 'x-tenant-id': '101' });
    assert.equal(users.statusCode, 200, users.body);
    assert.deepEqual(users.json().result.records.map((u: { username: string }) => u.username), ['tadmin_1']);
    assert.equal((await call('GET', '/sys/tenant/list', undefined, token, { 'x-tenant-id': '101' })).statusCode, 403, 'only the platform manages tenants');
  });

  it('refuses a taken tenant number, a taken administrator account and mismatched passwords', async () => {
    assert.equal((await call('POST', '/sys/tenant/add', { ...sample(2, '重复编号'), tenantNumber: 101 })).statusCode, 400);
    assert.equal((await call('POST', '/sys/tenant/add', { ...sample(3, '重复账号'), username: 'zhangsan' })).statusCode, 400);
    assert.equal((await call('POST', '/sys/tenant/add', { ...sample(4, '密码不一致'), confirmPassword: 'Other#2026pass' })).statusCode, 400);
    assert.equal((await call('GET', '/sys/tenant/list?name=重复')).json().result.total, 0);
  });

  it('freezing a tenant ends its sessions and refuses sign-in to it; thawing lets it back', async () => {
    assert.equal((await call('POST', '/sys/tenant/add', sample(5, '将冻结'))).statusCode, 200);
    const token = await s.login('tadmin_5');
    assert.equal((await call('PUT', '/sys/tenant/edit', { id: '105', name: '将冻结', status: 0 })).statusCode, 200);
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, token)).statusCode, 401);
    const signIn = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'tadmin_5', password: STAFF_PASSWORD } });
    assert.notEqual(signIn.json().success, true, signIn.body);
    assert.equal((await call('PUT', '/sys/tenant/edit', { id: '105', name: '将冻结', status: 1 })).statusCode, 200);
    assert.ok(await s.login('tadmin_5'));
  });

  it('never changes or deletes the platform tenant', async () => {
    assert.equal((await call('PUT', '/sys/tenant/edit', { id: '1', name: '改名', status: 0 })).statusCode, 400);
    assert.equal((await call('DELETE', '/sys/tenant/delete?id=1')).statusCode, 400);
  });
});
