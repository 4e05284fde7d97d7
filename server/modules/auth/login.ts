import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../../shared/schemas/headers.ts';
import { TOKEN_TTL_MS, type LoginRequest, type LoginResult } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { DictRepository } from '../dict/dict-repository.ts';
import { LOG_TYPE, createLogRepository } from '../system/log-repository.ts';
import { createUserRepository, toUserInfo } from '../users/user-repository.ts';
import { createCaptchaService } from './captcha.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createLoginThrottle, type ThrottleKey } from './throttle.ts';

/**
 * Password sign-in (portal-shell §7 POST /sys/login): captcha, back-off, password, then a
 * 30-minute sliding session. An unknown user and a wrong password get the same answer and
 * cost the same time.
 */
export function createPasswordLogin(ctx: AppContext, dicts: DictRepository) {
  const users = createUserRepository(ctx.db);
  const throttle = createLoginThrottle(ctx.db);
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
      const lockedMs = await throttle.lockedFor(keys, now);
      if (lockedMs > 0) {
        const seconds = Math.ceil(lockedMs / 1000);
        throw new AppError(429, 'tooManyAttempts', { seconds }, { 'retry-after': String(seconds) });
      }
      await checkCaptcha(body, now);

      const user = await users.findByUsername(body.username);
      const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await throttle.recordFailure(keys, now);
        await logs.write({ tenantId: 1, logType: LOG_TYPE.login, content: `登录失败: ${body.username}`, ip: request.ip, username: body.username });
        throw badRequest('badCredentials');
      }
      if (user.status !== 1) throw badRequest('userFrozen');

      const tenants = await users.tenantIds(user.id);
      const wanted = Number(request.headers[HEADERS.tenant]);
      const tenantId = tenants.includes(wanted) ? wanted : tenants[0];
      if (tenantId === undefined) throw badRequest('badCredentials');
      const departs = await users.departs(user.id, tenantId);
      const orgCode = departs.some((d) => d.orgCode === user.org_code) ? user.org_code : (departs[0]?.orgCode ?? '');

      const token = await ctx.sessions.create({
        userId: user.id, tenantId, kind: 'password', orgCode, ip: request.ip,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.password),
      });
      await throttle.clear(keys[0]!);
      await logs.write({ tenantId, logType: LOG_TYPE.login, content: `用户 ${user.username} 登录成功`, userId: user.id, username: user.username, ip: request.ip });
      return {
        token,
        tokenTtlMs: TOKEN_TTL_MS.password,
        userInfo: toUserInfo(user, tenantId, orgCode),
        sysAllDictItems: await dicts.all(request.locale),
      };
    },
  };
}
