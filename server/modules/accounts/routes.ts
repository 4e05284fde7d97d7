import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createSmsCodeService } from '../sms-codes/index.ts';
import { alterationRoutes } from './alteration-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { tenantRoutes } from './tenant-routes.ts';

/** Self-service accounts: register, password alteration, tenant selection (portal-shell §2.1, §2.3). */
export async function accountRoutes(app: TypedApp, ctx: AppContext) {
  await registerRoutes(app, ctx, createSmsCodeService(ctx));
  await alterationRoutes(app, ctx);
  await tenantRoutes(app, ctx);
}
