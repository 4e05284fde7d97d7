import { Type, type Static } from 'typebox';

/** What an SMS code is for (JeecgBoot's `smsmode`): 0 sign-in, 1 register, 2 password reset. */
export const SMS_MODES = { login: '0', register: '1', reset: '2' } as const;
export const SmsModeSchema = Type.Union([Type.Literal(SMS_MODES.login), Type.Literal(SMS_MODES.register), Type.Literal(SMS_MODES.reset)]);
export type SmsMode = Static<typeof SmsModeSchema>;

/**
 * `POST /sys/sms`: sends a six-digit code to a mobile. One code a minute per number (429
 * with Retry-After), 5 minutes' life, a few attempts (portal-shell §2.3, issue 3).
 */
export const SmsRequestSchema = Type.Object({
  mobile: Type.String({ minLength: 1, maxLength: 20 }),
  smsmode: SmsModeSchema,
});
export type SmsRequest = Static<typeof SmsRequestSchema>;

/** `POST /sys/phoneLogin` (portal-shell §7): answers as `POST /sys/login`, with a 7-day session. */
export const PhoneLoginRequestSchema = Type.Object({
  mobile: Type.String({ minLength: 1, maxLength: 20 }),
  captcha: Type.String({ minLength: 1, maxLength: 10 }),
});
export type PhoneLoginRequest = Static<typeof PhoneLoginRequestSchema>;
