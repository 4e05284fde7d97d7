/**
 * What went wrong with a call, one kind per row of the error catalogue (portal-shell §8):
 * `forbidden` 403, `not-found` 404, `timeout` 504 or a timeout message or the 9 s limit,
 * `unauthorized` 401, `password-expired` 401 for a password not changed in time,
 * `token-invalid` 500 'Token失效' (shown as a modal), `http` any other status,
 * `business` a 2xx envelope with `success: false`, `network` no answer at all,
 * `invalid-response` an answer that is not the documented envelope.
 */
export const API_ERROR_KINDS = [
  'forbidden',
  'not-found',
  'timeout',
  'unauthorized',
  'password-expired',
  'token-invalid',
  'http',
  'business',
  'network',
  'invalid-response',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** Fields of an {@link ApiError}. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, 0 when no answer arrived. */
  status: number;
  /** The envelope's `code`, else the HTTP status. */
  code: number;
  /** User-facing text in the current language. */
  message: string;
  /** The server's own message, empty when there was none. */
  serverMessage: string;
  /** The input field the server's refusal is about (its envelope's `result.field`), '' when none. */
  field?: string;
}

/** The one error type every failed API call rejects with. `message` is ready to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number;
  readonly serverMessage: string;
  readonly field: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.field = init.field ?? '';
  }
}

