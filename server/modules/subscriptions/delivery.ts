import { randomUUID } from 'node:crypto';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/schemas/locale.ts';
import { NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import type { SubscriptionType } from '../../../shared/schemas/subscription.ts';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/messages.ts';
import { createReportServer, type ReportServer, type StoredReport } from '../reports/index.ts';
import {
  claimDueDeliveries, claimFireDeliveries, insertDeliveryNotices, planSubscriptions, pushPlanById, recipientsOf, recordEndedDeliveries, recordFailedDelivery,
} from './delivery-repository.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createReportFiles, FORMATS_OF, type Render } from './report-files.ts';
import { USER_DEPARTED } from './subscription-routes.ts';

/** How long a claimed delivery may take before another run takes it over (a process died mid-send). */
export const DELIVERY_LEASE_MS = 10 * 60_000;
/** Attempts before a delivery is given up ('failed'). */
export const MAX_ATTEMPTS = 5;
/** The wait before attempt n + 1 after n failed: 1 min, 5 min, 30 min, 2 h. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** Mails in flight at once (the SMTP mailer pools a few connections; the outbox is the database). */
export const SEND_CONCURRENCY = 8;

/** What a delivery run may be given instead of making its own (tests and the bench inject them). */
export interface DeliveryDeps {
  /** The report server; else one is made for the run and its pools closed after. */
  reports?: ReportServer;
  /** Where mails go; else SMTP (`DKP_SMTP_URL`) or the outbox, closed after the run. */
  mailer?: Mailer;
  /** The renderer (tests count its calls). */
  render?: Render;
}

/** What a run did, by the state each delivery reached. */
export interface DeliveryOutcome {
  deliveries: number;
  sent: number;
  outbox: number;
  /** A notice but no mail: the user has no e-mail address. */
  noticeOnly: number;
  refused: number;
  retrying: number;
  failed: number;
  /** Files rendered in the run (one per report, format and language, unless a report is per viewer). */
  renders: number;
}

/** A claimed delivery with what sending it needs. */
interface Claimed {
  id: string;
  userId: string;
  permissionId: string;
  type: SubscriptionType;
  attempts: number;
  noticeId: string | null;
}

interface Plan {
  id: string;
  tenantId: number;
  name: string;
}

/**
 * The language a subscriber reads mail in. Users have no stored preference (their language
 * is the browser's, per request), so mail speaks the product's default, Chinese.
 */
const localeOf = (): Locale => DEFAULT_LOCALE;

const emptyOutcome = (): DeliveryOutcome => ({ deliveries: 0, sent: 0, outbox: 0, noticeOnly: 0, refused: 0, retrying: 0, failed: 0, renders: 0 });

const add = (into: DeliveryOutcome, more: DeliveryOutcome) => {
  for (const key of Object.keys(into) as (keyof DeliveryOutcome)[]) into[key] += more[key];
};

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Opens what a run needs and closes what it opened itself. */
async function withDeps<T>(ctx: AppContext, deps: DeliveryDeps, work: (reports: ReportServer, mailer: Mailer) => Promise<T>): Promise<T> {
  const reports = deps.reports ?? createReportServer(ctx);
  const mailer = deps.mailer ?? await createMailer(ctx);
  try {
    return await work(reports, mailer);
  } finally {
    if (!deps.mailer) mailer.close();
    if (!deps.reports) await reports.runner.close();
  }
}

/**
 * Delivers a push plan's fire at `fireTime` (the scheduler's 'report push plan' job calls it):
 * each subscriber of each report page on the plan gets the report as a picture, a PDF or both
 * by mail (SMTP, else the outbox) and a notice of type 0 in the bell that opens the report
 * page. Each file is rendered once and shared (report-files.ts). Idempotent: a delivery is
 * claimed by inserting its row, unique per (plan, fire time, user, report page), so a second
 * call for the same fire — another process, a re-run — delivers nothing twice. One recipient's
 * failure is recorded for a retry with back-off and never holds up the others; retries of
 * the plan that are due are run at the end. Answers what happened.
 */
export async function deliverPlan(ctx: AppContext, planId: string, fireTime: Date, deps: DeliveryDeps = {}): Promise<DeliveryOutcome> {
  const plan = await pushPlanById(ctx.db, planId);
  if (!plan) return emptyOutcome();
  const subscriptions = await planSubscriptions(ctx.db, plan.id, plan.tenant_id);
  return withDeps(ctx, deps, async (reports, mailer) => {
    const now = ctx.now();
    const claimed: Claimed[] = [];
    for (let i = 0; i < subscriptions.length; i += 1000) {
      const rows = await claimFireDeliveries(ctx.db, {
        tenantId: plan.tenant_id, planId: plan.id, fireTime, leaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS), now,
      }, subscriptions.slice(i, i + 1000));
      claimed.push(...rows.map((r) => ({ id: r.id, userId: r.user_id, permissionId: r.permission_id, type: r.type as SubscriptionType, attempts: r.attempts, noticeId: r.notice_id })));
    }
    const outcome = await send(ctx, { id: plan.id, tenantId: plan.tenant_id, name: plan.plan_name }, fireTime, claimed, reports, mailer, deps.render);
    add(outcome, await retryWith(ctx, reports, mailer, deps.render, plan.id));
    return outcome;
  });
}

