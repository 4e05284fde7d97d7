import type { MenuItem, PermissionEntry } from '../../../shared/schemas/permission.ts';
import type { PermissionRow } from '../../db/schema.ts';

/** A route name from a path, as the documented client expects (`/isystem/user` → `isystem-user`). */
const routeName = (url: string) => url.replace(/^\/+/, '').replace(/[/:?=&]+/g, '-') || 'root';

function toMenuItem(row: PermissionRow): MenuItem {
  return {
    id: row.id,
    path: row.url,
    component: row.component,
    name: routeName(row.url),
    redirect: row.redirect,
    hidden: row.hidden,
    alwaysShow: row.always_show,
    route: row.is_route ? '1' : '0',
    meta: {
      id: row.id,
      title: row.name,
      titleEN: row.name_en || row.name,
      titleTC: row.name_tc || row.name,
      icon: row.icon,
      url: row.internal_or_external ? row.url : '',
      componentName: row.component_name,
      target: row.internal_or_external ? '_blank' : '',
      hidden: row.hidden,
      keepAlive: row.keep_alive,
      internalOrExternal: row.internal_or_external,
    },
  };
}

/**
 * The menu tree of the granted menus (menu_type 0 and 1), in the rows' order. A child whose
 * parent is not granted is left out: the tree shows no orphans.
 */
export function buildMenuTree(rows: PermissionRow[]): MenuItem[] {
  const menus = rows.filter((r) => r.menu_type !== 2);
  const children = new Map<string | null, PermissionRow[]>();
  for (const row of menus) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const build = (parentId: string | null): MenuItem[] =>
    (children.get(parentId) ?? []).map((row) => {
      const item = toMenuItem(row);
      const kids = build(row.id);
      return kids.length ? { ...item, children: kids } : item;
    });
  return build(null);
}

/** Button rows as permission entries (`auth` / `allAuth`). */
export function toPermissionEntries(rows: PermissionRow[]): PermissionEntry[] {
  return rows.filter((r) => r.menu_type === 2 && r.perms).map((r) => ({
    action: r.perms,
    describe: r.name,
    type: r.perms_type === '2' ? '2' : '1',
    status: r.status === '0' ? '0' : '1',
  }));
}
