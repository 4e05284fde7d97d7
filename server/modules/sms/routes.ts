import { Type } from 'typebox';
import {
  Envelope, FIELD_RULES, LoginResultSchema, PERMISSION_CODES, PhoneLoginRequestSchema, SMS_MODES, SmsOutboxPageSchema, SmsOutboxQuerySchema,
  SmsRequestSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createSignInSessions } from '../auth/sign-in-session.ts';
import type { DictRepository } from '../dict/dict-repository.ts';
import { passwordResetRoutes } from './reset-routes.ts';
import { createPhoneLogin } from './phone-login.ts';
import { findUserByPhone } from './phone-users.ts';
import { createSmsCodeService } from './sms-codes.ts';

/** The `system:sms:outbox` button permission (migration 0003, seed menu tree). */
export const SMS_OUTBOX_PERMISSION = PERMISSION_CODES.smsOutbox;

/**
 * `POST /sys/sms` sends a code (portal-shell §2.3 phone login, register, reset);
 * `GET /sys/sms/outbox` lets administrators read what the default gateway "sent";
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

  app.get('/sys/sms/outbox', {
    config: { auth: { permission: SMS_OUTBOX_PERMISSION } },
    schema: { tags: ['sms'], querystring: SmsOutboxQuerySchema, response: { 200: Envelope(SmsOutboxPageSchema) } },
  }, async (request) => {
    const { pageNo, pageSize, mobile } = request.query;
    let query = ctx.db.selectFrom('sms_outbox');
    if (mobile) query = query.where('mobile', '=', mobile.trim());
    const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await query.select(['id', 'mobile', 'content', 'created_at'])
      .orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok(request, {
      records: rows.map((r) => ({ id: r.id, mobile: r.mobile, content: r.content, createTime: r.created_at.toISOString() })),
      total: Number(total),
    });
  });

  app.post('/sys/phoneLogin', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], body: PhoneLoginRequestSchema, response: { 200: Envelope(LoginResultSchema) } },
  }, async (request) => ok(request, await phoneLogin(request, request.body), 'loginSuccess'));

  await passwordResetRoutes(app, ctx, codes);
}
