import type { PermissionRow } from '../../db/schema.ts';

/**
 * The menus of platform-only pages (`isPlatformPage` of their component) and everything below
 * them: a tenant cannot grant them, since the server refuses their data outside the platform.
 * Walked once down a parent → children map from those pages (the catalogue holds the result
 * until it changes: `permission-repository.ts`).
 */
export function platformOnlyIds(rows: readonly PermissionRow[], isPlatformPage: (component: string) => boolean): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row.id);
    else children.set(row.parent_id, [row.id]);
  }
  const out = new Set<string>();
  const todo = rows.filter((row) => row.component && isPlatformPage(row.component)).map((row) => row.id);
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (out.has(id)) continue;
    out.add(id);
    todo.push(...(children.get(id) ?? []));
  }
  return out;
}
