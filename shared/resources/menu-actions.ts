import { Type } from 'typebox';
import { defineAction } from '../kit/action.ts';
import { DataRuleInputSchema, DataRuleSchema } from '../kit/data-rule.ts';
import { RecordIdSchema } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { menuResource } from './menu.ts';

/** Adds a data rule to a menu: `POST /sys/permission/addPermissionRule`; answers the saved rule. */
export const addPermissionRuleAction = defineAction(menuResource, {
  name: 'addRule', method: 'POST', path: 'addPermissionRule', permission: PERMISSION_CODES.permissionRule,
  input: DataRuleInputSchema, output: DataRuleSchema, logAs: 'add',
});

/** Changes a data rule (the whole rule; it may move to another menu): `PUT /sys/permission/editPermissionRule`; answers the saved rule. */
export const editPermissionRuleAction = defineAction(menuResource, {
  name: 'editRule', method: 'PUT', path: 'editPermissionRule', permission: PERMISSION_CODES.permissionRule,
  input: DataRuleSchema, output: DataRuleSchema,
});

/** Deletes a data rule (the roles that had it lose it): `DELETE /sys/permission/deletePermissionRule?id=…`. */
export const deletePermissionRuleAction = defineAction(menuResource, {
  name: 'deleteRule', method: 'DELETE', path: 'deletePermissionRule', permission: PERMISSION_CODES.permissionRule,
  input: Type.Object({ id: RecordIdSchema }), logAs: 'delete',
});
