import { computed, map } from 'nanostores';
import { get } from '../api/methods.ts';
import { createFetcherStore } from '../kit/query-client.ts';
import { resourceKeyPrefix } from '../kit/resource-keys.ts';
import { callAction } from '../kit/action.ts';
import { createResourceMutation } from '../kit/resource-mutators.ts';
import { departmentResource } from '../resources/department.ts';
import { roleResource } from '../resources/role.ts';
import { userResource, type UserAdminSchema } from '../resources/user.ts';
import { cancelQuitAction, freezeUsersAction, purgeUsersAction, restoreUsersAction, setPasswordAction, userQuitAction } from '../resources/user-actions.ts';
import type { DepartTreeNode } from '../schemas/department.ts';
import type { Static } from 'typebox';

// List, add, edit, delete, import and export go through the kit's data provider of `userResource`.

/** A user as the administration list and the recycle bin answer it. */
export type UserAdminRecord = Static<typeof UserAdminSchema>;

/** A user's states (the `user_status` dictionary's values): `frozenBatch` sends '2' to freeze, '1' to thaw. */
export { USER_STATUS } from '../resources/user.ts';

/** Freezes (status 2) or thaws (status 1) users (`PUT /sys/user/frozenBatch`); every list of users reads again. */
export const setUsersStatus = createResourceMutation(userResource, ({ ids, status }: { ids: readonly string[]; status: 1 | 2 }) =>
  callAction(freezeUsersAction, { ids: ids.join(','), status: status === 2 ? '2' : '1' }));

/** Marks a user departed (离职, `PUT /sys/user/userQuit`): their sessions end and they cannot sign in; every list of users reads again. */
export const markUserDeparted = createResourceMutation(userResource, (id: string) => callAction(userQuitAction, { userId: id }));

/** Cancels the departure of users (`PUT /sys/user/putCancelQuit`): they are normal again; every list of users reads again. */
export const cancelDeparture = createResourceMutation(userResource, (ids: readonly string[]) =>
  callAction(cancelQuitAction, { userIds: ids.join(',') }));

/** An administrator sets a user's password (`PUT /sys/user/changePassword`); the user's sessions end. */
export const setUserPassword = createResourceMutation(userResource, ({ username, password, confirmpassword }: { username: string; password: string; confirmpassword: string }) =>
  callAction(setPasswordAction, { username, password, confirmpassword }));

/** One page of deleted users (`GET /sys/user/recycleBin`). */
export function fetchRecycleBin(pageNo: number, pageSize: number): Promise<{ records: UserAdminRecord[]; total: number }> {
  return get('/sys/user/recycleBin', { pageNo, pageSize });
}

/** Brings users back from the recycle bin (`PUT /sys/user/putRecycleBin`); every list of users reads again. */
export const restoreUsers = createResourceMutation(userResource, (ids: readonly string[]) =>
  callAction(restoreUsersAction, { userIds: ids.join(',') }));

/** Deletes users in the recycle bin for good (`DELETE /sys/user/deleteRecycleBin`): irreversible. */
export const purgeUsers = createResourceMutation(userResource, (ids: readonly string[]) =>
  callAction(purgeUsersAction, { userIds: ids.join(',') }));

/** A role as `/sys/role/queryall` answers it. */
export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
}

/** A position as the user form offers it. */
export interface PositionOption {
  id: string;
  name: string;
}

/** The tenant's whole department tree (`/sys/sysDepart/queryTreeList`, `system:depart:list`). */
export const fetchDepartTree = (): Promise<DepartTreeNode[]> => get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList');

/** Every role of the tenant (`/sys/role/queryall`). */
export const fetchRoleOptions = (): Promise<RoleOption[]> => get<RoleOption[]>('/sys/role/queryall');

/** A tenant as the user form offers it (platform tenant only). */
export interface TenantOption {
  id: string;
  name: string;
}

/** Every tenant, by number (`/sys/tenant/list`, one page of 1000; the platform tenant's administrators only). */
export const fetchTenantOptions = async (): Promise<TenantOption[]> =>
  (await get<{ records: TenantOption[] }>('/sys/tenant/list', { pageNo: 1, pageSize: 1000, column: 'id', order: 'asc' })).records;

/** The tenant's positions, as many as one page holds (`/sys/position/list`, 1000), by code. */
export const fetchPositionOptions = async (): Promise<PositionOption[]> =>
  (await get<{ records: PositionOption[] }>('/sys/position/list', { pageNo: 1, pageSize: 1000, column: 'code', order: 'asc' })).records;

// Keyed under each resource's prefix, so a change made on the department or role page (the
// kit's mutations invalidate `kit:<name>:*`) reaches the user page too.

/** The department tree, shared by the user page's tree filter and its departments column. */
export const $departTree = createFetcherStore<DepartTreeNode[]>([`${resourceKeyPrefix(departmentResource)}tree`], { fetcher: fetchDepartTree });

/** The tenant's roles, for the user page's role filter. */
export const $roleOptions = createFetcherStore<RoleOption[]>([`${resourceKeyPrefix(roleResource)}all`], { fetcher: fetchRoleOptions });

/** The departments of a tree in reading order (parents before their children), with their depth. */
export function flattenDepartTree(nodes: readonly DepartTreeNode[], depth = 0): { node: DepartTreeNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenDepartTree(node.children ?? [], depth + 1)]);
}

/**
 * The recycle bin's view (widgets-admin §2 "recycle bin of deleted users"): its page, and
 * the page of deleted users, keyed under the user resource, so a delete on the list, a
 * restore or a permanent delete makes it read again.
 */
export function createRecycleBinStore() {
  const $paging = map({ pageNo: 1, pageSize: 10 });
  const $key = computed($paging, (paging) => `${paging.pageNo}:${paging.pageSize}`);
  const $bin = createFetcherStore<{ records: UserAdminRecord[]; total: number }>([`${resourceKeyPrefix(userResource)}recycle:`, $key], {
    fetcher: (_prefix, key) => {
      const [pageNo, pageSize] = String(key).split(':').map(Number);
      return fetchRecycleBin(pageNo!, pageSize!);
    },
  });
  return { $paging, $bin };
}
