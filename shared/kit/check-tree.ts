/** A node of a checkable tree (an authorisation tree's menu or button): its key and children. */
export interface CheckNode {
  key: string;
  children?: readonly CheckNode[] | null | undefined;
}

/** Every key of `nodes`, depth first. */
export function allKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** The keys of the nodes that have children (those a tree can expand). */
export function branchKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...branchKeys(node.children)] : []));
}

/** The keys of the ancestors of `key`, outermost first; null when `key` is not in `nodes`. */
function pathTo(nodes: readonly CheckNode[], key: string): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return [];
    const below = pathTo(node.children ?? [], key);
    if (below) return [node.key, ...below];
  }
  return null;
}

function find(nodes: readonly CheckNode[], key: string): CheckNode | null {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = find(node.children ?? [], key);
    if (found) return found;
  }
  return null;
}

/**
 * The checked keys after `key` is checked (`on`) or unchecked. Unlinked (widgets-admin §2
 * "check mode toggles between parent-child linked and unlinked"), only that node changes.
 * Linked, checking takes its subtree and its ancestors (a button is of no use without its
 * menu), and unchecking drops its subtree. The order of `checked` is kept, new keys follow.
 */
export function toggleCheck(nodes: readonly CheckNode[], checked: readonly string[], key: string, on: boolean, linked: boolean): string[] {
  const node = find(nodes, key);
  if (!node) return [...checked];
  const subtree = linked ? allKeys([node]) : [key];
  if (!on) {
    const dropped = new Set(subtree);
    return checked.filter((k) => !dropped.has(k));
  }
  const added = linked ? [...(pathTo(nodes, key) ?? []), ...subtree] : subtree;
  return [...new Set([...checked, ...added])];
}
