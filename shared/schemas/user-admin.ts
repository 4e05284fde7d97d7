import { Type, type Static } from 'typebox';
import { PageNoSchema } from './paging.ts';

/** `PUT /sys/user/frozenBatch`: comma-joined ids; status '2' freezes, '1' thaws (JeecgBoot's shape). */
export const FreezeUsersSchema = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 20_000 }),
  status: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal(1), Type.Literal(2)]),
});

/** `PUT /sys/user/userQuit`: marks one user departed (离职), JeecgBoot's body. */
export const UserQuitSchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });

/** `PUT /sys/user/putCancelQuit`: comma-joined user ids, in the query (`?userIds=`) or the body (JeecgBoot's). */
export const CancelQuitSchema = Type.Object({ userIds: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000 })) });

/** `PUT /sys/user/changePassword`: an administrator sets a user's password. */
export const SetUserPasswordSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmpassword: Type.String({ maxLength: 128 }),
});

/** The recycle bin's page query. */
export const RecycleBinQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  _t: Type.Optional(Type.String()),
});

/** `PUT /sys/user/putRecycleBin` body and `DELETE /sys/user/deleteRecycleBin` query: comma-joined user ids. */
export const UserIdsSchema = Type.Object({ userIds: Type.String({ minLength: 1, maxLength: 20_000 }) });

/** `GET /sys/user/checkOnlyUser`: one field to check, and the record being edited. */
export const CheckOnlyUserQuerySchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  email: Type.Optional(Type.String({ maxLength: 100 })),
  workNo: Type.Optional(Type.String({ maxLength: 30 })),
  _t: Type.Optional(Type.String()),
});

/** A user as the pickers show it (widgets-admin §3 "User (picker)"). */
export const UserPickSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  sex: Type.Integer(),
  phone: Type.String(),
  birthday: Type.Union([Type.String(), Type.Null()]),
  orgCode: Type.String(),
  /** The names of the user's departments in the tenant, comma-joined. */
  orgCodeTxt: Type.String(),
});
export type UserPick = Static<typeof UserPickSchema>;

/** `GET /sys/user/queryUserComponentData` (widgets-admin §7): the user picker's page. */
export const UserPickQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  realname: Type.Optional(Type.String({ maxLength: 64 })),
  departId: Type.Optional(Type.String({ maxLength: 64 })),
  column: Type.Optional(Type.Enum(['username', 'realname', 'createTime'])),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
  field: Type.Optional(Type.String({ maxLength: 500 })),
  _t: Type.Optional(Type.String()),
});
export type UserPickQuery = Static<typeof UserPickQuerySchema>;

/** `GET /sys/user/getMultiUser`: users by comma-joined ids or usernames. */
export const MultiUserQuerySchema = Type.Object({
  ids: Type.Optional(Type.String({ maxLength: 20_000 })),
  usernames: Type.Optional(Type.String({ maxLength: 20_000 })),
  _t: Type.Optional(Type.String()),
});
