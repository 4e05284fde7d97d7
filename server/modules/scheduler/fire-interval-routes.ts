import { Envelope } from '../../../shared/schemas/envelope.ts';
import { FireIntervalSettingSchema } from '../../../shared/schemas/fire-interval.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { readFireInterval, writeFireInterval } from './fire-interval.ts';

const CONFIG_EDIT = { auth: { permission: PERMISSION_CODES.configEdit } } as const;

/**
 * The shortest interval between two fires of a push plan or scheduled job (issue 21), on the
 * system settings page: read by whoever holds `system:config:edit`; changed by the platform
 * only, since it binds every tenant.
 */
export function fireIntervalRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/config/fireInterval', {
    config: CONFIG_EDIT,
    schema: { tags: ['quartzJob'], response: { 200: Envelope(FireIntervalSettingSchema) } },
  }, async (request) => ok(request, { minIntervalSeconds: await readFireInterval(ctx.db) }));

  app.put('/sys/config/fireInterval', {
    config: CONFIG_EDIT,
    schema: { tags: ['quartzJob'], body: FireIntervalSettingSchema, response: { 200: Envelope(FireIntervalSettingSchema) } },
  }, async (request) => {
    if (request.tenantId !== PLATFORM_TENANT_ID) throw forbidden('platformOnly');
    await writeFireInterval(ctx.db, request.body.minIntervalSeconds, ctx.now());
    return ok(request, { minIntervalSeconds: await readFireInterval(ctx.db) }, 'kitEdited');
  });
}
