import type { PushPlan, SubscriptionRow } from '../../shared/schemas/subscription.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { loadPermissions, startSession } from '../../shared/stores/index.ts';
import { answerApi, grant, refuse, testMeta, type StubCall } from './api-stub.ts';

/** The report page the subscription tests subscribe to. */
export const HISTORY = testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'Report history', '歷史報表']);

/** Two push plans. */
export const PLANS: PushPlan[] = [
  { id: 'p1', planName: '每日早八点', cronExpression: '0 0 8 * * ?', description: '', createTime: '2026-01-01 00:00:00' },
  { id: 'p2', planName: '每周一', cronExpression: '0 0 9 ? * 2', description: '', createTime: '2026-01-02 00:00:00' },
];

/** The merged rows of the history report: p1 as a picture to two users, p2 as both to one. */
export const ROWS: SubscriptionRow[] = [
  { id: 'p1:0', permissionId: 'menu-report-history', planId: 'p1', planName: '每日早八点', type: '0', userName: 'zhangsan,lisi', userNameList: ['zhangsan', 'lisi'] },
  { id: 'p2:2', permissionId: 'menu-report-history', planId: 'p2', planName: '每周一', type: '2', userName: 'wangwu', userNameList: ['wangwu'] },
];

const USERS = [
  { id: 'u-zs', username: 'zhangsan', realname: '张三', sex: 1, phone: '', birthday: null, orgCode: '', orgCodeTxt: '' },
  { id: 'u-ls', username: 'lisi', realname: '李四', sex: 2, phone: '', birthday: null, orgCode: '', orgCodeTxt: '' },
  { id: 'u-ww', username: 'wangwu', realname: '王五', sex: 1, phone: '', birthday: null, orgCode: '', orgCodeTxt: '' },
];

/** The subscription permissions. */
export const SUBSCRIBE_ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`system:subscribe:${a}`));

/** How the stub answers the writes: accepted with `successMessage`, or refused (HTTP 200, success false) with a message. */
export interface SubscriptionServerOptions {
  auth?: ReturnType<typeof grant>[];
  /** Refuse saves with this message. */
  refuseSave?: string;
  /** Refuse deletes with this message. */
  refuseDelete?: string;
  /** Answer getSub paged (`records`, `total`) instead of as an array. */
  paged?: boolean;
  successMessage?: string;
  /** The user's menu (default: the history report alone). */
  menu?: MenuItem[];
}

/** A menu entry of `meta` at `path`. */
export const menuItem = (path: string, meta: MenuItem['meta']): MenuItem => ({
  id: meta.id, path, component: meta.componentName, name: meta.id, redirect: '', hidden: false, alwaysShow: false, route: '1', meta,
});

/**
 * Signs a user in with `menu` (the history report by default) and `auth` and answers the subscription calls
 * (`getSub` filtered by type and plan, `pushPlanPage`, the saves and deletes) and the user
 * picker's; every call is recorded.
 */
export async function serveSubscriptions(options: SubscriptionServerOptions = {}): Promise<{ calls: StubCall[] }> {
  const calls: StubCall[] = [];
  const answer = (call: StubCall): unknown => {
    calls.push(call);
    const q = call.query;
    switch (call.path) {
      case '/sys/file/subscribe/getSub': {
        const rows = ROWS.filter((r) => r.permissionId === q.get('permissionId') && (!q.get('type') || r.type === q.get('type')) && (!q.get('planId') || r.planId === q.get('planId')));
        return options.paged ? { records: rows, total: rows.length } : rows;
      }
      case '/sys/file/plan/pushPlanPage': return { records: PLANS, total: PLANS.length };
      case '/sys/file/subscribe/relationUser':
      case '/sys/file/subscribe/updateRelationUser':
        return options.refuseSave ? refuse(200, options.refuseSave) : null;
      case '/sys/file/subscribe/deleteSub': return options.refuseDelete ? refuse(200, options.refuseDelete) : null;
      case '/sys/user/getMultiUser': return USERS.filter((u) => (q.get('usernames') ?? '').split(',').includes(u.username));
      case '/sys/user/queryUserComponentData': return { records: USERS, total: USERS.length };
      case '/sys/sysDepart/queryIdTree': return [];
      default: return refuse(404, 'not stubbed');
    }
  };
  const auth = options.auth ?? SUBSCRIBE_ALL;
  const menu = options.menu ?? [menuItem('/report/history', HISTORY)];
  answerApi((call) => (call.path === '/sys/permission/getUserPermissionByToken' ? { menu, auth, allAuth: auth, sysSafeMode: false } : answer(call)),
    { successMessage: options.successMessage ?? '' });
  startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  await loadPermissions();
  return { calls };
}
