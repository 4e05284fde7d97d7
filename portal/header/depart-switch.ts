import { get, put } from '../../shared/api/index.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import type { CurrentDeparts } from '../../shared/schemas/user.ts';
import { $session, keepDepartment } from '../../shared/stores/index.ts';

/** The departments the user may switch to, and the current one (`GET /sys/user/getCurrentUserDeparts`). */
export function fetchMyDeparts(): Promise<CurrentDeparts> {
  return get<CurrentDeparts>('/sys/user/getCurrentUserDeparts');
}

/**
 * Switches to the department `orgCode` (`PUT /sys/selectDepart`, portal-shell §2.9): the
 * answered user info replaces the stored one, kept for 7 days (§4, §9).
 */
export async function switchDepart(orgCode: string): Promise<UserInfo> {
  const username = $session.get()?.userInfo.username;
  const { userInfo } = await put<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
  keepDepartment(userInfo);
  return userInfo;
}
