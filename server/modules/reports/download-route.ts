import { Type } from 'typebox';
import { REPORT_DOWNLOADS, REPORT_FORMATS } from '../../../shared/reports/downloads.ts';
import { ACCESS_LOG_TYPE, DOWNLOAD_OPERATE_TYPE } from '../../../shared/schemas/access-log.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { ReportViewError } from '../../../shared/reports/crosstab-fold.ts';
import { MissingCjkFontError } from './exports/cjk-font.ts';
import { contentDisposition } from '../../lib/spreadsheet/download-headers.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createLogRepository } from '../system/index.ts';
import { renderDownload } from './exports/render-download.ts';
import type { ReportServer } from './report-server.ts';
import type { StoredReport } from './report-service.ts';

const DownloadQuerySchema = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 500 }),
  format: Type.Enum(REPORT_FORMATS),
  /** The viewer's filters in force, as JSON (`{"department":"RD"}`). */
  values: Type.String({ maxLength: 4000, default: '{}' }),
  _t: Type.Optional(Type.String()),
});

/** The filter values a download names: an object of texts, else the §5 refusal. */
function valuesOf(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('reportParamInvalid', { name: 'values' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw badRequest('reportParamInvalid', { name: 'values' });
  }
  return parsed as Record<string, string>;
}

/** A renderer's refusal as the client should read it: a view that does not fit the result, or no CJK font on the server. */
function downloadFailure(error: unknown): unknown {
  if (error instanceof ReportViewError) return badRequest('reportViewInvalid');
  if (error instanceof MissingCjkFontError) return new AppError(503, 'reportFontMissing');
  return error;
}

/** The applied filters as the files print them: label and value (an option's label) in the locale. */
export const filtersOf = (report: StoredReport, values: Record<string, string>, locale: 'cn' | 'en' | 'tc') =>
  report.params.flatMap((param) => {
    const value = Object.hasOwn(values, param.name) ? values[param.name]! : param.defaultValue;
    if (!value) return [];
    const option = param.options?.find((o) => o.value === value);
    return [{ label: param.label[locale] || param.label.cn, value: option ? option.label[locale] || option.label.cn : value }];
  });

/**
 * `GET /reports/download` (portal-shell §2.5): one report page's file in a format, made on the
 * server from every row with the viewer's filters. The format's permission (course:img …) is
 * checked here again, the report page's too (§8 otherwise); each download is written to the
 * access log (logType 3, operateType 8, §7).
 */
export function registerDownloadRoute(app: TypedApp, ctx: AppContext, reports: ReportServer) {
  const accessLog = createLogRepository(ctx.db);
  app.get('/reports/download', {
    config: { auth: 'session' }, schema: { tags: ['reports'], querystring: DownloadQuerySchema },
  }, async (request, reply) => {
    const { userId, username } = sessionOf(request);
    const download = REPORT_DOWNLOADS.find((d) => d.format === request.query.format)!;
    if (!(await ctx.permissions.userHas(userId, request.tenantId, download.permission))) throw forbidden();
    const report = await reports.service.byPath(request.query.path.split('?')[0]!, userId, request.tenantId);
    const values = valuesOf(request.query.values);
    const locale = request.locale;
    const rows = await reports.service.stream(report, values, { locale, user_id: userId, username, tenant_id: request.tenantId });
    const title = report.title[locale];
    const file = await renderDownload(download.format, {
      title, locale, view: report.view, columns: rows.columns, batches: rows.batches, filters: filtersOf(report, values, locale), generatedAt: ctx.now(),
    }).catch(async (error: unknown) => {
      await rows.close();
      throw downloadFailure(error);
    });
    await accessLog.writeAccess({
      tenantId: request.tenantId, logType: ACCESS_LOG_TYPE, operateType: DOWNLOAD_OPERATE_TYPE, content: `${title} (${download.title[locale]})`,
      userId, username, ip: request.ip, requestUrl: request.query.path, permissionId: report.permissionId, at: ctx.now(),
    });
    return reply.headers({
      'content-type': file.contentType,
      'content-disposition': contentDisposition('attachment', file.filename),
      'cache-control': 'no-store',
    }).send(file.stream);
  });
}
