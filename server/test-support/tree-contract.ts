import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server.ts';
import type { Method } from './http-method.ts';

type Input = Record<string, unknown>;

/** What the resource contract lends its tree checks, read once its server has started. */
export interface TreeContractContext {
  s: TestServer;
  admin: string;
  call(method: Method, url: string, token: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  add(input: Input, token?: string, headers?: Record<string, string>): Promise<Input & { id: string }>;
  sample(n: number, text: string, tenantId?: number): Input;
  /** A valid child of `parentId`. */
  child(n: number, text: string, parentId: string, tenantId?: number): Input;
  /** The record field holding the parent's id. */
  parentField: string;
  /** Platform data: no tenant of its own to keep apart (the resource contract refuses other tenants). */
  platform: boolean;
}

type Node = Input & { id: string; hasChildren: boolean };

/**
 * The checks every tree resource runs besides the resource contract (widgets-admin §4 "Tree
 * tables load children lazily when a node with hasChildren is expanded; a node without
 * children becomes a leaf"): roots and children through `childList`, each with `hasChildren`;
 * a parent that is the row itself, a descendant or not there refused; tenants kept apart.
 */
export function treeContract(context: () => TreeContractContext): void {
  const tenant2 = { 'x-tenant-id': '2' };
  const level = async (pid: string | null, headers: Record<string, string> = {}, token = context().admin): Promise<Node[]> => {
    const res = await context().call('GET', `/childList${pid ? `?pid=${encodeURIComponent(pid)}` : ''}`, token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as Node[];
  };
  const child = (n: number, text: string, parent: string, tenantId = 1) => context().child(n, text, parent, tenantId);
  const parentOf = (node: Input) => node[context().parentField];

  it('lists roots and the children of a node through childList, each with hasChildren', async () => {
    const { add, call, s } = context();
    const root = await add(context().sample(90, 'tree root'));
    const middle = await add(child(91, 'tree middle', root.id));
    const leaf = await add(child(92, 'tree leaf', middle.id));
    assert.equal(parentOf(middle), root.id);
    const roots = await level(null);
    assert.deepEqual(roots.filter((n) => n.id === root.id).map((n) => n.hasChildren), [true]);
    assert.ok(roots.every((n) => !parentOf(n)), 'roots have no parent');
    assert.ok(!roots.some((n) => n.id === middle.id), 'a child is not a root');
    assert.deepEqual((await level(root.id)).map((n) => [n.id, n.hasChildren]), [[middle.id, true]]);
    assert.deepEqual((await level(middle.id)).map((n) => [n.id, n.hasChildren]), [[leaf.id, false]]);
    assert.deepEqual(await level(leaf.id), []);
    assert.equal((await call('GET', '/childList', await s.login('zhangsan'))).statusCode, 403);
  });

  it('refuses a parent that is the row itself, one of its descendants, or not there; moves a node', async () => {
    const { add, call, admin, sample } = context();
    const root = await add(sample(93, 'cycle root'));
    const middle = await add(child(94, 'cycle middle', root.id));
    const leaf = await add(child(95, 'cycle leaf', middle.id));
    for (const parent of [root.id, leaf.id, middle.id]) {
      const res = await call('PUT', '/edit', admin, { ...child(93, 'cycle root', parent), id: root.id });
      assert.equal(res.statusCode, 400, `${parent}: ${res.body}`);
    }
    assert.equal((await call('POST', '/add', admin, child(96, 'cycle orphan', 'missing'))).statusCode, 400);
    const moved = await call('PUT', '/edit', admin, { ...child(95, 'cycle leaf', root.id), id: leaf.id });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual((await level(root.id)).map((n) => n.id).sort(), [middle.id, leaf.id].sort());
    assert.equal((await level(middle.id)).length, 0);
    const unrooted = await call('PUT', '/edit', admin, { ...sample(94, 'cycle middle'), [context().parentField]: '', id: middle.id });
    assert.equal(unrooted.statusCode, 200, unrooted.body);
    assert.ok(!parentOf(unrooted.json().result));
    assert.ok((await level(null)).some((n) => n.id === middle.id));
  });

  it('keeps tenants apart in childList and in parents', async (t) => {
    const { add, call, admin, sample, platform } = context();
    if (platform) return t.skip('platform data');
    const theirs = await add(sample(97, 'tree tenant two', 2), admin, tenant2);
    const theirChild = await add(child(98, 'tree tenant two child', theirs.id, 2), admin, tenant2);
    assert.ok(!(await level(null)).some((n) => n.id === theirs.id));
    assert.deepEqual(await level(theirs.id), []);
    assert.deepEqual((await level(theirs.id, tenant2)).map((n) => n.id), [theirChild.id]);
    assert.ok((await level(null, tenant2)).some((n) => n.id === theirs.id && n.hasChildren));
    assert.equal((await call('POST', '/add', admin, child(99, 'tree stowaway', theirs.id))).statusCode, 400);
  });
}