/**
 * Runs the deliveries whose retry is due (and those a dead process left claimed past their
 * lease), across plans; the scheduler calls it every minute or so. Each is claimed with
 * `FOR UPDATE SKIP LOCKED`, so processes running it together share the work.
 */
export async function retryDeliveries(ctx: AppContext, deps: DeliveryDeps = {}): Promise<DeliveryOutcome> {
  return withDeps(ctx, deps, (reports, mailer) => retryWith(ctx, reports, mailer, deps.render, null));
}

async function retryWith(ctx: AppContext, reports: ReportServer, mailer: Mailer, render: Render | undefined, planId: string | null): Promise<DeliveryOutcome> {
  const now = ctx.now();
  const due = await claimDueDeliveries(ctx.db, now, new Date(now.getTime() + DELIVERY_LEASE_MS), planId, 1000);
  const outcome = emptyOutcome();
  const fires = new Map<string, typeof due>();
  for (const row of due) {
    const key = `${row.plan_id}|${row.fire_time.toISOString()}`;
    fires.set(key, [...(fires.get(key) ?? []), row]);
  }
  for (const rows of fires.values()) {
    const plan = await pushPlanById(ctx.db, rows[0]!.plan_id);
    if (!plan) continue; // Deleted with its deliveries (cascade).
    add(outcome, await send(ctx, { id: plan.id, tenantId: plan.tenant_id, name: plan.plan_name }, rows[0]!.fire_time,
      rows.map((r) => ({ id: r.id, userId: r.user_id, permissionId: r.permission_id, type: r.type as SubscriptionType, attempts: r.attempts, noticeId: r.notice_id })),
      reports, mailer, render));
  }
  return outcome;
}

/** Where a delivery ended up, and why when it did not reach the user. */
type Result = { id: string; state: 'sent' | 'outbox' | 'notice' | 'refused' | 'retry' | 'failed'; error: string; attempts: number };

