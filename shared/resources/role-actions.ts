import { defineAction } from '../kit/action.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { SaveRoleDataRuleSchema, SaveRolePermissionSchema } from '../schemas/role-grants.ts';
import { roleResource } from './role.ts';

/** Authorises a role: its menus and buttons, `POST /sys/permission/saveRolePermission` (widgets-admin §6, JeecgBoot's path). */
export const saveRolePermissionAction = defineAction(roleResource, {
  name: 'authorise', method: 'POST', path: '/sys/permission/saveRolePermission', permission: PERMISSION_CODES.roleAuthorize, input: SaveRolePermissionSchema,
});

/** A role's data rules of one menu: `POST /sys/role/saveDataRule`. */
export const saveRoleDataRuleAction = defineAction(roleResource, {
  name: 'saveDataRule', method: 'POST', path: 'saveDataRule', permission: PERMISSION_CODES.roleAuthorize, input: SaveRoleDataRuleSchema,
});
