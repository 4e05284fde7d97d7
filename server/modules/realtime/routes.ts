import { Type } from 'typebox';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { isOriginAllowed } from './origin-check.ts';
import type { RealtimeService } from './realtime-service.ts';

/**
 * `GET {apiBase}/websocket/{userId}` (portal-shell §7): the notice push socket. Every refusal
 * answers before the upgrade, with the API's envelope and status: 403 for an origin that is not
 * allowed (checked first, so such a page learns nothing else), 401 for a missing, unknown or
 * expired token (route-auth, token taken from `Sec-WebSocket-Protocol`), 403 for a token of
 * another user than `{userId}`. The protocol is echoed by `ws` (see app.ts), which browsers
 * require before they accept the socket.
 */
export async function realtimeRoutes(app: TypedApp, ctx: AppContext, realtime: RealtimeService) {
  app.get('/websocket/:userId', {
    websocket: true,
    config: { auth: 'session', tokenInProtocol: true },
    schema: { tags: ['realtime'], params: Type.Object({ userId: Type.String() }) },
    onRequest: async (request) => {
      const { allowedOrigins, publicUrl } = ctx.config;
      if (!isOriginAllowed(request.headers.origin, request.host, allowedOrigins, publicUrl)) throw forbidden();
    },
    preHandler: async (request) => {
      if (request.params.userId !== sessionOf(request).userId) throw forbidden();
    },
  }, (socket, request) => realtime.attach(socket, sessionOf(request)));
}
