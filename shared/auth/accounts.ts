import { get, post, put } from '../api/methods.ts';
import type {
  AlterationPassword, AlterationTicket, AlterationVerify, CheckUsernameResult, RegisterRequest, RegisterResult,
  SelectTenantResult,
} from '../schemas/account.ts';
import { SMS_MODES } from '../schemas/sms.ts';
import { $session } from '../stores/session.ts';
import { $rememberedTenant, $tenantChoice } from '../stores/tenant-choice.ts';

/** Sends a register code to `mobile` (`POST /sys/sms`, smsmode '1'). */
export async function sendRegisterCode(mobile: string): Promise<void> {
  await post<unknown>('/sys/sms', { mobile, smsmode: SMS_MODES.register });
}

/** Whether a username is still free (public, throttled per address). */
export async function checkUsername(username: string): Promise<boolean> {
  return (await get<CheckUsernameResult>('/sys/user/checkUsername', { username })).available;
}

/** Creates an account (portal-shell §2.1 /user/register); resolves with its username. */
export async function register(form: RegisterRequest): Promise<RegisterResult> {
  return post<RegisterResult>('/sys/user/register', form);
}

/** Alteration step 1: account and old password; resolves with a single-use ticket. */
export function verifyOldPassword(body: AlterationVerify): Promise<AlterationTicket> {
  return post<AlterationTicket>('/sys/user/alteration/verify', body);
}

/** Alteration step 2: the server checks the new password under the ticket. */
export async function checkNewPassword(body: AlterationPassword): Promise<void> {
  await post<null>('/sys/user/alteration/check', body);
}

/** Alteration step 3: sets the new password; every session of the user ends. */
export function commitNewPassword(body: AlterationPassword): Promise<RegisterResult> {
  return post<RegisterResult>('/sys/user/alteration/commit', body);
}

/**
 * Moves the session to `tenantId` (`PUT /sys/user/selectTenant`, portal-shell §2.3), keeps
 * the answered user info, settles the pending choice and remembers it for the next login.
 */
export async function selectTenant(tenantId: number): Promise<void> {
  const { userInfo } = await put<SelectTenantResult>('/sys/user/selectTenant', { tenantId });
  const session = $session.get();
  // The session's tenant is what every later request sends as X-Tenant-Id.
  if (session) $session.set({ ...session, userInfo, tenantId: userInfo.tenantId });
  $rememberedTenant.set(tenantId);
  $tenantChoice.set(null);
}
