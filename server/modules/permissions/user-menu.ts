import type { PermissionRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { BRAND_CULTURE_MENU_ID, hidesBrandCulture } from '../personalize/brand-visibility.ts';

/** Who asks for their menu: the session's user, by id and name, in a tenant. */
export interface MenuViewer {
  userId: string;
  username: string;
  tenantId: number;
}

/**
 * Every menu and button row the viewer is granted in the tenant, less the brand-culture
 * entry for the account configured to hide it. The one source of "what this user may
 * see": the menu answer and the search both start here, so they cannot disagree.
 */
export async function grantedRows(ctx: AppContext, viewer: MenuViewer): Promise<PermissionRow[]> {
  const [rows, hideBrand] = await Promise.all([
    ctx.permissions.granted(viewer.userId, viewer.tenantId),
    hidesBrandCulture(ctx.db, viewer.tenantId, viewer.username),
  ]);
  return hideBrand ? rows.filter((row) => row.id !== BRAND_CULTURE_MENU_ID) : rows;
}
