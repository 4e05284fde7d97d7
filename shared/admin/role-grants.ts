import { get } from '../api/index.ts';
import { callAction } from '../kit/action.ts';
import type { DataRule } from '../kit/data-rule.ts';
import { saveRoleDataRuleAction, saveRolePermissionAction } from '../resources/role-actions.ts';
import type { GrantTree } from '../schemas/role-grants.ts';

/*
 * The calls of the role authorisation drawer (widgets-admin §6, §7; the server's
 * server/modules/role-grants/routes.ts, JeecgBoot's names and shapes).
 */

/** Every menu and button as a tree titled in the current language, and every id (the department permission's call). */
export const fetchGrantTree = (): Promise<GrantTree> => get<GrantTree>('/sys/permission/queryTreeList');

/** The same tree under the name JeecgBoot's role authorisation drawer reads (`/sys/role/queryTreeList`). */
export const fetchRoleGrantTree = (): Promise<GrantTree> => get<GrantTree>('/sys/role/queryTreeList');

/** The ids of the menus and buttons the role has. */
export const fetchRoleGrants = (roleId: string): Promise<string[]> => get<string[]>('/sys/permission/queryRolePermission', { roleId });

/**
 * Saves the role's menus and buttons: `granted` is the whole new set, `loaded` what the drawer
 * read, so that the server writes only the difference (another administrator's change to other
 * branches meanwhile stays).
 */
export const saveRoleGrants = (roleId: string, granted: Iterable<string>, loaded: Iterable<string>): Promise<null> =>
  callAction(saveRolePermissionAction, { roleId, permissionIds: [...granted].join(','), lastpermissionIds: [...loaded].join(',') });

/** A menu's data rules, and those the role has. */
export interface RoleDataRules {
  rules: DataRule[];
  granted: string[];
}

/** The data rules of a menu and the ids of those the role has. */
export async function fetchRoleDataRules(roleId: string, permissionId: string): Promise<RoleDataRules> {
  const path = `/sys/role/queryDataRule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`;
  const answer = await get<{ datarule: DataRule[]; drChecked: string }>(path);
  return { rules: answer.datarule, granted: answer.drChecked.split(',').filter(Boolean) };
}

/** Gives the role exactly these data rules of the menu (the server refuses while the role lacks the menu: '请先保存角色菜单权限!'). */
export const saveRoleDataRules = (roleId: string, permissionId: string, ruleIds: Iterable<string>): Promise<null> =>
  callAction(saveRoleDataRuleAction, { permissionId, roleId, dataRuleIds: [...ruleIds].join(',') });
