import { createHash } from 'node:crypto';
import { canonicalParams } from '../../shared/api/sign.ts';

/**
 * JeecgBoot's `X-Sign` (its SignUtil and the Vue 3 client's signMd5Utils): upper-case hex MD5
 * of the sorted parameters' JSON text followed by the secret. The parameters are the query's
 * and a JSON body's, merged (`_t` left out), every value as text, plus `x-path-variable`: the
 * last path segment when it holds a comma (`/sys/dict/getDictItems/sys_user,realname,id`).
 * Neither the timestamp, the path nor the token is covered: see README "What X-Sign protects".
 */
export function jeecgSign(path: string, query: Record<string, unknown>, body: unknown, secret: string): string {
  const last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const params = last.includes(',') ? { ...query, 'x-path-variable': last } : query;
  return createHash('md5').update(canonicalParams(params, body) + secret, 'utf8').digest('hex').toUpperCase();
}

/** A JeecgBoot `X-TIMESTAMP`: epoch milliseconds (13 digits); NaN for anything else. */
export function parseJeecgTimestamp(text: string): number {
  return /^\d{13}$/.test(text) ? Number(text) : NaN;
}
