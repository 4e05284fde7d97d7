import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
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
});
