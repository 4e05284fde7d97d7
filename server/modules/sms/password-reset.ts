import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FIELD_RULES, SMS_MODES, type ResetCheck, type ResetPassword, type ResetVerify } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { createCaptchaService } from '../../lib/credentials/captcha.ts';
import { hashPassword, meetsPasswordPolicy } from '../../lib/credentials/passwords.ts';
import { hashToken } from '../auth/index.ts';
import { createLoginThrottle, type ThrottleKey } from '../../lib/credentials/throttle.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { createUserRepository } from '../users/index.ts';
import type { SmsCodeService } from '../sms-codes/index.ts';
import { createResetTicketRepository } from './password-reset-repository.ts';

/** A reset ticket lives 10 minutes and is good once. */
export const RESET_TICKET_TTL_MS = 10 * 60_000;

/**
 * The four-step password reset (portal-shell §2.1 /user/reset, §2.3): account and mobile,
 * the SMS code of mode '2' for a ticket, the new password with the ticket. Every step is
 * checked on the server; a wrong account or mobile gets one neutral message and counts
 * towards the same back-off as sign-ins.
 */
export function createPasswordReset(ctx: AppContext, codes: SmsCodeService) {
  const users = createUserRepository(ctx.db);
  const throttle = createLoginThrottle(ctx.db, ctx.config.loginAddressRule);
  const captchas = createCaptchaService(ctx.db, ctx.captchaText);
  const logs = createLogRepository(ctx.db);
  const tickets = createResetTicketRepository(ctx.db);

  // 'reset:' cannot start a username, so this back-off never locks the password sign-in.
  const keysOf = (request: FastifyRequest, username: string): ThrottleKey[] =>
    [{ kind: 'account', value: `reset:${username.trim()}` }, { kind: 'address', value: request.ip }];

  /** The active account named `username` whose phone is `mobile`, or null. */
  async function matchingUser(username: string, mobile: string): Promise<UserRow | null> {
    const user = FIELD_RULES.mobile.test(mobile.trim()) ? await users.findByUsername(username.trim()) : null;
    return user && user.phone === mobile.trim() && user.status === 1 ? user : null;
  }

  return {
    captchas,

    /** Step 1: account and mobile belong together (and the captcha, when on). */
    async check(request: FastifyRequest, body: ResetCheck): Promise<void> {
      const now = ctx.now();
      const keys = keysOf(request, body.username);
      // A match proves less than a sign-in: it gives its attempt back but never clears the count.
      const matched = await throttle.attempt(keys, now, async () => {
        if (ctx.config.loginCaptcha) {
          if (!body.captcha || !body.checkKey) throw badRequest('captchaRequired');
          const verdict = await captchas.consume(body.checkKey, body.captcha, now);
          if (verdict !== 'ok') throw badRequest(verdict === 'expired' ? 'captchaExpired' : 'captchaWrong');
        }
        return matchingUser(body.username, body.mobile);
      }, { clearAccount: false });
      if (!matched) throw badRequest('resetMismatch');
    },

    /** Step 2: the SMS code, exchanged for a ticket (shown once, stored hashed) that replaces older ones. */
    async verify(request: FastifyRequest, body: ResetVerify): Promise<string> {
      const now = ctx.now();
      const keys = keysOf(request, body.username);
      let refusal: 'resetMismatch' | 'smsCodeWrong' | 'smsCodeExpired' = 'resetMismatch';
      const user = await throttle.attempt(keys, now, async () => {
        const found = await matchingUser(body.username, body.mobile);
        if (!found) return null;
        const verdict = await codes.verify(found.phone, SMS_MODES.reset, body.code);
        if (verdict === 'ok') return found;
        refusal = verdict === 'wrong' ? 'smsCodeWrong' : 'smsCodeExpired';
        return null;
      }, { clearAccount: false });
      if (!user) throw badRequest(refusal);
      const ticket = randomBytes(32).toString('base64url');
      await tickets.replace(user.id, hashToken(ticket), new Date(now.getTime() + RESET_TICKET_TTL_MS), now);
      return ticket;
    },

    /** Step 3: sets the password and ends all the user's sessions; the ticket is used up only then. */
    async setPassword(request: FastifyRequest, body: ResetPassword): Promise<void> {
      if (body.password !== body.confirmpassword) throw badRequest('passwordMismatch');
      if (!meetsPasswordPolicy(body.password)) throw badRequest('passwordPolicy');
      const now = ctx.now();
      const usedBy = await tickets.consume(hashToken(body.ticket), now);
      const user = usedBy ? await users.findById(usedBy) : null;
      if (!user || user.del_flag || user.status !== 1) throw badRequest('resetTicketInvalid');
      await users.setPassword(user.id, await hashPassword(body.password, ctx.scryptLogN), now, 'user');
      await ctx.sessions.removeAllOfUser(user.id);
      await logs.write({ tenantId: 1, logType: LOG_TYPE.operation, content: `用户 ${user.username} 通过短信重置密码`, userId: user.id, username: user.username, ip: request.ip });
    },
  };
}
