import { Type } from 'typebox';
import { menuTitle } from '../../../shared/i18n/menu-title.ts';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import { ReportMenuChoiceSchema, reportResource, type ReportMenuChoice } from '../../../shared/resources/report.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

/**
 * `GET /report/definition/menuChoices`: the menu entries a report may be linked to, for the
 * report form's select — the pages (not buttons) of the category 'report', in menu order,
 * titled in the request's language. Reports are platform data, so like their kit routes this
 * answers the platform's administrators only.
 */
export function menuChoicesRoute(app: TypedApp, ctx: AppContext) {
  app.get(`${reportResource.basePath}/menuChoices`, {
    config: { auth: { permission: reportResource.permissions.list } },
    schema: { tags: ['reports'], response: { 200: Envelope(Type.Array(ReportMenuChoiceSchema)) } },
  }, async (request) => {
    if (request.tenantId !== PLATFORM_TENANT_ID) throw forbidden('platformOnly');
    const choices: ReportMenuChoice[] = (await ctx.permissions.catalogue())
      .filter((row) => row.menu_category === 'report' && row.menu_type !== 2)
      .map((row) => ({ id: row.id, title: menuTitle({ title: row.name, titleEN: row.name_en, titleTC: row.name_tc }, request.locale), url: row.url }));
    return ok(request, choices);
  });
}
