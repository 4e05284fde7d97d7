import type { DepartIdNode } from '../../shared/schemas/department.ts';
import type { UserPick } from '../../shared/schemas/user-admin.ts';
import type { RolePick } from '../../elements/pickers/picker-api.ts';
import { startSession } from '../../shared/stores/index.ts';
import { answerApi, refuse, type StubCall } from './api-stub.ts';

/** A department of the picker tests' tenant, as `queryIdTree` answers it. */
const depart = (id: string, title: string, pid: string | null, children: DepartIdNode[] = []): DepartIdNode => ({
  id, orgCode: id.toUpperCase(), key: id, value: id, title, pid,
  hasChildren: children.length > 0, isLeaf: children.length === 0, leaf: children.length === 0, ...(children.length ? { children } : {}),
});

/** 总公司 › (研发部 › (前端组, 后端组), 市场部). */
export const DEPART_TREE: DepartIdNode[] = [
  depart('co', '总公司', null, [
    depart('dev', '研发部', 'co', [depart('fe', '前端组', 'dev'), depart('be', '后端组', 'dev')]),
    depart('mkt', '市场部', 'co'),
  ]),
];

/** Twelve users: user01…user12 (用户01…), the odd ones in 前端组, the even ones in 市场部; zhangsan and lisi in 研发部. */
export const USERS: (UserPick & { departIds: string[] })[] = [
  ...Array.from({ length: 12 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const departIds = i % 2 === 0 ? ['fe'] : ['mkt'];
    return { id: `u${n}`, username: `user${n}`, realname: `用户${n}`, sex: 1 + (i % 2), phone: `1380000${n}00`, birthday: null, orgCode: '', orgCodeTxt: departIds[0]!, departIds };
  }),
  { id: 'u-zs', username: 'zhangsan', realname: '张三', sex: 1, phone: '', birthday: null, orgCode: '', orgCodeTxt: '研发部', departIds: ['dev'] },
  { id: 'u-ls', username: 'lisi', realname: '李四', sex: 2, phone: '', birthday: null, orgCode: '', orgCodeTxt: '研发部', departIds: ['dev'] },
];

/** Seven roles, the newest first. */
export const ROLES: RolePick[] = Array.from({ length: 7 }, (_, i) => ({ id: `r${i + 1}`, roleName: `角色${i + 1}`, roleCode: `role${i + 1}`, description: `描述${i + 1}` }));

const page = <R>(rows: R[], query: URLSearchParams) => {
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
};
const split = (text: string | null) => (text ?? '').split(',').filter(Boolean);

/**
 * Signs a user in and answers the pickers' calls as the server does (`queryIdTree`,
 * `queryUserComponentData` with account search, department and paging, `getMultiUser`,
 * `/sys/role/list` with name search, `queryall`); every call is recorded in `calls`.
 */
export function servePickers(calls: StubCall[], { treeRefused = false } = {}): void {
  answerApi((call) => {
    calls.push(call);
    const q = call.query;
    switch (call.path) {
      case '/sys/sysDepart/queryIdTree': return treeRefused ? refuse(403, '') : DEPART_TREE;
      case '/sys/user/queryUserComponentData': {
        const search = q.get('username') ?? '';
        const departId = q.get('departId');
        return page(USERS.filter((u) => u.username.includes(search) && (!departId || u.departIds.includes(departId))), q);
      }
      case '/sys/user/getMultiUser': {
        const ids = split(q.get('ids'));
        const usernames = split(q.get('usernames'));
        return USERS.filter((u) => ids.includes(u.id) || usernames.includes(u.username));
      }
      case '/sys/role/list': return page(ROLES.filter((r) => r.roleName.includes(q.get('roleName') ?? '')), q);
      case '/sys/role/queryall': return ROLES;
      default: return refuse(404, 'not stubbed');
    }
  });
  startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-zs', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 }, sysAllDictItems: {} });
}
