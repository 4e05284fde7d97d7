import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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

/** One representation of a held envelope: its bytes and their strong ETag. */
interface HeldBytes {
  body: Buffer;
  etag: string;
}

/** How a held envelope may be sent, best first; `identity` is the plain JSON. */
const HELD_ENCODINGS = ['br', 'gzip'] as const;
type HeldEncoding = (typeof HELD_ENCODINGS)[number] | 'identity';

/** A success envelope encoded once and held: plain, and compressed once with brotli and gzip. */
export type HeldEnvelope = Record<HeldEncoding, HeldBytes>;

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
  // Compressed once per held answer, never per request: the 28 KB menu is some 4 KB as brotli,
  // which is what costs a request (bench:request-path, docs/decisions.md).
  const br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gzip = gzipSync(body, { level: 9 });
  const etag = strongEntityTag(body);
  // A strong tag names one representation's bytes: each encoding gets its own.
  return { identity: { body, etag }, br: { body: br, etag: `${etag.slice(0, -1)}-br"` }, gzip: { body: gzip, etag: `${etag.slice(0, -1)}-gzip"` } };
}

/**
 * Sends a held envelope ({@link holdOkJson}) with its ETag: a client that names it in
 * `If-None-Match` gets a 304 and no body. `private, no-cache`: a browser may keep it (never a
 * shared cache) but asks again each time; the portal's `_t` makes each fetch a new URL anyway.
 */
export function sendHeld(request: FastifyRequest, reply: FastifyReply, held: HeldEnvelope): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const encoding: HeldEncoding = (accepted && negotiate(accepted, [...HELD_ENCODINGS]) as HeldEncoding | null) || 'identity';
  const chosen = held[encoding];
  // Added to, not replacing, what CORS varies on (Origin).
  const vary = reply.getHeader('vary');
  reply.header('etag', chosen.etag).header('cache-control', 'private, no-cache').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (matchesEntityTag(request.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(chosen.body);
}
