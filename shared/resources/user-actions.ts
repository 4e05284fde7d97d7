import { defineAction } from '../kit/action.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { CancelQuitSchema, FreezeUsersSchema, SetUserPasswordSchema, UserQuitSchema } from '../schemas/user-admin.ts';
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
