import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DataRule, DataRuleInput } from '../../../shared/kit/data-rule.ts';
import { hashPassword } from '../../lib/credentials/passwords.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const POSITIONS = 'menu-sys-position';

describe('data rules of menus', () => {
  let s: TestServer;
  let admin: string;
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}, token = admin) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const rule = (values: Partial<DataRuleInput> = {}): DataRuleInput => ({
    permissionId: POSITIONS, ruleName: 'Codes from P1', ruleColumn: 'code', ruleConditions: 'right_like', ruleValue: 'P1', status: '1', ...values,
  });
  const addRule = async (values: Partial<DataRuleInput> = {}) => {
    const res = await call('POST', '/sys/permission/addPermissionRule', rule(values));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as DataRule;
  };
  const refusal = async (values: Partial<DataRuleInput>) => {
    const res = await call('POST', '/sys/permission/addPermissionRule', rule(values), { 'x-locale': 'en' });
    assert.equal(res.statusCode, 400, res.body);
    return res.json().message as string;
  };

  /** A signed-in user of tenant 1 with a new role and nothing else. */
  async function userWithRole(username: string): Promise<{ token: string; roleId: string }> {
    const db = s.ctx.db;
    const role = await db.insertInto('roles').values({ tenant_id: 1, role_code: `role-${username}`, role_name: username }).returning('id').executeTakeFirstOrThrow();
    const { id } = await db.insertInto('users').values({
      username, realname: username, password_hash: await hashPassword(STAFF_PASSWORD, 12), password_changed_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_tenants').values({ user_id: id, tenant_id: 1 }).execute();
    await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    return { token: await s.login(username), roleId: role.id };
  }

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('adds, lists, filters, edits and deletes the rules of a menu', async () => {
    const first = await addRule();
    const second = await addRule({ ruleName: 'Mine', ruleColumn: 'name', ruleConditions: 'eq', ruleValue: '#{sys_user_code}' });
    const listed = (await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${POSITIONS}`)).json().result as DataRule[];
    assert.deepEqual(listed.map((r) => r.id), [first.id, second.id]);
    assert.deepEqual(listed[0], { ...rule(), id: first.id });
    const byName = (await call('GET', `/sys/permission/queryPermissionRule?permissionId=${POSITIONS}&ruleName=mine`)).json().result as DataRule[];
    assert.deepEqual(byName.map((r) => r.id), [second.id]);
    const byColumn = (await call('GET', `/sys/permission/queryPermissionRule?permissionId=${POSITIONS}&ruleColumn=cod`)).json().result as DataRule[];
    assert.deepEqual(byColumn.map((r) => r.id), [first.id]);
    const edited = await call('PUT', '/sys/permission/editPermissionRule', { ...rule({ ruleValue: 'P2', status: '0' }), id: first.id });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual([edited.json().result.ruleValue, edited.json().result.status], ['P2', '0']);
    assert.equal((await call('PUT', '/sys/permission/editPermissionRule', { ...rule(), id: 'missing' })).statusCode, 404);
    assert.equal((await call('DELETE', `/sys/permission/deletePermissionRule?id=${second.id}`)).statusCode, 200);
    assert.equal((await call('DELETE', `/sys/permission/deletePermissionRule?id=${second.id}`)).statusCode, 404);
    const logged = await s.ctx.db.selectFrom('sys_logs').select(['log_content', 'operate_type']).where('log_content', 'like', 'menu %Rule: %').execute();
    assert.deepEqual(logged.map((entry) => [entry.log_content, entry.operate_type]).sort(), [
      [`menu addRule: ${POSITIONS}`, 2], [`menu addRule: ${POSITIONS}`, 2], [`menu deleteRule: ${POSITIONS}`, 4], [`menu editRule: ${POSITIONS}`, 3],
    ], 'add, add, edit, delete, each on the rule\'s menu');
  });

  it('refuses at save time a rule that could not apply, saying why', async () => {
    assert.equal(await refusal({ ruleColumn: 'password_hash' }), "The rule field password_hash is not a field of this page's data");
    assert.match(await refusal({ ruleValue: '#{sys_nobody}' }), /^Unknown variable #\{sys_nobody\}; use one of #\{sys_user_id\}/);
    assert.match(await refusal({ ruleValue: 'P#{SYS_USER_CODE}' }), /Unknown variable/);
    assert.equal(await refusal({ ruleColumn: 'createTime', ruleConditions: 'like', ruleValue: '2024' }), 'The rule value does not suit the field createTime or the condition');
    assert.equal(await refusal({ ruleColumn: 'createTime', ruleConditions: 'gt', ruleValue: '#{sys_user_code}' }), 'The rule value does not suit the field createTime or the condition');
    assert.equal(await refusal({ permissionId: 'menu-home' }), 'Data rules cannot apply to the page of this menu (Analysis)');
    assert.equal(await refusal({ permissionId: 'btn-position-list' }), 'Data rules cannot apply to the page of this menu (-)');
    const cn = await call('POST', '/sys/permission/addPermissionRule', rule({ ruleColumn: 'nope' }));
    assert.equal(cn.json().message, '规则字段 nope 不是该页面数据的字段');
    assert.equal((await call('POST', '/sys/permission/addPermissionRule', rule({ permissionId: 'no-such-menu' }))).statusCode, 404);
    const ok = await call('POST', '/sys/permission/addPermissionRule', rule({ ruleColumn: 'createTime', ruleConditions: 'ge', ruleValue: '2024-01-01' }));
    assert.equal(ok.statusCode, 200, ok.body);
    const first = (await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${POSITIONS}`)).json().result[0] as DataRule;
    const badEdit = await call('PUT', '/sys/permission/editPermissionRule', { ...first, ruleColumn: 'nope' });
    assert.equal(badEdit.statusCode, 400);
  });

  it('keeps the rules to platform administrators holding the data rule permission', async () => {
    const staff = await s.login('zhangsan');
    assert.equal((await call('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${POSITIONS}`, undefined, {}, staff)).statusCode, 403);
    const other = await call('POST', '/sys/permission/addPermissionRule', rule(), { 'x-tenant-id': '2', 'x-locale': 'en' });
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Only the platform administrators may manage this data');
  });

  it("gives a role a menu's rules, and the rule narrows the positions its user sees", async () => {
    for (const [code, name] of [['P100', 'first'], ['P200', 'second'], ['P150', 'third']]) {
      assert.equal((await call('POST', '/sys/position/add', { code, name, postRank: '1' })).statusCode, 200);
    }
    const { token, roleId } = await userWithRole('ruledpos');
    const granted = await call('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: `${POSITIONS},btn-position-list` });
    assert.equal(granted.statusCode, 200, granted.body);
    const codes = async () => ((await call('GET', '/sys/position/list?pageSize=50&column=code&order=asc', undefined, {}, token)).json().result.records as { code: string }[]).map((r) => r.code);
    assert.deepEqual(await codes(), ['P100', 'P150', 'P200']);
    const p1 = await addRule({ ruleName: 'Only P1', ruleValue: 'P1' });
    const other = await call('POST', '/sys/permission/addPermissionRule', { ...rule(), permissionId: 'menu-sys-permission', ruleColumn: 'name' });
    assert.equal(other.statusCode, 200, other.body);
    const save = (dataRuleIds: string, headers: Record<string, string> = {}, role = roleId, permissionId = POSITIONS) =>
      call('POST', '/sys/role/saveDataRule', { permissionId, roleId: role, dataRuleIds }, headers);
    assert.equal((await save(other.json().result.id)).statusCode, 400, "a rule of another menu");
    assert.equal((await save(p1.id)).statusCode, 200);
    assert.deepEqual(await codes(), ['P100', 'P150']);
    const loaded = (await call('GET', `/sys/role/queryDataRule/${POSITIONS}/${roleId}`)).json().result as { datarule: DataRule[]; drChecked: string };
    assert.equal(loaded.drChecked, p1.id);
    assert.ok(loaded.datarule.some((r) => r.id === p1.id));
    assert.equal((await save('')).statusCode, 200);
    assert.deepEqual(await codes(), ['P100', 'P150', 'P200'], 'taking the rule away widens the list again');

    const notGranted = await save(p1.id, { 'x-locale': 'cn' }, roleId, 'menu-sys-permission');
    assert.equal(notGranted.statusCode, 400);
    assert.equal(notGranted.json().message, '请先保存角色菜单权限!');
    assert.equal((await save(p1.id, { 'x-tenant-id': '2' })).statusCode, 404, "another tenant's administrator cannot give tenant 1's role rules");
    assert.equal((await call('GET', `/sys/role/queryDataRule/${POSITIONS}/${roleId}`, undefined, { 'x-tenant-id': '2' })).statusCode, 404);

    // Taking the menu away from the role takes its rules of that menu along.
    assert.equal((await save(p1.id)).statusCode, 200);
    await call('POST', '/sys/permission/saveRolePermission', { roleId, permissionIds: 'btn-position-list' });
    assert.deepEqual(await s.ctx.db.selectFrom('role_data_rules').select('rule_id').where('role_id', '=', roleId).execute(), []);
  });
});
