import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { userResource } from '../../../shared/resources/user.ts';
import { cancelQuitAction, freezeUsersAction, setPasswordAction, userQuitAction } from '../../../shared/resources/user-actions.ts';
import { readXlsxRows } from '../../lib/spreadsheet/xlsx-reader.ts';
import { writeXlsx } from '../../lib/spreadsheet/xlsx-writer.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { importedPasswordsOf } from './imported-passwords.ts';
import { ADMIN_PASSWORD, STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

const NEW_PASSWORD = 'Fresh#2026pass';
const sample = (n: number, text: string) => ({
  username: `user_${n}`, password: STAFF_PASSWORD, realname: text, phone: `138${String(n).padStart(8, '0')}`, workNo: `W${n}`,
  email: `user${n}@example.com`, sex: 1 as const,
});

resourceContract({
  resource: userResource, sample, textField: 'realname', uniqueField: 'phone',
  // In this order each succeeds on the row the ones before acted on: frozen, departed, back, a new password.
  actions: [
    { action: freezeUsersAction, input: (row) => ({ ids: row.id, status: '2' }) },
    { action: userQuitAction, input: (row) => ({ userId: row.id }) },
    { action: cancelQuitAction, input: (row) => ({ userIds: row.id }) },
    { action: setPasswordAction, input: (row) => ({ username: row.username, password: 'Changed#2026pass', confirmpassword: 'Changed#2026pass' }) },
  ],
});

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

  it('refuses a bad landline (座机) on add and edit, naming the field in the request language, and keeps a good one', async () => {
    const en = { 'x-locale': 'en' };
    const bad = await call('POST', '/sys/user/add', { ...sample(104, 'x'), telephone: '010-8888x' }, en);
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().message, 'Invalid request: Landline is not valid');
    assert.equal((await call('GET', '/sys/user/list?username=user_104')).json().result.total, 0, 'nothing added');
    const user = await add(105, { telephone: '(010) 8888-6666' });
    const edited = await call('PUT', '/sys/user/edit', { ...sample(105, 'x'), id: user.id, telephone: '8888 六六' }, { 'x-locale': 'tc' });
    assert.equal(edited.statusCode, 400, edited.body);
    assert.equal(edited.json().message, '請求參數錯誤：座機 格式不正確');
    const kept = (await call('GET', `/sys/user/queryById?id=${user.id}`)).json().result as { telephone: string };
    assert.equal(kept.telephone, '(010) 8888-6666');
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

  it('imports users with a password column, checked by the policy and hashed as on add; a row without a valid one is in error', async () => {
    const upload = async (headers: string[], rows: string[][], locale = 'en') => {
      const file = await buffer(writeXlsx({ name: 'users', columns: headers.map((header) => ({ header })), rows }));
      const boundary = `----dkp${Date.now().toString(16)}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        file, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return s.app.inject({
        method: 'POST', url: '/api/sys/user/importExcel', payload,
        headers: { 'x-access-token': admin, 'x-locale': locale, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const errorRows = async (fileUrl: string) => {
      const download = await s.app.inject({ method: 'GET', url: `/api${fileUrl}`, headers: { 'x-access-token': admin } });
      assert.equal(download.statusCode, 200, download.body);
      const rows = [];
      for await (const row of readXlsxRows(download.rawPayload, { maxRows: 100 })) rows.push(row.values);
      return rows;
    };

    // Headed as the kit's template is (the fields' titles), in Chinese, with 密码 beside them.
    const res = await upload(['用户账号', '用户姓名', '手机号', '密码'], [
      ['import_ok', '导入好', '13500000001', NEW_PASSWORD],
      ['import_weak', '导入弱', '13500000002', 'weakpass'],
      ['import_none', '导入空', '13500000003', ''],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.code, 201, res.body);
    assert.equal(body.result.msg, '1 rows imported, 2 in error');
    const rows = await errorRows(body.result.fileUrl);
    assert.deepEqual(rows.map((r) => [r['用户账号'], r['密码'] ?? null]), [['import_weak', null], ['import_none', null]], 'the passwords are not written back');
    assert.equal(rows[0]!.Error, 'The password needs at least 8 characters mixing digits, upper and lower case letters and symbols');
    assert.equal(rows[1]!.Error, 'Password is required');

    const stored = await s.ctx.db.selectFrom('users').select(['password_hash', 'status']).where('username', '=', 'import_ok').executeTakeFirstOrThrow();
    assert.ok(!stored.password_hash.includes(NEW_PASSWORD), 'hashed');
    assert.equal(stored.status, 1);
    // The hash is made after the import answered (imported-passwords.ts).
    await importedPasswordsOf(s.ctx).idle();
    assert.ok(await s.login('import_ok', NEW_PASSWORD));
    assert.equal((await call('GET', '/sys/user/list?username=import_')).json().result.total, 1);

    // An exported file has no password column: every row says which column is missing.
    const missing = await upload(['Username', 'Name', 'Mobile'], [['import_nopw', '无密码', '13500000004']], 'cn');
    assert.equal(missing.json().code, 201, missing.body);
    assert.equal((await errorRows(missing.json().result.fileUrl))[0]!['错误信息'], '缺少列：密码');
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
    // Its own departments, not the seed's: a parent with two children side by side.
    const depart = async (departName: string, parentId?: string) => {
      const res = await call('POST', '/sys/sysDepart/add', { departName, orgType: '2', ...(parentId ? { parentId } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as { id: string };
    };
    const parent = await depart('选人上级');
    const child = await depart('选人本部', parent.id);
    const sibling = await depart('选人邻部', parent.id);
    const user = await add(160, { departIds: [child.id] });
    const pickIds = async (departId: string, headers: Record<string, string> = {}) =>
      ((await call('GET', `/sys/user/queryUserComponentData?departId=${departId}&pageSize=100`, undefined, headers)).json().result as { records: { id: string }[] }).records.map((r) => r.id);
    assert.ok((await pickIds(child.id)).includes(user.id), 'its own department');
    assert.ok((await pickIds(parent.id)).includes(user.id), 'the department above it');
    assert.ok(!(await pickIds(sibling.id)).includes(user.id), 'not a department beside it');
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
