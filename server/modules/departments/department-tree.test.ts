import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../../lib/credentials/passwords.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { nextChildCode, segmentOf } from './org-code-repository.ts';

type Node = Record<string, unknown> & { id: string; orgCode: string; departName: string; isLeaf: boolean; children?: Node[] };

describe('department codes', () => {
  it('counts A01…A99, then B01…Z99, and has none after Z99', () => {
    assert.deepEqual([1, 2, 99, 100, 2574].map(segmentOf), ['A01', 'A02', 'A99', 'B01', 'Z99']);
    assert.equal(nextChildCode('A01', []), 'A01A01');
    assert.equal(nextChildCode('A01', ['A01A01', 'A01A07', 'A01A03']), 'A01A08');
    assert.equal(nextChildCode('', ['A99']), 'B01');
    assert.equal(nextChildCode('A01', ['A01Z99']), null);
  });
});

describe('departments', () => {
  let s: TestServer;
  let admin: string;
  const ids = new Map<string, string>();
  const tenant2 = { 'x-tenant-id': '2' };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const result = async (url: string, token = admin, headers: Record<string, string> = {}) => {
    const res = await call('GET', url, token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result;
  };
  const add = async (departName: string, parentId?: string, headers: Record<string, string> = {}) => {
    const res = await call('POST', '/sys/sysDepart/add', admin, { departName, orgType: '2', ...(parentId ? { parentId } : {}) }, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; orgCode: string; parentId: string | null };
  };
  const codes = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children?.length ? [n.orgCode, codes(n.children)] : n.orgCode));

  /** A tenant-1 user in `departCode` whose role holds the department page with `rules` on it. */
  async function ruledUser(username: string, rules: [string, string, string][], departCode = 'A01A02'): Promise<string> {
    const db = s.ctx.db;
    const role = await db.insertInto('roles').values({ tenant_id: 1, role_code: `r-${username}`, role_name: username }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('role_permissions').values(['menu-sys-depart', 'btn-depart-list'].map((permission_id) => ({ role_id: role.id, permission_id }))).execute();
    for (const [field, rule, value] of rules) {
      const { id } = await db.insertInto('data_rules').values({
        permission_id: 'menu-sys-depart', rule_name: 'r', rule_column: field, rule_condition: rule, rule_value: value,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('role_data_rules').values({ role_id: role.id, rule_id: id }).execute();
    }
    const { id } = await db.insertInto('users').values({
      username, realname: username, password_hash: await hashPassword(STAFF_PASSWORD, 12), password_changed_at: new Date(), org_code: departCode,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_tenants').values({ user_id: id, tenant_id: 1 }).execute();
    await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    await db.insertInto('user_departments').values({ user_id: id, department_id: ids.get(departCode)! }).execute();
    await s.settled();
    return s.login(username);
  }

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    for (const row of await s.ctx.db.selectFrom('departments').select(['id', 'org_code']).where('tenant_id', '=', 1).execute()) ids.set(row.org_code, row.id);
  });
  after(async () => { await s.close(); });

  it('answers the whole tree in sort order with the documented node shape', async () => {
    const tree = await result('/sys/sysDepart/queryTreeList') as Node[];
    assert.deepEqual(codes(tree), [['A01', [['A01A01', ['A01A01A01']], 'A01A02', 'A01A03']]]);
    const root = tree[0]!;
    for (const key of ['id', 'key', 'value', 'title', 'departName', 'orgCode', 'orgType', 'parentId', 'pid', 'children', 'isLeaf']) assert.ok(key in root, key);
    assert.deepEqual([root.key, root.value, root.title, root.parentId, root.pid, root.orgType, root.isLeaf], [root.id, root.id, '总公司', null, null, '1', false]);
    const post = root.children![0]!.children![0]!;
    assert.deepEqual([post.departName, post.pid, post.isLeaf, post.orgType], ['开发岗', ids.get('A01A01'), true, '3']);
  });

  it('answers one level lazily, the id tree for pickers, and a search by name', async () => {
    const roots = await result('/sys/sysDepart/queryDepartTreeSync') as Node[];
    assert.deepEqual(roots.map((n) => [n.orgCode, n.isLeaf, 'children' in n]), [['A01', false, false]]);
    const level = await result(`/sys/sysDepart/queryDepartTreeSync?pid=${ids.get('A01')}`) as Node[];
    assert.deepEqual(level.map((n) => [n.orgCode, n.isLeaf]), [['A01A01', false], ['A01A02', true], ['A01A03', true]]);
    assert.deepEqual(await result(`/sys/sysDepart/queryDepartTreeSync?pid=${ids.get('A01A01A01')}`), []);
    const idTree = await result('/sys/sysDepart/queryIdTree') as Node[];
    assert.deepEqual(Object.keys(idTree[0]!).sort(), ['children', 'hasChildren', 'id', 'isLeaf', 'key', 'leaf', 'orgCode', 'pid', 'title', 'value']);
    assert.equal(idTree[0]!.children!.length, 3);
    const found = await result(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('市场')}`) as Node[];
    assert.deepEqual(found.map((n) => [n.orgCode, n.title, 'children' in n]), [['A01A02', '市场部', false]]);
    assert.deepEqual(await result(`/sys/sysDepart/searchBy?keyWord=nothing-like-it`), []);
    const staff = await s.login('zhangsan');
    assert.equal((await call('GET', '/sys/sysDepart/queryTreeList', staff)).statusCode, 403);
    // The pickers' tree is the organisation chart: names and codes, to anyone signed in.
    const chart = await result('/sys/sysDepart/queryIdTree', staff) as Node[];
    assert.deepEqual(chart.map((n) => [n.orgCode, n.title, n.children!.length]), [['A01', idTree[0]!.title, 3]]);
    assert.equal((await s.app.inject({ method: 'GET', url: '/api/sys/sysDepart/queryIdTree' })).statusCode, 401);
    assert.equal((await call('GET', '/sys/sysDepart/searchBy?keyWord=a', staff)).statusCode, 403);
  });

  it("answers the signed-in user's departments with their subtrees", async () => {
    assert.deepEqual(codes(await result('/sys/sysDepart/queryMyDeptTreeList', await s.login('zhangsan'))), [['A01A01', ['A01A01A01']], 'A01A02']);
    assert.deepEqual(codes(await result('/sys/sysDepart/queryMyDeptTreeList')), [['A01', [['A01A01', ['A01A01A01']], 'A01A02', 'A01A03']]]);
  });

  it('keeps tenants apart in every tree call', async () => {
    assert.deepEqual(await result('/sys/sysDepart/queryTreeList', admin, tenant2), []);
    const theirs = await add('租户二总部', undefined, tenant2);
    assert.equal(theirs.orgCode, 'A01', 'codes are per tenant');
    assert.deepEqual(codes(await result('/sys/sysDepart/queryTreeList', admin, tenant2)), ['A01']);
    assert.deepEqual(await result(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('市场')}`, admin, tenant2), []);
    assert.deepEqual(await result(`/sys/sysDepart/queryDepartTreeSync?pid=${ids.get('A01')}`, admin, tenant2), []);
    assert.deepEqual(await result('/sys/sysDepart/queryMyDeptTreeList', admin, tenant2), []);
    assert.ok(!(await result('/sys/sysDepart/queryIdTree') as Node[]).some((n) => n.id === theirs.id));
    await call('DELETE', `/sys/sysDepart/delete?id=${theirs.id}`, admin, undefined, tenant2);
  });

  it('applies the department page\'s data rules to every tree call', async () => {
    const ruled = await ruledUser('ruledtree', [['orgCode', 'right_like', 'A01A01']]);
    assert.deepEqual(codes(await result('/sys/sysDepart/queryTreeList', ruled)), [['A01A01', ['A01A01A01']]]);
    assert.deepEqual((await result('/sys/sysDepart/queryDepartTreeSync', ruled) as Node[]).map((n) => n.orgCode), ['A01A01'], 'a visible node under a hidden parent is a root');
    assert.deepEqual((await result(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('部')}`, ruled) as Node[]).map((n) => n.orgCode), ['A01A01']);
    assert.deepEqual(await result('/sys/sysDepart/queryMyDeptTreeList', ruled), [], 'its own department A01A02 is outside its rules');
    const own = await ruledUser('ownorg', [['orgCode', 'right_like', '#{sys_org_code}']], 'A01A01');
    const idTree = await result('/sys/sysDepart/queryIdTree', own) as Node[];
    assert.deepEqual(idTree.map((n) => [n.title, n.children!.map((c) => c.title)]), [['信息技术部', ['开发岗']]]);
  });

  it('gives codes from the parent on add, reads them only, and gives each of several adds at once its own', async () => {
    const root = await add('新公司');
    assert.deepEqual([root.orgCode, root.parentId], ['A02', null]);
    const child = await add('新部门', ids.get('A01'));
    assert.equal(child.orgCode, 'A01A04');
    const post = await add('新岗位', ids.get('A01A01'));
    assert.equal(post.orgCode, 'A01A01A02');
    const edited = await call('PUT', '/sys/sysDepart/edit', admin, { id: child.id, departName: '改名部门', orgType: '2', orgCode: 'Z01' });
    assert.equal((await result(`/sys/sysDepart/queryById?id=${child.id}`)).orgCode, 'A01A04', edited.body);
    const together = await Promise.all([1, 2, 3, 4].map((n) => add(`并发${n}`, root.id)));
    assert.deepEqual(together.map((d) => d.orgCode).sort(), ['A02A01', 'A02A02', 'A02A03', 'A02A04']);
    const check = await s.app.inject({
      method: 'GET', url: '/api/sys/duplicate/check?tableName=sys_depart&fieldName=orgCode&fieldVal=a02a01', headers: { 'x-access-token': admin },
    });
    assert.equal(check.json().success, false);
    for (const d of [...together, root, child, post]) await call('DELETE', `/sys/sysDepart/delete?id=${d.id}`);
  });

  it('moves a department with its subtree, its members and their sessions to codes under the new parent', async () => {
    const wangwu = await s.login('wangwu');
    const sub = await add('招聘组', ids.get('A01A03'));
    assert.equal(sub.orgCode, 'A01A03A01');
    const moved = await call('PUT', '/sys/sysDepart/edit', admin, { id: ids.get('A01A03'), departName: '人力资源部', orgType: '2', parentId: ids.get('A01A02') });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().result.orgCode, 'A01A02A01');
    assert.equal((await result(`/sys/sysDepart/queryById?id=${sub.id}`)).orgCode, 'A01A02A01A01');
    const user = await s.ctx.db.selectFrom('users').select('org_code').where('username', '=', 'wangwu').executeTakeFirstOrThrow();
    assert.equal(user.org_code, 'A01A02A01');
    await s.settled();
    const departs = await result('/sys/user/getCurrentUserDeparts', wangwu);
    assert.equal(departs.orgCode, 'A01A02A01');
    const cycle = await call('PUT', '/sys/sysDepart/edit', admin, { id: ids.get('A01A02'), departName: '市场部', orgType: '2', parentId: sub.id });
    assert.equal(cycle.statusCode, 400);
    const back = await call('PUT', '/sys/sysDepart/edit', admin, { id: ids.get('A01A03'), departName: '人力资源部', orgType: '2', parentId: ids.get('A01') });
    assert.equal(back.json().result.orgCode, 'A01A03', 'the next free code under its parent');
    await call('DELETE', `/sys/sysDepart/delete?id=${sub.id}`);
  });

  it('refuses a parent that would make a cycle, in the request\'s language', async () => {
    const res = await call('PUT', '/sys/sysDepart/edit', admin, { id: ids.get('A01'), departName: '总公司', orgType: '1', parentId: ids.get('A01A01A01') }, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'The parent cannot be the record itself or one of its descendants');
  });

  it('checks phone, fax and e-mail formats with their own messages', async () => {
    const bad = async (field: string, value: string, locale = 'cn') => {
      const res = await call('POST', '/sys/sysDepart/add', admin, { departName: '格式', orgType: '2', [field]: value }, { 'x-locale': locale });
      assert.equal(res.statusCode, 400, `${field}=${value}`);
      return res.json().message as string;
    };
    assert.equal(await bad('phone', '12345', 'en'), 'The phone number format is incorrect!');
    assert.equal(await bad('phone', 'abc'), '电话号码格式不正确！');
    assert.equal(await bad('fax', '13800138000', 'tc'), '傳真號碼格式不正確！');
    assert.equal(await bad('email', 'not-an-address'), '邮箱格式不正确');
    const good = await call('POST', '/sys/sysDepart/add', admin, {
      departName: '格式', orgType: '2', phone: '13800138000', fax: '010-12345678', email: 'hr@example.com', address: '北京', memo: '备注',
    });
    assert.equal(good.statusCode, 200, good.body);
    assert.deepEqual([good.json().result.phone, good.json().result.fax, good.json().result.memo], ['13800138000', '010-12345678', '备注']);
    await call('DELETE', `/sys/sysDepart/delete?id=${good.json().result.id}`);
  });

  it('refuses to delete a department with users or sub-departments, and deletes it once they are gone', async () => {
    const team = await add('临时组', ids.get('A01A02'));
    const squad = await add('临时小队', team.id);
    for (const [locale, text] of [['cn', '部门“临时组”下还有子部门，不能删除'], ['en', 'The department "临时组" still has sub-departments, so it cannot be deleted']]) {
      const res = await call('DELETE', `/sys/sysDepart/delete?id=${team.id}`, admin, undefined, { 'x-locale': locale! });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, text);
    }
    const lisi = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('user_departments').values({ user_id: lisi.id, department_id: squad.id }).execute();
    const withUser = await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${team.id},${squad.id}`, admin, undefined, { 'x-locale': 'tc' });
    assert.equal(withUser.statusCode, 400);
    assert.equal(withUser.json().message, '部門「临时小队」下還有用戶，不能刪除');
    await s.ctx.db.deleteFrom('user_departments').where('department_id', '=', squad.id).execute();
    assert.equal((await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${team.id},${squad.id}`)).statusCode, 200, 'children deleted with their parent');
    assert.equal((await call('GET', `/sys/sysDepart/queryById?id=${squad.id}`)).statusCode, 404);
  });
});
