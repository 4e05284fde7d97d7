import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Resource } from '../../shared/kit/resource.ts';
import {
  levelNodeSchema, treeNodeSchema, type TreeNode, type TreeSpec,
} from '../../shared/kit/tree.ts';
import { Envelope } from '../../shared/schemas/envelope.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import { ok } from '../lib/envelope.ts';
import type { TypedApp } from '../lib/typed-app.ts';
import type { RequestScope } from './request-scope.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { splitIds } from './batch-ids.ts';

type Row = Record<string, unknown> & { id: string };
const Id = Type.String({ maxLength: 64 });
const T = { _t: Type.Optional(Type.String()) };

/** The tree spec of a tree resource (a programming error when it is none). */
export function treeOf(resource: Pick<Resource, 'name' | 'tree'>): TreeSpec {
  if (!resource.tree) throw new Error(`${resource.name} is not a tree resource`);
  return resource.tree;
}

/** A record as a tree node without children. */
export function toTreeNode<R extends Row>(record: R, tree: TreeSpec, hasChildren: boolean): TreeNode<R> {
  const parent = record[tree.parentField];
  return {
    ...record, key: record.id, value: record.id, title: String(record[tree.titleField] ?? ''),
    pid: typeof parent === 'string' && parent ? parent : null, hasChildren, isLeaf: !hasChildren, leaf: !hasChildren,
  };
}

/**
 * The tree of `records`, each node with its children in the records' order. A record whose
 * parent is not among them (outside the reader's data rules or filters) is a root: nobody sees
 * a node through one they may not see, and nobody loses one because of it.
 */
export function buildTree<R extends Row>(records: readonly R[], tree: TreeSpec): TreeNode<R>[] {
  const ids = new Set(records.map((r) => r.id));
  const byParent = new Map<string | null, R[]>();
  for (const record of records) {
    const parent = record[tree.parentField];
    const key = typeof parent === 'string' && ids.has(parent) ? parent : null;
    byParent.set(key, [...(byParent.get(key) ?? []), record]);
  }
  const build = (parent: string | null): TreeNode<R>[] => (byParent.get(parent) ?? []).map((record) => {
    const children = build(record.id);
    return children.length ? { ...toTreeNode(record, tree, true), children } : toTreeNode(record, tree, false);
  });
  return build(null);
}

/** Every node of `nodes`, depth first, without its children. */
export function flattenTree<R extends Row>(nodes: readonly TreeNode<R>[]): TreeNode<R>[] {
  return nodes.flatMap(({ children, ...node }) => [node as TreeNode<R>, ...flattenTree(children ?? [])]);
}

/** The subtrees of `nodes` whose roots are in `ids`, outermost only (a chosen node inside another's subtree is in it already). */
export function subtreesOf<R extends Row>(nodes: readonly TreeNode<R>[], ids: ReadonlySet<string>): TreeNode<R>[] {
  return nodes.flatMap((node) => (ids.has(node.id) ? [node] : subtreesOf(node.children ?? [], ids)));
}

/** A picker's copy of `nodes`: the tree fields, the id, `fields`, and children. */
function toIdTree(nodes: readonly TreeNode<Row>[], fields: readonly string[]): Record<string, unknown>[] {
  return nodes.map((node) => ({
    ...Object.fromEntries(['id', ...fields].map((field) => [field, node[field]])),
    key: node.key, value: node.value, title: node.title, pid: node.pid, hasChildren: node.hasChildren, isLeaf: node.isLeaf, leaf: node.leaf,
    ...(node.children ? { children: toIdTree(node.children, fields) } : {}),
  }));
}

/** What the tree routes need of a registered resource. */
export interface TreeRouteContext<X extends Resource> {
  resource: X & { tree: TreeSpec };
  repository: ResourceRepository<X>;
  scopeOf(request: FastifyRequest): Promise<RequestScope>;
  guard(permission: PermissionCode): { config: { auth: { permission: PermissionCode } } };
  /** The read routes' options when they are not the list permission's (content every signed-in user reads). */
  read?: { config: { auth: 'session' | { permission: PermissionCode } } };
}

