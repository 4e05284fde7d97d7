import { Type } from 'typebox';
import { Envelope, PermCodeSchema, UserPermissionsSchema, type UserPermissions } from '../../../shared/schemas/index.ts';
import type { PermissionRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { ok, sendOkJson } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, toPermissionEntries } from './menu-tree.ts';
import { grantedRows } from './user-menu.ts';

/**
 * Answers serialised once per grant and per catalogue: the arrays they are built from are held
 * by the permission repository until a change, so a new array is a new answer and the old one
 * goes with its key. A 14 KB menu serialised on every request cost more than the rest of it.
 */
const answers = new WeakMap<PermissionRow[], WeakMap<PermissionRow[], Buffer>>();

function answerJson(granted: PermissionRow[], all: PermissionRow[]): Buffer {
  let byCatalogue = answers.get(granted);
  if (!byCatalogue) answers.set(granted, (byCatalogue = new WeakMap()));
  let json = byCatalogue.get(all);
  if (json === undefined) {
    const answer: UserPermissions = { menu: buildMenuTree(granted), auth: toPermissionEntries(granted), allAuth: toPermissionEntries(all), sysSafeMode: false };
    byCatalogue.set(all, (json = Buffer.from(JSON.stringify(answer))));
  }
  return json;
}

/** The session's menu and button permissions (portal-shell §7 permission fetch, §6). */
export async function permissionRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', {
    config: { auth: 'session', tokenInQuery: true },
    schema: { tags: ['permissions'], response: { 200: Envelope(UserPermissionsSchema) } },
  }, async (request, reply) => {
    const session = sessionOf(request);
    const [granted, all] = await Promise.all([
      grantedRows(ctx, { userId: session.userId, username: session.username, tenantId: request.tenantId }),
      ctx.permissions.allButtons(),
    ]);
    return sendOkJson(request, reply, answerJson(granted, all));
  });

  // JeecgBoot's Vue 3 client asks its button codes apart from the menu (SysPermissionController.getPermCode).
  app.get('/sys/permission/getPermCode', {
    config: { auth: 'session' },
    schema: { tags: ['permissions'], querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(PermCodeSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const [granted, all] = await Promise.all([
      grantedRows(ctx, { userId: session.userId, username: session.username, tenantId: request.tenantId }),
      ctx.permissions.allButtons(),
    ]);
    const auth = toPermissionEntries(granted);
    return ok(request, { codeList: auth.filter((e) => e.status === '1').map((e) => e.action), auth, allAuth: toPermissionEntries(all), sysSafeMode: false });
  });
}
