import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES, type PermissionCode } from '../../../shared/schemas/permission-codes.ts';
import {
  DeleteSubQuerySchema, GetSubAnswerSchema, GetSubQuerySchema, SubscriptionSaveSchema,
  type SubscriptionRow, type SubscriptionSave, type SubscriptionType,
} from '../../../shared/schemas/subscription.ts';
import type { AppContext } from '../../app-context.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createSubscriptionRepository } from './subscription-repository.ts';

export { USER_DEPARTED } from './subscription-repository.ts';

/** A refusal the client shows as a warning: HTTP 200, `success: false`, the message in the request's language. */
class Refusal extends Error {
  constructor(readonly key: MessageKey, readonly params: Record<string, string> = {}, readonly code = 400) {
    super(key);
  }
}

const refusal = (request: FastifyRequest, error: Refusal) =>
  envelope(request, { success: false, code: error.code, message: translate(request.locale, error.key, error.params), result: null });

/**
 * Report subscriptions (portal-shell §2.7, §5, §7, §8): `POST /sys/file/subscribe/relationUser`
 * (add) and `updateRelationUser` (edit), `GET getSub` (a report page's rows merged by plan and
 * type, usernames comma-joined), `DELETE deleteSub`. Refusals answer `success: false` with a
 * message the client shows as a warning. A report page can be subscribed to when the caller
 * may open it in the tenant and it shows a built-in report (not a Tableau view: its file is
 * Tableau's); the users named must be the tenant's and not have left; the plans the tenant's.
 */
export function subscriptionRoutes(app: TypedApp, ctx: AppContext) {
  const tags = ['subscriptions'];
  const subscriptions = createSubscriptionRepository(ctx.db);
  const guard = (permission: PermissionCode) => ({ config: { auth: { permission } } });

  /** The report page, if subscribable by this caller; else the refusal. */
  async function subscribablePage(request: FastifyRequest, permissionId: string): Promise<string> {
    if (!permissionId.trim()) throw new Refusal('subscribeNoMenu');
    const page = (await ctx.permissions.granted(sessionOf(request).userId, request.tenantId)).find((p) => p.id === permissionId);
    if (!page) throw new Refusal('reportNotPermitted', {}, 403);
    if (page.menu_category !== 'report') throw new Refusal('subscribeNotReport');
    if (!(await subscriptions.showsBuiltinReport(page.id))) throw new Refusal('subscribeNotReport');
    return page.id;
  }

  async function tenantPlans(tenantId: number, planIds: string[]): Promise<string[]> {
    const wanted = [...new Set(planIds)];
    const found = await subscriptions.tenantPlans(tenantId, wanted);
    if (found.length !== wanted.length) throw new Refusal('subscribePlanUnknown');
    return wanted;
  }

  /** The ids of the named users: each a member of the tenant, not deleted, not departed. */
  async function tenantUsers(tenantId: number, usernames: string[]): Promise<string[]> {
    const wanted = [...new Set(usernames.map((u) => u.trim()).filter(Boolean))];
    if (!wanted.length) throw new Refusal('subscribeUserUnknown', { name: '' });
    const rows = await subscriptions.subscribableUsers(tenantId, wanted);
    const known = new Map(rows.map((r) => [r.username, r.id]));
    const missing = wanted.find((name) => !known.has(name));
    if (missing !== undefined) throw new Refusal('subscribeUserUnknown', { name: missing.slice(0, 100) });
    return wanted.map((name) => known.get(name)!);
  }

  /** Adds (or with `replace`, first removes the merged row the edit names) in one transaction. */
  async function save(request: FastifyRequest, body: SubscriptionSave, replace: boolean) {
    const tenantId = request.tenantId;
    const permissionId = await subscribablePage(request, body.permissionId);
    const planIds = await tenantPlans(tenantId, Array.isArray(body.planId) ? body.planId : [body.planId]);
    const userIds = await tenantUsers(tenantId, body.userNameList);
    // An edit first removes the merged row it names: its plan and type (by default the ones now chosen).
    const replacing = replace ? { planIds: body.originalPlanId ? [body.originalPlanId] : planIds, type: body.originalType ?? body.type } : undefined;
    await subscriptions.save({ tenantId, permissionId, planIds, userIds, type: body.type, now: ctx.now(), ...(replacing ? { replacing } : {}) });
  }

  const answer = async (request: FastifyRequest, work: () => Promise<unknown>, key: MessageKey) => {
    try {
      await work();
      return ok(request, null, key);
    } catch (error) {
      if (error instanceof Refusal) return refusal(request, error);
      throw error;
    }
  };

  app.post('/sys/file/subscribe/relationUser', {
    ...guard(PERMISSION_CODES.subscribeAdd),
    schema: { tags, body: SubscriptionSaveSchema, response: { 200: Envelope(Type.Null()) } },
  }, (request) => answer(request, () => save(request, request.body, false), 'subscribeSaved'));

  app.post('/sys/file/subscribe/updateRelationUser', {
    ...guard(PERMISSION_CODES.subscribeEdit),
    schema: { tags, body: SubscriptionSaveSchema, response: { 200: Envelope(Type.Null()) } },
  }, (request) => answer(request, () => save(request, request.body, true), 'subscribeUpdated'));

  app.get('/sys/file/subscribe/getSub', {
    ...guard(PERMISSION_CODES.subscribeList),
    schema: { tags, querystring: GetSubQuerySchema, response: { 200: Envelope(Type.Union([GetSubAnswerSchema, Type.Null()])) } },
  }, async (request) => {
    const query = request.query;
    let permissionId: string;
    try {
      // Listing needs the page openable, not subscribable: a page turned into a Tableau view still shows what it had.
      if (!query.permissionId.trim()) throw new Refusal('subscribeNoMenu');
      const granted = await ctx.permissions.granted(sessionOf(request).userId, request.tenantId);
      if (!granted.some((p) => p.id === query.permissionId)) throw new Refusal('reportNotPermitted', {}, 403);
      permissionId = query.permissionId;
    } catch (error) {
      if (error instanceof Refusal) return refusal(request, error);
      throw error;
    }
    const rows = await subscriptions.merged(request.tenantId, permissionId, query);
    const result: SubscriptionRow[] = rows.map((r) => ({
      id: `${r.plan_id}:${r.type}`, permissionId, planId: r.plan_id, planName: r.plan_name, type: r.type as SubscriptionType,
      userName: r.usernames.join(','), userNameList: r.usernames,
    }));
    return ok(request, result);
  });

  app.delete('/sys/file/subscribe/deleteSub', {
    ...guard(PERMISSION_CODES.subscribeDelete),
    schema: { tags, querystring: DeleteSubQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const { permissionId, planId, type } = request.query;
    if (!(await subscriptions.deleteMerged(request.tenantId, { permissionId, planId, type }))) return refusal(request, new Refusal('subscribeNotFound', {}, 404));
    return ok(request, null, 'subscribeDeleted');
  });
}
