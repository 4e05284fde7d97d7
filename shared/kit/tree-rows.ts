/**
 * A record of a tree table (widgets-admin §3 "Tree tables read records with id, hasChildren,
 * children"): `hasChildren` says children may be loaded; `children`, when given, are loaded.
 */
export interface TreeRecord {
  id: string | number;
  hasChildren?: boolean | string | number | null;
  children?: TreeRecord[] | null;
  [key: string]: unknown;
}

/** One node of the table's tree: its record, place and state. */
export interface TreeNode<R extends TreeRecord = TreeRecord> {
  key: string;
  record: R;
  depth: number;
  /** The keys of its children once known; `null` until they are loaded. */
  childKeys: string[] | null;
  /** Nothing to expand: no children said or found (widgets-admin §4). */
  leaf: boolean;
  expanded: boolean;
  loading: boolean;
}

/** The nodes of a tree table by key, and the keys of its roots in order. */
export interface TreeState<R extends TreeRecord = TreeRecord> {
  nodes: Readonly<Record<string, TreeNode<R>>>;
  roots: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecord = (value: unknown): value is TreeRecord =>
  isObject(value) && ((typeof value.id === 'string' && value.id !== '') || typeof value.id === 'number') &&
  (value.children === undefined || value.children === null || (Array.isArray(value.children) && value.children.every(isRecord)));

/**
 * The records of an answer to a tree load: a list of records, or `{ records }` holding one;
 * `null` for anything else (widgets-admin §8 "Unrecognised tree response").
 */
export function readTreeAnswer<R extends TreeRecord = TreeRecord>(answer: unknown): R[] | null {
  const list = Array.isArray(answer) ? answer : isObject(answer) && Array.isArray(answer.records) ? answer.records : null;
  return list && list.every(isRecord) ? (list as R[]) : null;
}

const saysChildren = (value: TreeRecord['hasChildren']) => value === true || value === 1 || value === '1' || value === 'true';

/** Adds `records` (and the children they carry) under a node at `depth`; returns their keys. Keys already in the tree are skipped. */
function addNodes<R extends TreeRecord>(nodes: Record<string, TreeNode<R>>, records: readonly R[], depth: number): string[] {
  const keys: string[] = [];
  for (const record of records) {
    const key = String(record.id);
    if (Object.hasOwn(nodes, key)) continue;
    const given = record.children?.length ? (record.children as R[]) : null;
    nodes[key] = { key, record, depth, childKeys: null, leaf: !given && !saysChildren(record.hasChildren), expanded: false, loading: false };
    if (given) nodes[key] = { ...nodes[key], childKeys: addNodes(nodes, given, depth + 1) };
    keys.push(key);
  }
  return keys;
}

/** A tree of `roots`, all collapsed. */
export function treeOf<R extends TreeRecord>(roots: readonly R[]): TreeState<R> {
  const nodes: Record<string, TreeNode<R>> = {};
  return { nodes, roots: addNodes(nodes, roots, 0) };
}

function dropDescendants<R extends TreeRecord>(nodes: Record<string, TreeNode<R>>, key: string): void {
  for (const child of nodes[key]?.childKeys ?? []) {
    dropDescendants(nodes, child);
    delete nodes[child];
  }
}

/**
 * `state` with `records` as the children of `key`, expanded; no records make it a leaf
 * (widgets-admin §4: "a node without children becomes a leaf").
 */
export function withChildren<R extends TreeRecord>(state: TreeState<R>, key: string, records: readonly R[]): TreeState<R> {
  const parent = state.nodes[key];
  if (!parent) return state;
  const nodes = { ...state.nodes };
  dropDescendants(nodes, key);
  const childKeys = addNodes(nodes, records, parent.depth + 1);
  nodes[key] = childKeys.length
    ? { ...parent, childKeys, leaf: false, expanded: true, loading: false }
    : { ...parent, childKeys: [], leaf: true, expanded: false, loading: false };
  return { ...state, nodes };
}

/** `state` with the node of `key` changed by `change` (unknown keys leave it as it is). */
export function withNode<R extends TreeRecord>(state: TreeState<R>, key: string, change: Partial<Pick<TreeNode, 'expanded' | 'loading'>>): TreeState<R> {
  const node = state.nodes[key];
  return node ? { ...state, nodes: { ...state.nodes, [key]: { ...node, ...change } } } : state;
}

/** Whether expanding `node` must first load its children. */
export const needsChildren = (node: TreeNode): boolean => !node.leaf && node.childKeys === null;

/** The rows the table shows: roots and, under each expanded node, its children, depth first. */
export function visibleRows<R extends TreeRecord>(state: TreeState<R>): TreeNode<R>[] {
  const rows: TreeNode<R>[] = [];
  const seen = new Set<string>();
  const walk = (keys: readonly string[]) => {
    for (const key of keys) {
      const node = state.nodes[key];
      if (!node || seen.has(key)) continue;
      seen.add(key);
      rows.push(node);
      if (node.expanded && node.childKeys) walk(node.childKeys);
    }
  };
  walk(state.roots);
  return rows;
}
