import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_PASSWORD, STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { MAX_PASSWORD_RESETS } from './user-jeecg-routes.ts';

/**
 * The start-up and role–user calls of JeecgBoot's Vue 3 client, sent as it sends them
 * (src/views/system/user/user.api.ts, role.api.ts; LoginController, SysUserController…).
 */
describe("JeecgBoot's start-up and role–user calls", () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const sample = (n: number) => ({ username: `jb_${n}`, password: STAFF_PASSWORD, realname: `启动${n}`, phone: `135${String(n).padStart(8, '0')}` });
  const addUser = async (n: number, extra: object = {}, headers: Record<string, string> = {}) => {
    const res = await call('POST', '/sys/user/add', admin, { ...sample(n), ...extra }, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; username: string; roleIds: string[] };
  };
  const roleOf = async (tenantId: number, code: string) =>
    (await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', code).executeTakeFirstOrThrow()).id;
  /** A 4xx with the message in cn, en and tc. */
  async function refusedIn3(send: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): { message: string } }>, status: number, messages: [string, string, string]) {
    for (const [i, locale] of (['cn', 'en', 'tc'] as const).entries()) {
      const res = await send({ 'x-locale': locale });
      assert.deepEqual([res.statusCode, res.json().message], [status, messages[i]], locale);
    }
  }
  const FORBIDDEN: [string, string, string] = ['没有权限访问该资源', 'Access denied', '沒有權限訪問該資源'];

  before(async () => {
    s = await startTestServer({ timeZone: 'Asia/Shanghai' });
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  describe('GET /sys/user/getUserInfo and GET /sys/logout', () => {
    it('answers the user, every dictionary and the server zone, as JeecgBoot answers getUserInfo', async () => {
      const res = await call('GET', '/sys/user/getUserInfo?_t=1', admin, undefined, { 'x-locale': 'en' });
      assert.equal(res.statusCode, 200, res.body);
      const { userInfo, sysAllDictItems, timeZone } = res.json().result;
      assert.deepEqual([userInfo.username, userInfo.tenantId, timeZone], ['admin', 1, 'Asia/Shanghai']);
      assert.deepEqual(sysAllDictItems.sex.map((i: { text: string }) => i.text).slice(0, 2), ['Male', 'Female']);
      assert.equal((await s.app.inject({ url: '/api/sys/user/getUserInfo' })).statusCode, 401);
    });

    it('signs out on GET as on POST: the token no longer works', async () => {
      const token = await s.login('lisi');
      const out = await call('GET', '/sys/logout', token, undefined, { 'x-locale': 'en' });
      assert.deepEqual([out.statusCode, out.json().message], [200, 'Signed out']);
      assert.equal((await call('GET', '/sys/user/getUserInfo', token)).statusCode, 401);
      assert.equal((await call('GET', '/sys/logout', token)).statusCode, 401);
    });

    it('the login answers the server zone too', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
      assert.equal(res.json().result.timeZone, 'Asia/Shanghai');
    });
  });

  describe('GET /sys/permission/getPermCode', () => {
    it("answers the user's button codes (codeList), their entries and every button", async () => {
      const mine = (await call('GET', '/sys/permission/getPermCode', admin)).json().result;
      assert.ok(mine.codeList.includes('system:user:add'));
      assert.equal(mine.codeList.length, mine.auth.filter((e: { status: string }) => e.status === '1').length);
      assert.ok(mine.allAuth.length >= mine.auth.length);
      assert.equal(mine.sysSafeMode, false);
      const staffs = (await call('GET', '/sys/permission/getPermCode', staff)).json().result;
      assert.ok(!staffs.codeList.includes('system:user:add'), 'a staff member has not the administrators\' buttons');
      assert.deepEqual(staffs.allAuth, mine.allAuth);
    });
  });

  describe('tenants: getCurrentUserTenant and queryList', () => {
    it("answers the signed-in user's tenants in force", async () => {
      const res = await call('GET', '/sys/tenant/getCurrentUserTenant', admin);
      assert.deepEqual(res.json().result.list.map((t: { id: string }) => t.id), ['1', '2']);
      assert.match(res.json().result.list[0].createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await s.ctx.db.updateTable('tenants').set({ status: 0 }).where('id', '=', 2).execute();
      try {
        assert.deepEqual((await call('GET', '/sys/tenant/getCurrentUserTenant', admin)).json().result.list.map((t: { id: string }) => t.id), ['1']);
      } finally {
        await s.ctx.db.updateTable('tenants').set({ status: 1 }).where('id', '=', 2).execute();
      }
      const staffs = await call('GET', '/sys/tenant/getCurrentUserTenant', staff);
      assert.deepEqual(staffs.json().result.list.map((t: { id: string }) => t.id), ['1']);
    });

    it('answers the tenants in force, or those among ids, to the platform administrators only', async () => {
      const all = await call('GET', '/sys/tenant/queryList', admin);
      assert.equal(all.statusCode, 200, all.body);
      assert.deepEqual(all.json().result.map((t: { id: string }) => t.id).sort(), ['1', '2']);
      assert.equal(all.json().result[0].status_dictText !== undefined, true, 'with its dictionary text');
      const some = await call('GET', '/sys/tenant/queryList?ids=2,999,abc', admin);
      assert.deepEqual(some.json().result.map((t: { id: string }) => t.id), ['2']);
      await refusedIn3((h) => call('GET', '/sys/tenant/queryList', staff, undefined, h), 403, FORBIDDEN);
      const elsewhere = await s.login('admin', ADMIN_PASSWORD, { 'x-tenant-id': '2' });
      assert.equal((await call('GET', '/sys/tenant/queryList', elsewhere, undefined, { 'x-tenant-id': '2' })).statusCode, 403);
    });
  });

  describe('checks of forms: checkRoleCode and checkPermDuplication', () => {
    it('tells whether a role code is free in the tenant, the edited role excepted', async () => {
      const adminRole = await roleOf(1, 'admin');
      const taken = await call('GET', '/sys/role/checkRoleCode?roleCode=admin', admin, undefined, { 'x-locale': 'en' });
      assert.deepEqual([taken.json().success, taken.json().message], [false, 'This role code already exists']);
      assert.equal((await call('GET', `/sys/role/checkRoleCode?roleCode=admin&id=${adminRole}`, admin)).json().success, true);
      assert.equal((await call('GET', '/sys/role/checkRoleCode?roleCode=brand_new', admin)).json().success, true);
      // The other tenant's role id does not make a code of this tenant free.
      const otherAdmin = await roleOf(2, 'admin');
      assert.equal((await call('GET', `/sys/role/checkRoleCode?roleCode=admin&id=${otherAdmin}`, admin)).json().success, false);
      await refusedIn3((h) => call('GET', '/sys/role/checkRoleCode?roleCode=x', staff, undefined, h), 403, FORBIDDEN);
      assert.equal((await call('GET', `/sys/role/checkRoleCode?roleCode=${'x'.repeat(200)}`, admin)).statusCode, 400);
    });

    it("tells whether another menu has a route, from the platform tenant's administrators", async () => {
      const menu = await s.ctx.db.selectFrom('permissions').select(['id', 'url', 'always_show']).where('url', '=', '/isystem/user').executeTakeFirstOrThrow();
      const taken = await call('GET', '/sys/permission/checkPermDuplication?url=/isystem/user&alwaysShow=false', admin, undefined, { 'x-locale': 'tc' });
      assert.deepEqual([taken.json().success, taken.json().message], [false, '訪問路徑不允許重複，請重定義！']);
      assert.equal((await call('GET', `/sys/permission/checkPermDuplication?url=/isystem/user&id=${menu.id}&alwaysShow=false`, admin)).json().success, true);
      assert.equal((await call('GET', '/sys/permission/checkPermDuplication?url=/nowhere&alwaysShow=false', admin)).json().success, true);
      await refusedIn3((h) => call('GET', '/sys/permission/checkPermDuplication?url=/x&alwaysShow=false', staff, undefined, h), 403, FORBIDDEN);
      assert.equal((await call('GET', '/sys/permission/checkPermDuplication?url=/x&alwaysShow=maybe', admin)).statusCode, 400);
    });
  });

  describe('users: listAll, userDepartList, getQuitList, resetPassword', () => {
    it("lists the tenant's users as the list does, not every tenant's", async () => {
      const elsewhere = await s.login('admin', ADMIN_PASSWORD, { 'x-tenant-id': '2' });
      const added = await call('POST', '/sys/user/add', elsewhere, sample(10), { 'x-tenant-id': '2' });
      assert.equal(added.statusCode, 200, added.body);
      const inTwo = added.json().result as { id: string };
      const page = (await call('GET', '/sys/user/listAll?pageSize=1000', admin)).json().result;
      assert.ok(!page.records.some((u: { id: string }) => u.id === inTwo.id), "another tenant's user is not listed");
      assert.ok(page.records.some((u: { username: string }) => u.username === 'zhangsan'));
      assert.ok(page.records[0].sex_dictText !== undefined);
      await refusedIn3((h) => call('GET', '/sys/user/listAll', staff, undefined, h), 403, FORBIDDEN);
    });

    it("answers a user's departments as key, value and title; another tenant's user is not found", async () => {
      const departs = (await s.ctx.db.selectFrom('departments').select(['id', 'depart_name']).where('tenant_id', '=', 1).orderBy('org_code').limit(2).execute());
      const user = await addUser(11, { departIds: departs.map((d) => d.id) });
      const res = await call('GET', `/sys/user/userDepartList?userId=${user.id}`, admin);
      assert.deepEqual(res.json().result.map((d: { key: string; title: string }) => [d.key, d.title]).sort(), departs.map((d) => [d.id, d.depart_name]).sort());
      assert.equal(res.json().result[0].value, res.json().result[0].key);
      const elsewhere = await s.login('admin', ADMIN_PASSWORD, { 'x-tenant-id': '2' });
      assert.equal((await call('GET', `/sys/user/userDepartList?userId=${user.id}`, elsewhere, undefined, { 'x-tenant-id': '2' })).statusCode, 404);
      assert.equal((await call('GET', '/sys/user/userDepartList?userId=no-such-user', admin)).statusCode, 404);
      assert.equal((await call('GET', '/sys/user/userDepartList', admin)).statusCode, 400);
    });

    it('answers the departed users of the tenant', async () => {
      const user = await addUser(12);
      assert.equal((await call('PUT', '/sys/user/userQuit', admin, { userId: user.id })).statusCode, 200);
      const quit = (await call('GET', '/sys/user/getQuitList', admin)).json().result as { id: string; status: number; status_dictText: string }[];
      assert.ok(quit.some((u) => u.id === user.id));
      assert.ok(quit.every((u) => u.status === 3));
      await refusedIn3((h) => call('GET', '/sys/user/getQuitList', staff, undefined, h), 403, FORBIDDEN);
    });

    it('resets passwords to temporary ones that must change at the next sign-in, and ends their sessions', async () => {
      const user = await addUser(13);
      const session = await s.login(user.username);
      const res = await call('PUT', `/sys/user/resetPassword?usernames=${user.username.toUpperCase()}`, admin);
      assert.equal(res.statusCode, 200, res.body);
      const temporary = res.json().result[user.username.toUpperCase()] as string;
      assert.ok(temporary.length >= 8);
      assert.equal((await call('GET', '/sys/user/getUserInfo', session)).statusCode, 401, 'the old session ended');
      const login = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: user.username, password: temporary } });
      assert.equal(login.json().result.passwordChangeRequired, true);
      assert.equal((await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: user.username, password: STAFF_PASSWORD } })).statusCode, 400);
      const logged = await s.ctx.db.selectFrom('sys_logs').select('log_content').where('log_content', '=', `user resetPassword: ${user.id}`).execute();
      assert.equal(logged.length, 1, 'logged with the change, in its transaction');
    });

    it("refuses a reset of unknown, another tenant's, too many, or the administrator's accounts, and without the permission", async () => {
      const resets = async () => (await s.ctx.db.selectFrom('sys_logs').select('id').where('log_content', 'like', 'user resetPassword:%').execute()).length;
      const resetsBefore = await resets();
      assert.equal((await call('PUT', '/sys/user/resetPassword?usernames=nobody_here', admin)).statusCode, 404);
      const elsewhere = await s.login('admin', ADMIN_PASSWORD, { 'x-tenant-id': '2' });
      assert.equal((await call('PUT', '/sys/user/resetPassword?usernames=zhangsan', elsewhere, undefined, { 'x-tenant-id': '2' })).statusCode, 404);
      assert.equal((await call('PUT', '/sys/user/resetPassword?usernames=admin', admin)).statusCode, 400);
      const many = Array.from({ length: MAX_PASSWORD_RESETS + 1 }, (_, i) => `u${i}`).join(',');
      await refusedIn3((h) => call('PUT', `/sys/user/resetPassword?usernames=${many}`, admin, undefined, h), 400,
        [`一次最多重置 ${MAX_PASSWORD_RESETS} 个用户的密码`, `At most ${MAX_PASSWORD_RESETS} passwords can be reset at once`, `一次最多重置 ${MAX_PASSWORD_RESETS} 個用戶的密碼`]);
      await refusedIn3((h) => call('PUT', '/sys/user/resetPassword?usernames=lisi', staff, undefined, h), 403, FORBIDDEN);
      const login = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'zhangsan', password: STAFF_PASSWORD } });
      assert.equal(login.statusCode, 200, 'nothing was reset');
      assert.equal(await resets(), resetsBefore, 'nor logged');
    });
  });

  describe('role–user calls: userRoleList, addSysUserRole, deleteUserRole', () => {
    it('lists, adds and removes the users of a role of the tenant', async () => {
      const role = await roleOf(1, 'staff');
      const a = await addUser(20);
      const b = await addUser(21);
      const added = await call('POST', '/sys/user/addSysUserRole', admin, { roleId: role, userIdList: [a.id, b.id, a.id] });
      assert.equal(added.statusCode, 200, added.body);
      assert.equal((await call('POST', '/sys/user/addSysUserRole', admin, { roleId: role, userIdList: [a.id] })).statusCode, 200, 'again: no change');
      const listed = (await call('GET', `/sys/user/userRoleList?roleId=${role}&username=jb_2&pageSize=10`, admin)).json().result;
      assert.deepEqual(listed.records.map((u: { username: string }) => u.username).sort(), ['jb_20', 'jb_21']);
      assert.equal((await call('GET', `/sys/user/userRoleList?roleId=${role}&realname=启动21`, admin)).json().result.total, 1);
      const removed = await call('DELETE', `/sys/user/deleteUserRole?roleId=${role}&userId=${a.id}`, admin, undefined, { 'x-locale': 'en' });
      assert.deepEqual([removed.statusCode, removed.json().message], [200, 'User removed from the role']);
      const after_ = (await call('GET', `/sys/user/queryById?id=${a.id}`, admin)).json().result;
      assert.deepEqual(after_.roleIds, []);
      assert.equal((await call('DELETE', `/sys/user/deleteUserRole?roleId=${role}&userId=${a.id}`, admin)).statusCode, 404, 'no such link');
    });

    it('takes users out of a role in a batch (deleteUserRoleBatch), those holding it; another tenant\'s role or user changes nothing', async () => {
      const role = await roleOf(1, 'staff');
      const [a, b, c] = [await addUser(23), await addUser(24), await addUser(25)];
      assert.equal((await call('POST', '/sys/user/addSysUserRole', admin, { roleId: role, userIdList: [a.id, b.id] })).statusCode, 200);
      const batch = (roleId: string, ids: string[], token = admin, headers: Record<string, string> = {}) =>
        call('DELETE', `/sys/user/deleteUserRoleBatch?roleId=${roleId}&userIds=${ids.join(',')}`, token, undefined, headers);
      const otherRole = await roleOf(2, 'staff');
      await refusedIn3((h) => batch(otherRole, [a.id], admin, h), 400, ['角色不存在或不属于本租户', 'No such role in this tenant', '角色不存在或不屬於本租戶']);
      await refusedIn3((h) => batch(role, [a.id], staff, h), 403, FORBIDDEN);
      const theirs = await addUser(26, {}, { 'x-tenant-id': '2' });
      assert.equal((await batch(role, [a.id, theirs.id])).statusCode, 404, 'a user outside the tenant: all or none');
      assert.deepEqual((await call('GET', `/sys/user/queryById?id=${a.id}`, admin)).json().result.roleIds, [role]);
      assert.equal((await batch(role, [a.id, b.id, c.id])).statusCode, 200);
      for (const user of [a, b, c]) assert.deepEqual((await call('GET', `/sys/user/queryById?id=${user.id}`, admin)).json().result.roleIds, []);
      assert.equal((await batch(role, [])).statusCode, 400, 'no ids');
    });

    it("refuses another tenant's role or user, unknown ids, and callers without the permission, changing nothing", async () => {
      const role = await roleOf(1, 'staff');
      const otherRole = await roleOf(2, 'staff');
      const user = await addUser(22);
      const NO_ROLE: [string, string, string] = ['角色不存在或不属于本租户', 'No such role in this tenant', '角色不存在或不屬於本租戶'];
      await refusedIn3((h) => call('POST', '/sys/user/addSysUserRole', admin, { roleId: otherRole, userIdList: [user.id] }, h), 400, NO_ROLE);
      await refusedIn3((h) => call('GET', `/sys/user/userRoleList?roleId=${otherRole}`, admin, undefined, h), 400, NO_ROLE);
      await refusedIn3((h) => call('DELETE', `/sys/user/deleteUserRole?roleId=no-such&userId=${user.id}`, admin, undefined, h), 400, NO_ROLE);
      const elsewhere = await s.login('admin', ADMIN_PASSWORD, { 'x-tenant-id': '2' });
      assert.equal((await call('POST', '/sys/user/addSysUserRole', elsewhere, { roleId: otherRole, userIdList: [user.id] }, { 'x-tenant-id': '2' })).statusCode, 404,
        "a user outside the tenant is not found");
      assert.equal((await call('POST', '/sys/user/addSysUserRole', admin, { roleId: role, userIdList: [user.id, 'no-such-user'] })).statusCode, 404);
      const adminId = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
      assert.equal((await call('POST', '/sys/user/addSysUserRole', admin, { roleId: role, userIdList: [adminId] })).statusCode, 400);
      await refusedIn3((h) => call('POST', '/sys/user/addSysUserRole', staff, { roleId: role, userIdList: [user.id] }, h), 403, FORBIDDEN);
      await refusedIn3((h) => call('DELETE', `/sys/user/deleteUserRole?roleId=${role}&userId=${user.id}`, staff, undefined, h), 403, FORBIDDEN);
      await refusedIn3((h) => call('GET', `/sys/user/userRoleList?roleId=${role}`, staff, undefined, h), 403, FORBIDDEN);
      for (const bad of [{ roleId: role, userIdList: [] }, { roleId: role }, { roleId: '', userIdList: [user.id] }, { roleId: role, userIdList: 'x'.repeat(70) }]) {
        assert.equal((await call('POST', '/sys/user/addSysUserRole', admin, bad)).statusCode, 400, JSON.stringify(bad).slice(0, 80));
      }
      assert.deepEqual((await call('GET', `/sys/user/queryById?id=${user.id}`, admin)).json().result.roleIds, []);
    });
  });
});
