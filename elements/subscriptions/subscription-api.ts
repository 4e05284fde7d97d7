import { msg } from '@lit/localize';
import { failureText, refusalText, request } from '../../shared/api/index.ts';
import type { PushPlan, SubscriptionRow, SubscriptionSave, SubscriptionType } from '../../shared/schemas/subscription.ts';

/**
 * The calls of `<dkp-subscriptions>` (portal-shell §2.7, §7), in the shapes of
 * shared/schemas/subscription.ts.
 */

/** The subscriptions base path. */
const SUB = '/sys/file/subscribe';
/** The push plans base path. */
export const PLAN_BASE = '/sys/file/plan';
/** The most plans the modal's plan select offers (the list call's largest page). */
const PLAN_CHOICES_MAX = 1000;

/** A page of merged rows; `total` is null when the server answered the whole list as an array. */
export interface SubscriptionPage {
  rows: SubscriptionRow[];
  total: number | null;
}

/** What the list asks: the page of a menu, filtered by type and plan ('' = all). */
export interface SubscriptionQuery {
  permissionId: string;
  type: SubscriptionType | '';
  planId: string;
  pageNo: number;
  pageSize: number;
}

/** What a save or delete ended with: the words to show and whether they are a success or a warning (portal-shell §8). */
export interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * `GET getSub`. Portal-shell §7 says 'result array'; a paged answer (`records`, `total`) is
 * read too, so the list pages when the server pages.
 */
export async function fetchSubscriptions(query: SubscriptionQuery): Promise<SubscriptionPage> {
  const { result } = await request<SubscriptionRow[] | { records: SubscriptionRow[]; total: number }>(`${SUB}/getSub`, {
    query: {
      pageNo: query.pageNo, pageSize: query.pageSize, column: 'createTime', order: 'desc', permissionId: query.permissionId,
      type: query.type || undefined, planId: query.planId || undefined,
    },
  });
  if (Array.isArray(result)) return { rows: result, total: null };
  return { rows: result?.records ?? [], total: result?.total ?? 0 };
}

/** The push plans a subscription may name (`GET pushPlanPage`, one large page). */
export async function fetchPlans(): Promise<PushPlan[]> {
  const { result } = await request<{ records: PushPlan[] } | PushPlan[]>(`${PLAN_BASE}/pushPlanPage`, { query: { pageNo: 1, pageSize: PLAN_CHOICES_MAX } });
  return Array.isArray(result) ? result : (result?.records ?? []);
}

/**
 * Saves a subscription: `relationUser` (add) or `updateRelationUser` (edit, with
 * `originalPlanId` and `originalType` in `body`). The server's message is shown as a
 * success when it succeeded, else as a warning (portal-shell §7, §8).
 */
export async function saveSubscription(body: SubscriptionSave, editing: boolean): Promise<Outcome> {
  return outcomeOf(request<unknown>(`${SUB}/${editing ? 'updateRelationUser' : 'relationUser'}`, { method: 'POST', body, acceptFailure: true }), msg('保存成功'));
}

/** `DELETE deleteSub` of one merged row: success shows the message (and the list reloads), failure warns. */
export async function deleteSubscription(row: Pick<SubscriptionRow, 'permissionId' | 'planId' | 'type'>): Promise<Outcome> {
  const query = { permissionId: row.permissionId, planId: row.planId, type: row.type };
  return outcomeOf(request<unknown>(`${SUB}/deleteSub`, { method: 'DELETE', query, acceptFailure: true }), msg('删除成功'));
}

async function outcomeOf(call: Promise<{ success: boolean; message: string }>, done: string): Promise<Outcome> {
  try {
    const envelope = await call;
    return envelope.success ? { ok: true, message: envelope.message || done } : { ok: false, message: envelope.message || msg('操作失败') };
  } catch (error) {
    return { ok: false, message: refusalText(error) || failureText(error) };
  }
}
