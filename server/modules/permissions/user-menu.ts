import type { PermissionRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { BRAND_CULTURE_MENU_ID, hidesBrandCulture } from '../personalize/index.ts';

/** Who asks for their menu: the session's user, by id and name, in a tenant. */
export interface MenuViewer {
  userId: string;
  username: string;
  tenantId: number;
}

/** The rows of a grant less the brand-culture entry, made once per grant (grants are held until they change). */
const withoutBrand = new WeakMap<PermissionRow[], PermissionRow[]>();

/**
 * Every menu and button row the viewer is granted in the tenant, less the brand-culture
 * entry for the account configured to hide it. The one source of "what this user may
 * see": the menu answer and the search both start here, so they cannot disagree. The array
 * is shared by every viewer with the same grant until it changes: do not change it.
 */
export async function grantedRows(ctx: AppContext, viewer: MenuViewer): Promise<PermissionRow[]> {
  const [rows, hiddenFor] = await Promise.all([
    ctx.permissions.granted(viewer.userId, viewer.tenantId),
    ctx.permissions.brandHiddenUsername(viewer.tenantId),
  ]);
  if (!hidesBrandCulture(hiddenFor, viewer.username)) return rows;
  let filtered = withoutBrand.get(rows);
  if (!filtered) withoutBrand.set(rows, (filtered = rows.filter((row) => row.id !== BRAND_CULTURE_MENU_ID)));
  return filtered;
}
