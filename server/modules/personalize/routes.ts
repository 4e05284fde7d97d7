import { Envelope, LoginLogoSchema, PersonalizeSchema } from '../../../shared/schemas/index.ts';
import { tenantHeader } from '../../lib/tenant-header.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

const DEFAULTS = { watermark: '', header_title: 'DKP', logo: '', logo_en: '', login_logo: '', brand_hidden_username: '' };

/** Personalisation of the tenant (portal-shell §3 "Personalisation"), with the deployment's footer. */
export async function personalizeRoutes(app: TypedApp, ctx: AppContext) {
  const read = async (tenantId: number) =>
    (await ctx.db.selectFrom('personalization').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()) ?? DEFAULTS;

  app.get('/sys/personalIze/query', {
    config: { auth: 'session' },
    schema: { tags: ['personalize'], response: { 200: Envelope(PersonalizeSchema) } },
  }, async (request) => {
    const p = await read(request.tenantId);
    return ok(request, {
      watermark: p.watermark, headerTitle: p.header_title, logo: p.logo, logoEn: p.logo_en, brandHiddenFor: p.brand_hidden_username,
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
    return ok(request, { loginLogo: p.login_logo });
  });
}
