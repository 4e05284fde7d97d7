import { Type } from 'typebox';
import {
  Envelope, FIELD_RULES, LoginResultSchema, PhoneLoginRequestSchema, SMS_MODES, SmsRequestSchema,
} from '../../../shared/schemas/index.ts';
import { smsOutboxResource } from '../../../shared/resources/sms-outbox.ts';
import type { AppContext } from '../../app-context.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createSignInSessions } from '../auth/index.ts';
import type { DictRepository } from '../dict/index.ts';
import { passwordResetRoutes } from './reset-routes.ts';
import { createPhoneLogin } from './phone-login.ts';
import { findUserByPhone } from './phone-user-repository.ts';
import { createSmsCodeService } from '../sms-codes/index.ts';

/** Where the outbox lives: one table, the platform's alone (no tenant column). */
const smsOutboxTable = bindTable({
  resource: smsOutboxResource,
  table: 'sms_outbox',
  columns: { id: 'id', mobile: 'mobile', content: 'content', createTime: 'created_at' },
  tenant: 'none',
});

/**
 * `POST /sys/sms` sends a code (portal-shell §2.3 phone login, register, reset);
 * `GET /sys/sms/outbox` (the kit's list) lets the platform's administrators read what the
 * default gateway "sent";
 * `POST /sys/phoneLogin` and the password reset use the codes.
 */
export async function smsRoutes(app: TypedApp, ctx: AppContext, dicts: DictRepository) {
  const codes = createSmsCodeService(ctx);
  const phoneLogin = createPhoneLogin(ctx, codes, createSignInSessions(ctx, dicts));

  app.post('/sys/sms', {
    config: { auth: 'public' },
    schema: { tags: ['sms'], body: SmsRequestSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const mobile = request.body.mobile.trim();
    if (!FIELD_RULES.mobile.test(mobile)) throw badRequest('mobileInvalid');
    const user = await findUserByPhone(ctx.db, mobile);
    // Login and reset need an account with the number, register needs none; the answer is the same either way.
    const eligible = request.body.smsmode === SMS_MODES.register ? !user : !!user;
    await codes.issue(mobile, request.body.smsmode, { ip: request.ip, locale: request.locale, eligible });
    return ok(request, null, 'smsSent');
  });

  registerResource(app, ctx, smsOutboxTable);

  app.post('/sys/phoneLogin', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], body: PhoneLoginRequestSchema, response: { 200: Envelope(LoginResultSchema) } },
  }, async (request) => ok(request, await phoneLogin(request, request.body), 'loginSuccess'));

  await passwordResetRoutes(app, ctx, codes);
}
