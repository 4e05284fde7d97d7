import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { saveRolePermissionAction } from '../../../shared/resources/role-actions.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { roleResource } from '../../../shared/resources/role.ts';

resourceContract({
  resource: roleResource,
  sample: (n, text) => ({ roleName: text, roleCode: `role_${n}`, description: `role ${n}` }),
  textField: 'roleName',
  uniqueField: 'roleCode',
  actions: [{ action: saveRolePermissionAction, input: (row) => ({ roleId: row.id, permissionIds: 'menu-system' }) }],
});

describe('roles beyond the kit', () => {
  let s: TestServer;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': admin, ...headers }, ...(payload ? { payload } : {}) });
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('refuses a role name under 2 characters, a code with Chinese, and a description over 126 characters', async () => {
    for (const body of [
      { roleName: 'a', roleCode: 'ok' }, { roleName: '角色甲', roleCode: '编码' }, { roleName: '角色乙', roleCode: 'ok2', description: 'x'.repeat(127) },
    ]) {
      assert.equal((await call('POST', '/sys/role/add', body)).statusCode, 400, JSON.stringify(body));
    }
  });

  it('never deletes the tenant\'s administrator role', async () => {
    const adminRole = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    const res = await call('DELETE', `/sys/role/delete?id=${adminRole.id}`, undefined, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /administrator role/);
  });

  it('lists every role of the tenant for the pickers, and only the tenant\'s', async () => {
    const one = (await call('GET', '/sys/role/queryall')).json().result as { roleCode: string }[];
    const two = (await call('GET', '/sys/role/queryall', undefined, { 'x-tenant-id': '2' })).json().result as { id: string }[];
    assert.ok(one.some((r) => r.roleCode === 'admin') && one.some((r) => r.roleCode === 'staff'));
    const tenantTwo = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 2).execute();
    assert.deepEqual(two.map((r) => r.id).sort(), tenantTwo.map((r) => r.id).sort());
  });
});
