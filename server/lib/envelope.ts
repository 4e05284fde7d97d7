import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, FailureResult } from '../../shared/schemas/envelope.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (AppContext.now): tests move it, and every envelope's timestamp reads it. */
    now(): Date;
  }
}

/** Gives `app` the clock every envelope's timestamp reads; before any route or handler that answers. */
export function decorateClock(app: FastifyInstance, now: () => Date): void {
  app.decorate('now', now);
}

/**
 * The one builder of the documented envelope (portal-shell §7): every answer of `/api`,
 * success or failure, is made here, its `timestamp` from the app's clock.
 */
export function envelope<T>(request: FastifyRequest, fields: { success: boolean; code: number; message: string; result: T }): ApiEnvelope<T> {
  return { ...fields, timestamp: request.server.now().getTime() };
}

/** A successful reply in the documented envelope, with a message in the request's language. */
export function ok<T>(request: FastifyRequest, result: T, key: MessageKey = 'ok'): ApiEnvelope<T> {
  return envelope(request, { success: true, message: translate(request.locale, key), code: 200, result });
}

/** A business refusal that is still an answer (HTTP 200, `success: false`), e.g. a taken value. */
export function refused(request: FastifyRequest, key: MessageKey, code: number): ApiEnvelope<null> {
  return envelope(request, { success: false, message: translate(request.locale, key), code, result: null });
}

/**
 * Sends a failure with HTTP `status` (repeated in `code`) and an already localised message;
 * `result` is null, or names the input field the refusal is about.
 */
export function sendFailure(reply: FastifyReply, status: number, message: string, result: FailureResult = null): FastifyReply {
  return reply.status(status).send(envelope(reply.request, { success: false, message, code: status, result }));
}

/**
 * Sends {@link ok}'s envelope around a result that is already JSON, encoded as UTF-8: a large
 * answer built and encoded once and held (the permission fetch's menu, 26 KB with Chinese text)
 * is neither serialised nor encoded again on every request; only the envelope's few bytes are.
 * The route's response schema still documents it; the held JSON must have been made from a
 * value of that schema.
 */
export function sendOkJson(request: FastifyRequest, reply: FastifyReply, resultJson: Buffer): FastifyReply {
  const message = JSON.stringify(translate(request.locale, 'ok'));
  return reply.type('application/json; charset=utf-8').send(Buffer.concat([
    Buffer.from(`{"success":true,"message":${message},"code":200,"result":`),
    resultJson,
    Buffer.from(`,"timestamp":${request.server.now().getTime()}}`),
  ]));
}
