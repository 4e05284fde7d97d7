import { defineAction } from '../kit/action.ts';
import { DeptRoleUserSchema, SaveDepartHeadsSchema, SaveDepartPermissionSchema, SaveDeptRolePermissionSchema } from '../schemas/department.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { departmentResource } from './department.ts';

/** Makes exactly the members named the department's heads: `POST /sys/sysDepart/saveHeads` (`userIds` comma-joined, empty for none). */
export const saveDepartHeadsAction = defineAction(departmentResource, {
  name: 'saveHeads', method: 'POST', path: 'saveHeads', permission: PERMISSION_CODES.departEdit, input: SaveDepartHeadsSchema,
});

/**
 * Sets what a department may grant its roles: `POST /sys/permission/saveDepartPermission`
 * (JeecgBoot's path). Department administrators alone; the server's `authorise` answers anyone
 * else with the department's own refusal ('ordinary employees…').
 */
export const saveDepartPermissionAction = defineAction(departmentResource, {
  name: 'savePermission', method: 'POST', path: '/sys/permission/saveDepartPermission', permission: PERMISSION_CODES.departAuthorize, decidedBy: 'authorise',
  input: SaveDepartPermissionSchema,
});

/**
 * Sets what a department role grants, within its department's permissions:
 * `POST /sys/sysDepartPermission/saveDeptRolePermission`. Administrators, or the heads of the
 * role's department (decided per department: `decidedBy: 'authorise'`).
 */
export const saveDeptRolePermissionAction = defineAction(departmentResource, {
  name: 'saveRolePermission', method: 'POST', path: '/sys/sysDepartPermission/saveDeptRolePermission',
  permission: PERMISSION_CODES.departAuthorize, decidedBy: 'authorise',
  input: SaveDeptRolePermissionSchema,
});

/**
 * Sets which of a department's roles a member holds (adding `newRoleId`, taking away what
 * `oldRoleId` had and `newRoleId` has not): `POST /sys/sysDepartRole/deptRoleUserAdd`.
 * Administrators, or the department's heads.
 */
export const deptRoleUserAddAction = defineAction(departmentResource, {
  name: 'saveRoleUser', method: 'POST', path: '/sys/sysDepartRole/deptRoleUserAdd', permission: PERMISSION_CODES.departAuthorize,
  decidedBy: 'authorise', input: DeptRoleUserSchema,
});