/**
 * The tree calls of a tree resource (the one tree contract, `TreeRoutes`), each read through
 * the kit's repository, so the tenant and the data rules hold as in its list: `childList` and
 * the resource's named calls for the whole tree, a level, several levels, the pickers' tree and
 * the search.
 */
export function registerTreeRoutes<X extends Resource>(app: TypedApp, { resource, repository, scopeOf, guard, read: readOptions }: TreeRouteContext<X>): void {
  const { tree, basePath, schemas } = resource;
  const routes = tree.routes ?? {};
  const tags = [resource.name];
  const read = readOptions ?? guard(resource.permissions.list);
  const nodeName = `${resource.name[0]!.toUpperCase()}${resource.name.slice(1)}TreeNode`;
  const Nodes = Envelope(Type.Array(treeNodeSchema(nodeName, resource.record.properties)));
  const Level = Envelope(Type.Array(levelNodeSchema(resource.record.properties)));
  const level = async (scope: RequestScope, parentId: string | null) =>
    (await repository.children(scope, parentId)).map(({ hasChildren, ...record }) => toTreeNode(record as unknown as Row, tree, hasChildren));
  const wholeTree = async (scope: RequestScope, query: Record<string, unknown> = {}) =>
    buildTree((await repository.findAll(scope, query as never)) as unknown as Row[], tree);

  app.get(`${basePath}/childList`, { ...read, schema: { tags, querystring: schemas.childQuery, response: { 200: Level } } },
    async (request) => ok(request, await level(await scopeOf(request), request.query.pid || null)));

  if (routes.tree) {
    const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = schemas.listQuery.properties;
    app.get(`${basePath}/${routes.tree}`, { ...read, schema: { tags, querystring: Type.Object(filters), response: { 200: Nodes } } },
      async (request) => ok(request, await wholeTree(await scopeOf(request), request.query)));
  }

  if (routes.level) {
    const { path, param } = routes.level;
    app.get(`${basePath}/${path}`, { ...read, schema: { tags, querystring: Type.Object({ [param]: Type.Optional(Id), ...T }), response: { 200: Level } } },
      async (request) => ok(request, await level(await scopeOf(request), (request.query as Record<string, string | undefined>)[param] || null)));
  }

  if (routes.levels) {
    const { path, param } = routes.levels;
    const query = Type.Object({ [param]: Type.String({ minLength: 1, maxLength: 20_000 }), ...T });
    app.get(`${basePath}/${path}`, { ...read, schema: { tags, querystring: query, response: { 200: Envelope(Type.Record(Type.String(), Level.properties.result)) } } },
      async (request) => {
        const scope = await scopeOf(request);
        const ids = splitIds((request.query as Record<string, string>)[param]!);
        return ok(request, Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await level(scope, id)] as const))));
      });
  }

  if (routes.idTree) {
    const fields = tree.idFields ?? [];
    const IdNode: TSchema = Type.Cyclic({
      IdNode: Type.Object({
        id: Type.String(), ...Object.fromEntries(fields.map((f) => [f, resource.record.properties[f]!])),
        ...levelNodeSchema({}).properties, children: Type.Optional(Type.Array(Type.Ref('IdNode'))),
      }),
    }, 'IdNode');
    // The pickers' tree: titles and ids only, to anyone signed in (an employee picking a
    // colleague's department sees the organisation chart, not the records).
    app.get(`${basePath}/${routes.idTree}`, { config: { auth: 'session' }, schema: { tags, querystring: Type.Object(T), response: { 200: Envelope(Type.Array(IdNode)) } } },
      async (request) => ok(request, toIdTree(await wholeTree(await scopeOf(request)), fields)));
  }

  if (routes.search) {
    const { path, param } = routes.search;
    app.get(`${basePath}/${path}`, { ...read, schema: { tags, querystring: Type.Object({ [param]: Type.String({ maxLength: 100 }), ...T }), response: { 200: Level } } },
      async (request) => {
        const wanted = String((request.query as Record<string, string>)[param]).trim().toLowerCase();
        const nodes = flattenTree(await wholeTree(await scopeOf(request)));
        return ok(request, nodes.filter((node) => node.title.toLowerCase().includes(wanted)));
      });
  }
}
