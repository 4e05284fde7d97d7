import { Type } from 'typebox';
import { Envelope, ResetCheckSchema, ResetPasswordSchema, ResetTicketSchema, ResetVerifySchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createPasswordReset } from './password-reset.ts';
import type { SmsCodeService } from '../sms-codes/index.ts';

/** The password reset's three server steps (portal-shell §2.1 /user/reset); all public. */
export async function passwordResetRoutes(app: TypedApp, ctx: AppContext, codes: SmsCodeService) {
  const reset = createPasswordReset(ctx, codes);

  app.post('/sys/user/reset/check', {
    config: { auth: 'public' },
    schema: { tags: ['users'], body: ResetCheckSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await reset.check(request, request.body);
    return ok(request, null);
  });

  app.post('/sys/user/reset/verify', {
    config: { auth: 'public' },
    schema: { tags: ['users'], body: ResetVerifySchema, response: { 200: Envelope(ResetTicketSchema) } },
  }, async (request) => ok(request, { ticket: await reset.verify(request, request.body) }));

  app.post('/sys/user/reset/password', {
    config: { auth: 'public' },
    schema: { tags: ['users'], body: ResetPasswordSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await reset.setPassword(request, request.body);
    return ok(request, null, 'passwordReset');
  });
}
