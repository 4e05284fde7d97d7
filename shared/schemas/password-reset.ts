import { Type, type Static } from 'typebox';
import { CaptchaKeySchema } from './auth.ts';

const Username = Type.String({ minLength: 1, maxLength: 64 });
const Mobile = Type.String({ minLength: 1, maxLength: 20 });

/**
 * Step 1 of the reset (`POST /sys/user/reset/check`): account and mobile, plus the image
 * captcha when the server asks for one. Success or one neutral refusal; nothing else is told.
 */
export const ResetCheckSchema = Type.Object({
  username: Username,
  mobile: Mobile,
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  checkKey: Type.Optional(CaptchaKeySchema),
});
export type ResetCheck = Static<typeof ResetCheckSchema>;

/** Step 2 (`POST /sys/user/reset/verify`): the SMS code of mode '2' in exchange for a reset ticket. */
export const ResetVerifySchema = Type.Object({
  username: Username,
  mobile: Mobile,
  code: Type.String({ minLength: 1, maxLength: 10 }),
});
export type ResetVerify = Static<typeof ResetVerifySchema>;

/** The short-lived, single-use ticket step 2 answers. */
export const ResetTicketSchema = Type.Object({ ticket: Type.String() });
export type ResetTicket = Static<typeof ResetTicketSchema>;

/** Step 3 (`POST /sys/user/reset/password`): the ticket and the new password twice. */
export const ResetPasswordSchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmpassword: Type.String({ minLength: 1, maxLength: 128 }),
});
export type ResetPassword = Static<typeof ResetPasswordSchema>;
