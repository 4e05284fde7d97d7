import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../shared/schemas/envelope.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';

/** A successful reply in the documented envelope, with a message in the request's language. */
export function ok<T>(request: FastifyRequest, result: T, key: MessageKey = 'ok'): ApiEnvelope<T> {
  return { success: true, message: translate(request.locale, key), code: 200, result, timestamp: Date.now() };
}

/** A business refusal that is still an answer (HTTP 200, `success: false`), e.g. a taken value. */
export function refused(request: FastifyRequest, key: MessageKey, code: number): ApiEnvelope<null> {
  return { success: false, message: translate(request.locale, key), code, result: null, timestamp: Date.now() };
}
