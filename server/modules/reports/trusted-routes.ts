import type { FastifyRequest } from 'fastify';
import {
  TicketAnswerSchema, TicketQuerySchema, TrustedUrlAnswerSchema, TrustedUrlQuerySchema, type TrustedView,
} from '../../../shared/reports/viewer-api.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { translate } from '../../i18n/messages.ts';
import type { ReportServer } from './report-server.ts';

/** Where the built-in report server serves its viewer pages (viewer-page.ts). */
const BUILT_IN_VIEWS = '/reports';

/**
 * The trusted calls of portal-shell §7, one for both providers (architecture §5): a report's
 * ticket and view URL — from our own tickets for a built-in report, from Tableau Server's
 * `POST /trusted` for a report with a Tableau view — after checking the user may open its
 * menu page (§8 'no report permission' otherwise).
 */
export function registerTrustedRoutes(app: TypedApp, ctx: AppContext, reports: ReportServer) {
  const tags = ['reports'];

  async function trustedView(request: FastifyRequest, path: string): Promise<TrustedView> {
    const { userId, username } = sessionOf(request);
    const report = await reports.service.byPath(path.split('?')[0]!, userId, request.tenantId);
    const permissionId = report.permissionId ?? '';
    if (report.tableauView) {
      if (!reports.tableau) throw new AppError(503, 'tableauNotConfigured');
      const ticket = await reports.tableau.ticket(username, request.ip);
      return { url: reports.tableau.viewUrl(ticket, report.tableauView, username), ticket, permissionId, provider: 'tableau' };
    }
    const ticket = await reports.tickets.issue({ userId, tenantId: request.tenantId, reportId: report.id, locale: request.locale });
    const url = `${BUILT_IN_VIEWS}/trusted/${ticket}/views/${encodeURIComponent(report.code)}?toolbar=yes&device=desktop&username=${encodeURIComponent(username)}`;
    return { url, ticket, permissionId, provider: 'builtin' };
  }

  app.get('/dkp-tableau/tableau/trusted/getTrustedUrl', {
    config: { auth: 'session' }, schema: { tags, querystring: TrustedUrlQuerySchema, response: { 200: TrustedUrlAnswerSchema } },
  }, async (request) => {
    const view = await trustedView(request, request.query.url);
    return { ...envelope(request, { success: true, code: 200, message: translate(request.locale, 'ok'), result: view }), url: view.url };
  });

  app.get('/dkp-tableau/tableau/trusted/getTicket', {
    config: { auth: 'session' }, schema: { tags, querystring: TicketQuerySchema, response: { 200: TicketAnswerSchema } },
  }, async (request) => {
    const { ticket, provider } = await trustedView(request, request.query.path);
    return ok(request, { ticket, provider });
  });
}
