import type { FastifyRequest } from 'fastify';
import { FIELD_RULES, SMS_MODES, type LoginResult, type PhoneLoginRequest } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { SignInSessions } from '../auth/index.ts';
import { createLoginThrottle, type ThrottleKey } from '../../lib/credentials/throttle.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { findUserByPhone } from './phone-user-repository.ts';
import type { SmsCodeService } from '../sms-codes/index.ts';

/**
 * Phone sign-in (portal-shell §7 `POST /sys/phoneLogin`, §2.3): the SMS code of mode '0'
 * instead of a password, the same back-off as the password sign-in, and a 7-day session
 * ('other' logins, portal-shell §4).
 */
export function createPhoneLogin(ctx: AppContext, codes: SmsCodeService, sessions: SignInSessions) {
  const throttle = createLoginThrottle(ctx.db, ctx.config.loginAddressRule);
  const logs = createLogRepository(ctx.db);

  return async function phoneLogin(request: FastifyRequest, body: PhoneLoginRequest): Promise<LoginResult> {
    const mobile = body.mobile.trim();
    if (!FIELD_RULES.mobile.test(mobile)) throw badRequest('mobileInvalid');
    const now = ctx.now();
    // 'phone:' cannot start a username (no colon allowed), so the account keys never collide.
    const keys: ThrottleKey[] = [{ kind: 'account', value: `phone:${mobile}` }, { kind: 'address', value: request.ip }];
    let verdict: Awaited<ReturnType<SmsCodeService['verify']>> | undefined;
    const user = await throttle.attempt(keys, now, async () => {
      verdict = await codes.verify(mobile, SMS_MODES.login, body.captcha);
      return verdict === 'ok' ? findUserByPhone(ctx.db, mobile) : null;
    });
    if (!user) {
      await logs.write({ tenantId: 1, logType: LOG_TYPE.login, content: `手机登录失败: ${mobile}`, ip: request.ip });
      throw badRequest(verdict === 'wrong' ? 'smsCodeWrong' : 'smsCodeExpired');
    }
    const result = await sessions.open(request, user, 'other', now);
    return result;
  };
}
