import { USER_STATUS } from '../../../shared/resources/user.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * Refuses a sign-in (or a step that stands for one) of a user who is not in the normal state,
 * each state with its own message: frozen ('该用户已冻结') or departed ('该用户已离职，不能登录').
 */
export function refuseUnlessNormal(user: { status: number }): void {
  if (user.status === USER_STATUS.normal) return;
  throw badRequest(user.status === USER_STATUS.departed ? 'userDeparted' : 'userFrozen');
}
