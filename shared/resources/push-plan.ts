import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { PushPlanInputSchema, PushPlanSchema } from '../schemas/subscription.ts';

/** What adding or editing a plan writes (the call's `id` aside). */
export const PushPlanFieldsSchema = Type.Object({
  planName: PushPlanInputSchema.properties.planName,
  cronExpression: PushPlanInputSchema.properties.cronExpression,
  description: PushPlanInputSchema.properties.description,
});

/**
 * A tenant's push plans (issue 13; portal-shell §3, §7) on the kit, at the documented routes:
 * the paged list `GET /sys/file/plan/pushPlanPage` (and `queryById`), `POST addPushPlan`,
 * `POST updatePushPlan` (PUT answers too, as every kit edit), `DELETE deletePushPlan?id=` and
 * the kit's `deleteBatch`. A plan's name is unique in its tenant.
 */
export const pushPlanResource = defineResource({
  name: 'pushPlan',
  title: { cn: '推送计划', en: 'Push plans', tc: '推送計劃' },
  basePath: '/sys/file/plan',
  routes: {
    list: 'pushPlanPage', add: { method: 'POST', path: 'addPushPlan' }, edit: { method: 'POST', path: 'updatePushPlan' }, delete: 'deletePushPlan',
  },
  tableName: 'push_plans',
  page: 'PushPlanList',
  record: PushPlanSchema,
  input: PushPlanFieldsSchema,
  fields: {
    planName: { label: { cn: '计划名称', en: 'Plan name', tc: '計劃名稱' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    cronExpression: { label: { cn: 'Cron 表达式', en: 'Cron expression', tc: 'Cron 表達式' }, kind: 'text', width: 200 },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', width: 240 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true },
  },
  permissions: {
    list: PERMISSION_CODES.pushPlanList, add: PERMISSION_CODES.pushPlanAdd, edit: PERMISSION_CODES.pushPlanEdit, delete: PERMISSION_CODES.pushPlanDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
