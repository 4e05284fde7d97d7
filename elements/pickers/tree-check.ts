/** A node of a checkable tree: an id and its children. */
export interface CheckNode {
  id: string;
  children?: readonly CheckNode[] | undefined;
}

/**
 * How checking a node spreads (widgets-admin §2 "Department picker … single by default; tree
 * check mode toggles between parent-child linked and unlinked"): `single` keeps at most one
 * node checked, `linked` checks a node with all below it (a parent is checked once all its
 * children are), `unlinked` checks the node alone.
 */
export type CheckMode = 'single' | 'linked' | 'unlinked';

/** Every node of the forest, parents before children. */
export function flattenTree<N extends CheckNode>(roots: readonly N[]): N[] {
  return roots.flatMap((node) => [node, ...flattenTree((node.children ?? []) as readonly N[])]);
}

/** Each node's parent, by id. */
function parentsOf(roots: readonly CheckNode[]): Map<string, CheckNode | null> {
  const parents = new Map<string, CheckNode | null>();
  const walk = (nodes: readonly CheckNode[], parent: CheckNode | null) => {
    for (const node of nodes) {
      parents.set(node.id, parent);
      walk(node.children ?? [], node);
    }
  };
  walk(roots, null);
  return parents;
}

/** The node of `id` in the forest, or undefined. */
export const findNode = <N extends CheckNode>(roots: readonly N[], id: string): N | undefined => flattenTree(roots).find((n) => n.id === id);

/**
 * The checked ids after the user clicks the box of `id` in `mode` (a new set; `checked` is
 * left alone). In `linked` mode the node's subtree follows it, and each ancestor is checked
 * exactly when all its children are.
 */
export function toggleChecked(roots: readonly CheckNode[], checked: ReadonlySet<string>, id: string, mode: CheckMode): Set<string> {
  const on = !checked.has(id);
  if (mode === 'single') return new Set(on ? [id] : []);
  const next = new Set(checked);
  if (mode === 'unlinked') {
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }
  const node = findNode(roots, id);
  if (!node) return next;
  for (const below of flattenTree([node])) {
    if (on) next.add(below.id);
    else next.delete(below.id);
  }
  const parents = parentsOf(roots);
  for (let parent = parents.get(id); parent; parent = parents.get(parent.id)) {
    if ((parent.children ?? []).every((child) => next.has(child.id))) next.add(parent.id);
    else next.delete(parent.id);
  }
  return next;
}

/** In linked mode, the unchecked nodes with something checked below them (shown half-checked). */
export function partlyChecked(roots: readonly CheckNode[], checked: ReadonlySet<string>): Set<string> {
  const partly = new Set<string>();
  const visit = (node: CheckNode): boolean => {
    let any = checked.has(node.id);
    for (const child of node.children ?? []) any = visit(child) || any;
    if (any && !checked.has(node.id)) partly.add(node.id);
    return any;
  };
  roots.forEach(visit);
  return partly;
}
