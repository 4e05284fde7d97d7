import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, FailureResult } from '../../shared/schemas/envelope.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { matchesEntityTag, strongEntityTag } from './entity-tag.ts';

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

/** A success envelope encoded once and held: its bytes and their strong ETag. */
export interface HeldEnvelope {
  body: Buffer;
  etag: string;
}

/**
 * {@link ok}'s envelope around a result that is already JSON, encoded as UTF-8 once, for an
 * answer that is held and sent again as it is (the permission fetch's menu, 28 KB with Chinese
 * text): neither serialised, encoded nor copied on each request. Its `timestamp` is when it
 * was made, so that the same answer is the same bytes under one strong ETag. The route's
 * response schema still documents it; the JSON must have been made from a value of that schema.
 */
export function holdOkJson(request: FastifyRequest, resultJson: Buffer): HeldEnvelope {
  const message = JSON.stringify(translate(request.locale, 'ok'));
  const body = Buffer.concat([
    Buffer.from(`{"success":true,"message":${message},"code":200,"result":`),
    resultJson,
    Buffer.from(`,"timestamp":${request.server.now().getTime()}}`),
  ]);
  return { body, etag: strongEntityTag(body) };
}

/**
 * Sends a held envelope ({@link holdOkJson}) with its ETag: a client that names it in
 * `If-None-Match` gets a 304 and no body. `private, no-cache`: a browser may keep it (never a
 * shared cache) but asks again each time; the portal's `_t` makes each fetch a new URL anyway.
 */
export function sendHeld(request: FastifyRequest, reply: FastifyReply, held: HeldEnvelope): FastifyReply {
  reply.header('etag', held.etag).header('cache-control', 'private, no-cache');
  if (matchesEntityTag(request.headers['if-none-match'], held.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(held.body);
}
