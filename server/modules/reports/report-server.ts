import type { AppContext } from '../../app-context.ts';
import { createReportRunner } from './report-runner.ts';
import { createReportService } from './report-service.ts';
import { createReportTickets } from './report-tickets.ts';
import { createTableauTrust } from './tableau-trust.ts';

/** The report server's parts one process shares: its runner (with its pools), service and tickets, and Tableau Server's tickets when configured. */
export function createReportServer(ctx: AppContext, log?: (message: string) => void) {
  const runner = createReportRunner(
    { kind: ctx.dbKind, reportData: ctx.reportData ?? null, url: ctx.databaseUrl, db: ctx.db },
    { reportDatabaseUrl: ctx.config.reportDatabaseUrl, ...(log ? { log } : {}) },
  );
  return {
    runner,
    service: createReportService(ctx.db, ctx.permissions, runner, ctx.config.secretKey),
    tickets: createReportTickets(ctx.db, ctx.now),
    tableau: ctx.config.tableau ? createTableauTrust(ctx.config.tableau) : null,
  };
}
export type ReportServer = ReturnType<typeof createReportServer>;
