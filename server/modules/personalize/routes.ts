import { Envelope, LoginLogoSchema, PersonalizeSchema } from '../../../shared/schemas/index.ts';
import { tenantHeader } from '../../lib/tenant-header.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createPersonalizationRepository, DEFAULT_PERSONALIZATION } from './personalization-repository.ts';

/**
 * Personalisation of the tenant (portal-shell §3 "Personalisation"), with the deployment's
 * footer. The texts and logos come in every language; the client picks the current one.
 */
export async function personalizeRoutes(app: TypedApp, ctx: AppContext) {
  const repository = createPersonalizationRepository(ctx.db);
  const read = async (tenantId: number) => (await repository.find(tenantId)) ?? DEFAULT_PERSONALIZATION;

  app.get('/sys/personalIze/query', {
    config: { auth: 'session' },
    schema: { tags: ['personalize'], response: { 200: Envelope(PersonalizeSchema) } },
  }, async (request) => {
    const { loginLogo: _public, ...p } = await read(request.tenantId);
    return ok(request, {
      ...p,
      // The footer's record number and accounts belong to the deployment, so one build serves every site.
      ...ctx.config.footer,
    });
  });

  // Public: the sign-in page shows it before anyone is signed in, for the default tenant
  // or the one the page names.
  app.get('/sys/personalIze/getLoginLogo', {
    config: { auth: 'public' },
    schema: { tags: ['personalize'], response: { 200: Envelope(LoginLogoSchema) } },
  }, async (request) => {
    const p = await read(tenantHeader(request) ?? 1);
    return ok(request, { loginLogo: p.loginLogo });
  });
}
