import { nextFireTimes } from '../../../shared/cron/quartz.ts';
import type { AppContext } from '../../app-context.ts';
import { deliverPlan, retryDeliveries, type DeliveryDeps, type DeliveryOutcome } from './delivery.ts';

/** The latest fire time of `cron` after `from` and at or before `now`; null when none is due. */
export function latestDueFire(cron: string, from: Date, now: Date, timeZone?: string): Date | null {
  let start = from;
  let latest: Date | null = null;
  // Walks forward a hundred fires at a time: a plan every second after a day down is 864 steps.
  for (let step = 0; step < 10_000; step++) {
    const times = nextFireTimes(cron, 100, start, timeZone);
    const due = times.filter((t) => t.getTime() <= now.getTime());
    if (due.length) latest = due.at(-1)!;
    if (due.length < times.length || times.length < 100) return latest;
    start = due.at(-1)!;
  }
  return latest;
}

/**
 * Delivers every plan whose cron expression has fired since its last delivered fire, then the
 * due retries: for a scheduler job that runs often (every minute) and drives all plans by
 * their own schedules. A plan whose fires were missed while no process ran gets the latest
 * of them once (not once per missed fire). Each fire is claimed by moving the plan's
 * `last_fire_at` forward in one conditional update, so two processes never both deliver it;
 * deliverPlan's own idempotency covers a re-run of the same fire.
 */
export async function deliverDuePlans(ctx: AppContext, deps: DeliveryDeps = {}, timeZone?: string): Promise<DeliveryOutcome[]> {
  const now = ctx.now();
  const plans = await ctx.db.selectFrom('push_plans').select(['id', 'cron_expression', 'last_fire_at', 'created_at']).execute();
  const outcomes: DeliveryOutcome[] = [];
  for (const plan of plans) {
    const fire = latestDueFire(plan.cron_expression, plan.last_fire_at ?? plan.created_at, now, timeZone);
    if (!fire) continue;
    const claimed = await ctx.db.updateTable('push_plans').set({ last_fire_at: fire }).where('id', '=', plan.id)
      .where((eb) => eb.or([eb('last_fire_at', 'is', null), eb('last_fire_at', '<', fire)])).returning('id').executeTakeFirst();
    if (claimed) outcomes.push(await deliverPlan(ctx, plan.id, fire, deps));
  }
  outcomes.push(await retryDeliveries(ctx, deps));
  return outcomes;
}
