import {
  AlterationPasswordSchema, AlterationTicketSchema, AlterationVerifySchema, Envelope, RegisterResultSchema,
} from '../../../shared/schemas/index.ts';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createCaptchaService } from '../../lib/credentials/captcha.ts';
import { hashPassword, verifyPassword } from '../../lib/credentials/passwords.ts';
import { createLoginThrottle, type ThrottleKey } from '../../lib/credentials/throttle.ts';
import { createUserRepository, refuseUnlessNormal } from '../users/index.ts';
import { accountRules } from './account-rules.ts';
import { createAlterationTickets } from './alteration-ticket-repository.ts';

/**
 * portal-shell §2.3 "a four-step password alteration" at /user/alteration, for a visitor who
 * knows the password (e.g. sent there by the password-update check, §2.2): 1 account and old
 * password → a single-use ticket; 2 the new password is checked; 3 it is set under the ticket,
 * every session of the user ends and the must-change flag clears; 4 is the client's result.
 */
export async function alterationRoutes(app: TypedApp, ctx: AppContext) {
  const users = createUserRepository(ctx.db);
  const tickets = createAlterationTickets(ctx.db);
  const throttle = createLoginThrottle(ctx.db, ctx.config.loginAddressRule);
  const captchas = createCaptchaService(ctx.db, ctx.captchaText);
  // As at sign-in, an unknown user costs one scrypt too, so the time does not tell who exists.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword('decoy-password', ctx.scryptLogN));

  /** The ticket's user, or the catalogue's 400 for a ticket that cannot be used. */
  async function ticketUser(ticket: string, consume: boolean) {
    const found = consume ? await tickets.consume(ticket, ctx.now()) : await tickets.peek(ticket, ctx.now());
    if (found.status === 'expired') throw badRequest('alterationTicketExpired');
    const user = found.status === 'ok' ? await users.findById(found.userId) : null;
    if (!user || user.del_flag) throw badRequest('alterationTicketInvalid');
    return user;
  }

  /** The new password of steps 2 and 3: policy, confirmation, and not the old one. */
  async function checkNewPassword(password: string, confirmation: string, passwordHash: string) {
    accountRules.newPassword(password, confirmation);
    if (await verifyPassword(password, passwordHash)) throw badRequest('passwordSameAsOld');
  }

  // Wrong passwords count towards the login back-off: this step is a sign-in by another name.
  app.post('/sys/user/alteration/verify', {
    config: { auth: 'public' },
    schema: { tags: ['accounts'], body: AlterationVerifySchema, response: { 200: Envelope(AlterationTicketSchema) } },
  }, async (request) => {
    const { username, password, captcha, checkKey } = request.body;
    const now = ctx.now();
    const keys: ThrottleKey[] = [{ kind: 'account', value: username }, { kind: 'address', value: request.ip }];
    const user = await throttle.attempt(keys, now, async () => {
      if (ctx.config.loginCaptcha) {
        if (!captcha || !checkKey) throw badRequest('captchaRequired');
        const verdict = await captchas.consume(checkKey, captcha, now);
        if (verdict !== 'ok') throw badRequest(verdict === 'expired' ? 'captchaExpired' : 'captchaWrong');
      }
      const found = await users.findByUsername(username);
      const valid = await verifyPassword(password, found?.password_hash ?? (await decoyHash()));
      return found && valid ? found : null;
    });
    if (!user) throw badRequest('badCredentials');
    refuseUnlessNormal(user);
    const issued = await tickets.issue(user.id, now);
    return ok(request, { ticket: issued.ticket, username: user.username, expiresAt: issued.expiresAt.getTime() }, 'accountVerified');
  });

  app.post('/sys/user/alteration/check', {
    config: { auth: 'public' },
    schema: { tags: ['accounts'], body: AlterationPasswordSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const user = await ticketUser(request.body.ticket, false);
    await checkNewPassword(request.body.password, request.body.confirmpassword, user.password_hash);
    return ok(request, null);
  });

  app.post('/sys/user/alteration/commit', {
    config: { auth: 'public' },
    schema: { tags: ['accounts'], body: AlterationPasswordSchema, response: { 200: Envelope(RegisterResultSchema) } },
  }, async (request) => {
    const { ticket, password, confirmpassword } = request.body;
    await checkNewPassword(password, confirmpassword, (await ticketUser(ticket, false)).password_hash);
    const user = await ticketUser(ticket, true);
    await users.setPassword(user.id, await hashPassword(password, ctx.scryptLogN), ctx.now(), 'user');
    await ctx.sessions.removeAllOfUser(user.id);
    return ok(request, { username: user.username }, 'passwordChanged');
  });
}
