import { Type, type Static } from 'typebox';

/** A user of the tenant as administrators list them (`GET /sys/user/list`, widgets-admin §3 "User (picker)"). */
export const UserRecordSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  sex: Type.Integer(),
  phone: Type.String(),
  email: Type.String(),
  status: Type.Integer(),
  orgCode: Type.String(),
});
export type UserRecord = Static<typeof UserRecordSchema>;

/** Largest page of `GET /sys/user/list`. */
export const USER_LIST_MAX_PAGE = 1000;

/** A page of the tenant's users. */
export const UserListPageSchema = Type.Object({ records: Type.Array(UserRecordSchema), total: Type.Integer() });
export type UserListPage = Static<typeof UserListPageSchema>;
