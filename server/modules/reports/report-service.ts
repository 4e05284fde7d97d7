import type { Kysely } from 'kysely';
import type { ReportParam, ReportView } from '../../../shared/reports/report-view.ts';
import type { ReportResult } from '../../../shared/reports/report-result.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import type { PermissionRepository } from '../permissions/index.ts';
import { bindValues, type Viewer } from './report-params.ts';
import { openSecret } from './report-secrets.ts';
import { BUILTIN_SOURCE_SCHEMA } from '../../../shared/resources/report-source.ts';
import { reportById, reportByPermission, reportOfView, sourceById, type ReportRow } from './report-repository.ts';
import { compileReportSql, ReportSqlError } from './report-sql.ts';
import type { ReportRunner, ReportStream, RunTarget } from './report-runner.ts';

/** A report as the viewer and the downloads need it. */
export interface StoredReport {
  id: string;
  code: string;
  title: { cn: string; en: string; tc: string };
  /** null for a Tableau view. */
  sourceId: string | null;
  sqlText: string;
  /** The Tableau view it opens ('' for a query on its source). */
  tableauView: string;
  params: ReportParam[];
  view: ReportView;
  rowCap: number;
  timeoutMs: number;
  permissionId: string | null;
}

/** The result columns a view names, each of which the query must return. */
const viewColumns = (view: ReportView) =>
  [view.dimension, view.series, view.measure, ...(view.rows ?? []), ...(view.columns ?? [])].filter((c): c is string => !!c);

/**
 * Opens and runs reports for viewers: finds a report by its menu entry or its code, checks the
 * viewer may open that entry (portal-shell §8 'no report permission' otherwise), binds the
 * filters and runs the query on its source through the runner.
 */
export function createReportService(db: Kysely<Database>, permissions: PermissionRepository, runner: ReportRunner, secretKey: string | null) {
  const toReport = (row: ReportRow): StoredReport => ({
    id: row.id, code: row.code, title: { cn: row.name, en: row.name_en || row.name, tc: row.name_tc || row.name }, sourceId: row.source_id,
    sqlText: row.sql_text, tableauView: row.tableau_view, params: row.params as ReportParam[], view: row.view as ReportView, rowCap: row.row_cap, timeoutMs: row.timeout_ms,
    permissionId: row.permission_id,
  });

  /** The report behind a menu entry the user may open in the tenant; else the §8 refusal. */
  async function openable(report: StoredReport | null, userId: string, tenantId: number): Promise<StoredReport> {
    if (!report?.permissionId) throw forbidden('reportNotPermitted');
    const pages = await permissions.granted(userId, tenantId);
    if (!pages.some((page) => page.id === report.permissionId)) throw forbidden('reportNotPermitted');
    return report;
  }

  async function byId(id: string): Promise<StoredReport | null> {
    const row = await reportById(db, id);
    return row ? toReport(row) : null;
  }

  /** Where the report runs, and the one schema its SQL may read there. */
  async function targetOf(report: StoredReport): Promise<{ target: RunTarget; schema: string }> {
    // A Tableau view has no query here: its downloads are Tableau's own (its toolbar).
    if (report.tableauView || !report.sourceId) throw badRequest('reportIsTableau');
    const sourceId = report.sourceId;
    const source = await sourceById(db, sourceId);
    if (!source) throw badRequest('reportSourceUnknown');
    if (source.kind === 'builtin') return { target: { kind: 'builtin' }, schema: BUILTIN_SOURCE_SCHEMA };
    const url = secretKey ? openSecret(secretKey, source.url_sealed) : null;
    if (!url) throw badRequest('reportSourceNoKey');
    return { target: { kind: 'postgres', url }, schema: source.allowed_schema };
  }

  /**
   * The report's query checked again as it is stored (a row written past the form, or a check
   * stricter since it was saved, is refused here with a 400 and never runs) and its values bound.
   */
  async function compiled(report: StoredReport, schema: string, values: Readonly<Record<string, unknown>>, viewer: Viewer) {
    try {
      const { sql, names } = await compileReportSql(report.sqlText, report.params, schema);
      return { sql, values: bindValues(names, report.params, values, viewer) };
    } catch (error) {
      if (error instanceof ReportSqlError) throw badRequest(error.problem, error.params);
      throw error;
    }
  }

  function checkView(report: StoredReport, columns: readonly { name: string }[]) {
    const missing = viewColumns(report.view).find((name) => !columns.some((c) => c.name === name));
    if (missing && columns.length > 0) throw new AppError(400, 'reportViewColumnUnknown', { name: missing });
  }

  return {
    /**
     * The report a path opens for this user (getTrustedUrl, the ticket call), or the §8
     * refusal: a report page's menu path, or a view path `views/{code}` (a built-in report's
     * code) or `views/{workbook}/{view}` (a Tableau view), as a menu entry may be configured.
     */
    async byPath(path: string, userId: string, tenantId: number): Promise<StoredReport> {
      // Found among the user's granted pages, so it is openable as found: no second look at the grant.
      const pages = (await permissions.granted(userId, tenantId)).filter((p) => p.menu_category === 'report');
      const view = /^\/?views\/(.+)$/.exec(path)?.[1];
      let row: ReportRow | undefined;
      if (view) {
        if (pages.length === 0) throw forbidden('reportNotPermitted');
        row = await reportOfView(db, pages.map((page) => page.id), view);
      } else {
        const page = pages.find((p) => p.url === path);
        if (!page) throw forbidden('reportNotPermitted');
        row = await reportByPermission(db, page.id);
      }
      if (!row) throw forbidden('reportNotPermitted');
      return toReport(row);
    },
    /** The report behind a menu entry, whoever asks (report subscriptions check each recipient's grant themselves). */
    async byPermission(permissionId: string): Promise<StoredReport | null> {
      const row = await reportByPermission(db, permissionId);
      return row ? toReport(row) : null;
    },
    /** A report by id, if this user may (still) open it. */
    async openById(id: string, userId: string, tenantId: number): Promise<StoredReport> {
      return openable(await byId(id), userId, tenantId);
    },
    /** The viewer's rows: at most the report's cap. */
    async run(report: StoredReport, values: Readonly<Record<string, unknown>>, viewer: Viewer): Promise<ReportResult> {
      const { target, schema } = await targetOf(report);
      const query = await compiled(report, schema, values, viewer);
      const result = await runner.run(target, { ...query, rowCap: report.rowCap, timeoutMs: report.timeoutMs });
      checkView(report, result.columns);
      return result;
    },
    /** Every row, for a download. */
    async stream(report: StoredReport, values: Readonly<Record<string, unknown>>, viewer: Viewer): Promise<ReportStream> {
      const { target, schema } = await targetOf(report);
      const query = await compiled(report, schema, values, viewer);
      const stream = await runner.stream(target, { ...query, timeoutMs: report.timeoutMs });
      checkView(report, stream.columns);
      return stream;
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
