import type { FastifyRequest } from 'fastify';
import { VIEWER_SESSION_HEADER } from '../../../shared/reports/viewer-api.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { ReportGrant, ReportTickets } from './report-tickets.ts';

/** The grant of the viewer session a viewer page's request names in its header; 401 without a live one. */
export async function viewerGrant(request: FastifyRequest, reports: { tickets: ReportTickets }): Promise<ReportGrant> {
  const token = request.headers[VIEWER_SESSION_HEADER];
  const grant = typeof token === 'string' && token.length <= 100 ? await reports.tickets.session(token) : null;
  if (!grant) throw unauthorized('reportTicketInvalid');
  return grant;
}
