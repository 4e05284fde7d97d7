import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** One year: what HSTS preload lists and browsers expect. */
const HSTS = 'max-age=31536000';

/**
 * The portal's Content-Security-Policy. The session token lives in local storage, so no
 * script may run but our own files: `script-src 'self'`, no inline script (Vite emits none).
 * Style sheets come from our files only; inline `style` attributes are allowed
 * (`style-src-attr`), as Shoelace's and lit's templates carry them (the elements' own styles
 * are constructed sheets, which CSP does not govern);
 * images allow data: (QR codes, captcha, the watermark tile) and any http(s) address
 * (tenant logos are administrators' URLs); `connect-src 'self'` covers the API and, in
 * CSP 3, the notice socket on the same host, and `data:` is Shoelace fetching its built-in
 * icons (data: URIs, no network). Framing: the portal itself and the origins on
 * `DKP_ALLOWED_ORIGINS` only. Frames: ours, and the Tableau Server's views when one is configured.
 */
export function portalPolicy(allowedOrigins: readonly string[], tableauUrl: string | null = null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "connect-src 'self' data:",
    ["frame-src 'self'", ...(tableauUrl ? [new URL(tableauUrl).origin] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}`,
  ].join('; ');
}

/** What a hook or handler needs to set the security headers of one answer. */
interface HeaderTarget {
  protocol: string;
}
interface HeaderReply {
  header(name: string, value: string): unknown;
  hasHeader(name: string): boolean;
  getHeader(name: string): unknown;
}

/**
 * Security headers on every response. All: `nosniff`, `Referrer-Policy: same-origin` (URLs
 * may carry `?token=`; other origins get no referrer at all), and HSTS when the request came
 * over https (directly, or said so by a trusted proxy's X-Forwarded-Proto: Fastify's
 * `request.protocol` follows `DKP_TRUST_PROXY`). On the portal's HTML, the portal's CSP; a
 * page that set its own (the announcement page, under the API) keeps it. `X-Frame-Options` cannot name origins,
 * so it is sent (`SAMEORIGIN`) only when no other origin may frame the portal; otherwise
 * `frame-ancestors` alone decides, as every current browser obeys it over X-Frame-Options.
 *
 * What applies is decided once per route, when it is added: an API route gets the common
 * headers only (no test of its URL or content type per request); other routes (static files)
 * also look at the content type for the CSP. The not-found handler, which no route hook
 * reaches, calls {@link SecurityHeaders.notFound}; answers to URLs Fastify cannot decode call
 * {@link commonSecurityHeaders}.
 */
export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext): SecurityHeaders {
  const policy = portalPolicy(ctx.config.allowedOrigins, ctx.config.tableau?.url ?? null);
  const apiBase = ctx.config.apiBase;
  const sameOriginOnly = ctx.config.allowedOrigins.length === 0;
  const documentHeaders = (reply: HeaderReply) => {
    // A policy governs documents only; on scripts and images it is bytes for nothing.
    if (!String(reply.getHeader('Content-Type') ?? '').startsWith('text/html') || reply.hasHeader('Content-Security-Policy')) return;
    reply.header('Content-Security-Policy', policy);
    if (sameOriginOnly) reply.header('X-Frame-Options', 'SAMEORIGIN');
  };
  const onApiSend: onSendHookHandler = (request, reply, payload, done) => {
    commonSecurityHeaders(request, reply);
    done(null, payload);
  };
  const onFileSend: onSendHookHandler = (request, reply, payload, done) => {
    commonSecurityHeaders(request, reply);
    documentHeaders(reply);
    done(null, payload);
  };
  const isApi = (url: string) => url === apiBase || url.startsWith(apiBase + '/') || url.startsWith(apiBase + '?');
  app.addHook('onRoute', (route) => {
    const hook = isApi(route.url ?? route.path) ? onApiSend : onFileSend;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    // A GET route's options are reused for its HEAD twin: one hook each.
    if (!own.includes(onApiSend) && !own.includes(onFileSend)) route.onSend = [...own, hook];
  });
  return {
    notFound(request, reply, { document }) {
      commonSecurityHeaders(request, reply);
      if (document && !isApi(request.url)) {
        reply.header('Content-Security-Policy', policy);
        if (sameOriginOnly) reply.header('X-Frame-Options', 'SAMEORIGIN');
      }
    },
  };
}

/** Set by the not-found handler before it answers. */
export interface SecurityHeaders {
  /** `document`: the answer is the portal's index.html (history-mode fallback). */
  notFound(request: HeaderTarget & { url: string }, reply: HeaderReply, options: { document: boolean }): void;
}

/** The headers every answer carries, whatever it is. */
export function commonSecurityHeaders(request: HeaderTarget, reply: HeaderReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  // A route's own stricter policy stays (the announcement page sends no referrer at all).
  if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
}
