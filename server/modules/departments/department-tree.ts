import type { RecordOf } from '../../../shared/kit/resource.ts';
import type { departmentResource } from '../../../shared/resources/department.ts';
import type { DepartIdNode, DepartTreeNode } from '../../../shared/schemas/department.ts';

/** A department record as the kit reads it. */
export type Department = RecordOf<typeof departmentResource>;

/** A department as a tree node without children (widgets-admin §3 "Department tree node"). */
export function toTreeNode(record: Department, isLeaf: boolean): DepartTreeNode {
  return { ...record, key: record.id, value: record.id, title: record.departName, pid: record.parentId, isLeaf };
}

/**
 * The tree of `records`, each node with its children in the records' order. A record whose
 * parent is not among them (outside the caller's data rules) is a root: nobody sees a node
 * through a department they may not see, and nobody loses one because of it.
 */
export function buildTree(records: readonly Department[]): DepartTreeNode[] {
  const ids = new Set(records.map((r) => r.id));
  const children = new Map<string | null, Department[]>();
  for (const record of records) {
    const parent = record.parentId !== null && ids.has(record.parentId) ? record.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(record);
    children.set(parent, list);
  }
  const build = (parent: string | null): DepartTreeNode[] => (children.get(parent) ?? []).map((record) => {
    const kids = build(record.id);
    return { ...toTreeNode(record, kids.length === 0), children: kids };
  });
  return build(null);
}

/** The subtrees of `tree` whose roots are in `ids`, outermost only (a chosen node inside another's subtree is in it already). */
export function subtreesOf(tree: readonly DepartTreeNode[], ids: ReadonlySet<string>): DepartTreeNode[] {
  return tree.flatMap((node) => (ids.has(node.id) ? [node] : subtreesOf(node.children ?? [], ids)));
}

/** Every node of `tree`, depth first, without its children. */
export function flatten(tree: readonly DepartTreeNode[]): DepartTreeNode[] {
  return tree.flatMap(({ children, ...node }) => [node, ...flatten(children ?? [])]);
}

/** The picker's shape of a tree (`queryIdTree`): ids, titles and children only. */
export function toIdTree(tree: readonly DepartTreeNode[]): DepartIdNode[] {
  return tree.map((node) => ({
    id: node.id, orgCode: node.orgCode, key: node.key, value: node.value, title: node.title, pid: node.pid, isLeaf: node.isLeaf,
    children: toIdTree(node.children ?? []),
  }));
}
