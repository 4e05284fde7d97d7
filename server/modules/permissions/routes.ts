import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Envelope, PermCodeSchema, UserPermissionsSchema, type UserPermissions } from '../../../shared/schemas/index.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { PermissionRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { holdOkJson, ok, sendHeld, type HeldEnvelope } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, toPermissionEntries } from './menu-tree.ts';
import { grantedRows } from './user-menu.ts';

/**
 * Answers encoded once per grant, per catalogue and per language, whole envelope and ETag
 * (envelope.ts `holdOkJson`): the arrays they are built from are held by the permission
 * repository until a change, so a changed grant is a new array, a new answer and a new ETag,
 * and the old one goes with its key. A 28 KB menu serialised, or even copied, on every request
 * cost more than the rest of the request (issue 23: `bench:request-path`).
 */
const answers = new WeakMap<PermissionRow[], WeakMap<PermissionRow[], Map<Locale, HeldEnvelope>>>();

function heldAnswer(request: FastifyRequest, granted: PermissionRow[], all: PermissionRow[]): HeldEnvelope {
  let byCatalogue = answers.get(granted);
  if (!byCatalogue) answers.set(granted, (byCatalogue = new WeakMap()));
  let byLocale = byCatalogue.get(all);
  if (!byLocale) byCatalogue.set(all, (byLocale = new Map()));
  let held = byLocale.get(request.locale);
  if (!held) {
    const answer: UserPermissions = { menu: buildMenuTree(granted), auth: toPermissionEntries(granted), allAuth: toPermissionEntries(all), sysSafeMode: false };
    byLocale.set(request.locale, (held = holdOkJson(request, Buffer.from(JSON.stringify(answer)))));
  }
  return held;
}

/** The session's menu and button permissions (portal-shell §7 permission fetch, §6), with an ETag (304 to `If-None-Match`). */
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
    return sendHeld(request, reply, heldAnswer(request, granted, all));
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
