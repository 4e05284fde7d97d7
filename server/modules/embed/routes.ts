import { Envelope, EmbedOriginCheckSchema, EmbedOriginQuerySchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

/**
 * The embedding handoff's one server question (docs/elements.md): may the portal hand a
 * sign-in back to this origin? Only the server knows `DKP_ALLOWED_ORIGINS`, and the portal
 * posts a token to no origin the server has not confirmed. Public, because the answer says no
 * more than a CORS preflight from that origin would.
 */
export async function embedRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/embed/checkOrigin', {
    config: { auth: 'public' },
    schema: { tags: ['embed'], querystring: EmbedOriginQuerySchema, response: { 200: Envelope(EmbedOriginCheckSchema) } },
  }, async (request) => ok(request, { allowed: ctx.config.allowedOrigins.includes(request.query.origin) }));
}
