import { Type } from 'typebox';
import { Envelope, LauncherAppParamsSchema, LauncherAppSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { grantedRows } from '../permissions/index.ts';
import { createLauncherRepository } from './launcher-repository.ts';

/**
 * The home page's application launcher (portal-shell §2.4): the apps with whether the user
 * added them and each portal's pages, and Add / remove, both idempotent and scoped to the
 * user in the tenant.
 */
export async function launcherRoutes(app: TypedApp, ctx: AppContext) {
  const apps = createLauncherRepository(ctx.db);
  const scopeOf = (request: Parameters<typeof sessionOf>[0]) => ({ tenantId: request.tenantId, userId: sessionOf(request).userId });

  app.get('/sys/launcher/apps', {
    config: { auth: 'session' },
    schema: { tags: ['launcher'], response: { 200: Envelope(Type.Array(LauncherAppSchema)) } },
  }, async (request) => {
    const scope = scopeOf(request);
    // A portal lists only the pages the user's menu holds.
    const viewer = { userId: scope.userId, username: sessionOf(request).username, tenantId: scope.tenantId };
    const granted = new Set((await grantedRows(ctx, viewer)).map((p) => p.id));
    return ok(request, await apps.list(scope, request.locale, granted));
  });

  app.post('/sys/launcher/apps/:id/add', {
    config: { auth: 'session' },
    schema: { tags: ['launcher'], params: LauncherAppParamsSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await apps.exists(request.params.id))) throw notFound();
    await apps.add(scopeOf(request), request.params.id);
    return ok(request, null);
  });

  app.delete('/sys/launcher/apps/:id/add', {
    config: { auth: 'session' },
    schema: { tags: ['launcher'], params: LauncherAppParamsSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await apps.exists(request.params.id))) throw notFound();
    await apps.remove(scopeOf(request), request.params.id);
    return ok(request, null);
  });
}