/** Delivers claimed deliveries of one fire: notices first (in one transaction with their ids), then the mails. */
async function send(ctx: AppContext, plan: Plan, fireTime: Date, claimed: Claimed[], reports: ReportServer, mailer: Mailer, render?: Render): Promise<DeliveryOutcome> {
  const outcome = emptyOutcome();
  if (!claimed.length) return outcome;
  const files = createReportFiles(reports, plan.tenantId, ctx.now, render);
  const users = new Map((await recipientsOf(ctx.db, [...new Set(claimed.map((c) => c.userId))], plan.tenantId)).map((u) => [u.id, u]));
  const pages = new Map<string, StoredReport | null>();
  for (const permissionId of new Set(claimed.map((c) => c.permissionId))) pages.set(permissionId, await reports.service.byPermission(permissionId));

  const mayOpen = new Map<string, Set<string>>();
  for (const permissionId of pages.keys()) {
    const userIds = claimed.filter((c) => c.permissionId === permissionId).map((c) => c.userId);
    mayOpen.set(permissionId, await ctx.permissions.usersGranted(userIds, plan.tenantId, permissionId));
  }

  const results: Result[] = [];
  const deliverable: Claimed[] = [];
  for (const item of claimed) {
    const user = users.get(item.userId);
    const report = pages.get(item.permissionId);
    if (!report || report.tableauView || !report.sourceId) {
      results.push({ id: item.id, state: 'failed', error: 'the report page shows no built-in report', attempts: item.attempts + 1 });
    } else if (!user || user.del_flag || user.status === USER_DEPARTED || user.tenant_id === null || !mayOpen.get(item.permissionId)!.has(item.userId)) {
      // The user left, or may no longer open the page: nothing is sent, the log says so.
      results.push({ id: item.id, state: 'refused', error: 'the user may not open the report page', attempts: item.attempts });
    } else deliverable.push(item);
  }

  const time = formatDateTime(fireTime);
  const words = (item: Claimed) => {
    const report = pages.get(item.permissionId)!;
    const user = users.get(item.userId)!;
    const locale = localeOf();
    const params = { title: report.title[locale], plan: plan.name, time, name: user.realname || user.username };
    return { report, user, locale, params };
  };

  const attachmentsOf = (item: Claimed) => {
    const { report, user, locale } = words(item);
    return Promise.all(FORMATS_OF[item.type].map((format) => files.file(report, format, { userId: item.userId, username: user.username, locale })));
  };
  // On PostgreSQL the files start rendering now, while the notices are written on another
  // connection. Not on PGlite: its one session would let the report's own transaction
  // (report-runner.ts, `pglite.transaction`) run between the statements of the notices'.
  if (ctx.dbKind === 'postgres') {
    for (const item of deliverable) if (users.get(item.userId)!.email.trim()) attachmentsOf(item).catch(() => undefined);
  }

  // The bell: one notice per delivery, stored with the delivery's notice id in one transaction (no second notice on a retry).
  const fresh = deliverable.filter((item) => !item.noticeId).map((item) => ({ item, noticeId: randomUUID() }));
  if (fresh.length) {
    const now = ctx.now();
    await ctx.db.transaction().execute(async (tx) => {
      for (let i = 0; i < fresh.length; i += 1000) {
        const chunk = fresh.slice(i, i + 1000);
        await insertDeliveryNotices(tx, chunk.map(({ item, noticeId }) => {
          const { locale, params } = words(item);
          return {
            id: noticeId, tenant_id: plan.tenantId, user_id: item.userId, type: NOTICE_TYPES.sharedWorkbook,
            title: translate(locale, 'subscriptionNoticeTitle', params), content: translate(locale, 'subscriptionNoticeContent', params),
            relation_id: item.permissionId, created_by: null, created_at: now,
          };
        }), chunk.map((c) => c.item.id));
      }
    });
    // One push per report page to all its recipients (the bell reloads on any push).
    for (const permissionId of new Set(fresh.map((f) => f.item.permissionId))) {
      const of = fresh.filter((f) => f.item.permissionId === permissionId);
      const { locale, params } = words(of[0]!.item);
      ctx.events.emit('notices.created', { tenantId: plan.tenantId, userIds: of.map((f) => f.item.userId), title: translate(locale, 'subscriptionNoticeTitle', params) });
    }
  }

  // The mails, a few at once; each failure stays with its recipient.
  await eachLimited(deliverable, SEND_CONCURRENCY, async (item) => {
    const { user, locale, params } = words(item);
    const email = user.email.trim();
    if (!email) {
      results.push({ id: item.id, state: 'notice', error: 'no e-mail address', attempts: item.attempts + 1 });
      return;
    }
    try {
      const attachments = await attachmentsOf(item);
      await mailer.send({
        tenantId: plan.tenantId, to: email, subject: translate(locale, 'subscriptionMailSubject', params),
        text: translate(locale, 'subscriptionMailBody', params), attachments,
      });
      results.push({ id: item.id, state: mailer.kind === 'smtp' ? 'sent' : 'outbox', error: '', attempts: item.attempts + 1 });
    } catch (error) {
      const attempts = item.attempts + 1;
      results.push({ id: item.id, state: attempts >= MAX_ATTEMPTS ? 'failed' : 'retry', error: String((error as Error)?.message ?? error).slice(0, 500), attempts });
    }
  });

  await record(ctx, results);
  for (const r of results) {
    outcome.deliveries++;
    if (r.state === 'sent') outcome.sent++;
    else if (r.state === 'outbox') outcome.outbox++;
    else if (r.state === 'notice') outcome.noticeOnly++;
    else if (r.state === 'refused') outcome.refused++;
    else if (r.state === 'retry') outcome.retrying++;
    else outcome.failed++;
  }
  outcome.renders = files.renders();
  return outcome;
}

/** Writes the deliveries' states: the successes in a few statements, each failure with its error and next attempt. */
async function record(ctx: AppContext, results: Result[]): Promise<void> {
  const now = ctx.now();
  const done = results.filter((r) => r.state !== 'retry' && r.state !== 'failed');
  for (let i = 0; i < done.length; i += 1000) {
    await recordEndedDeliveries(ctx.db, done.slice(i, i + 1000), now);
  }
  for (const r of results) {
    if (r.state !== 'retry' && r.state !== 'failed') continue;
    const wait = RETRY_BACKOFF_MS[Math.min(r.attempts, RETRY_BACKOFF_MS.length) - 1]!;
    await recordFailedDelivery(ctx.db, { ...r, state: r.state, nextAttemptAt: r.state === 'retry' ? new Date(now.getTime() + wait) : null }, now);
    console.warn(`report subscription delivery ${r.id}: attempt ${r.attempts} ${r.state === 'retry' ? 'failed, retried later' : 'failed, given up'}: ${r.error}`);
  }
}
