import { Envelope, UserPermissionsSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, toPermissionEntries } from './menu-tree.ts';
import { grantedRows } from './user-menu.ts';

/** The session's menu and button permissions (portal-shell §7 permission fetch, §6). */
export async function permissionRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', {
    config: { auth: 'session', tokenInQuery: true },
    schema: { tags: ['permissions'], response: { 200: Envelope(UserPermissionsSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const [granted, all] = await Promise.all([
      grantedRows(ctx, { userId: session.userId, username: session.username, tenantId: request.tenantId }),
      ctx.permissions.allButtons(),
    ]);
    return ok(request, {
      menu: buildMenuTree(granted),
      auth: toPermissionEntries(granted),
      allAuth: toPermissionEntries(all),
      sysSafeMode: false,
    });
  });
}
