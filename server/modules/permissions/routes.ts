import { Envelope, UserPermissionsSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { BRAND_CULTURE_MENU_ID, hidesBrandCulture } from '../personalize/brand-visibility.ts';
import { buildMenuTree, toPermissionEntries } from './menu-tree.ts';

/** The session's menu and button permissions (portal-shell §7 permission fetch, §6). */
export async function permissionRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', {
    config: { auth: 'session', tokenInQuery: true },
    schema: { tags: ['permissions'], response: { 200: Envelope(UserPermissionsSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const [rows, all, hideBrand] = await Promise.all([
      ctx.permissions.granted(session.userId, request.tenantId),
      ctx.permissions.allButtons(),
      hidesBrandCulture(ctx.db, request.tenantId, session.username),
    ]);
    const granted = hideBrand ? rows.filter((row) => row.id !== BRAND_CULTURE_MENU_ID) : rows;
    return ok(request, {
      menu: buildMenuTree(granted),
      auth: toPermissionEntries(granted),
      allAuth: toPermissionEntries(all),
      sysSafeMode: false,
    });
  });
}
