import { get } from '../../shared/api/index.ts';
import type { DepartIdNode } from '../../shared/schemas/department.ts';
import type { UserPick } from '../../shared/schemas/user-admin.ts';

/** One page of a picker's list (widgets-admin §7 "result.records, total"). */
export interface PickPage<R> {
  records: R[];
  total: number;
}

/** What a picker's list asks for: a page, the search text, and (users) a department. */
export interface PickQuery {
  pageNo: number;
  pageSize: number;
  search: string;
  departId: string | null;
}

/** A role as the role picker shows it (widgets-admin §3 "Role: id, roleCode, roleName, description"). */
export interface RolePick {
  id: string;
  roleName: string;
  roleCode: string;
  description: string;
}

/** How a user picker stores its users: by account (JeecgBoot's default) or by id. */
export type UserValueField = 'username' | 'id';

/** A page of the tenant's users matching the account searched, in a department when one is chosen. */
export function fetchUserPage({ pageNo, pageSize, search, departId }: PickQuery): Promise<PickPage<UserPick>> {
  return get('/sys/user/queryUserComponentData', { pageNo, pageSize, username: search.trim() || undefined, departId: departId ?? undefined });
}

/** The users of the given accounts or ids (`getMultiUser`): the names of a picker's initial value. */
export function fetchUsers(field: UserValueField, values: readonly string[]): Promise<UserPick[]> {
  if (values.length === 0) return Promise.resolve([]);
  return get('/sys/user/getMultiUser', field === 'id' ? { ids: values.join(',') } : { usernames: values.join(',') });
}

/** The tenant's organisation chart, names and codes (`queryIdTree`: any signed-in user may ask). */
export const fetchDepartTree = (): Promise<DepartIdNode[]> => get('/sys/sysDepart/queryIdTree');

/** A page of the tenant's roles whose name contains the search, newest first (`/sys/role/list`). */
export function fetchRolePage({ pageNo, pageSize, search }: PickQuery): Promise<PickPage<RolePick>> {
  return get('/sys/role/list', { pageNo, pageSize, roleName: search.trim() || undefined, column: 'createTime', order: 'desc' });
}

/** Every role of the tenant (`queryall`): the names of a role picker's initial value. */
export const fetchAllRoles = (): Promise<RolePick[]> => get('/sys/role/queryall');
