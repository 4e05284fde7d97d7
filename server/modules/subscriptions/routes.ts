import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { pushPlanRoutes } from './plan-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

export { deliverPlan, retryDeliveries, type DeliveryDeps, type DeliveryOutcome } from './delivery.ts';
export { syncPlanJob, REPORT_PUSH_KIND } from './plan-jobs.ts';

/**
 * Push plans, report subscriptions and the mail outbox (issue 13; portal-shell §2.7, §3, §7):
 * the calls. Delivery (`deliverPlan`, `retryDeliveries`) is run by the scheduler: each plan has its job (plan-jobs.ts).
 */
export async function subscriptionModuleRoutes(app: TypedApp, ctx: AppContext) {
  pushPlanRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
}
