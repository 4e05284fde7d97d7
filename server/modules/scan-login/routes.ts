import { Type } from 'typebox';
import {
  Envelope, ScanLoginIdSchema, ScanLoginInfoSchema, ScanLoginPollSchema, ScanLoginStartSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { DictRepository } from '../dict/index.ts';
import { createChatLogin } from './chat-login.ts';
import { chatConfigRoutes } from './config-routes.ts';
import { createOtherSessionIssuer } from './other-session.ts';
import { createScanLoginService } from './scan-login-service.ts';

const params = Type.Object({ id: ScanLoginIdSchema });

/** Scan-code login (portal-shell §2.1 /user/dingtalk, §2.3): desktop side public, phone side signed in. */
export async function scanLoginRoutes(app: TypedApp, ctx: AppContext, dicts: DictRepository) {
  const chatLogin = createChatLogin(ctx);
  const scan = createScanLoginService(ctx, createOtherSessionIssuer(ctx, dicts), chatLogin);
  await chatConfigRoutes(app, ctx);

  app.post('/sys/scanLogin', {
    config: { auth: 'public' },
    schema: { tags: ['scan-login'], response: { 200: Envelope(ScanLoginStartSchema) } },
  }, async (request) => ok(request, await scan.start(request)));

  // Not renewing anything: the desktop polls anonymously every 2 s.
  app.get('/sys/scanLogin/:id', {
    config: { auth: 'public' },
    schema: {
      tags: ['scan-login'], params,
      querystring: Type.Object({ secret: Type.String({ minLength: 1, maxLength: 100 }), _t: Type.Optional(Type.String()) }),
      response: { 200: Envelope(ScanLoginPollSchema) },
    },
  }, async (request) => ok(request, await scan.poll(request, request.params.id, request.query.secret)));

  app.post('/sys/scanLogin/:id/scanned', {
    config: { auth: 'session' },
    schema: { tags: ['scan-login'], params, response: { 200: Envelope(ScanLoginInfoSchema) } },
  }, async (request) => ok(request, await scan.scanned(request, request.params.id)));

  app.post('/sys/scanLogin/:id/confirm', {
    config: { auth: 'session' },
    schema: { tags: ['scan-login'], params, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await scan.confirm(request, request.params.id);
    return ok(request, null, 'scanLoginConfirmed');
  });

  app.post('/sys/scanLogin/:id/refuse', {
    config: { auth: 'session' },
    schema: { tags: ['scan-login'], params, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await scan.refuse(request, request.params.id);
    return ok(request, null, 'scanLoginRefused');
  });

  // Where DingTalk sends the phone after consent (the configured redirect URI). The phone's
  // browser shows the outcome as a page; the desktop learns it by polling.
  app.get('/sys/scanLogin/dingtalk/callback', {
    config: { auth: 'public' },
    schema: {
      tags: ['scan-login'],
      querystring: Type.Object({
        authCode: Type.Optional(Type.String({ maxLength: 200 })),
        code: Type.Optional(Type.String({ maxLength: 200 })),
        state: ScanLoginIdSchema,
      }),
    },
  }, async (request, reply) => {
    let text = translate(request.locale, 'scanLoginConfirmed');
    try {
      await chatLogin.callback(request.query.authCode ?? request.query.code ?? '', request.query.state);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply.status(error.status);
      text = translate(request.locale, error.key, error.params);
    }
    return reply.type('text/html; charset=utf-8').send(resultPage(text));
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal page for the phone's browser after the provider's consent. */
function resultPage(text: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>DKP</title></head><body style="font-family:sans-serif;text-align:center;padding:3em 1em">`
    + `<p id="result">${escapeHtml(text)}</p></body></html>`;
}
