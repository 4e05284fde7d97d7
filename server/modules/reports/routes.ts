import { Type } from 'typebox';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { ViewerAnswerSchema, ViewerRunBodySchema } from '../../../shared/reports/viewer-api.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { checkSourceUrl } from './engines/report-session.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { menuChoicesRoute } from './menu-choices.ts';
import { reportTable } from './report-table.ts';
import { createSourceTable } from './source-table.ts';
import { openSecret } from './report-secrets.ts';
import { sourceById, usernameOf } from './report-repository.ts';
import { viewerGrant } from './viewer-session.ts';
import { registerDownloadRoute } from './download-route.ts';
import { registerHomeRoute } from './home-route.ts';
import { registerTrustedRoutes } from './trusted-routes.ts';
import type { ReportServer } from './report-server.ts';

/**
 * The report server's API (issue 12, architecture §5): data sources and reports on the kit,
 * a source's connection test, the trusted URL of a report (portal-shell §7), and what a viewer
 * page opened with a ticket reads.
 */
export async function reportRoutes(app: TypedApp, ctx: AppContext, reports: ReportServer) {
  const sources = registerResource(app, ctx, createSourceTable(ctx));
  registerResource(app, ctx, reportTable);
  menuChoicesRoute(app, ctx);
  const tags = ['reports'];

  // Who may manage sources, as their list and form: sources are platform data, so a tenant's
  // administrator (who holds the button's code in their own tenant) is refused here too, by
  // the resource's own scope; otherwise this would probe addresses on their behalf.
  app.post('/report/source/testConnection', {
    ...sources.guard(PERMISSION_CODES.reportSourceEdit),
    schema: { tags, body: Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })), url: Type.String({ maxLength: 1000, default: '' }) }), response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    await sources.scopeOf(request);
    let url = request.body.url.trim();
    if (!url && request.body.id) {
      const source = await sourceById(ctx.db, request.body.id);
      if (source?.kind === 'builtin') {
        // Its reader login made and checked as a report would have it (503 when it cannot be).
        await reports.runner.run({ kind: 'builtin' }, { sql: 'select 1', values: [], rowCap: 1, timeoutMs: 5000 });
        return ok(request, null, 'reportSourceReachable');
      }
      url = source && ctx.config.secretKey ? openSecret(ctx.config.secretKey, source.url_sealed) ?? '' : '';
    }
    if (!url) throw badRequest('reportSourceUrlRequired');
    checkSourceUrl(url);
    await reports.runner.test(url);
    return ok(request, null, 'reportSourceReachable');
  });

  registerTrustedRoutes(app, ctx, reports);
  registerDownloadRoute(app, ctx, reports);
  registerHomeRoute(app, ctx, reports);

  app.post('/reports/viewer/run', {
    config: { auth: 'public' }, schema: { tags, body: ViewerRunBodySchema, response: { 200: Envelope(ViewerAnswerSchema) } },
  }, async (request) => {
    const grant = await viewerGrant(request, reports);
    const report = await reports.service.openById(grant.reportId, grant.userId, grant.tenantId);
    const username = await usernameOf(ctx.db, grant.userId);
    const result = await reports.service.run(report, request.body.values, { locale: grant.locale, user_id: grant.userId, username, tenant_id: grant.tenantId });
    return ok(request, {
      report: { code: report.code, title: report.title, locale: grant.locale, params: report.params, view: report.view },
      result,
    });
  });
}
