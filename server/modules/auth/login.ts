import type { FastifyRequest } from 'fastify';
import type { LoginRequest, LoginResult } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DictRepository } from '../dict/index.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { createUserRepository } from '../users/index.ts';
import { createCaptchaService } from '../../lib/credentials/captcha.ts';
import { hashPassword, verifyPassword } from '../../lib/credentials/passwords.ts';
import { createSignInSessions } from './sign-in-session.ts';
import { createLoginThrottle, type ThrottleKey } from '../../lib/credentials/throttle.ts';

/**
 * Password sign-in (portal-shell §7 POST /sys/login): captcha, back-off, password, then a
 * 30-minute sliding session (opened by `sign-in-session.ts`, shared with the other
 * sign-ins). An unknown user and a wrong password get the same answer and cost the same time.
 */
export function createPasswordLogin(ctx: AppContext, dicts: DictRepository) {
  const users = createUserRepository(ctx.db);
  const sessions = createSignInSessions(ctx, dicts);
  const throttle = createLoginThrottle(ctx.db, ctx.config.loginAddressRule);
  const captchas = createCaptchaService(ctx.db, ctx.captchaText);
  const logs = createLogRepository(ctx.db);
  // Compared against when the user does not exist, so both paths run one scrypt; made on
  // first need rather than at start-up.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword('decoy-password', ctx.scryptLogN));

  async function checkCaptcha(body: LoginRequest, now: Date) {
    if (!ctx.config.loginCaptcha) return;
    if (!body.captcha || !body.checkKey) throw badRequest('captchaRequired');
    const verdict = await captchas.consume(body.checkKey, body.captcha, now);
    if (verdict === 'expired') throw badRequest('captchaExpired');
    if (verdict === 'wrong') throw badRequest('captchaWrong');
  }

  return {
    captchas,
    async login(request: FastifyRequest, body: LoginRequest): Promise<LoginResult> {
      const now = ctx.now();
      const keys: ThrottleKey[] = [{ kind: 'account', value: body.username }, { kind: 'address', value: request.ip }];
      // The attempt is counted before the captcha and the scrypt, so parallel guesses cannot
      // all pass a lock that none of them has written yet.
      const user = await throttle.attempt(keys, now, async () => {
        await checkCaptcha(body, now);
        const found = await users.findByUsername(body.username);
        const valid = await verifyPassword(body.password, found?.password_hash ?? (await decoyHash()));
        return found && valid ? found : null;
      });
      if (!user) {
        await logs.write({ tenantId: 1, logType: LOG_TYPE.login, content: `登录失败: ${body.username}`, ip: request.ip, username: body.username });
        throw badRequest('badCredentials');
      }
      return sessions.open(request, user, 'password', now);
    },
  };
}
