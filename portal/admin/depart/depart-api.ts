import { get } from '../../../shared/api/index.ts';
import { fetchGrantTree } from '../../../shared/admin/role-grants.ts';
import { callAction } from '../../../shared/kit/action.ts';
import { saveDepartHeadsAction, saveDepartPermissionAction, saveDeptRolePermissionAction } from '../../../shared/resources/department-actions.ts';
import type { DepartIdNode, DepartTreeNode, DeptRoleTree } from '../../../shared/schemas/department.ts';
import type { PermissionTreeNode } from '../../../shared/schemas/permission-tree.ts';
import type { CheckTreeNode } from '../../kit/CheckTree.tsx';
import type { GrantSource } from '../../kit/GrantDrawer.tsx';
import type { Choice } from '../../kit/list-config.ts';

/** A department as the tree table reads it: the node, and whether it has children to load. */
export type DepartRow = DepartTreeNode & { hasChildren: boolean };

const asRows = (nodes: readonly DepartTreeNode[]): DepartRow[] =>
  nodes.map(({ children: _children, ...node }) => ({ ...node, hasChildren: !node.isLeaf }));

/** One level of the tree, lazily (`queryDepartTreeSync`): the roots without `pid`, else its children. */
export async function departLevel(pid?: string): Promise<DepartRow[]> {
  return asRows(await get<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync', pid ? { pid } : {}));
}

/** The caller's own departments with their subtrees (`queryMyDeptTreeList`), as roots to expand. */
export async function myDeparts(): Promise<DepartRow[]> {
  return nested(await get<DepartTreeNode[]>('/sys/sysDepart/queryMyDeptTreeList'));
}
const nested = (nodes: readonly DepartTreeNode[]): DepartRow[] =>
  nodes.map((node) => ({ ...node, hasChildren: !!node.children?.length, children: node.children?.length ? nested(node.children) : [] }));

/**
 * The departments as the choices of a parent select (`queryIdTree`), depth shown by indentation,
 * without `except` and its subtree (a department cannot move under itself).
 */
export async function parentChoices(except?: string): Promise<Choice[]> {
  const walk = (nodes: readonly DepartIdNode[], depth: number): Choice[] => nodes.flatMap((node) => (node.id === except ? [] : [
    { value: node.id, label: `${'\u3000'.repeat(depth)}${node.title}` }, ...walk(node.children ?? [], depth + 1),
  ]));
  return walk(await get<DepartIdNode[]>('/sys/sysDepart/queryIdTree'), 0);
}

/** The department's members, as choices (`queryUserByDepId`). */
export async function memberChoices(departId: string): Promise<Choice[]> {
  const users = await get<{ id: string; username: string; realname: string }[]>('/sys/user/queryUserByDepId', { id: departId });
  return users.map((user) => ({ value: user.id, label: user.realname ? `${user.realname} (${user.username})` : user.username }));
}

/** The ids of the department's heads (`queryHeads`). */
export const departHeads = (departId: string): Promise<string[]> => get<string[]>('/sys/sysDepart/queryHeads', { departId });

/** Makes exactly `userIds` the department's heads (`saveHeads`). */
export const saveDepartHeads = (departId: string, userIds: readonly string[]): Promise<null> =>
  callAction(saveDepartHeadsAction, { departId, userIds: userIds.join(',') });

/** What a department may grant: the whole menu tree (as the role drawer reads it), and the department's permissions checked. */
export async function departGrant(departId: string): Promise<GrantSource> {
  const [tree, checked] = await Promise.all([fetchGrantTree(), get<string[]>('/sys/permission/queryDepartPermission', { departId })]);
  return { tree: tree.treeList, checked };
}

/** Saves what the department may grant (`saveDepartPermission`): the whole set, and what was loaded, so only the difference is written. */
export const saveDepartGrant = (departId: string, checked: readonly string[], opened: readonly string[]): Promise<null> =>
  callAction(saveDepartPermissionAction, { departId, permissionIds: checked.join(','), lastpermissionIds: opened.join(',') });

/** The check tree's nodes of a permission tree, whose leaves may come without `children`. */
const checkNodes = (nodes: readonly PermissionTreeNode[]): CheckTreeNode[] =>
  nodes.map((node) => ({ key: node.key, title: node.title, children: checkNodes(node.children ?? []) }));

/** What a department role grants, within its department's permissions (`queryTreeListForDeptRole`, `queryDeptRolePermission`). */
export async function departRoleGrant(departId: string, roleId: string): Promise<GrantSource> {
  const [tree, checked] = await Promise.all([
    get<DeptRoleTree>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
    get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  ]);
  return { tree: checkNodes(tree.treeList), checked };
}

/** Saves what a department role grants (`saveDeptRolePermission`), as the department's own. */
export const saveDepartRoleGrant = (roleId: string, checked: readonly string[], opened: readonly string[]): Promise<null> =>
  callAction(saveDeptRolePermissionAction, { roleId, permissionIds: checked.join(','), lastpermissionIds: opened.join(',') });
