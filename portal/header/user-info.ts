import { apiConfig, get, sessionFor } from '../../shared/api/index.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import { updateUserInfo } from '../../shared/stores/index.ts';

/** Reads the signed-in user's info from the server (`GET /sys/getUserInfoByToken`) into the session. */
export async function refreshUserInfo(): Promise<void> {
  // The token rides in the query: only towards the API origin that issued it.
  const token = sessionFor(apiConfig().baseUrl)?.token;
  if (!token) return;
  updateUserInfo(await get<UserInfo>('/sys/getUserInfoByToken', { token }));
}
