import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('the tenants of a user, set from the platform tenant', () => {
  let s: TestServer;
  let admin: string;
  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token = admin) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const sample = (n: number) => ({ username: `tenants_${n}`, password: STAFF_PASSWORD, realname: `租户${n}`, phone: `136${String(n).padStart(8, '0')}` });
  const TENANT_2 = { 'x-tenant-id': '2' };
  const inTenant = async (id: string, headers: Record<string, string> = {}) => (await call('GET', `/sys/user/queryById?id=${id}`, undefined, headers)).statusCode === 200;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('adds a user to the chosen tenants, always keeping the platform, and shows them on the record', async () => {
    const res = await call('POST', '/sys/user/add', { ...sample(1), tenantIds: ['2'] });
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json().result as { id: string; tenantIds: string[] };
    assert.deepEqual(user.tenantIds, ['1', '2']);
    assert.ok(await inTenant(user.id, TENANT_2));
    const plain = (await call('POST', '/sys/user/add', sample(2))).json().result as { id: string; tenantIds: string[] };
    assert.deepEqual(plain.tenantIds, ['1'], 'none chosen: the current tenant alone');
    const listed = (await call('GET', '/sys/user/list?username=tenants_1')).json().result.records as { tenantIds: string[] }[];
    assert.deepEqual(listed.map((r) => r.tenantIds), [['1', '2']]);
  });

  it('takes a user out of a tenant on edit: their links and sessions there go, the platform stays', async () => {
    const user = (await call('POST', '/sys/user/add', { ...sample(3), tenantIds: ['2'] })).json().result as { id: string; username: string };
    const depart = (await s.ctx.db.insertInto('departments').values({ tenant_id: 2, depart_name: '租户二的部门', org_code: 'T2A', org_type: '2' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const role = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow();
    const linked = await call('PUT', '/sys/user/edit', { id: user.id, ...sample(3), departIds: [depart], roleIds: [role.id] }, TENANT_2);
    assert.equal(linked.statusCode, 200, linked.body);
    const there = await s.login(user.username, STAFF_PASSWORD, TENANT_2);
    const here = await s.login(user.username);

    const res = await call('PUT', '/sys/user/edit', { id: user.id, realname: '只在平台', phone: sample(3).phone, tenantIds: [] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.tenantIds, ['1']);
    assert.equal(await inTenant(user.id, TENANT_2), false);
    assert.deepEqual(await s.ctx.db.selectFrom('user_departments').select('department_id').where('user_id', '=', user.id).execute(), []);
    assert.deepEqual(await s.ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', user.id).execute(), []);
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, {}, there)).statusCode, 401, 'the session in the tenant left ends');
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, {}, here)).statusCode, 200, 'the platform session stays');

    const absent = await call('PUT', '/sys/user/edit', { id: user.id, realname: '不改租户', phone: sample(3).phone });
    assert.deepEqual(absent.json().result.tenantIds, ['1'], 'no tenantIds: the memberships stay');
  });

  it('refuses a tenant that does not exist, in the request\'s language, and changes nothing', async () => {
    const user = (await call('POST', '/sys/user/add', sample(4))).json().result as { id: string };
    const res = await call('PUT', '/sys/user/edit', { id: user.id, realname: 'x', phone: sample(4).phone, tenantIds: ['2', '999'] }, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().message, 'Tenants names a tenant that does not exist');
    assert.equal(await inTenant(user.id, TENANT_2), false);
    const added = await call('POST', '/sys/user/add', { ...sample(5), tenantIds: ['999'] });
    assert.equal(added.statusCode, 400, added.body);
    assert.equal((await call('GET', '/sys/user/list?username=tenants_5')).json().result.total, 0);
    for (const bad of [['abc'], ['0'], [''], ['-1'], 'x']) {
      assert.equal((await call('PUT', '/sys/user/edit', { id: user.id, realname: 'x', phone: sample(4).phone, tenantIds: bad })).statusCode, 400, JSON.stringify(bad));
    }
  });

  it('outside the platform tenant the record shows that tenant alone, and tenantIds are ignored', async () => {
    const res = await call('POST', '/sys/user/add', { ...sample(6), tenantIds: ['1'] }, TENANT_2);
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json().result as { id: string; tenantIds: string[] };
    assert.deepEqual(user.tenantIds, ['2']);
    assert.equal(await inTenant(user.id), false, 'not added to the platform');
    const both = (await call('POST', '/sys/user/add', { ...sample(7), tenantIds: ['2'] })).json().result as { id: string };
    const seen = await call('GET', `/sys/user/queryById?id=${both.id}`, undefined, TENANT_2);
    assert.deepEqual(seen.json().result.tenantIds, ['2'], 'the other tenants of a user are not shown there');
    const edited = await call('PUT', '/sys/user/edit', { id: both.id, realname: 'x', phone: sample(7).phone, tenantIds: [] }, TENANT_2);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.ok(await inTenant(both.id), 'still in the platform');
    assert.ok(await inTenant(both.id, TENANT_2), 'still in tenant 2');
  });
});
