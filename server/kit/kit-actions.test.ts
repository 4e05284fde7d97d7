import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Type } from 'typebox';
import { defineAction } from '../../shared/kit/action.ts';
import { DEFAULT_ROUTES, defineResource, routeOf } from '../../shared/kit/resource.ts';
import { positionResource } from '../../shared/resources/position.ts';
import { AppError } from '../lib/app-error.ts';
import { positionTable } from '../modules/positions/index.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { RequestScope } from './request-scope.ts';
import { createResourceRepository } from './resource-repository.ts';

/**
 * The kit's part of every action (server/kit/action-routes.ts, `repository.act`), on the
 * positions' table: one transaction, the rows checked against the tenant and the data rules
 * first, the operation log, work after the commit only once it committed. The resources' own
 * actions run the contract suite over HTTP (server/test-support/resource-contract.ts).
 */
describe('kit actions', () => {
  let s: TestServer;
  let repository: ReturnType<typeof createResourceRepository<typeof positionResource>>;
  const scope = (tenantId = 1, rules: RequestScope['rules'] = []): RequestScope => ({
    tenantId, userId: 'u-test', username: 'tester', orgCode: 'A01', rules, may: () => false, ip: '127.0.0.1', url: '/test', locale: 'en',
  });
  const nameOf = async (id: string) => (await s.ctx.db.selectFrom('positions').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  const logOf = async (id: string) => (await s.ctx.db.selectFrom('sys_logs').select(['operate_type', 'log_content', 'tenant_id'])
    .where('log_content', 'like', `position rename: %${id}%`).execute());
  const rename = (to: string) => (tx: Parameters<Parameters<typeof repository.act>[3]>[0], ids: readonly string[]) =>
    tx.updateTable('positions').set({ name: to }).where('id', 'in', [...ids]).execute();

  before(async () => {
    s = await startTestServer();
    repository = createResourceRepository(s.ctx.db, positionTable);
  });
  after(async () => { await s.close(); });

  const addPosition = async (n: number, name: string, tenantId = 1) =>
    repository.create(scope(tenantId), { code: `ACT${n}`, name, postRank: '1' });

  it('writes in one transaction with its operation-log entry, then runs the work left for after the commit', async () => {
    const id = await addPosition(1, 'before');
    const done: string[] = [];
    const answer = await repository.act(scope(), [id], 'rename', async (tx, afterCommit) => {
      await rename('after')(tx, [id]);
      afterCommit(async () => { done.push(await nameOf(id)); });
      return 'answered';
    });
    assert.equal(answer, 'answered');
    assert.deepEqual(done, ['after'], 'after the commit, the change is there to see');
    assert.deepEqual(await logOf(id), [{ operate_type: 3, log_content: `position rename: ${id}`, tenant_id: 1 }]);
  });

  it('rolls everything back when the action refuses after writing: no change, no log entry, no work after the commit', async () => {
    const id = await addPosition(2, 'kept');
    let ran = false;
    await assert.rejects(repository.act(scope(), [id], 'rename', async (tx, afterCommit) => {
      await rename('lost')(tx, [id]);
      afterCommit(() => { ran = true; });
      throw new AppError(400, 'adminUnchangeable');
    }), (error) => error instanceof AppError && error.status === 400);
    assert.equal(await nameOf(id), 'kept');
    assert.deepEqual(await logOf(id), []);
    assert.equal(ran, false);
  });

  it('finds no row the data rules hide, nor another tenant\'s: all or nothing, a 404 before any work', async () => {
    const shown = await addPosition(3, 'ruled in');
    const hidden = await addPosition(4, 'ruled out');
    const theirs = await addPosition(5, 'ruled in too', 2);
    const ruled = scope(1, [{ field: 'name', rule: 'right_like', val: 'ruled in' }]);
    for (const ids of [[hidden], [shown, hidden], [theirs], ['missing'], []]) {
      let worked = false;
      await assert.rejects(repository.act(ruled, ids, 'rename', async () => { worked = true; }),
        (error) => error instanceof AppError && error.status === 404, ids.join());
      assert.equal(worked, false);
    }
    assert.deepEqual([await nameOf(shown), await nameOf(hidden), await nameOf(theirs)], ['ruled in', 'ruled out', 'ruled in too']);
    await repository.act(ruled, [shown], 'rename', async (tx, _afterCommit) => { await rename('ruled in, renamed')(tx, [shown]); });
    assert.equal(await nameOf(shown), 'ruled in, renamed');
    await repository.act(scope(2), [theirs], 'rename', async (tx) => { await rename('theirs renamed')(tx, [theirs]); });
    assert.deepEqual((await logOf(theirs)).map((entry) => entry.tenant_id), [2], 'logged in the tenant acted in');
  });
});

describe('routes per action', () => {
  const resource = defineResource({
    ...positionResource,
    routes: { list: 'page', add: { method: 'PUT', path: 'create' }, edit: { method: 'POST', path: 'update' }, delete: 'remove' },
  });

  it('reads each route\'s method and path from the definition, else JeecgBoot\'s', () => {
    assert.deepEqual(routeOf(resource, 'list'), { method: 'GET', path: 'page' });
    assert.deepEqual(routeOf(resource, 'add'), { method: 'PUT', path: 'create' });
    assert.deepEqual(routeOf(resource, 'edit'), { method: 'POST', path: 'update' });
    assert.deepEqual(routeOf(resource, 'delete'), { method: 'DELETE', path: 'remove' });
    assert.deepEqual(routeOf(resource, 'deleteBatch'), DEFAULT_ROUTES.deleteBatch);
    assert.deepEqual(routeOf(positionResource, 'edit'), { method: 'PUT', path: 'edit' });
  });

  it('gives an action its method (PUT unless named) and its resource', () => {
    const action = defineAction(positionResource, { name: 'touch', path: 'touch', permission: positionResource.permissions.edit!, input: Type.Object({ id: Type.String() }) });
    assert.equal(action.method, 'PUT');
    assert.equal(action.resource, positionResource);
  });
});
