import {
  CheckUsernameQuerySchema, CheckUsernameResultSchema, Envelope, RegisterRequestSchema, RegisterResultSchema, SMS_MODES,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { hashPassword } from '../../lib/credentials/passwords.ts';
import type { SmsCodeService } from '../sms-codes/index.ts';
import { createAccountRepository } from './account-repository.ts';
import { accountRules } from './account-rules.ts';
import { createRateLimiter } from './rate-limit-repository.ts';

/** Public checks of the user table, per client address: enough for typing, too few for harvesting. */
export const CHECK_USERNAME_BUDGET = { limit: 30, windowMs: 60_000 };
/** Registrations per client address. */
export const REGISTER_BUDGET = { limit: 10, windowMs: 60 * 60_000 };

/**
 * portal-shell §2.1 /user/register: "register with a result page". A visitor creates a staff
 * account in tenant 1 (never an administrator), proved by an SMS code to the mobile given.
 */
export async function registerRoutes(app: TypedApp, ctx: AppContext, sms: Pick<SmsCodeService, 'check'>) {
  const accounts = createAccountRepository(ctx.db);
  const limiter = createRateLimiter(ctx.db);

  // The duplicate check of §7 needs a session; a visitor gets this narrower one instead.
  app.get('/sys/user/checkUsername', {
    config: { auth: 'public' },
    schema: { tags: ['accounts'], querystring: CheckUsernameQuerySchema, response: { 200: Envelope(CheckUsernameResultSchema) } },
  }, async (request) => {
    await limiter.hit(`check-username:${request.ip}`, CHECK_USERNAME_BUDGET, ctx.now());
    const available = !(await accounts.usernameTaken(request.query.username.trim()));
    return ok(request, { available }, available ? 'usernameAvailable' : 'usernameTaken');
  });

  app.post('/sys/user/register', {
    config: { auth: 'public' },
    schema: { tags: ['accounts'], body: RegisterRequestSchema, response: { 200: Envelope(RegisterResultSchema) } },
  }, async (request) => {
    const body = request.body;
    const username = body.username.trim();
    const phone = body.phone.trim();
    const email = (body.email ?? '').trim();
    accountRules.username(username);
    accountRules.newPassword(body.password, body.confirmPassword);
    accountRules.mobile(phone);
    accountRules.email(email);
    await limiter.hit(`register:${request.ip}`, REGISTER_BUDGET, ctx.now());
    if (await accounts.usernameTaken(username)) throw badRequest('usernameTaken');
    if (await accounts.phoneTaken(phone)) throw badRequest('phoneTaken');
    // The code is checked last, so a refusal above does not spend it.
    await sms.check(phone, SMS_MODES.register, body.smscode);
    const passwordHash = await hashPassword(body.password, ctx.scryptLogN);
    try {
      await accounts.createStaffUser({ username, passwordHash, phone, email, now: ctx.now() });
    } catch (error) {
      // Two registrations racing for one name or number: the unique indexes decide.
      if (await accounts.usernameTaken(username)) throw badRequest('usernameTaken');
      if (await accounts.phoneTaken(phone)) throw badRequest('phoneTaken');
      throw error;
    }
    return ok(request, { username }, 'registered');
  });
}
