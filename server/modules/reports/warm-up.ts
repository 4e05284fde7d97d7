import type { AppContext } from '../../app-context.ts';
import type { ReportDatabase } from '../../db/report-data/report-database.ts';
import type { StopListening } from '../../lib/domain-events.ts';
import { loadEcharts } from './exports/report-picture.ts';
import { loadReportSqlParser } from './report-sql.ts';

/**
 * On PGlite, every opened session (`session.opened`: whichever way the user signed in) warms
 * what the analysis home, where every sign-in lands, needs first: the report database's worker
 * (about 2.5 s to start, on its own thread), ECharts and the report SQL's parser (docs/decisions.md "Report server").
 * Nothing on PostgreSQL (no report worker there) or with `DKP_REPORT_WARM_UP` off. The
 * listener does not wait for the warm-up: the sign-in answers as before, and the server's
 * close does not wait for a worker's start (the report database ends it itself once closed).
 */
export function warmReportsOnSignIn(ctx: AppContext, log: (message: string) => void): StopListening | null {
  const reportData = ctx.reportData;
  if (!reportData || !ctx.config.reportWarmUp) return null;
  return ctx.events.on('session.opened', () => {
    void warmReports(reportData, log);
  });
}

/**
 * Starts the report database's worker if none is open, then loads ECharts and the parser; a failure is
 * logged and changes nothing else (the first report tries again). Never rejects.
 */
export async function warmReports(reportData: ReportDatabase, log: (message: string) => void): Promise<void> {
  const failed = await reportData.warm();
  if (failed) {
    log(`report database warm-up failed (the first report will try again): ${failed.message}`);
    return;
  }
  // Closed meanwhile (the server stopping): nothing to get ready for.
  if (!reportData.state().open) return;
  // Only after the worker's start: ECharts' import holds the event loop for up to ~0.9 s on a
  // loaded machine (measured), which must not fall into the sign-in's own answer.
  await loadEcharts().then(() => undefined, (error: Error) => log(`ECharts could not be loaded ahead of the first chart: ${error.message}`));
  // Every report's SQL is read by it first (libpg-query, WebAssembly: 0.1–0.3 s on a loaded machine).
  await loadReportSqlParser().then(() => undefined, (error: Error) => log(`the report SQL parser could not be loaded ahead of the first report: ${error.message}`));
}
