import { HEADERS, isNonRenewingPath } from '../schemas/headers.ts';
import type { ApiEnvelope } from '../schemas/envelope.ts';
import { $locale } from '../stores/locale.ts';
import { $session, DEFAULT_TENANT_ID, renewSession } from '../stores/session.ts';
import { $rememberedTenant } from '../stores/tenant-choice.ts';
import { apiConfig } from './config.ts';
import type { UploadProgress } from './progress-fetch.ts';
import { fileNameOf } from './content-disposition.ts';
import { describeFailure, describeInvalidAnswer, describeMissingFile, describeNoAnswer } from './error-catalogue.ts';
import { handleSessionFailure } from './session-expiry.ts';
import { sessionFor } from './session-origin.ts';
import { formatSignTimestamp, signRequest } from './sign.ts';

/** Methods of the documented API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A query value; `null` and `undefined` are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** How to make one call. */
export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A plain object or array is sent as JSON; FormData, Blob, URLSearchParams and text as they are. */
  body?: unknown;
  /** Adds `X-Sign` and `X-TIMESTAMP` (portal-shell §7 "Signed variants of calls"). */
  sign?: boolean;
  /** Resolve with the envelope of a business failure (`success: false`) instead of rejecting. */
  acceptFailure?: boolean;
  signal?: AbortSignal;
  /**
   * `'file'`: the answer is a file (an export), resolved as a {@link DownloadedFile}; a JSON
   * envelope instead is a failure, mapped through the error catalogue as any other.
   */
  as?: 'json' | 'file';
  /**
   * This call's time limit instead of the configured one (portal-shell §9's 9000 ms): for the
   * calls that run reports, which the server lets run longer (a report's own limit).
   */
  timeoutMs?: number;
  /**
   * With `as: 'file'`: asks for the bytes `start`…`end` (both included) of the file by `Range`
   * (a preview reads a PDF piece by piece, or the head of a text file); the answer's `size` is
   * the whole file's. A server that answers the whole file instead is taken as it is.
   */
  range?: { start: number; end: number };
  /** Told how much of the body has gone (an upload's 'uploading (n%)'); the call then goes by `progressFetch`. */
  onUploadProgress?: UploadProgress;
  /**
   * An answer kept from an earlier call of this GET, revalidated: its tag goes as
   * `If-None-Match` and a 304 (no body) resolves with its envelope; a 200 carrying an `ETag`
   * replaces both in this object, for the caller to keep.
   */
  held?: HeldAnswer;
}

/** An answer its caller keeps to revalidate (see `RequestOptions.held`); both null before the first. */
export interface HeldAnswer {
  etag: string | null;
  envelope: ApiEnvelope<unknown> | null;
}

/** A file the API answered: its bytes and the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  /** The whole file's size in bytes: `Content-Range`'s total when a range was answered, else the blob's. */
  size: number;
}

// Dictionary items are cached by the browser, so their lookups get no cache-buster (portal-shell §7).
const UNBUSTED_PREFIX = '/sys/dict/getDictItems/';

