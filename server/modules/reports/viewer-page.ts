import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { translate } from '../../i18n/messages.ts';
import type { ReportServer } from './report-server.ts';

/** The built viewer page (vite entry portal/report-viewer.html); a bare page stands in when the portal is not built. */
const FALLBACK = '<!doctype html><html><head><meta charset="utf-8"><meta name="dkp-report-session" content=""><title></title></head><body><div id="report"></div></body></html>';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The viewer page a trusted URL opens (`/reports/trusted/{ticket}/views/{code}`, as Tableau's):
 * the ticket is spent, a viewer session opened, and the page served with that session's token
 * in a meta tag for its script (the portal's CSP allows no inline script). A spent, expired or
 * foreign ticket gets the localised page of error 401.
 */
export async function registerViewerPage(app: FastifyInstance, portalDir: string, reports: ReportServer) {
  const template = await readFile(path.join(portalDir, 'report-viewer.html'), 'utf8').catch(() => FALLBACK);
  app.get('/reports/trusted/:ticket/views/:code', {
    schema: { params: Type.Object({ ticket: Type.String({ maxLength: 100 }), code: Type.String({ maxLength: 100 }) }) },
  }, async (request, reply) => {
    const { ticket, code } = request.params as { ticket: string; code: string };
    const grant = await reports.tickets.redeem(ticket);
    const report = grant ? await reports.service.openById(grant.reportId, grant.userId, grant.tenantId).catch(() => null) : null;
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!grant || !report || report.code !== code) {
      const message = escapeAttr(translate(request.locale, 'reportTicketInvalid'));
      return reply.status(401).send(`<!doctype html><html><head><meta charset="utf-8"><title>${message}</title></head><body><p role="alert">${message}</p></body></html>`);
    }
    const token = await reports.tickets.openSession(grant);
    const lang = { cn: 'zh-CN', en: 'en', tc: 'zh-TW' }[grant.locale];
    return template
      .replace('<meta name="dkp-report-session" content="">', `<meta name="dkp-report-session" content="${escapeAttr(token)}">`)
      .replace(/<html[^>]*>/, `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(report.title[grant.locale])}</title>`);
  });
}
