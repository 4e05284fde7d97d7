import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';

/**
 * What a node of any tree resource adds to its record (widgets-admin §3 "Department tree node:
 * id, key, title, children, pid"; §2 "Tree tables read records with id, hasChildren, children"):
 * the names the spec's pickers and tree tables read, all from the record's id, title and parent.
 */
export const TREE_NODE_FIELDS = {
  key: Type.String(),
  value: Type.String(),
  title: Type.String(),
  /** The parent's id, null for a root. */
  pid: Type.Union([Type.String(), Type.Null()]),
  hasChildren: Type.Boolean(),
  /** `!hasChildren`, under both names the spec's clients read. */
  isLeaf: Type.Boolean(),
  leaf: Type.Boolean(),
};

/** The tree fields of a node (`TREE_NODE_FIELDS`). */
export type TreeNodeFields = Static<TObject<typeof TREE_NODE_FIELDS>>;
/** A node of a tree of records `R`: the record, the tree fields, and its children when the call answers a tree. */
export type TreeNode<R> = R & TreeNodeFields & { children?: TreeNode<R>[] };

/** A route of a tree resource whose query names a parameter (the parent's id, the keyword). */
export interface TreeRouteWithParam {
  path: string;
  param: string;
}

/**
 * The tree calls a tree resource answers below its base path (one contract for every tree:
 * widgets-admin §7 `/sys/sysDepart/queryTreeList`, `queryDepartTreeSync`, `queryIdTree`,
 * `searchBy`; `/sys/permission/list`, `getSystemSubmenu`, `getSystemSubmenuBatch`). A call left
 * out is not offered; `childList` (the kit's lazy level, `pid`) every tree answers.
 */
export interface TreeRoutes {
  /** The whole visible tree, nested; takes the list's filters. */
  tree?: string;
  /** One level, lazily: the children of the parameter's id, the roots without it. */
  level?: TreeRouteWithParam;
  /** Several levels at once: the children of each of the comma-joined ids, by id. */
  levels?: TreeRouteWithParam;
  /** The pickers' tree: ids, titles and `idFields` only, to anyone signed in (an organisation chart, not the records). */
  idTree?: string;
  /** The visible nodes whose title contains the parameter's keyword (any case), without children. */
  search?: TreeRouteWithParam;
}

/** How a resource is a tree (see `ResourceSpec.tree`). */
export interface TreeSpec<K extends string = string> {
  /** The field holding the parent's id, in the record and the input; empty or null for a root. */
  parentField: K;
  /** The field a node's `title` shows. */
  titleField: K;
  /** The record fields a picker's node carries besides the tree fields (`idTree`). */
  idFields?: readonly K[];
  /** Its tree calls besides `childList`, by the names its documented client uses. */
  routes?: TreeRoutes;
}

/** The schema of a tree node named `name` whose record has `properties` (children of the same shape). */
export function treeNodeSchema(name: string, properties: TProperties): TSchema {
  return Type.Cyclic({ [name]: Type.Object({ ...properties, ...TREE_NODE_FIELDS, children: Type.Optional(Type.Array(Type.Ref(name))) }) }, name);
}

/** The schema of a level's node (no children) whose record has `properties`. */
export function levelNodeSchema(properties: TProperties): TObject {
  return Type.Object({ ...properties, ...TREE_NODE_FIELDS });
}
