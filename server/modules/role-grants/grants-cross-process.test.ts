import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { postgresOnly, startTwoServers, type TestServer } from '../../test-support/test-server.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

const skip = postgresOnly('grants across processes');

const paths = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

describe('a saved grant across server processes on one PostgreSQL', { skip }, () => {
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    [a, b] = await startTwoServers();
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it("saved on A, is pushed to the role's user on B, and B answers the new menu as soon as the push arrives", async () => {
    const origin = await listenForSockets(b);
    const staffOnB = await b.login('zhangsan');
    const socket = await openSocket(origin, await userIdOf(b, 'zhangsan'), staffOnB);
    const menuOnB = async () => ((await b.app.inject({
      url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': staffOnB },
    })).json().result as { menu: MenuItem[] }).menu;
    // B holds the old grant in its cache.
    assert.ok(!paths(await menuOnB()).includes('/isystem/position'));
    const role = await a.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    const before = (await a.ctx.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.id).execute()).map((r) => r.permission_id);
    // B's cache notice of the save is held back, as if its cache connection were the slower of
    // B's two: only the push itself can then keep B from answering the old grant.
    const invalidate = b.ctx.permissions.invalidate;
    const held: Parameters<typeof invalidate>[0][] = [];
    b.ctx.permissions.invalidate = (change) => {
      // Told by invalidation.ts's `hear` (or `dropAll`: under load B's listening connection may be
      // renewed, which drops everything, the notice sent meanwhile being lost). Found by the
      // function's name, which a bundled test file keeps, where the file name is the bundle's.
      if ((change.kind === 'grants' || change.kind === 'all') && /\bat (hear|dropAll)\d* \(/.test(new Error().stack!)) held.push(change);
      else invalidate(change);
    };
    const res = await a.app.inject({
      method: 'POST', url: '/api/sys/permission/saveRolePermission', headers: { 'x-access-token': await a.login('admin') },
      payload: { roleId: role.id, permissionIds: [...before, 'menu-system', 'menu-sys-position'].join(','), lastpermissionIds: before.join(',') },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await socket.next(5000), { cmd: 'permission', msgTxt: '', msgId: role.id });
    try {
      assert.ok(paths(await menuOnB()).includes('/isystem/position'), 'no stale grant on B once its socket heard the push');
      // The hold stays until the notice comes (on a loaded machine it may come after the check,
      // which then passed without it all the more): were the hold not catching it, it would
      // have gone through and this wait would fail.
      for (const start = Date.now(); held.length === 0 && Date.now() - start < 10_000;) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      b.ctx.permissions.invalidate = invalidate;
      for (const change of held) invalidate(change);
      socket.ws.close();
    }
    assert.ok(held.length > 0, "B's cache notice was held back: the check above did not pass through it");
  });
});
