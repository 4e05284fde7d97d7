import type { PermissionRow } from '../../db/schema.ts';

/**
 * The menus of platform-only pages (`isPlatformPage` of their component) and everything below
 * them: a tenant cannot grant them, since the server refuses their data outside the platform.
 */
export function platformOnlyIds(rows: readonly PermissionRow[], isPlatformPage: (component: string) => boolean): Set<string> {
  const out = new Set(rows.filter((row) => row.component && isPlatformPage(row.component)).map((row) => row.id));
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}
