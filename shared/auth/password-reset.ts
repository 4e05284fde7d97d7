import { post } from '../api/methods.ts';
import type { ResetCheck, ResetPassword, ResetTicket, ResetVerify } from '../schemas/password-reset.ts';
import { SMS_MODES } from '../schemas/sms.ts';

/**
 * The password reset's calls (portal-shell §2.1 /user/reset, §2.3): check account and
 * mobile, send the reset code, exchange it for a ticket, set the new password.
 */

/** Step 1: account and mobile belong together (`POST /sys/user/reset/check`). */
export async function checkResetAccount(body: ResetCheck): Promise<void> {
  await post<null>('/sys/user/reset/check', body);
}

/** Sends the reset code to `mobile` (`POST /sys/sms`, smsmode '2'). */
export async function sendResetCode(mobile: string): Promise<void> {
  await post<null>('/sys/sms', { mobile, smsmode: SMS_MODES.reset });
}

/** Step 2: the SMS code for a short-lived reset ticket (`POST /sys/user/reset/verify`). */
export async function verifyResetCode(body: ResetVerify): Promise<string> {
  return (await post<ResetTicket>('/sys/user/reset/verify', body)).ticket;
}

/** Step 3: the new password with the ticket (`POST /sys/user/reset/password`); every session of the account ends. */
export async function resetPassword(body: ResetPassword): Promise<void> {
  await post<null>('/sys/user/reset/password', body);
}
