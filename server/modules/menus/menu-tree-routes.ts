import { Type } from 'typebox';
import { menuResource, type Menu } from '../../../shared/resources/menu.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import {
  MenuNodeSchema, MenuTreeNodeSchema, MenuTreeQuerySchema, SubmenuBatchQuerySchema, SubmenuQuerySchema,
  type MenuNode, type MenuTreeNode,
} from '../../../shared/schemas/menu-admin.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { splitIds, type RegisteredResource } from '../../kit/resource-routes.ts';

/** At most this many menus in one tree answer (a portal has hundreds). */
const TREE_LIMIT = 5000;

/**
 * The menus as a tree, in the order given (sort number, then id): a menu whose parent is not
 * among them (filtered out, or outside the reader's data rules) shows at the top level.
 */
export function toMenuTree(menus: Menu[]): MenuTreeNode[] {
  const byParent = new Map<string | null, Menu[]>();
  const ids = new Set(menus.map((m) => m.id));
  for (const menu of menus) {
    const parent = menu.parentId && ids.has(menu.parentId) ? menu.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), menu]);
  }
  const build = (parent: string | null): MenuTreeNode[] => (byParent.get(parent) ?? []).map((menu) => {
    const children = build(menu.id);
    return children.length ? { ...menu, hasChildren: true, leaf: false, children } : { ...menu, hasChildren: false, leaf: true };
  });
  return build(null);
}

const asNodes = (menus: (Menu & { hasChildren: boolean })[]): MenuNode[] => menus.map((m) => ({ ...m, leaf: !m.hasChildren }));

/**
 * The documented client's reads of the menu administration (widgets-admin §7 `/sys/permission/*`),
 * beside the kit's routes and through its repository, so tenant rule and data rules hold:
 * `list` the whole tree, `getSystemMenuList` the first-level menus, `getSystemSubmenu` and
 * `getSystemSubmenuBatch` the children of one or several menus, each with `hasChildren` and `leaf`.
 */
export function menuTreeRoutes(app: TypedApp, menus: RegisteredResource<typeof menuResource>) {
  const { repository, scopeOf, guard } = menus;
  const tags = ['menu'];
  const read = guard(menuResource.permissions.list);

  app.get('/sys/permission/list', {
    ...read,
    schema: { tags, querystring: MenuTreeQuerySchema, response: { 200: Envelope(Type.Array(MenuTreeNodeSchema)) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const query = { name: request.query.name } as never;
    const rows = await repository.exportQuery(scope, query, null).limit(TREE_LIMIT).execute();
    return ok(request, toMenuTree(await repository.toRecords(rows, scope)));
  });

  app.get('/sys/permission/getSystemMenuList', {
    ...read,
    schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(Type.Array(MenuNodeSchema)) } },
  }, async (request) => {
    const roots = await repository.children(await scopeOf(request), null);
    return ok(request, asNodes(roots.filter((menu) => menu.menuType === 0)));
  });

  app.get('/sys/permission/getSystemSubmenu', {
    ...read,
    schema: { tags, querystring: SubmenuQuerySchema, response: { 200: Envelope(Type.Array(MenuNodeSchema)) } },
  }, async (request) => ok(request, asNodes(await repository.children(await scopeOf(request), request.query.parentId))));

  app.get('/sys/permission/getSystemSubmenuBatch', {
    ...read,
    schema: { tags, querystring: SubmenuBatchQuerySchema, response: { 200: Envelope(Type.Record(Type.String(), Type.Array(MenuNodeSchema))) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const parentIds = splitIds(request.query.parentIds);
    const levels = await Promise.all(parentIds.map(async (id) => [id, asNodes(await repository.children(scope, id))] as const));
    return ok(request, Object.fromEntries(levels));
  });
}
