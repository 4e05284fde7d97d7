import type { MenuItem } from '../schemas/permission.ts';

/**
 * The entries the side menu shows for `items` (portal-shell §2.4 "Entries support hidden,
 * alwaysShow"): a parent with a single visible child shows that child in its place unless
 * the parent is marked `alwaysShow`. `items` are already without hidden entries.
 */
export function sideMenuEntries(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => {
    const children = item.children ?? [];
    if (children.length === 1 && !item.alwaysShow) return sideMenuEntries(children)[0]!;
    return children.length ? { ...item, children: sideMenuEntries(children) } : item;
  });
}

/**
 * The pages below a top entry, in menu order, for the drop-down of the top-menu layout
 * (which has no side menu): every visible entry without children, however deep.
 */
export function branchPages(item: MenuItem): MenuItem[] {
  return (item.children ?? []).flatMap((child) => (child.children?.length ? branchPages(child) : [child]));
}
