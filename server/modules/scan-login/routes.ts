import { Type } from 'typebox';
import {
  Envelope, ScanLoginIdSchema, ScanLoginInfoSchema, ScanLoginPollSchema, ScanLoginStartSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { DictRepository } from '../dict/dict-repository.ts';
import { createOtherSessionIssuer } from './other-session.ts';
import { createScanLoginService } from './scan-login-service.ts';

const params = Type.Object({ id: ScanLoginIdSchema });

/** Scan-code login (portal-shell §2.1 /user/dingtalk, §2.3): desktop side public, phone side signed in. */
export async function scanLoginRoutes(app: TypedApp, ctx: AppContext, dicts: DictRepository) {
  const scan = createScanLoginService(ctx, createOtherSessionIssuer(ctx, dicts));

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
}
