import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { signRequest } from '../../shared/api/sign.ts';
import { HEADERS } from '../../shared/schemas/headers.ts';
import type { AppContext } from '../app-context.ts';
import { badRequest } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { jeecgSign, parseJeecgTimestamp } from './jeecg-sign.ts';

/** A signed request older (or newer) than this is refused (5 minutes). */
export const SIGN_MAX_SKEW_MS = 5 * 60_000;

/** `yyyyMMddHHmmss` (UTC) to epoch milliseconds, or NaN. */
export function parseSignTimestamp(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/**
 * The signature a call must carry. Ours (`DKP_SIGN_SCHEME=dkp`, the default): SHA-256 over
 * path, parameters, timestamp (`yyyyMMddHHmmss`, UTC) and token. With `jeecg`, a call whose
 * `X-TIMESTAMP` is JeecgBoot's epoch milliseconds is checked JeecgBoot's way (jeecg-sign.ts);
 * ours is still accepted, so the portal keeps working against such a server.
 */
function check(ctx: AppContext, request: FastifyRequest) {
  const sign = request.headers[HEADERS.sign];
  const timestamp = request.headers[HEADERS.timestamp];
  if (typeof sign !== 'string' || typeof timestamp !== 'string' || !sign || !timestamp) throw badRequest('signMissing');
  const jeecg = ctx.config.signScheme === 'jeecg' && /^\d{13}$/.test(timestamp);
  const at = jeecg ? parseJeecgTimestamp(timestamp) : parseSignTimestamp(timestamp);
  if (!Number.isFinite(at) || Math.abs(ctx.now().getTime() - at) > SIGN_MAX_SKEW_MS) throw badRequest('signExpired');
  const [rawPath = '', rawQuery = ''] = request.url.split('?');
  const path = rawPath.slice(ctx.config.apiBase.length);
  // The raw query, not the validated one: the schema may have coerced or dropped values.
  const query = Object.fromEntries(new URLSearchParams(rawQuery));
  // Bound to the token the call was authenticated with: a replay with another token fails.
  const token = request.headers[HEADERS.token];
  const expected = jeecg
    ? jeecgSign(path, query, request.body, ctx.config.signSecret)
    : signRequest({ path, query, body: request.body, timestamp, secret: ctx.config.signSecret, token: typeof token === 'string' ? token : null });
  const given = Buffer.from(sign.toUpperCase());
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) throw badRequest('signInvalid');
}

/**
 * Checks `X-Sign`/`X-TIMESTAMP` on routes declaring `signed: true`, and only there (the hook
 * is given to those routes as they are added). It runs after authentication: a valid
 * signature never stands in for a token.
 */
export function registerSignature(app: FastifyInstance, ctx: AppContext) {
  const verify: preHandlerHookHandler = (request, _reply, done) => {
    check(ctx, request);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.signed) addRouteHook(route, 'preHandler', verify);
  });
}
