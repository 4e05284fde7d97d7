import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PermissionTreeNode } from '../../../shared/schemas/permission-tree.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the department may grant in these tests: the positions page, reached through System, and its list button. */
const GRANTABLE = ['menu-system', 'menu-sys-position', 'btn-position-list'];

describe('department permissions and department roles', () => {
  let s: TestServer;
  let admin: string;
  let lisi: string;
  let zhangsan: string;
  let wangwu: string;
  const departs = new Map<string, string>();
  const users = new Map<string, string>();
  let marketRole: string;
  let itRole: string;
  const call = (method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const okCall = async (method: Method, url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    return res.json().result;
  };
  const permissionsOf = async (token: string) => {
    await s.settled();
    const result = await okCall('GET', '/sys/permission/getUserPermissionByToken', token);
    const menuIds = (items: { id: string; children?: unknown[] }[]): string[] =>
      items.flatMap((item) => [item.id, ...menuIds((item.children ?? []) as { id: string }[])]);
    return { actions: (result.auth as { action: string }[]).map((a) => a.action), menus: menuIds(result.menu) };
  };
  const treeIds = (nodes: PermissionTreeNode[]): string[] => nodes.flatMap((n) => [n.key, ...treeIds(n.children ?? [])]);

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    lisi = await s.login('lisi');
    zhangsan = await s.login('zhangsan');
    wangwu = await s.login('wangwu');
    for (const row of await s.ctx.db.selectFrom('departments').select(['id', 'org_code']).where('tenant_id', '=', 1).execute()) departs.set(row.org_code, row.id);
    for (const row of await s.ctx.db.selectFrom('users').select(['id', 'username']).execute()) users.set(row.username, row.id);
  });
  after(async () => { await s.close(); });

  it("tells an ordinary employee 'ordinary employees currently do not have this permission', in cn, en and tc", async () => {
    const market = departs.get('A01A02')!;
    for (const [locale, text] of [['cn', '普通员工暂无此权限'], ['en', 'Ordinary employees currently do not have this permission'], ['tc', '普通員工暫無此權限']] as const) {
      const res = await call('POST', '/sys/permission/saveDepartPermission', lisi, { departId: market, permissionIds: GRANTABLE.join(',') }, { 'x-locale': locale });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, text);
    }
    for (const [method, url, payload] of [
      ['GET', `/sys/permission/queryDepartPermission?departId=${market}`],
      ['GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${market}`],
      ['GET', `/sys/sysDepartRole/getDeptRoleList?departId=${market}`],
      ['GET', `/sys/sysDepartRole/getDeptRoleByUserId?departId=${market}&userId=${users.get('lisi')}`],
      ['POST', '/sys/sysDepartRole/deptRoleUserAdd', { userId: users.get('lisi'), departId: market, newRoleId: '' }],
      ['GET', '/sys/sysDepartPermission/queryDeptRolePermission?roleId=unknown'],
      ['POST', '/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'unknown', permissionIds: '' }],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, wangwu, payload);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().message, '普通员工暂无此权限');
    }
  });

  it('lets an administrator set what a department may grant, and its heads (members only)', async () => {
    const market = departs.get('A01A02')!;
    await okCall('POST', '/sys/permission/saveDepartPermission', admin, { departId: market, permissionIds: [...GRANTABLE, 'btn-position-add'].join(','), lastpermissionIds: '' });
    await okCall('POST', '/sys/permission/saveDepartPermission', admin, {
      departId: market, permissionIds: GRANTABLE.join(','), lastpermissionIds: [...GRANTABLE, 'btn-position-add'].join(','),
    });
    assert.deepEqual(await okCall('GET', `/sys/permission/queryDepartPermission?departId=${market}`, admin), [...GRANTABLE].sort());
    const unknown = await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: market, permissionIds: 'no-such-menu' });
    assert.equal(unknown.statusCode, 400);
    const elsewhere = await call('POST', '/sys/permission/saveDepartPermission', admin, { departId: market, permissionIds: '' }, { 'x-tenant-id': '2' });
    assert.equal(elsewhere.statusCode, 404, "another tenant's department is not there");

    const notMember = await call('POST', '/sys/sysDepart/saveHeads', admin, { departId: market, userIds: users.get('wangwu')! });
    assert.equal(notMember.statusCode, 400);
    await okCall('POST', '/sys/sysDepart/saveHeads', admin, { departId: market, userIds: users.get('lisi')! });
    assert.deepEqual(await okCall('GET', `/sys/sysDepart/queryHeads?departId=${market}`, admin), [users.get('lisi')]);
    assert.equal((await call('POST', '/sys/sysDepart/saveHeads', lisi, { departId: market, userIds: '' })).statusCode, 403);
  });

  it('shows a head the menu tree their department may grant, and its roles', async () => {
    const market = departs.get('A01A02')!;
    marketRole = (await okCall('POST', '/sys/sysDepartRole/add', admin, { departId: market, roleName: '市场编辑', roleCode: 'market_editor' })).id;
    itRole = (await okCall('POST', '/sys/sysDepartRole/add', admin, { departId: departs.get('A01A01'), roleName: '技术编辑', roleCode: 'it_editor' })).id;
    const tree = await okCall('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${market}`, lisi);
    assert.deepEqual([...tree.ids].sort(), [...GRANTABLE].sort());
    assert.deepEqual(treeIds(tree.treeList), GRANTABLE);
    const [system] = tree.treeList as PermissionTreeNode[];
    assert.deepEqual([system!.title, system!.titleEN, system!.isLeaf, system!.children![0]!.children![0]!.isLeaf], ['系统管理', 'System', false, true]);
    const en = await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${market}`, lisi, undefined, { 'x-locale': 'en' });
    assert.equal(en.json().result.treeList[0].title, 'System');
    assert.deepEqual((await okCall('GET', `/sys/sysDepartRole/getDeptRoleList?departId=${market}`, lisi)).map((r: { id: string }) => r.id), [marketRole]);
    const other = await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departs.get('A01A01')}`, lisi);
    assert.equal(other.statusCode, 403, "a head of one department is an ordinary employee in another");
    assert.equal((await call('GET', '/sys/sysDepartRole/list', lisi)).statusCode, 403, 'the role list itself is for administrators');
  });

  it('lets a head grant within their department only: its permissions, its roles, its members', async () => {
    const market = departs.get('A01A02')!;
    const outside = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', lisi, { roleId: marketRole, permissionIds: 'btn-position-add' });
    assert.equal(outside.statusCode, 400, 'a permission the department may not grant');
    const otherRole = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', lisi, { roleId: itRole, permissionIds: '' }, { 'x-locale': 'en' });
    assert.equal(otherRole.statusCode, 403, "another department's role");
    assert.equal(otherRole.json().message, 'Ordinary employees currently do not have this permission');
    await okCall('POST', '/sys/sysDepartPermission/saveDeptRolePermission', lisi, { roleId: marketRole, permissionIds: GRANTABLE.join(','), lastpermissionIds: '' });
    assert.deepEqual(await okCall('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${marketRole}`, lisi), [...GRANTABLE].sort());

    const notMember = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', lisi, { userId: users.get('wangwu'), departId: market, newRoleId: marketRole });
    assert.equal(notMember.statusCode, 400);
    const foreignRole = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', lisi, { userId: users.get('zhangsan'), departId: market, newRoleId: itRole });
    assert.equal(foreignRole.statusCode, 400);
    const before = await permissionsOf(zhangsan);
    assert.ok(!before.actions.includes('system:position:list'));
    await okCall('POST', '/sys/sysDepartRole/deptRoleUserAdd', lisi, { userId: users.get('zhangsan'), departId: market, newRoleId: marketRole, oldRoleId: '' });
    assert.deepEqual(await okCall('GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${users.get('zhangsan')}&departId=${market}`, lisi),
      [{ userId: users.get('zhangsan'), droleId: marketRole }]);
  });

  it("counts a department role's grant in the member's permissions at once, and drops it when the department may no longer grant it", async () => {
    const market = departs.get('A01A02')!;
    const granted = await permissionsOf(zhangsan);
    assert.ok(granted.actions.includes('system:position:list'), 'the button, without a new login');
    assert.ok(granted.menus.includes('menu-sys-position'), 'the menu');
    assert.equal((await call('GET', '/sys/position/list', zhangsan)).statusCode, 200, 'and the server lets the member do it');
    assert.equal((await call('GET', '/sys/position/list', wangwu)).statusCode, 403);

    await okCall('POST', '/sys/permission/saveDepartPermission', admin, {
      departId: market, permissionIds: 'menu-system,menu-sys-position', lastpermissionIds: GRANTABLE.join(','),
    });
    assert.ok(!(await permissionsOf(zhangsan)).actions.includes('system:position:list'));
    await s.settled();
    assert.equal((await call('GET', '/sys/position/list', zhangsan)).statusCode, 403);
    assert.deepEqual(await okCall('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${marketRole}`, admin), ['menu-sys-position', 'menu-system']);
  });

  it('drops the grant when the member leaves the role or the department', async () => {
    const market = departs.get('A01A02')!;
    assert.ok((await permissionsOf(zhangsan)).menus.includes('menu-sys-position'));
    await s.ctx.db.deleteFrom('user_departments').where('user_id', '=', users.get('zhangsan')!).where('department_id', '=', market).execute();
    assert.ok(!(await permissionsOf(zhangsan)).menus.includes('menu-sys-position'), 'a role counts only while its holder is a member');
    await s.ctx.db.insertInto('user_departments').values({ user_id: users.get('zhangsan')!, department_id: market }).execute();
    assert.ok((await permissionsOf(zhangsan)).menus.includes('menu-sys-position'));
    await okCall('POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: users.get('zhangsan'), departId: market, newRoleId: '', oldRoleId: marketRole });
    assert.ok(!(await permissionsOf(zhangsan)).menus.includes('menu-sys-position'));
  });

  it('deletes a department role with its grants and holdings', async () => {
    await okCall('DELETE', `/sys/sysDepartRole/delete?id=${marketRole}`, admin);
    assert.equal((await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${marketRole}`, admin)).statusCode, 404);
    const left = await s.ctx.db.selectFrom('depart_role_permissions').select('permission_id').where('drole_id', '=', marketRole).execute();
    assert.deepEqual(left, []);
  });
});
