import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InputOf, Resource } from '../../shared/kit/resource.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Node = Record<string, unknown> & { id: string; hasChildren: boolean };

/** What a tree resource gives the tree checks. */
export interface TreeContractOptions<X extends Resource> {
  resource: X;
  /** A valid input of a top-level node, distinct for each `n`; `text` goes into `textField`. */
  root(n: number, text: string): InputOf<X>;
  /** A valid input of a node under `parentId`. */
  child(n: number, text: string, parentId: string): InputOf<X>;
  textField: keyof InputOf<X> & string;
}

/**
 * The checks every tree resource runs beside `resourceContract` (widgets-admin §4 "Tree tables
 * load children lazily when a node with hasChildren is expanded; a node without children
 * becomes a leaf"): `childList` answers the top level without `pid` and a node's children
 * with it, each with `hasChildren`; a parent must exist, and a node never moves under itself
 * or one of its descendants.
 */
export function treeContract<X extends Resource>(options: TreeContractOptions<X>): void {
  const { resource } = options;
  const parentField = resource.tree?.parentField;
  if (!parentField) throw new Error(`${resource.name} is not a tree resource`);
  const base = `/api${resource.basePath}`;

  describe(`kit tree contract: ${resource.name}`, () => {
    let s: TestServer;
    let admin: string;
    const call = (method: Method, url: string, payload?: unknown) =>
      s.app.inject({ method, url: `${base}${url}`, headers: { 'x-access-token': admin }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const add = async (input: unknown) => {
      const res = await call('POST', '/add', input);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as Node;
    };
    const children = async (pid?: string) => {
      const res = await call('GET', `/childList${pid ? `?pid=${encodeURIComponent(pid)}` : ''}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as Node[];
    };

    before(async () => {
      s = await startTestServer();
      admin = await s.login('admin');
    });
    after(async () => { await s.close(); });

    it('answers the top level without pid and the children of pid, each with hasChildren', async () => {
      const root = await add(options.root(1, 'tree root'));
      const leafRoot = await add(options.root(2, 'tree lone root'));
      const child = await add(options.child(3, 'tree child', root.id));
      const grandchild = await add(options.child(4, 'tree grandchild', child.id));
      const top = await children();
      assert.equal(top.find((n) => n.id === root.id)?.hasChildren, true);
      assert.equal(top.find((n) => n.id === leafRoot.id)?.hasChildren, false);
      assert.ok(!top.some((n) => n.id === child.id), 'a child is not at the top level');
      assert.deepEqual((await children(root.id)).map((n) => [n.id, n.hasChildren]), [[child.id, true]]);
      assert.deepEqual((await children(child.id)).map((n) => [n.id, n.hasChildren]), [[grandchild.id, false]]);
      assert.deepEqual(await children(grandchild.id), []);
    });

    it('refuses a parent that does not exist, and a move under the node itself or its descendant', async () => {
      const root = await add(options.root(10, 'cycle root'));
      const child = await add(options.child(11, 'cycle child', root.id));
      const unknown = await call('POST', '/add', options.child(12, 'orphan', 'no-such-parent'));
      assert.equal(unknown.statusCode, 400, unknown.body);
      const underItself = await call('PUT', '/edit', { ...options.child(11, 'cycle child', child.id), id: child.id });
      assert.equal(underItself.statusCode, 400, underItself.body);
      const rootUnderChild = await call('PUT', '/edit', { ...options.child(10, 'cycle root', child.id), id: root.id });
      assert.equal(rootUnderChild.statusCode, 400, rootUnderChild.body);
      const after = await call('GET', `/queryById?id=${root.id}`);
      assert.equal(after.json().result[parentField], null, 'the refused move changed nothing');
      assert.deepEqual((await children(root.id)).map((n) => n.id), [child.id]);
    });
  });
}
