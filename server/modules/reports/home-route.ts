import pMap from 'p-map';
import { Type } from 'typebox';
import { kpiModel } from '../../../shared/reports/figures.ts';
import { foldReport } from '../../../shared/reports/report-fold.ts';
import { HomeCardSchema, type HomeCard } from '../../../shared/reports/viewer-api.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { translate } from '../../i18n/messages.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { reportSvg } from './exports/report-picture.ts';
import { homeCardChart } from './home-card-chart.ts';
import { queryReportsOfMenus } from './report-repository.ts';
import type { ReportServer } from './report-server.ts';

/** A card's chart, in CSS pixels. */
const HOME_CHART_SIZE = { width: 560, height: 300 };

/** The most reports the home shows. */
export const HOME_CARDS_MAX = 6;

/**
 * How many of the home's cards are made at once. Together, the first card's cold start (the
 * report database's worker, ECharts) is paid once and the answer takes as long as the slowest
 * card, not the sum. Three: a built-in report on PostgreSQL takes one of its pool's three
 * connections (engines/postgres-engine.ts), and a run waiting for one fails after 5 s; on
 * PGlite the queries queue on the one worker anyway, so more would only overlap the drawing.
 */
export const HOME_CARDS_AT_ONCE = 3;

/**
 * How long a card's figure and chart are kept: every sign-in lands on the home, and three
 * reports run and two charts drawn per visit cost more than the rest of the page. A minute
 * old at most, as a dashboard's tiles are; a changed report definition is a new key at once.
 */
export const HOME_CARD_TTL_MS = 60_000;

/**
 * `GET /reports/home`: the analysis home's cards (issue 12, `/dashboard/analysis`): the reports
 * behind the report pages the user may open, in menu order, each with its headline figure
 * and its chart drawn from its default filters (a crosstab's as lines, home-card-chart.ts);
 * each card opens its report page.
 */
export function registerHomeRoute(app: TypedApp, ctx: AppContext, reports: ReportServer) {
  const cache = new BoundedMap<string, { at: number; card: Pick<HomeCard, 'kpi' | 'svg' | 'error'> }>(500);
  app.get('/reports/home', {
    config: { auth: 'session' }, schema: { tags: ['reports'], response: { 200: Envelope(Type.Array(HomeCardSchema)) } },
  }, async (request) => {
    const { userId, username } = sessionOf(request);
    const locale = request.locale;
    const pages = (await ctx.permissions.granted(userId, request.tenantId)).filter((page) => page.menu_category === 'report' && page.menu_type !== 2);
    // A Tableau view has no figures here: it stays on its menu page.
    const linked = await queryReportsOfMenus(ctx.db, pages.map((page) => page.id));
    const shown = pages.flatMap((page) => {
      const row = linked.find((r) => r.permission_id === page.id);
      return row ? [{ page, reportId: row.id }] : [];
    }).slice(0, HOME_CARDS_MAX);
    // In menu order whichever card is ready first (p-map answers in the input's order).
    const cards = await pMap(shown, async ({ page, reportId }): Promise<HomeCard> => {
      const report = await reports.service.openById(reportId, userId, request.tenantId);
      const card: HomeCard = { permissionId: page.id, path: page.url, title: report.title[locale], kpi: null, svg: '', error: '' };
      // Whose figures: the viewer's own when the SQL names who views it, else any viewer's in the tenant.
      const viewerBound = /:(user_id|username)\b/.test(report.sqlText);
      const key = JSON.stringify([report.id, report.sqlText, report.params, report.view, report.sourceId, locale, request.tenantId, viewerBound ? userId : '']);
      const kept = cache.get(key);
      if (kept && ctx.now().getTime() - kept.at < HOME_CARD_TTL_MS) return { ...card, ...kept.card };
      try {
        const result = await reports.service.run(report, {}, { locale, user_id: userId, username, tenant_id: request.tenantId });
        const folded = await foldReport(report.view, result.columns, [result.rows]);
        if ('crosstab' in folded) card.kpi = (({ label, text }) => ({ label, text }))(kpiModel(folded.crosstab, report.view, locale));
        // Without a CJK font on the server (MissingCjkFontError) the card keeps its figure and shows no chart.
        const chart = homeCardChart(folded);
        if (chart) card.svg = await reportSvg(chart, { view: report.view, locale, ...HOME_CHART_SIZE }).catch(() => '');
      } catch (error) {
        // One card's trouble stays on that card. The server's own (no refusal of the catalogue, or
        // a 5xx one) goes to the log, is told in general words, and is not kept: the next visit retries.
        const told = error instanceof AppError ? error : new AppError(503, 'reportDataUnavailable');
        card.error = translate(locale, told.key, told.params);
        if (told !== error) request.log.error({ err: error, reportId }, 'a home card failed');
        if (told.status >= 500) return card;
      }
      cache.set(key, { at: ctx.now().getTime(), card: { kpi: card.kpi, svg: card.svg, error: card.error } });
      return card;
    }, { concurrency: HOME_CARDS_AT_ONCE });
    return ok(request, cards);
  });
}
