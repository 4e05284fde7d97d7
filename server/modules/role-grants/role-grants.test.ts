import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import type { GrantTree, GrantTreeNode } from '../../../shared/schemas/role-grants.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { menuInput } from '../../test-support/menu-test-kit.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

type Method = 'GET' | 'POST' | 'DELETE';
const flat = (nodes: GrantTreeNode[]): GrantTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const paths = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

describe('role authorisation', () => {
  let s: TestServer;
  let admin: string;
  let staffRole: string;
  let tenant2Role: string;
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}, token = admin) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const granted = async (roleId: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as string[];
  };
  const roleId = async (code: string, tenantId: number) =>
    (await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', code).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).id;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    staffRole = await roleId('staff', 1);
    tenant2Role = await roleId('admin', 2);
  });
  after(async () => { await s.close(); });

  it('answers every menu and button as a tree titled in the request language, with every id', async () => {
    const ruled = await call('POST', '/sys/permission/addPermissionRule', {
      permissionId: 'menu-sys-position', ruleName: 'r', ruleColumn: 'code', ruleConditions: 'eq', ruleValue: 'P1', status: '1',
    });
    assert.equal(ruled.statusCode, 200, ruled.body);
    const en = (await call('GET', '/sys/permission/queryTreeList', undefined, { 'x-locale': 'en' })).json().result as GrantTree;
    const nodes = flat(en.treeList);
    const all = await s.ctx.db.selectFrom('permissions').select('id').execute();
    assert.deepEqual([...en.ids].sort(), all.map((r) => r.id).sort());
    assert.equal(nodes.length, all.length);
    const system = en.treeList.find((n) => n.key === 'menu-system')!;
    assert.deepEqual([system.title, system.slotTitle, system.isLeaf, system.ruleFlag], ['System', 'System', false, 0]);
    const positions = nodes.find((n) => n.key === 'menu-sys-position')!;
    assert.equal(positions.ruleFlag, 1);
    const button = positions.children.find((n) => n.key === 'btn-position-add')!;
    assert.deepEqual([button.isLeaf, button.menuType, button.children], [true, 2, []]);
    const tc = (await call('GET', '/sys/permission/queryTreeList', undefined, { 'x-locale': 'tc' })).json().result as GrantTree;
    assert.equal(tc.treeList.find((n) => n.key === 'menu-system')!.title, '系統管理');
  });

  it('lets an administrator of another tenant read the tree, but only their own roles', async () => {
    const tenant2 = { 'x-tenant-id': '2' };
    assert.equal((await call('GET', '/sys/permission/queryTreeList', undefined, tenant2)).statusCode, 200);
    assert.ok((await granted(tenant2Role, tenant2)).includes('menu-system'));
    assert.equal((await call('GET', `/sys/permission/queryRolePermission?roleId=${staffRole}`, undefined, tenant2)).statusCode, 404);
    const save = await call('POST', '/sys/permission/saveRolePermission', { roleId: staffRole, permissionIds: 'menu-system' }, tenant2);
    assert.equal(save.statusCode, 404);
    assert.ok(!(await granted(staffRole)).includes('menu-system'), "tenant 1's role is unchanged");
    assert.equal((await call('GET', `/sys/permission/queryRolePermission?roleId=${tenant2Role}`)).statusCode, 404, 'and the other way round');
    const staff = await s.login('zhangsan');
    assert.equal((await call('GET', '/sys/permission/queryTreeList', undefined, {}, staff)).statusCode, 403);
  });

  it("leaves the platform-only pages out of another tenant's tree, and refuses to grant them there", async () => {
    const tenant2 = { 'x-tenant-id': '2', 'x-locale': 'en' };
    const platformOnly = ['menu-sys-tenant', 'menu-sys-permission', 'menu-sys-permission-group', 'menu-sys-sms-outbox'];
    const keysIn = async (headers: Record<string, string>) =>
      flat(((await call('GET', '/sys/permission/queryTreeList', undefined, headers)).json().result as GrantTree).treeList).map((n) => n.key);
    const theirs = await keysIn(tenant2);
    for (const id of platformOnly) assert.ok(!theirs.includes(id), `${id} is not offered to tenant 2`);
    const tenantButtons = await s.ctx.db.selectFrom('permissions').select('id').where('parent_id', '=', 'menu-sys-tenant').execute();
    assert.ok(tenantButtons.length > 0 && tenantButtons.every(({ id }) => !theirs.includes(id)), 'nor the buttons below them');
    assert.ok(theirs.includes('menu-sys-user') && theirs.includes('menu-system'), 'the rest is');
    const ours = await keysIn({});
    for (const id of platformOnly) assert.ok(ours.includes(id), `${id} is offered on the platform`);

    const added = await call('POST', '/sys/role/add', { roleName: 'Auditors', roleCode: 'auditors-t2' }, tenant2);
    assert.equal(added.statusCode, 200, added.body);
    const auditors = await roleId('auditors-t2', 2);
    const save = await call('POST', '/sys/permission/saveRolePermission', { roleId: auditors, permissionIds: 'menu-system,menu-sys-tenant' }, tenant2);
    assert.equal(save.statusCode, 403, save.body);
    assert.equal(save.json().message, 'Only the platform administrators may manage this data');
    assert.deepEqual(await granted(auditors, tenant2), [], 'nothing saved');

    // Whatever a tenant's role held before, its users are not shown those pages there.
    assert.ok((await granted(tenant2Role, tenant2)).includes('menu-sys-tenant'), "the seed granted tenant 2's administrators every menu");
    const menuIn = async (headers: Record<string, string>) =>
      paths((await call('GET', '/sys/permission/getUserPermissionByToken', undefined, headers)).json().result.menu as MenuItem[]);
    assert.ok(!(await menuIn({ 'x-tenant-id': '2' })).includes('/isystem/tenant'));
    assert.ok((await menuIn({ 'x-tenant-id': '2' })).includes('/isystem/user'));
    assert.ok((await menuIn({})).includes('/isystem/tenant'), 'on the platform they are');
  });

  it('answers the same tree as /sys/role/queryTreeList, with the same permission and tenant rules', async () => {
    const tree = async (url: string, headers: Record<string, string> = {}) => {
      const res = await call('GET', url, undefined, headers);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as GrantTree;
    };
    for (const headers of [{ 'x-locale': 'en' }, { 'x-locale': 'tc', 'x-tenant-id': '2' }] as Record<string, string>[]) {
      const role = await tree('/sys/role/queryTreeList', headers);
      assert.deepEqual(role, await tree('/sys/permission/queryTreeList', headers));
      assert.deepEqual([...role.ids].sort(), flat(role.treeList).map((n) => n.key).sort(), 'ids are every node of the tree');
    }
    const onPlatform = flat((await tree('/sys/role/queryTreeList')).treeList).map((n) => n.key);
    const inTenant2 = (await tree('/sys/role/queryTreeList', { 'x-tenant-id': '2' })).ids;
    assert.ok(onPlatform.includes('menu-sys-tenant') && !inTenant2.includes('menu-sys-tenant'), 'platform-only pages left out of tenant 2');
    assert.ok(inTenant2.includes('menu-sys-role'));
    const staff = await s.login('zhangsan');
    const refused = await call('GET', '/sys/role/queryTreeList', undefined, { 'x-locale': 'en' }, staff);
    assert.equal(refused.statusCode, 403, 'the role authorisation permission is needed');
    assert.equal((await s.app.inject({ method: 'GET', url: '/api/sys/role/queryTreeList' })).statusCode, 401);
  });

  it('grants only menus that exist, and saves the difference from what the drawer loaded', async () => {
    const before = await granted(staffRole);
    const unknown = await call('POST', '/sys/permission/saveRolePermission', { roleId: staffRole, permissionIds: [...before, 'no-such-menu'].join(',') }, { 'x-locale': 'en' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'No such permission: no-such-menu');
    assert.deepEqual(await granted(staffRole), before);
    // Another administrator added btn-user-list meanwhile; this drawer loaded `before` and adds btn-role-list.
    await s.ctx.db.insertInto('role_permissions').values({ role_id: staffRole, permission_id: 'btn-user-list' }).execute();
    const diff = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: staffRole, permissionIds: [...before.filter((id) => id !== 'menu-news'), 'btn-role-list'].join(','), lastpermissionIds: before.join(','),
    });
    assert.equal(diff.statusCode, 200, diff.body);
    const now = await granted(staffRole);
    assert.ok(now.includes('btn-user-list'), "the other administrator's grant stays");
    assert.ok(now.includes('btn-role-list') && !now.includes('menu-news'));
    const whole = await call('POST', '/sys/permission/saveRolePermission', { roleId: staffRole, permissionIds: before.join(',') });
    assert.equal(whole.statusCode, 200);
    assert.deepEqual((await granted(staffRole)).sort(), [...before].sort(), 'without lastpermissionIds the list is the whole new set');
  });

  it("reaches a signed-in user's permissions without a new login, and tells their socket", async () => {
    const origin = await listenForSockets(s);
    const staff = await s.login('zhangsan');
    const [zhang, admins] = [await openSocket(origin, await userIdOf(s, 'zhangsan'), staff), await openSocket(origin, await userIdOf(s, 'admin'), admin)];
    const menuOf = async () => (await call('GET', '/sys/permission/getUserPermissionByToken', undefined, {}, staff)).json().result as { menu: MenuItem[]; auth: { action: string }[] };
    assert.ok(!paths((await menuOf()).menu).includes('/isystem/position'));
    const before = await granted(staffRole);
    const res = await call('POST', '/sys/permission/saveRolePermission', {
      roleId: staffRole, permissionIds: [...before, 'menu-system', 'menu-sys-position', 'btn-position-list'].join(','), lastpermissionIds: before.join(','),
    }, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Saved');
    assert.deepEqual(await zhang.next(), { cmd: 'permission', msgTxt: '', msgId: staffRole });
    const after = await menuOf();
    assert.ok(paths(after.menu).includes('/isystem/position'), 'the new menu is in the answer at once');
    assert.ok(after.auth.some((a) => a.action === 'system:position:list'));
    assert.equal((await call('GET', '/sys/position/list', undefined, {}, staff)).statusCode, 200);
    await assert.rejects(admins.next(300), /no frame arrived/, 'a user without the role hears nothing');
    // Saving the same set again changes nothing and pushes nothing.
    await call('POST', '/sys/permission/saveRolePermission', { roleId: staffRole, permissionIds: (await granted(staffRole)).join(',') });
    await assert.rejects(zhang.next(300), /no frame arrived/);

    // A change of the menus themselves (platform data) tells everyone, in every tenant.
    const inTenant2 = await openSocket(origin, await userIdOf(s, 'admin'), await s.login('admin', undefined, { 'x-tenant-id': '2' }));
    const added = await call('POST', '/sys/permission/add', menuInput({ name: 'Pushed', url: '/pushed-menu', component: 'PushedPage', perms: 'pushed:menu' }));
    assert.equal(added.statusCode, 200, added.body);
    const told = { cmd: 'permission', msgTxt: '', msgId: 'menu' };
    assert.deepEqual([await zhang.next(), await admins.next(), await inTenant2.next()], [told, told, told]);
    assert.equal((await call('DELETE', `/sys/permission/delete?id=${added.json().result.id}`)).statusCode, 200);
    assert.deepEqual(await inTenant2.next(), told);
    zhang.ws.close();
    admins.ws.close();
    inTenant2.ws.close();
  });
});
