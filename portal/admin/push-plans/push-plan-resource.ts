import { del, post } from '../../../shared/api/index.ts';
import { createDataProvider, defineResource, type DataProvider } from '../../../shared/kit/index.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { PushPlanInputSchema, PushPlanSchema, type PushPlan } from '../../../shared/schemas/subscription.ts';

/** Where push plans live (portal-shell §7). */
const BASE = '/sys/file/plan';

/**
 * Push plans as a kit resource for the list page (issue 13): the list is the documented
 * `GET pushPlanPage` (a kit list of `records`, `total`); add, edit and delete are JeecgBoot's
 * own calls, not the kit's `add`/`edit`/`delete`, so {@link pushPlanProvider} names them.
 */
export const pushPlanResource = defineResource({
  name: 'pushPlan',
  title: { cn: '推送计划', en: 'Push plans', tc: '推送計劃' },
  basePath: BASE,
  tableName: 'sys_push_plan',
  page: 'PushPlanList',
  record: PushPlanSchema,
  input: PushPlanInputSchema,
  fields: {
    planName: { label: { cn: '计划名称', en: 'Plan name', tc: '計劃名稱' }, kind: 'text', filter: 'like' },
    cronExpression: { label: { cn: 'Cron 表达式', en: 'Cron expression', tc: 'Cron 表達式' }, kind: 'text' },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text' },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime' },
  },
  permissions: {
    list: PERMISSION_CODES.pushPlanList, add: PERMISSION_CODES.pushPlanAdd, edit: PERMISSION_CODES.pushPlanEdit, delete: PERMISSION_CODES.pushPlanDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  routes: { list: 'pushPlanPage' },
});

type PushPlanResource = typeof pushPlanResource;

const kit = createDataProvider(pushPlanResource);

/**
 * The data provider of push plans: the kit's list, and `POST addPushPlan`, `POST updatePushPlan`
 * (with `id`), `DELETE deletePushPlan?id=`. No batch delete call exists; a batch deletes one by one.
 * No duplicate check: plan names need not be unique.
 */
export const pushPlanProvider: DataProvider<PushPlanResource> = {
  ...kit,
  async create({ variables }) {
    return { data: await post<PushPlan>(`${BASE}/addPushPlan`, variables) };
  },
  async update({ id, variables }) {
    return { data: await post<PushPlan>(`${BASE}/updatePushPlan`, { ...variables, id }) };
  },
  async deleteOne({ id }) {
    await del<null>(`${BASE}/deletePushPlan`, { id });
  },
  async deleteMany({ ids }) {
    for (const id of ids) await del<null>(`${BASE}/deletePushPlan`, { id });
  },
  checkUnique: async () => null,
};
