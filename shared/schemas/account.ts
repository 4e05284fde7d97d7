import { Type, type Static } from 'typebox';
import { CaptchaKeySchema, UserInfoSchema } from './auth.ts';

/**
 * `POST /sys/user/register` (portal-shell §2.1 /user/register): username, password and its
 * confirmation, mobile with an SMS code of `smsmode` '1', optional e-mail. Lengths here only
 * bound the payload; the §5 rules are checked with their own messages.
 */
export const RegisterRequestSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
  phone: Type.String({ minLength: 1, maxLength: 20 }),
  smscode: Type.String({ minLength: 1, maxLength: 10 }),
  email: Type.Optional(Type.String({ maxLength: 128 })),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** What the register-result page shows: the new account. */
export const RegisterResultSchema = Type.Object({ username: Type.String() });
export type RegisterResult = Static<typeof RegisterResultSchema>;

/** `GET /sys/user/checkUsername?username=`: the public, throttled uniqueness check. */
export const CheckUsernameQuerySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  _t: Type.Optional(Type.String()),
});
export const CheckUsernameResultSchema = Type.Object({ available: Type.Boolean() });
export type CheckUsernameResult = Static<typeof CheckUsernameResultSchema>;

/** Step 1 of the password alteration: account and current password (+ captcha when on). */
export const AlterationVerifySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  checkKey: Type.Optional(CaptchaKeySchema),
});
export type AlterationVerify = Static<typeof AlterationVerifySchema>;

/** The single-use ticket that step 1 answers; it lives 10 minutes. */
export const AlterationTicketSchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128 }),
  username: Type.String(),
  expiresAt: Type.Integer(),
});
export type AlterationTicket = Static<typeof AlterationTicketSchema>;

/** Steps 2 and 3: the new password and its confirmation, under the ticket. */
export const AlterationPasswordSchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmpassword: Type.String({ minLength: 1, maxLength: 128 }),
});
export type AlterationPassword = Static<typeof AlterationPasswordSchema>;

/** `PUT /sys/user/selectTenant` (portal-shell §2.3): moves the session to a tenant of the user. */
export const SelectTenantSchema = Type.Object({ tenantId: Type.Integer({ minimum: 1 }) });
export type SelectTenant = Static<typeof SelectTenantSchema>;
export const SelectTenantResultSchema = Type.Object({ userInfo: UserInfoSchema });
export type SelectTenantResult = Static<typeof SelectTenantResultSchema>;
