import { apiConfig, apiOrigin } from '../api/config.ts';
import { post } from '../api/methods.ts';
import type { LoginResult } from '../schemas/auth.ts';
import { SMS_MODES, type PhoneLoginRequest } from '../schemas/sms.ts';
import { startSession, type Session } from '../stores/session.ts';

/** Seconds before another sign-in code may be asked for the same number (`POST /sys/sms`). */
export const SMS_RESEND_SECONDS = 60;

/** Sends a sign-in code to `mobile` (`POST /sys/sms`, smsmode '0'). */
export async function sendLoginCode(mobile: string): Promise<void> {
  await post<unknown>('/sys/sms', { mobile, smsmode: SMS_MODES.login });
}

/** Signs in with a mobile and its SMS code (`POST /sys/phoneLogin`) and starts the session. */
export async function phoneSignIn(credentials: PhoneLoginRequest): Promise<Session> {
  // The origin the login goes to issues the token, even if the API base moves meanwhile.
  const issuedBy = apiOrigin();
  const result = await post<LoginResult>('/sys/phoneLogin', credentials);
  return startSession(result, apiConfig().now(), issuedBy);
}
