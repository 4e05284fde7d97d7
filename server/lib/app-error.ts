import type { MessageKey } from '../i18n/messages.ts';

/**
 * An error the client is meant to see: an HTTP status and a catalogue message. Thrown by
 * repositories' callers and plugins; the error handler localises and wraps it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** The input field the refusal is about ('' when none): the reply names it, so a form shows the message under that field. */
    readonly field = '',
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 400 with a catalogue message. */
export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params);
/** 400 about one input field: the form shows the message under it (`result.field` of the reply). */
export const badField = (field: string, key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params, {}, field);
/** 401: no valid session. */
export const unauthorized = (key: MessageKey = 'tokenMissing') => new AppError(401, key);
/** 403: the session may not do this. */
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
/** 404 */
export const notFound = () => new AppError(404, 'notFound');
