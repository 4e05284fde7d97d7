import { defineAction } from '../kit/action.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import {
  AddUserRoleSchema, DeleteUserRoleBatchQuerySchema, DeleteUserRoleQuerySchema, ResetPasswordQuerySchema, ResetPasswordResultSchema,
} from '../schemas/jeecg-startup.ts';
import { CancelQuitSchema, FreezeUsersSchema, SetUserPasswordSchema, UserIdsSchema, UserQuitSchema } from '../schemas/user-admin.ts';
import { userResource } from './user.ts';

/** Freezes (status 2) or thaws (status 1) users: `PUT /sys/user/frozenBatch` (widgets-admin §4). */
export const freezeUsersAction = defineAction(userResource, {
  name: 'freeze', method: 'PUT', path: 'frozenBatch', permission: PERMISSION_CODES.userFreeze, input: FreezeUsersSchema,
});

/** Marks one user departed (离职): `PUT /sys/user/userQuit` (`{ userId }`), with the edit permission as JeecgBoot's. */
export const userQuitAction = defineAction(userResource, {
  name: 'quit', method: 'PUT', path: 'userQuit', permission: PERMISSION_CODES.userEdit, input: UserQuitSchema,
});

/** Makes departed users normal again: `PUT /sys/user/putCancelQuit`, `userIds` comma-joined in the body or (JeecgBoot's client) the query. */
export const cancelQuitAction = defineAction(userResource, {
  name: 'cancelQuit', method: 'PUT', path: 'putCancelQuit', permission: PERMISSION_CODES.userEdit, input: CancelQuitSchema, query: CancelQuitSchema,
});

/** An administrator sets a user's password: `PUT /sys/user/changePassword` (the user named by `username`). */
export const setPasswordAction = defineAction(userResource, {
  name: 'setPassword', method: 'PUT', path: 'changePassword', permission: PERMISSION_CODES.userPassword, input: SetUserPasswordSchema,
});

/** Gives users back from the recycle bin: `PUT /sys/user/putRecycleBin` (`userIds` comma-joined). */
export const restoreUsersAction = defineAction(userResource, {
  name: 'restore', method: 'PUT', path: 'putRecycleBin', permission: PERMISSION_CODES.userRecycle, input: UserIdsSchema, rows: 'recycled',
});

/** Deletes users in the recycle bin for good: `DELETE /sys/user/deleteRecycleBin?userIds=…` (irreversible). */
export const purgeUsersAction = defineAction(userResource, {
  name: 'purge', method: 'DELETE', path: 'deleteRecycleBin', permission: PERMISSION_CODES.userRecycle, input: UserIdsSchema, rows: 'recycled', logAs: 'delete',
});

/** Puts users into a role: `POST /sys/user/addSysUserRole` (`{ roleId, userIdList }`, JeecgBoot's role–user calls). */
export const addUserRoleAction = defineAction(userResource, {
  name: 'addRole', method: 'POST', path: 'addSysUserRole', permission: PERMISSION_CODES.userEdit, input: AddUserRoleSchema,
});

/** Takes one user out of a role: `DELETE /sys/user/deleteUserRole?roleId=…&userId=…`. */
export const deleteUserRoleAction = defineAction(userResource, {
  name: 'deleteRole', method: 'DELETE', path: 'deleteUserRole', permission: PERMISSION_CODES.userEdit, input: DeleteUserRoleQuerySchema,
});

/** Takes users out of a role: `DELETE /sys/user/deleteUserRoleBatch?roleId=…&userIds=a,b`. */
export const deleteUserRoleBatchAction = defineAction(userResource, {
  name: 'deleteRoleBatch', method: 'DELETE', path: 'deleteUserRoleBatch', permission: PERMISSION_CODES.userEdit, input: DeleteUserRoleBatchQuerySchema,
});

/**
 * Gives users a temporary password each, answered once, to be changed at the next sign-in:
 * `PUT /sys/user/resetPassword?usernames=a,b` (the names in the query, or the body).
 */
export const resetPasswordAction = defineAction(userResource, {
  name: 'resetPassword', method: 'PUT', path: 'resetPassword', permission: PERMISSION_CODES.userPassword,
  input: ResetPasswordQuerySchema, query: ResetPasswordQuerySchema, output: ResetPasswordResultSchema,
});
