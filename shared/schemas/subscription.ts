import { Type, type Static } from 'typebox';
import { PageNoSchema } from './paging.ts';

/**
 * Push plans and report subscriptions (issue 13; portal-shell §2.7, §3, §7, §8): the calls'
 * shapes, shared by the server, `<dkp-subscriptions>` and the push plan page.
 */

/** What a subscriber receives (portal-shell §3): '0' a picture, '1' a PDF, '2' both. */
export const SUBSCRIPTION_TYPES = ['0', '1', '2'] as const;
export const SubscriptionTypeSchema = Type.Enum(SUBSCRIPTION_TYPES);
export type SubscriptionType = Static<typeof SubscriptionTypeSchema>;

/** A push plan: a name and a Quartz cron expression (shared/cron/quartz.ts) on which its subscriptions are delivered. */
export const PushPlanSchema = Type.Object({
  id: Type.String(),
  planName: Type.String(),
  cronExpression: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
});
export type PushPlan = Static<typeof PushPlanSchema>;

/** `POST /sys/file/plan/addPushPlan` and `updatePushPlan` (with `id`). */
export const PushPlanInputSchema = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  planName: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  cronExpression: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: 200, default: '' }),
});
export type PushPlanInput = Static<typeof PushPlanInputSchema>;

/** `GET /sys/file/plan/pushPlanPage`: paging, and a name filter. */
export const PushPlanPageQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  planName: Type.Optional(Type.String({ maxLength: 50 })),
  _t: Type.Optional(Type.String()),
});

/**
 * A row of `GET /sys/file/subscribe/getSub`: the subscriptions of one report page with the
 * same plan and type merged, their users' names comma-joined (portal-shell §2.7).
 */
export const SubscriptionRowSchema = Type.Object({
  /** `{planId}:{type}`, what the merged row is known by. */
  id: Type.String(),
  permissionId: Type.String(),
  planId: Type.String(),
  planName: Type.String(),
  type: SubscriptionTypeSchema,
  /** The usernames, comma-joined. */
  userName: Type.String(),
  userNameList: Type.Array(Type.String()),
});
export type SubscriptionRow = Static<typeof SubscriptionRowSchema>;

/** `GET /sys/file/subscribe/getSub`. */
export const GetSubQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  column: Type.Optional(Type.Enum(['planName', 'type', 'createTime'])),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
  /** The report page (menu entry); '' is refused with '请选择一个菜单!'. */
  permissionId: Type.String({ maxLength: 64 }),
  type: Type.Optional(Type.Union([Type.Literal(''), SubscriptionTypeSchema])),
  planId: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String()),
});

/**
 * `POST /sys/file/subscribe/relationUser` (add) and `updateRelationUser` (edit): subscribes
 * the users to the report page on each chosen plan with the type. An edit replaces the merged
 * row it names (`originalPlanId`, `originalType`).
 */
export const SubscriptionSaveSchema = Type.Object({
  /** '' is refused with '请选择一个菜单!'. */
  permissionId: Type.String({ maxLength: 64 }),
  userNameList: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 5000 }),
  type: SubscriptionTypeSchema,
  /** One plan, or several (the modal's plan multi-select). */
  planId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 })]),
  originalPlanId: Type.Optional(Type.String({ maxLength: 64 })),
  originalType: Type.Optional(SubscriptionTypeSchema),
});
export type SubscriptionSave = Static<typeof SubscriptionSaveSchema>;

/** `DELETE /sys/file/subscribe/deleteSub`: one merged row. */
export const DeleteSubQuerySchema = Type.Object({
  permissionId: Type.String({ minLength: 1, maxLength: 64 }),
  planId: Type.String({ minLength: 1, maxLength: 64 }),
  type: SubscriptionTypeSchema,
});

/** The answer of `GET /sys/file/subscribe/getSub` (portal-shell §7 "result array"): the requested page of merged rows. */
export const GetSubAnswerSchema = Type.Array(SubscriptionRowSchema);