function queryText(query: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/** The input field a failure's envelope names (`result.field`), '' when none. */
function fieldOf(result: unknown): string {
  const field = typeof result === 'object' && result !== null ? (result as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? field : '';
}

function encodeBody(body: unknown): { payload: BodyInit | undefined; json: boolean } {
  if (body === undefined || body === null) return { payload: undefined, json: false };
  const raw =
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer;
  return raw ? { payload: body as BodyInit, json: false } : { payload: JSON.stringify(body), json: true };
}

/** The name of a file whose answer named none: the last segment of its path. */
const fallbackName = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'download';

/** The whole file's size: the total of a 206's `Content-Range` (`bytes 0-99/1234`), else the bytes received. */
function totalSize(response: Response, file: Blob): number {
  const total = response.status === 206 ? /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1] : undefined;
  return total ? Number(total) : file.size;
}

const isJson = (response: Response) => /json/i.test(response.headers.get('content-type') ?? '');

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The one place where DKP talks to its API (portal-shell §7): adds token, tenant and locale
 * headers (the session's token and tenant only towards the API origin that issued the token),
 * the `_t` cache-buster on GETs, the signature when asked, a 9 s time limit; renews the session
 * after each answered call outside `NON_RENEWING_PATHS`; and turns every failure into an
 * `ApiError` through the error catalogue (portal-shell §8).
 *
 * With `as: 'file'` it resolves with the file of the answer (exports), failures as above.
 *
 * @param path The path below the API base, without query (e.g. `/sys/login`).
 * @returns The envelope of a successful call (or of a business failure with `acceptFailure`).
 */
export function request(path: string, options: RequestOptions & { as: 'file' }): Promise<DownloadedFile>;
export function request<T>(path: string, options?: RequestOptions & { as?: 'json' }): Promise<ApiEnvelope<T>>;
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T> | DownloadedFile> {
  const config = apiConfig();
  const method = options.method ?? 'GET';
  const query = queryText(options.query ?? {});
  if (method === 'GET' && !path.startsWith(UNBUSTED_PREFIX)) query._t = String(config.now());
  const search = new URLSearchParams(query).toString();
  const url = `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
  // The token goes only to the API origin that issued it (the api-base may have moved since).
  const session = sessionFor(url);
  const token = session?.token ?? null;

  const headers = new Headers({
    // Before sign-in the remembered choice asks the login for that tenant (portal-shell §2.3).
    [HEADERS.tenant]: String(session?.tenantId ?? $rememberedTenant.get() ?? DEFAULT_TENANT_ID),
    [HEADERS.locale]: $locale.get(),
    Accept: options.as === 'file' ? '*/*' : 'application/json',
  });
  if (token) headers.set(HEADERS.token, token);
  if (options.range && options.as === 'file') headers.set('Range', `bytes=${options.range.start}-${options.range.end}`);
  const held = options.held?.etag && options.held.envelope ? options.held : null;
  if (held) headers.set('If-None-Match', held.etag!);
  const { payload, json } = encodeBody(options.body);
  if (json) headers.set('Content-Type', 'application/json');
  if (options.sign) {
    const timestamp = formatSignTimestamp(new Date(config.now()));
    const wirePath = new URL(path, 'http://dkp.invalid').pathname;
    headers.set(HEADERS.timestamp, timestamp);
    headers.set(HEADERS.sign, signRequest({ path: wirePath, query, body: options.body, timestamp, secret: config.signSecret, token }));
  }

  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), options.timeoutMs ?? config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;

  let response: Response;
  let body: unknown;
  let file: Blob | null = null;
  try {
    const init: RequestInit = { method, headers, body: payload, signal, credentials: 'same-origin' };
    response = await (options.onUploadProgress ? config.progressFetch(url, init, options.onUploadProgress) : config.fetch(url, init));
    if (options.as === 'file' && response.ok && !isJson(response)) file = await response.blob();
    else body = await readPayload(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw describeNoAnswer(timer.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timeout);
  }

  const envelope = isEnvelope(body) ? (body as ApiEnvelope<T>) : null;
  const sameSession = token !== null && $session.get()?.token === token;
  const notModified = response.status === 304 && held !== null;
  if ((response.ok || notModified) && sameSession && !isNonRenewingPath(path)) renewSession(config.now());
  if (notModified) return held.envelope as ApiEnvelope<T>;
  if (file) return { blob: file, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName(path), size: totalSize(response, file) };
  if (response.ok && envelope?.success && options.as === 'file') throw describeMissingFile(response.status);
  if (response.ok && envelope?.success) {
    const etag = options.held && response.headers.get('etag');
    if (etag) Object.assign(options.held!, { etag, envelope });
    return envelope;
  }
  if (response.ok && !envelope) throw describeInvalidAnswer(response.status);

  const error = describeFailure({
    status: response.status,
    code: envelope?.code,
    serverMessage: typeof envelope?.message === 'string' ? envelope.message : '',
    hadToken: token !== null,
    field: fieldOf(envelope?.result),
  });
  handleSessionFailure(error, token);
  if (options.acceptFailure && envelope) return envelope;
  throw error;
}
