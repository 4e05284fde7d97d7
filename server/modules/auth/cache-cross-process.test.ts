import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { roleOnPage } from '../../test-support/data-rule-kit.ts';
import { postgresOnly, startTwoServers, type TestServer } from '../../test-support/test-server.ts';

const skip = postgresOnly('cross-process caches');

/** Issue 10: a change on process A reaches what process B holds in memory within one second. */
describe('caches across server processes on one PostgreSQL', { skip }, () => {
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    [a, b] = await startTwoServers();
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (s: TestServer, path: string, token: string) => s.app.inject({ url: `/api/${path}`, headers: { 'x-access-token': token } });
  /** Warms B's cache with `path` and shows it holds it: asking again costs B no query. */
  const heldByB = async (path: string, token: string) => {
    assert.equal((await get(b, path, token)).statusCode, 200);
    const before = b.queries();
    assert.equal((await get(b, path, token)).statusCode, 200);
    assert.equal(b.queries() - before, 0, `B answers ${path} from memory`);
  };
  /** Milliseconds until `seen` holds on B, polling; fails after 1 s. */
  const within1s = async (seen: () => Promise<boolean>) => {
    const start = performance.now();
    while (!(await seen())) {
      assert.ok(performance.now() - start < 1000, 'B saw the change within 1 s');
      await sleep(10);
    }
    return performance.now() - start;
  };

  it('ends on B a session cached there when it signs out on A', async () => {
    const token = await a.login('zhangsan');
    await heldByB('sys/user/getUserIp', token);
    assert.equal((await a.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } })).statusCode, 200);
    await within1s(async () => (await get(b, 'sys/user/getUserIp', token)).statusCode === 401);
  });

  it('ends on B a session cached there when its user is frozen on A', async () => {
    const token = await a.login('lisi');
    await heldByB('sys/user/getUserIp', token);
    await a.ctx.db.updateTable('users').set({ status: 2 }).where('username', '=', 'lisi').execute();
    try {
      await within1s(async () => (await get(b, 'sys/user/getUserIp', token)).statusCode === 401);
    } finally {
      await a.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'lisi').execute();
    }
  });

  it('changes on B a menu and a permission cached there when a role changes on A', async () => {
    const token = await a.login('wangwu');
    await heldByB('sys/permission/getUserPermissionByToken', token);
    assert.equal((await get(b, 'sys/user/list', token)).statusCode, 403);
    const staffRole = await a.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await a.ctx.db.insertInto('role_permissions').values([
      { role_id: staffRole.id, permission_id: 'menu-system' }, { role_id: staffRole.id, permission_id: 'menu-sys-user' },
      { role_id: staffRole.id, permission_id: 'btn-user-list' },
    ]).execute();
    try {
      await within1s(async () => {
        const menu = (await get(b, 'sys/permission/getUserPermissionByToken', token)).json().result.menu as MenuItem[];
        return menu.some((m) => m.path === '/isystem');
      });
      assert.equal((await get(b, 'sys/user/list', token)).statusCode, 200);
    } finally {
      await a.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staffRole.id)
        .where('permission_id', 'in', ['menu-system', 'menu-sys-user', 'btn-user-list']).execute();
    }
  });

  it('applies on B the data rules changed on A: a rule, the roles of a user', async () => {
    const db = a.ctx.db;
    const ruled = await roleOnPage(db, { username: 'zhangsan', page: 'PositionList', roleCode: 'cross-ruled', rule: { rule_column: 'code', rule_condition: 'ne', rule_value: 'cross-a' } });
    const admin = await a.login('admin');
    for (const code of ['cross-a', 'cross-b']) {
      const added = await a.app.inject({ method: 'POST', url: '/api/sys/position/add', headers: { 'x-access-token': admin }, payload: { code, name: code } });
      assert.equal(added.statusCode, 200, added.body);
    }
    const token = await a.login('zhangsan');
    const codesOnB = async () => ((await get(b, 'sys/position/list?pageSize=100', token)).json().result.records as { code: string }[]).map((r) => r.code);
    await within1s(async () => (await codesOnB()).includes('cross-b'));
    /** B lists from the rules it holds: no data-rule query (the page and its count only). */
    const rulesHeldByB = async () => {
      const sent = await b.statementsOf(codesOnB);
      assert.deepEqual(sent.filter((text) => text.includes('data_rules')), [], 'B holds the rules');
    };
    await rulesHeldByB();
    assert.ok(!(await codesOnB()).includes('cross-a'), 'the rule applies on B');

    await db.updateTable('data_rules').set({ rule_value: 'cross-b' }).where('id', '=', ruled.ruleId!).execute();
    await within1s(async () => { const codes = await codesOnB(); return codes.includes('cross-a') && !codes.includes('cross-b'); });

    await rulesHeldByB();
    const other = await db.insertInto('roles').values({ tenant_id: 1, role_code: 'cross-other', role_name: 'cross-other' }).returning('id').executeTakeFirstOrThrow();
    const rule = await db.insertInto('data_rules').values({ permission_id: ruled.menuId, rule_name: 'cross-other', rule_column: 'code', rule_condition: 'ne', rule_value: 'cross-a' })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('role_data_rules').values({ role_id: other.id, rule_id: rule.id }).execute();
    await db.insertInto('user_roles').values({ user_id: ruled.userId, role_id: other.id }).execute();
    await within1s(async () => { const codes = await codesOnB(); return !codes.includes('cross-a') && !codes.includes('cross-b'); });
  });
});
