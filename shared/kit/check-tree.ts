/**
 * A tree whose nodes are checked (a role's menus and buttons, a department's permissions;
 * widgets-admin §2 "tree check mode toggles between parent-child linked and unlinked").
 *
 * One set of checked keys is the truth in both modes, so switching the mode never changes
 * what is granted. Unlinked, a click checks or unchecks its node alone. Linked, a click sets
 * the node and everything below it, checking a node checks its ancestors too (a granted page
 * needs its directory, or the menu would hide it), and unchecking the last checked node
 * under an ancestor unchecks that ancestor. Linked, a node shows 'partial' while it or
 * something below it is checked but not all of it.
 */

/** A node of a checked tree: its key and its children. */
export interface CheckNode {
  key: string;
  children: readonly CheckNode[];
}

/** How a node's box looks. */
export type CheckState = 'checked' | 'partial' | 'unchecked';

/** Every key of the tree, parents before their children. */
export function allKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children)]);
}

/** The keys of the nodes that have children (what "expand all" opens). */
export function branchKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length ? [node.key, ...branchKeys(node.children)] : []));
}

/** Each key's parent key (absent for the roots). */
export function parentsOf(nodes: readonly CheckNode[]): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (list: readonly CheckNode[], parent?: string) => {
    for (const node of list) {
      if (parent !== undefined) parents.set(node.key, parent);
      walk(node.children, node.key);
    }
  };
  walk(nodes);
  return parents;
}

function findNode(nodes: readonly CheckNode[], key: string): CheckNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** How each node looks: unlinked, checked or not; linked, also 'partial' (see the module comment). */
export function checkStates(nodes: readonly CheckNode[], checked: ReadonlySet<string>, linked: boolean): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  // Returns [all of the subtree checked, some of it checked].
  const walk = (node: CheckNode): [boolean, boolean] => {
    const own = checked.has(node.key);
    let all = own;
    let some = own;
    for (const child of node.children) {
      const [childAll, childSome] = walk(child);
      all &&= childAll;
      some ||= childSome;
    }
    states.set(node.key, !linked ? (own ? 'checked' : 'unchecked') : all ? 'checked' : some ? 'partial' : 'unchecked');
    return [all, some];
  };
  nodes.forEach(walk);
  return states;
}

/** The checked keys after a click on `key`'s box (unlinked or linked, see the module comment). */
export function toggleCheck(nodes: readonly CheckNode[], checked: ReadonlySet<string>, key: string, linked: boolean): Set<string> {
  const next = new Set(checked);
  const node = findNode(nodes, key);
  if (!node) return next;
  if (!linked) {
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  }
  const on = checkStates([node], checked, true).get(key) !== 'checked';
  for (const k of allKeys([node])) {
    if (on) next.add(k);
    else next.delete(k);
  }
  const parents = parentsOf(nodes);
  for (let parent = parents.get(key); parent !== undefined; parent = parents.get(parent)) {
    if (on) next.add(parent);
    // An ancestor stays while anything below it is still checked.
    else if (!allKeys(findNode(nodes, parent)!.children).some((k) => next.has(k))) next.delete(parent);
  }
  return next;
}
