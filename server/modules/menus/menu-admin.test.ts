import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuInput } from '../../../shared/resources/menu.ts';
import type { MenuTreeNode } from '../../../shared/schemas/menu-admin.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { menuInput } from '../../test-support/menu-test-kit.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('menu administration', () => {
  let s: TestServer;
  let admin: string;
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api/sys/permission${url}`, headers: { 'x-access-token': admin, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = async (values: Partial<MenuInput> & { name: string }) => {
    const res = await call('POST', '/add', menuInput(values));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as MenuInput & { id: string; parentId: string | null; internalOrExternal: boolean; category: string };
  };
  const refusal = async (values: Partial<MenuInput> & { name: string }, locale = 'en', method: Method = 'POST', id?: string) => {
    const res = await call(method, method === 'POST' ? '/add' : '/edit', { ...menuInput(values), ...(id ? { id } : {}) }, { 'x-locale': locale });
    assert.equal(res.statusCode, 400, res.body);
    return res.json().message as string;
  };

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('requires the authorisation identifier of a button, and keeps each comma-separated part unique', async () => {
    const parent = await add({ name: 'Perms page', url: '/perms/page' });
    assert.equal(await refusal({ name: 'No perms', menuType: 2, parentId: parent.id }), 'A button needs an authorisation identifier');
    assert.equal(await refusal({ name: '无标识', menuType: 2, parentId: parent.id }, 'cn'), '按钮的授权标识不能为空');
    const button = await add({ name: 'Two actions', menuType: 2, parentId: parent.id, perms: ' demo:a:one , demo:a:two,demo:a:one' });
    assert.equal(button.perms, 'demo:a:one,demo:a:two', 'stored without spaces or repeats');
    assert.equal(button.category, '', 'a button has no category');
    assert.equal(await refusal({ name: 'Clash', menuType: 2, parentId: parent.id, perms: 'demo:b:x,DEMO:A:TWO' }, 'cn'), '授权标识已存在!');
    assert.equal(await refusal({ name: 'Clash', menuType: 2, parentId: parent.id, perms: 'course:pdf' }, 'tc'), '授權標識已存在!');
    assert.match(await refusal({ name: 'Clash', menuType: 2, parentId: parent.id, perms: 'demo:a:one' }), /Authorisation identifier is already taken/);
    // A part that only contains another's is no clash; the record keeps its own parts on edit.
    await add({ name: 'Near', menuType: 2, parentId: parent.id, perms: 'demo:a:on' });
    const kept = await call('PUT', '/edit', { ...menuInput({ name: 'Renamed', menuType: 2, parentId: parent.id, perms: 'demo:a:two,demo:a:one' }), id: button.id });
    assert.equal(kept.statusCode, 200, kept.body);
    const check = async (value: string) => (await s.app.inject({
      url: `/api/sys/duplicate/check?tableName=sys_permission&fieldName=perms&fieldVal=${encodeURIComponent(value)}`, headers: { 'x-access-token': admin },
    })).json().success as boolean;
    assert.equal(await check('demo:c:free,demo:a:two'), false);
    assert.equal(await check('demo:c:free'), true);
  });

  it('checks URLs: an external link starts with http(s), another menu with /', async () => {
    assert.equal(await refusal({ name: 'Bad link', category: 'link', url: 'javascript:alert(1)' }), 'An external link must start with http:// or https://');
    assert.equal(await refusal({ name: '坏链接', category: 'dataService', url: 'ftp://data.example' }, 'cn'), '外部链接须以 http:// 或 https:// 开头');
    assert.equal(await refusal({ name: 'Bad path', category: 'portal', url: 'javascript:alert(1)' }), 'A menu path must start with /');
    const link = await add({ name: 'Data service', category: 'dataService', url: 'https://data.example/service' });
    assert.equal(link.internalOrExternal, true);
    const portal = await add({ name: 'Own page', category: 'selfWritten', url: '/own/page' });
    assert.equal(portal.internalOrExternal, false);
    assert.equal(await refusal({ name: 'Now bad', category: 'link', url: '/own/page' }, 'en', 'PUT', portal.id), 'An external link must start with http:// or https://');
  });

  it('places a first-level menu at the top and refuses a submenu without a parent', async () => {
    const other = await add({ name: 'Somewhere', url: '/somewhere' });
    const top = await add({ name: 'Top', url: '/top', parentId: other.id });
    assert.equal(top.parentId, null);
    assert.equal(await refusal({ name: 'Lost', menuType: 1, url: '/lost' }), 'A submenu or a button needs a parent menu');
    assert.equal((await call('POST', '/add', menuInput({ name: 'Bad group', url: '/g', permissionGroup: 'nope' }))).statusCode, 400);
  });

  it('answers the whole tree, the first level and the children of one or several menus', async () => {
    const root = await add({ name: 'Tree root', url: '/tree', sortNo: 2 });
    const b = await add({ name: 'Tree b', menuType: 1, parentId: root.id, url: '/tree/b', sortNo: 2 });
    const a = await add({ name: 'Tree a', menuType: 1, parentId: root.id, url: '/tree/a', sortNo: 1 });
    const button = await add({ name: 'Tree button', menuType: 2, parentId: a.id, perms: 'tree:a:go' });
    const tree = (await call('GET', '/list')).json().result as MenuTreeNode[];
    const node = tree.find((n) => n.id === root.id)!;
    assert.deepEqual(node.children!.map((n) => n.id), [a.id, b.id], 'children in sort order');
    assert.deepEqual([node.hasChildren, node.leaf], [true, false]);
    const aNode = node.children![0]!;
    assert.deepEqual(aNode.children!.map((n) => [n.id, n.leaf, n.children]), [[button.id, true, undefined]]);
    const system = tree.find((n) => n.id === 'menu-system')!;
    assert.ok(system.children!.some((n) => n.id === 'menu-sys-permission-group'), 'the permission groups page is under System');
    const named = (await call('GET', '/list?name=tree%20a')).json().result as MenuTreeNode[];
    assert.deepEqual(named.map((n) => [n.id, n.leaf]), [[a.id, true]], 'a filtered tree shows a menu whose parent is filtered out at the top');

    const firstLevel = (await call('GET', '/getSystemMenuList')).json().result as MenuTreeNode[];
    assert.ok(firstLevel.some((n) => n.id === root.id && n.hasChildren && !n.leaf));
    assert.ok(firstLevel.every((n) => n.menuType === 0));
    const sub = (await call('GET', `/getSystemSubmenu?parentId=${root.id}`)).json().result as MenuTreeNode[];
    assert.deepEqual(sub.map((n) => [n.id, n.leaf]), [[a.id, false], [b.id, true]]);
    const batch = (await call('GET', `/getSystemSubmenuBatch?parentIds=${root.id},${a.id}`)).json().result as Record<string, MenuTreeNode[]>;
    assert.deepEqual(Object.keys(batch).sort(), [root.id, a.id].sort());
    assert.deepEqual(batch[a.id]!.map((n) => n.id), [button.id]);
    const paged = (await call('GET', '/pageList?pageSize=2&name=tree')).json().result;
    assert.equal(paged.total, 4);
    assert.equal(paged.records.length, 2);
  });

  it('refuses the tree reads to a user without the permission, and to another tenant', async () => {
    const staff = await s.login('zhangsan');
    for (const url of ['/list', '/getSystemMenuList', '/getSystemSubmenu?parentId=menu-system', '/getSystemSubmenuBatch?parentIds=menu-system']) {
      assert.equal((await s.app.inject({ url: `/api/sys/permission${url}`, headers: { 'x-access-token': staff } })).statusCode, 403, url);
      const other = await call('GET', url, undefined, { 'x-tenant-id': '2', 'x-locale': 'en' });
      assert.equal(other.statusCode, 403, url);
      assert.equal(other.json().message, 'Only the platform administrators may manage this data');
    }
  });

  it('deletes a menu with its subtree, their grants and their data rules', async () => {
    const root = await add({ name: 'Doomed', url: '/doomed' });
    const child = await add({ name: 'Doomed child', menuType: 1, parentId: root.id, url: '/doomed/child', componentName: 'PositionList' });
    const button = await add({ name: 'Doomed button', menuType: 2, parentId: child.id, perms: 'doomed:go' });
    const role = await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values([child.id, button.id].map((id) => ({ role_id: role.id, permission_id: id }))).execute();
    const rule = await call('POST', '/addPermissionRule', { permissionId: child.id, ruleName: 'r', ruleColumn: 'code', ruleConditions: 'eq', ruleValue: 'P1', status: '1' });
    assert.equal(rule.statusCode, 200, rule.body);
    assert.equal((await call('DELETE', `/delete?id=${root.id}`)).statusCode, 200);
    const left = await s.ctx.db.selectFrom('permissions').select('id').where('id', 'in', [root.id, child.id, button.id]).execute();
    assert.deepEqual(left, []);
    assert.deepEqual(await s.ctx.db.selectFrom('role_permissions').select('permission_id').where('permission_id', 'in', [child.id, button.id]).execute(), []);
    assert.deepEqual(await s.ctx.db.selectFrom('data_rules').select('id').where('permission_id', '=', child.id).execute(), []);
  });
});
