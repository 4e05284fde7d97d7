import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { userResource } from '../../../shared/resources/user.ts';
import { resourceContract } from '../../kit/resource-contract.ts';
import { ADMIN_PASSWORD, STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

const NEW_PASSWORD = 'Fresh#2026pass';
const sample = (n: number, text: string) => ({
  username: `user_${n}`, password: STAFF_PASSWORD, realname: text, phone: `138${String(n).padStart(8, '0')}`, workNo: `W${n}`,
  email: `user${n}@example.com`, sex: 1 as const,
});

resourceContract({ resource: userResource, sample, textField: 'realname', uniqueField: 'phone' });

describe('user administration beyond the kit', () => {
  let s: TestServer;
  let admin: string;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token = admin) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const add = async (n: number, extra: object = {}, headers: Record<string, string> = {}) => {
    const res = await call('POST', '/sys/user/add', { ...sample(n, `用户${n}`), ...extra }, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; username: string; departIds: string[]; roleIds: string[]; orgCode: string };
  };
  const ids = async (table: 'departments' | 'roles', tenantId: number) =>
    (await s.ctx.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((r) => r.id);

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('adds a user with departments and roles of the tenant, and refuses another tenant\'s', async () => {
    const [depart] = await ids('departments', 1);
    const [role] = await ids('roles', 1);
    const user = await add(100, { departIds: [depart], roleIds: [role] });
    assert.deepEqual([user.departIds, user.roleIds], [[depart], [role]]);
    const org = await s.ctx.db.selectFrom('departments').select('org_code').where('id', '=', depart!).executeTakeFirstOrThrow();
    assert.equal(user.orgCode, org.org_code);
    const foreign = (await s.ctx.db.insertInto('departments').values({ tenant_id: 2, depart_name: '租户二部门', org_code: 'B01', org_type: '2' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const res = await call('POST', '/sys/user/add', { ...sample(101, '外租户'), departIds: [foreign] }, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /Departments/);
    assert.equal((await call('GET', '/sys/user/list?username=user_101')).json().result.total, 0);
  });

  it('refuses a weak password and mismatched confirmation on add', async () => {
    assert.equal((await call('POST', '/sys/user/add', { ...sample(102, 'x'), password: 'short' })).statusCode, 400);
    assert.equal((await call('POST', '/sys/user/add', { ...sample(103, 'x'), confirmPassword: 'Other#2026pass' })).statusCode, 400);
  });

  it('freezes with the sessions ended at once, and thaws', async () => {
    const user = await add(110);
    const token = await s.login(user.username);
    const frozen = await call('PUT', '/sys/user/frozenBatch', { ids: user.id, status: '2' });
    assert.equal(frozen.statusCode, 200, frozen.body);
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, {}, token)).statusCode, 401);
    const signIn = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: user.username, password: STAFF_PASSWORD } });
    assert.notEqual(signIn.statusCode, 200);
    assert.equal((await call('PUT', '/sys/user/frozenBatch', { ids: user.id, status: '1' })).statusCode, 200);
    assert.ok(await s.login(user.username));
  });

  it('never freezes, edits, deletes or sets the password of the administrator account', async () => {
    const me = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    for (const [method, url, payload] of [
      ['PUT', '/sys/user/frozenBatch', { ids: me.id, status: '2' }],
      ['PUT', '/sys/user/edit', { ...sample(1, '改管理员'), id: me.id }],
      ['DELETE', `/sys/user/delete?id=${me.id}`],
      ['PUT', '/sys/user/changePassword', { username: 'admin', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, payload);
      assert.equal(res.statusCode, 400, `${method} ${url}: ${res.body}`);
    }
    assert.ok(await s.login('admin', ADMIN_PASSWORD));
  });

  it('sets a user\'s password, ending their sessions', async () => {
    const user = await add(120);
    const token = await s.login(user.username);
    const res = await call('PUT', '/sys/user/changePassword', { username: user.username, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, {}, token)).statusCode, 401);
    assert.ok(await s.login(user.username, NEW_PASSWORD));
  });

  it('moves deleted users to the recycle bin, restores them, and deletes them for good', async () => {
    const a = await add(130);
    const b = await add(131);
    assert.equal((await call('DELETE', `/sys/user/deleteBatch?ids=${a.id},${b.id}`)).statusCode, 200);
    const bin = (await call('GET', '/sys/user/recycleBin?pageSize=100')).json().result as { records: { id: string }[] };
    assert.deepEqual(bin.records.map((r) => r.id).filter((id) => [a.id, b.id].includes(id)).sort(), [a.id, b.id].sort());
    assert.equal((await call('PUT', '/sys/user/putRecycleBin', { userIds: a.id })).statusCode, 200);
    assert.equal((await call('GET', `/sys/user/queryById?id=${a.id}`)).statusCode, 200);
    assert.equal((await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${a.id}`)).statusCode, 404, 'only what is in the bin');
    assert.equal((await call('DELETE', `/sys/user/deleteRecycleBin?userIds=${b.id}`)).statusCode, 200);
    assert.equal(await s.ctx.db.selectFrom('users').select('id').where('id', '=', b.id).executeTakeFirst(), undefined);
    const otherTenant = (await call('GET', '/sys/user/recycleBin', undefined, { 'x-tenant-id': '2' })).json().result.records as { id: string }[];
    assert.ok(!otherTenant.some((r) => r.id === a.id));
  });

  it('answers checkOnlyUser for each unique field, skipping the user being edited', async () => {
    const user = await add(140);
    const check = async (query: string) => (await call('GET', `/sys/user/checkOnlyUser?${query}`)).json().success as boolean;
    assert.equal(await check('username=USER_140'), false);
    assert.equal(await check(`phone=13800000140&id=${user.id}`), true);
    assert.equal(await check('email=user140@example.com'), false);
    assert.equal(await check('workNo=W999'), true);
  });

  it('the user picker\'s department shows its users and those of the departments below it, in the tenant only', async () => {
    const departs = await s.ctx.db.selectFrom('departments').select(['id', 'org_code', 'tenant_id']).orderBy('org_code').execute();
    const child = departs.find((d) => d.tenant_id === 1 && d.org_code.length > 3)!;
    const parent = departs.find((d) => d.tenant_id === 1 && d.org_code === child.org_code.slice(0, -3))!;
    const sibling = departs.find((d) => d.tenant_id === 1 && d.org_code.length === child.org_code.length && d.org_code.startsWith(parent.org_code) && d.id !== child.id);
    const user = await add(160, { departIds: [child.id] });
    const pickIds = async (departId: string, headers: Record<string, string> = {}) =>
      ((await call('GET', `/sys/user/queryUserComponentData?departId=${departId}&pageSize=100`, undefined, headers)).json().result as { records: { id: string }[] }).records.map((r) => r.id);
    assert.ok((await pickIds(child.id)).includes(user.id), 'its own department');
    assert.ok((await pickIds(parent.id)).includes(user.id), 'the department above it');
    if (sibling) assert.ok(!(await pickIds(sibling.id)).includes(user.id), 'not a department beside it');
    assert.deepEqual(await pickIds(parent.id, { 'x-tenant-id': '2' }), [], "another tenant's department id names nobody there");
  });

  it('answers the picker calls with the tenant\'s live users only', async () => {
    const [depart] = await ids('departments', 1);
    const user = await add(150, { departIds: [depart] });
    const page = (await call('GET', `/sys/user/queryUserComponentData?departId=${depart}&pageSize=100`)).json().result as { records: { id: string; orgCodeTxt: string }[] };
    assert.ok(page.records.some((r) => r.id === user.id && r.orgCodeTxt.length > 0));
    const staff = await s.login('zhangsan');
    const many = (await call('GET', `/sys/user/getMultiUser?usernames=user_150,admin,nobody`, undefined, {}, staff)).json().result as { username: string }[];
    assert.deepEqual(many.map((u) => u.username), ['admin', 'user_150']);
    const roles = (await call('GET', `/sys/user/queryUserRole?userid=${user.id}`)).json().result;
    assert.deepEqual(roles, []);
    const byDepart = (await call('GET', `/sys/user/queryUserByDepId?id=${depart}`)).json().result as { id: string }[];
    assert.ok(byDepart.some((u) => u.id === user.id));
    const tenant2 = (await call('GET', `/sys/user/queryUserComponentData?pageSize=100`, undefined, { 'x-tenant-id': '2' })).json().result as { records: { id: string }[] };
    assert.ok(!tenant2.records.some((r) => r.id === user.id));
  });
});
