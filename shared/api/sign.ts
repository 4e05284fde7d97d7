import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** What a signature covers (portal-shell §7 "Signed variants of calls"). */
export interface SignInput {
  /** The path below the API base as sent on the wire (percent-encoded), without the query. */
  path: string;
  /** The query parameters as sent; `_t` is ignored because the cache-buster is not part of the call. */
  query?: Record<string, unknown> | null;
  /** The request body; only a plain object contributes, other bodies (FormData, arrays, text) do not. */
  body?: unknown;
  /** `yyyyMMddHHmmss` in UTC, also sent as `X-TIMESTAMP` (see {@link formatSignTimestamp}). */
  timestamp: string;
  /** The shared secret of client build and server. */
  secret: string;
  /**
   * The session token sent with the call (`X-Access-Token`), when there is one: a signature
   * then holds only with that token, so it cannot be replayed with another user's token.
   */
  token?: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A parameter value as text: strings stay as they are, anything else is its JSON text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The canonical text of the signed parameters: query (minus `_t`) merged with a plain-object
 * body (body wins on a shared key), `undefined` values dropped, keys sorted by UTF-16 code
 * unit, every value turned into a string, then `JSON.stringify`.
 */
export function canonicalParams(query: SignInput['query'], body: unknown): string {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key !== '_t') merged[key] = value;
  }
  if (isPlainObject(body)) Object.assign(merged, body);
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(merged).sort()) {
    const value = merged[key];
    if (value !== undefined) sorted[key] = asText(value);
  }
  return JSON.stringify(sorted);
}

/**
 * The `X-Sign` value of a call, computed the same way by client and server: upper-case hex
 * SHA-256 of `path + '\n' + canonicalParams(query, body) + '\n' + timestamp + '\n' + secret`,
 * with `'\n' + token` before the secret when the call carries a token. The secret ships in
 * the client bundle: a signature only shows the parameters were not altered casually; it
 * never replaces authentication.
 */
export function signRequest({ path, query, body, timestamp, secret, token }: SignInput): string {
  const text = `${path}\n${canonicalParams(query, body)}\n${timestamp}\n${token ? `${token}\n` : ''}${secret}`;
  return bytesToHex(sha256(utf8ToBytes(text))).toUpperCase();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `date` as `yyyyMMddHHmmss` in UTC, the format of `X-TIMESTAMP`. */
export function formatSignTimestamp(date: Date): string {
  return (
    pad(date.getUTCFullYear(), 4) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds())
  );
}
