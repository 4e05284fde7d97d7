import type { Locale } from '../../../shared/schemas/locale.ts';
import type { GrantTree, GrantTreeNode } from '../../../shared/schemas/role-grants.ts';
import type { PermissionRow } from '../../db/schema.ts';

/** A menu's title in `locale`, the Chinese one where the other is empty (portal-shell §2.4 "falling back to title"). */
export function titleIn(row: Pick<PermissionRow, 'name' | 'name_en' | 'name_tc'>, locale: Locale): string {
  return (locale === 'en' ? row.name_en : locale === 'tc' ? row.name_tc : row.name) || row.name;
}

/**
 * The role authorisation tree (widgets-admin §6; JeecgBoot's `queryTreeList`): every menu and
 * button in menu order, nested by parent (a row whose parent is absent shows at the top),
 * titled in the request's language, `ruleFlag` 1 on the menus that carry data rules; and
 * every id, for "select all".
 */
export function buildGrantTree(rows: readonly PermissionRow[], ruleMenuIds: ReadonlySet<string>, locale: Locale): GrantTree {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    const list = byParent.get(parent);
    if (list) list.push(row);
    else byParent.set(parent, [row]);
  }
  const build = (parent: string | null): GrantTreeNode[] => (byParent.get(parent) ?? []).map((row) => {
    const children = build(row.id);
    const title = titleIn(row, locale);
    return {
      key: row.id, title, slotTitle: title, isLeaf: children.length === 0, ruleFlag: ruleMenuIds.has(row.id) ? 1 : 0,
      menuType: row.menu_type, children,
    };
  });
  return { treeList: build(null), ids: [...ids] };
}
