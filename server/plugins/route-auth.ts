import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, isNonRenewingPath } from '../../shared/schemas/headers.ts';
import { TOKEN_TTL_MS } from '../../shared/schemas/auth.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../app-context.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { tenantHeader } from '../lib/tenant-header.ts';
import type { ActiveSession } from '../lib/active-session.ts';
import { passwordChangeDue } from '../lib/credentials/password-age.ts';

/**
 * What a route needs: nobody ('public'), any session ('session'), or a permission code
 * that the session's roles must grant.
 */
export type RouteAuth = 'public' | 'session' | { permission: PermissionCode };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route must declare it; the server refuses to start otherwise. */
    auth?: RouteAuth;
    /** Also accept the token as `?token=` (documented calls that open in an iframe or by URL). */
    tokenInQuery?: boolean;
    /**
     * The token is the `Sec-WebSocket-Protocol` value instead of a header (a browser cannot
     * set headers on a WebSocket); such a request does not renew the session, because a
     * socket (re)connecting is not the user's activity.
     */
    tokenInProtocol?: boolean;
    /** Requires a valid `X-Sign` (see plugins/signature.ts). */
    signed?: boolean;
    /** Still answered while the session's password must be changed (portal-shell §2.2). */
    passwordChangeExempt?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The caller's session; set on every route that is not public. */
    session: ActiveSession | null;
    /** The tenant the request acts in: the session's, or one of the user's own chosen by header. */
    tenantId: number;
  }
}

export { sessionOf } from '../lib/session-of.ts';

function tokenOf(request: FastifyRequest): string | null {
  if (request.routeOptions.config.tokenInProtocol) {
    // The documented client offers exactly one protocol, the token; the first value counts.
    const offered = request.headers['sec-websocket-protocol'];
    return offered?.split(',')[0]?.trim() || null;
  }
  const header = request.headers[HEADERS.token];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (request.routeOptions.config.tokenInQuery && typeof query?.token === 'string' && query.token) return query.token;
  return null;
}

async function tenantOf(ctx: AppContext, request: FastifyRequest, session: ActiveSession): Promise<number> {
  const wanted = tenantHeader(request);
  if (wanted === null || wanted === session.tenantId) return session.tenantId;
  if (!(await ctx.permissions.isMember(session.userId, wanted))) throw forbidden('tenantForbidden');
  return wanted;
}

/**
 * A renewal is written when it moves the expiry on by this much or more (architecture §4:
 * "sliding expiry is written at most once a minute"); a session thus ends at most this much
 * before 30 idle minutes would end it.
 */
export const RENEWAL_STEP_MS = 60_000;

/**
 * Authentication and authorisation for every API route, from the route's own declaration.
 * Password sessions slide: each request outside portal-shell §9's excluded list renews them,
 * written at most once per {@link RENEWAL_STEP_MS}. Sessions and permissions come from the
 * caches of their repositories (kept true by migration 0016's notifications).
 */
export function registerRouteAuth(app: FastifyInstance, ctx: AppContext) {
  const apiPrefix = ctx.config.apiBase + '/';
  app.decorateRequest('locale', 'cn');
  app.decorateRequest('session', null);
  app.decorateRequest('tenantId', 1);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(apiPrefix) && !route.config?.auth) {
      throw new Error(`route ${route.method} ${route.url} does not declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.headers);
  });

  // preValidation: after the query is parsed (for ?token=), before the body is validated,
  // so an anonymous caller learns nothing about the payload rules.
  app.addHook('preValidation', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const token = tokenOf(request);
    if (!token) throw unauthorized('tokenMissing');
    const now = ctx.now();
    // Looked up once: from memory, or (not held, or held but looking over) from the database.
    const session = await ctx.sessions.find(token, now);
    if (!session) throw unauthorized('tokenExpired');
    if (session.expiresAt <= now || !session.active) {
      await ctx.sessions.remove(session.tokenHash);
      throw unauthorized('tokenExpired');
    }
    // A pending password change leaves the session only the calls that lead to changing it.
    const passwordState = { mustChange: session.passwordMustChange, changedAt: session.passwordChangedAt };
    if (!request.routeOptions.config.passwordChangeExempt && passwordChangeDue(passwordState, ctx.config.passwordMaxAgeDays, now)) {
      throw unauthorized('passwordExpired');
    }
    const path = request.url.slice(ctx.config.apiBase.length);
    if (session.kind === 'password' && !isNonRenewingPath(path) && !request.routeOptions.config.tokenInProtocol) {
      const renewed = new Date(now.getTime() + TOKEN_TTL_MS.password);
      if (renewed.getTime() - session.expiresAt.getTime() >= RENEWAL_STEP_MS) await ctx.sessions.extend(session.tokenHash, renewed);
    }
    request.session = session;
    request.tenantId = await tenantOf(ctx, request, session);
    if (typeof auth === 'object' && !(await ctx.permissions.userHas(session.userId, request.tenantId, auth.permission))) {
      throw forbidden();
    }
  });
}
