import { Type, type Static } from 'typebox';
import { DictItemSchema } from './dict.ts';

/** A captcha key chosen by the client (`GET /sys/randomImage/{key}`). */
export const CaptchaKeySchema = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** What the sign-in page needs to know before it renders. */
export const LoginOptionsSchema = Type.Object({
  captcha: Type.Boolean(),
});
export type LoginOptions = Static<typeof LoginOptionsSchema>;

/** `POST /sys/login` body (portal-shell §7 "login payload"). */
export const LoginRequestSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  checkKey: Type.Optional(CaptchaKeySchema),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** User info (portal-shell §3), with the department the session works in. */
export const UserInfoSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  avatar: Type.String(),
  orgCode: Type.String(),
  tenantId: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** A tenant the user may work in (portal-shell §2.3 tenant selection). */
export const TenantOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type TenantOption = Static<typeof TenantOptionSchema>;

/**
 * `POST /sys/login` result. `tokenTtlMs` is the sliding life of the session (portal-shell §9).
 * `passwordChangeRequired`: the password-update check is pending (§2.2), and the session may
 * only sign out and change the password. `tenantList`: the user's active tenants, when there
 * are several to choose from (§2.3). Both are optional so other logins answering "as login"
 * stay valid; absent means no change required and a single tenant.
 */
export const LoginResultSchema = Type.Object({
  token: Type.String(),
  tokenTtlMs: Type.Integer(),
  userInfo: UserInfoSchema,
  sysAllDictItems: Type.Record(Type.String(), Type.Array(DictItemSchema)),
  passwordChangeRequired: Type.Optional(Type.Boolean()),
  tenantList: Type.Optional(Type.Array(TenantOptionSchema)),
  /**
   * The IANA zone the server writes its `yyyy-MM-dd HH:mm:ss` times in (`DKP_TIME_ZONE`): the
   * client reads the API's times in it whatever the browser's zone (shared/format/date-time.ts).
   */
  timeZone: Type.Optional(Type.String()),
});
export type LoginResult = Static<typeof LoginResultSchema>;

/** Password policy (portal-shell §5): 8+ characters mixing digits, upper and lower case and symbols. */
export const PASSWORD_POLICY = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,128}$/;

/** `PUT /sys/user/updatePassword` body (portal-shell §7). */
export const UpdatePasswordSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  oldpassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmpassword: Type.String({ minLength: 1, maxLength: 128 }),
});
export type UpdatePassword = Static<typeof UpdatePasswordSchema>;

/** Session lives (portal-shell §9): 30 minutes sliding for password logins, 7 days for others. */
export const TOKEN_TTL_MS = { password: 30 * 60 * 1000, other: 7 * 24 * 60 * 60 * 1000 } as const;
