import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server.ts';
import type { TreeSpec } from '../../shared/kit/tree.ts';
import type { Method } from './http-method.ts';

type Input = Record<string, unknown>;

/** What the resource contract lends its tree checks, read once its server has started. */
export interface TreeContractContext {
  s: TestServer;
  admin: string;
  call(method: Method, url: string, token: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A GET below the resource's base at exactly `url`, not mapped to a kit route of that name (menus' tree is `list`). */
  callAt(method: Method, url: string, token: string): Promise<LightMyRequestResponse>;
  add(input: Input, token?: string, headers?: Record<string, string>): Promise<Input & { id: string }>;
  sample(n: number, text: string, tenantId?: number): Input;
  /** A valid child of `parentId`. */
  child(n: number, text: string, parentId: string, tenantId?: number): Input;
  /** The record field holding the parent's id. */
  parentField: string;
  /** Platform data: no tenant of its own to keep apart (the resource contract refuses other tenants). */
  platform: boolean;
  /** How the resource is a tree: its title field and the tree calls it names. */
  tree: TreeSpec;
}

type Node = Input & { id: string; hasChildren: boolean; isLeaf: boolean; leaf: boolean; key: string; title: string; pid: string | null; children?: Node[] };

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

  it('answers the tree calls the resource names, each node with the tree fields, within its permission', async () => {
    const { add, callAt: call, s, tree } = context();
    const routes = tree.routes ?? {};
    const get = async (path: string, token = context().admin) => {
      const res = await call('GET', path, token);
      assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
      return res.json().result;
    };
    const root = await add(context().sample(84, 'named tree root'));
    const middle = await add(child(85, 'named tree middle', root.id));
    const leaf = await add(child(86, 'named tree leaf', middle.id));
    const fieldsOf = (node: Node, record: Input, hasChildren: boolean) => {
      assert.deepEqual([node.key, node.title, node.pid, node.hasChildren, node.isLeaf, node.leaf],
        [record.id, String(record[tree.titleField]), parentOf(record) || null, hasChildren, !hasChildren, !hasChildren], String(record.id));
    };
    const staff = await s.login('zhangsan');
    const refused: string[] = [];
    if (routes.tree) {
      const found = (await get(`/${routes.tree}`) as Node[]).find((n) => n.id === root.id)!;
      fieldsOf(found, root, true);
      fieldsOf(found.children![0]!, middle, true);
      assert.deepEqual(found.children![0]!.children!.map((n) => [n.id, 'children' in n]), [[leaf.id, false]]);
      refused.push(`/${routes.tree}`);
    }
    if (routes.level) {
      const { path, param } = routes.level;
      assert.ok((await get(`/${path}`) as Node[]).some((n) => n.id === root.id), 'the roots without a parent');
      const [node, ...rest] = await get(`/${path}?${param}=${encodeURIComponent(root.id)}`) as Node[];
      assert.equal(rest.length, 0);
      fieldsOf(node!, middle, true);
      refused.push(`/${path}?${param}=${root.id}`);
    }
    if (routes.levels) {
      const { path, param } = routes.levels;
      const levels = await get(`/${path}?${param}=${root.id},${middle.id}`) as Record<string, Node[]>;
      assert.deepEqual(Object.fromEntries(Object.entries(levels).map(([id, nodes]) => [id, nodes.map((n) => n.id)])), { [root.id]: [middle.id], [middle.id]: [leaf.id] });
      assert.equal((await call('GET', `/${path}?${param}=`, context().admin)).statusCode, 400);
      refused.push(`/${path}?${param}=${root.id}`);
    }
    if (routes.idTree) {
      // The pickers' tree: anyone signed in, ids, titles and the named fields only.
      const found = (await get(`/${routes.idTree}`, staff) as Node[]).find((n) => n.id === root.id);
      assert.ok(found, 'the new root is in the pickers\' tree');
      assert.deepEqual(Object.keys(found).sort(), ['children', 'hasChildren', 'id', ...(tree.idFields ?? []), 'isLeaf', 'key', 'leaf', 'pid', 'title', 'value'].sort());
      assert.deepEqual(found.children!.map((n) => n.id), [middle.id]);
    }
    if (routes.search) {
      const { path, param } = routes.search;
      const hits = await get(`/${path}?${param}=${encodeURIComponent('NAMED TREE MID')}`) as Node[];
      assert.deepEqual(hits.map((n) => [n.id, 'children' in n]), [[middle.id, false]]);
      refused.push(`/${path}?${param}=tree`);
    }
    for (const path of refused) assert.equal((await call('GET', path, staff)).statusCode, 403, path);
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
