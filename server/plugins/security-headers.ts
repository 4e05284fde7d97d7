import type { FastifyInstance } from 'fastify';
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
 * `DKP_ALLOWED_ORIGINS` only.
 */
export function portalPolicy(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "connect-src 'self' data:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}`,
  ].join('; ');
}

/**
 * Security headers on every response. All: `nosniff`, `Referrer-Policy: same-origin` (URLs
 * may carry `?token=`; other origins get no referrer at all), and HSTS when the request came
 * over https (directly, or said so by a trusted proxy's X-Forwarded-Proto: Fastify's
 * `request.protocol` follows `DKP_TRUST_PROXY`). On the portal's HTML, the portal's CSP; a
 * page that set its own (the announcement page, under the API) keeps it. `X-Frame-Options` cannot name origins,
 * so it is sent (`SAMEORIGIN`) only when no other origin may frame the portal; otherwise
 * `frame-ancestors` alone decides, as every current browser obeys it over X-Frame-Options.
 */
export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  const policy = portalPolicy(ctx.config.allowedOrigins);
  const apiBase = ctx.config.apiBase;
  const sameOriginOnly = ctx.config.allowedOrigins.length === 0;
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route's own stricter policy stays (the announcement page sends no referrer at all).
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const isApi = request.url === apiBase || request.url.startsWith(apiBase + '/') || request.url.startsWith(apiBase + '?');
    // A policy governs documents only; on scripts and images it is bytes for nothing.
    const isDocument = String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
    if (isApi || !isDocument || reply.hasHeader('Content-Security-Policy')) return;
    reply.header('Content-Security-Policy', policy);
    if (sameOriginOnly) reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}
