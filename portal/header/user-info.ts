import { get } from '../../shared/api/index.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import { $session, updateUserInfo } from '../../shared/stores/index.ts';

/** Reads the signed-in user's info from the server (`GET /sys/getUserInfoByToken`) into the session. */
export async function refreshUserInfo(): Promise<void> {
  const token = $session.get()?.token;
  if (!token) return;
  updateUserInfo(await get<UserInfo>('/sys/getUserInfoByToken', { token }));
}
