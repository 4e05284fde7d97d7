import type { MenuItem, PermissionEntry } from '../../../shared/schemas/permission.ts';
import { Envelope, UserPermissionsSchema } from '../../../shared/schemas/index.ts';
import type { PermissionRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, toPermissionEntries } from './menu-tree.ts';
import { grantedRows } from './user-menu.ts';

/**
 * Answers built once per grant and per catalogue: the arrays they are built from are held by
 * the permission repository until a change, so a new array is a new answer and the old one
 * goes with its key.
 */
const menus = new WeakMap<PermissionRow[], { menu: MenuItem[]; auth: PermissionEntry[] }>();
const buttonLists = new WeakMap<PermissionRow[], PermissionEntry[]>();

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
    let answer = menus.get(granted);
    if (!answer) menus.set(granted, (answer = { menu: buildMenuTree(granted), auth: toPermissionEntries(granted) }));
    let allAuth = buttonLists.get(all);
    if (!allAuth) buttonLists.set(all, (allAuth = toPermissionEntries(all)));
    return ok(request, { ...answer, allAuth, sysSafeMode: false });
  });
}
