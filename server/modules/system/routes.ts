import { Type } from 'typebox';
import { AccessLogInputSchema, Envelope } from '../../../shared/schemas/index.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createDatabaseCheck } from './database-check.ts';
import { logListRoutes } from './log-list-routes.ts';
import { createLogRepository, pingDatabase } from './log-repository.ts';

/** Health, token renewal, the access log, the administrators' log page and the OpenAPI document. */
export async function systemRoutes(app: TypedApp, ctx: AppContext) {
  const logs = createLogRepository(ctx.db);
  const databaseAnswers = createDatabaseCheck({ ping: () => pingDatabase(ctx.db), now: ctx.now });
  app.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['system'], response: { 200: Envelope(Type.Object({ status: Type.String(), database: Type.String() })) } },
  }, (request) => {
    const answer = () => ok(request, { status: 'ok', database: ctx.dbKind });
    // Most calls find a recent answer and need no promise at all.
    const pending = databaseAnswers();
    return pending ? pending.then(answer) : answer();
  });

  // Any authenticated call renews a password session; this one exists for clients that
  // only want the renewal (portal-shell §7 tokenRenewal).
  app.get('/dkp-system/sys/dataFill/tokenRenewal', {
    config: { auth: 'session' },
    schema: { tags: ['system'], response: { 200: Envelope(Type.Null()) } },
  }, async (request) => ok(request, null));

  // The access log (portal-shell §7 sysLog): a client writes access entries only (log type 3,
  // never a login or an operation entry), for a menu entry it may open, dated by the server.
  app.post('/dkp-system/sys/log/sysLog', {
    config: { auth: 'session' },
    schema: { tags: ['system'], body: AccessLogInputSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { userId, username } = sessionOf(request);
    const { permissionId, logContent, requestUrl, logType, operateType } = request.body;
    if (permissionId && !(await ctx.permissions.granted(userId, request.tenantId)).some((row) => row.id === permissionId)) {
      throw badRequest('accessLogPageUnknown');
    }
    await logs.writeAccess({
      tenantId: request.tenantId, logType, operateType, content: logContent.trim() || '-',
      userId, username, ip: request.ip, requestUrl, permissionId: permissionId || null, at: ctx.now(),
    });
    return ok(request, null);
  });

  await logListRoutes(app, ctx);

  // The document maps every route and its rules: administrators only (a permission the
  // seed and migration 0014 give the 'admin' role).
  app.get('/openapi.json', { config: { auth: { permission: PERMISSION_CODES.apiSchema } }, schema: { hide: true } }, async () => app.swagger());
}
