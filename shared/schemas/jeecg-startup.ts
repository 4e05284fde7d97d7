import { Type, type Static } from 'typebox';
import { UserInfoSchema } from './auth.ts';
import { DictItemSchema } from './dict.ts';
import { PermissionEntrySchema } from './permission.ts';

/**
 * The start-up and role–user calls of JeecgBoot's Vue 3 client (issue 23), in the shapes its
 * server answers (LoginController, SysPermissionController, SysTenantController,
 * SysUserController, SysRoleController).
 */

/** `GET /sys/user/getUserInfo`: the user, every dictionary, and the server's time zone (docs/decisions.md "Wire conventions"). */
export const StartUpUserInfoSchema = Type.Object({
  userInfo: UserInfoSchema,
  sysAllDictItems: Type.Record(Type.String(), Type.Array(DictItemSchema)),
  /** The IANA zone the API's `yyyy-MM-dd HH:mm:ss` times are written in. */
  timeZone: Type.String(),
});
export type StartUpUserInfo = Static<typeof StartUpUserInfoSchema>;

/** `GET /sys/permission/getPermCode`: the user's button codes, as entries, and every button of the system. */
export const PermCodeSchema = Type.Object({
  codeList: Type.Array(Type.String()),
  auth: Type.Array(PermissionEntrySchema),
  allAuth: Type.Array(PermissionEntrySchema),
  sysSafeMode: Type.Boolean(),
});
export type PermCode = Static<typeof PermCodeSchema>;

/** `GET /sys/user/userDepartList`: a user's departments as JeecgBoot's DepartIdModel. */
export const DepartIdModelSchema = Type.Object({ key: Type.String(), value: Type.String(), title: Type.String() });
export type DepartIdModel = Static<typeof DepartIdModelSchema>;

const Id = Type.String({ minLength: 1, maxLength: 64 });

/** `GET /sys/user/userRoleList`: the users holding a role, one page. */
export const UserRoleListQuerySchema = Type.Object({
  roleId: Id,
  username: Type.Optional(Type.String({ maxLength: 100 })),
  realname: Type.Optional(Type.String({ maxLength: 100 })),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  _t: Type.Optional(Type.String()),
});

/** `POST /sys/user/addSysUserRole` body (JeecgBoot's SysUserRoleVO). */
export const AddUserRoleSchema = Type.Object({
  roleId: Id,
  userIdList: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
});

/** `DELETE /sys/user/deleteUserRole` query. */
export const DeleteUserRoleQuerySchema = Type.Object({ roleId: Id, userId: Id });

/** `DELETE /sys/user/deleteUserRoleBatch` query: the role and the users (comma-joined) to take out of it. */
export const DeleteUserRoleBatchQuerySchema = Type.Object({ roleId: Id, userIds: Type.String({ minLength: 1, maxLength: 20_000 }) });

/** `GET /sys/role/checkRoleCode` query: the code, and the role being edited (none on add). */
export const CheckRoleCodeQuerySchema = Type.Object({
  roleCode: Type.String({ maxLength: 100 }),
  id: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String()),
});

/** `GET /sys/permission/checkPermDuplication` query: a menu's route, and the menu being edited. */
export const CheckPermDuplicationQuerySchema = Type.Object({
  url: Type.String({ maxLength: 1000 }),
  id: Type.Optional(Type.String({ maxLength: 64 })),
  alwaysShow: Type.Optional(Type.Boolean()),
  _t: Type.Optional(Type.String()),
});

/** `PUT /sys/user/resetPassword?usernames=a,b`: the names comma-joined, in the query (JeecgBoot's client) or the body. */
export const ResetPasswordQuerySchema = Type.Object({ usernames: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000 })) });
/** What it answers: each user's temporary password, to be changed at the next sign-in. */
export const ResetPasswordResultSchema = Type.Record(Type.String(), Type.String());
