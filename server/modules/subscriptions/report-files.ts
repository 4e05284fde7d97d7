import { isBuiltInParam } from '../../../shared/reports/report-view.ts';
import type { SubscriptionType } from '../../../shared/schemas/subscription.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import { filtersOf, renderDownload, type ReportServer, reportSqlParamNames, type StoredReport } from '../reports/index.ts';
import type { MailAttachment } from './mailer.ts';

/** The formats a subscription type receives (portal-shell §3): '0' a picture, '1' a PDF, '2' both. */
export const FORMATS_OF: Record<SubscriptionType, readonly ('png' | 'pdf')[]> = { 0: ['png'], 1: ['pdf'], 2: ['png', 'pdf'] };

/** The renderer (injectable: tests count its calls). */
export type Render = typeof renderDownload;

/** Whom a report's file is made for: its built-in parameters' values. */
export interface Recipient {
  userId: string;
  username: string;
  locale: Locale;
}

/**
 * True when the report's SQL names who views it (`:user_id`, `:username`): its rows differ per
 * viewer, so each subscriber gets a file made as themselves. Otherwise one file serves all.
 */
export async function isPerViewer(report: StoredReport): Promise<boolean> {
  // A broken query names nothing here and fails at the render, with its own message.
  return (await reportSqlParamNames(report.sqlText)).some((name) => isBuiltInParam(name) && (name === 'user_id' || name === 'username'));
}

/**
 * The files of one delivery run, each made once and shared (architecture §5 "a subscription
 * renders a report once per format and sends the same bytes to every subscriber"): one per
 * report, format and language — and per subscriber only for a per-viewer report. A report
 * runs with its default filter values, in the tenant of the plan; a shared file runs as nobody
 * (`:user_id` and `:username` empty), which is why only a report that does not name them is
 * shared. A failed render rejects every mail that needs it, each of which is retried.
 */
export function createReportFiles(reports: ReportServer, tenantId: number, now: () => Date, render: Render = renderDownload) {
  const made = new Map<string, Promise<MailAttachment>>();
  let renders = 0;

  async function make(report: StoredReport, format: 'png' | 'pdf', recipient: Recipient | null, locale: Locale): Promise<MailAttachment> {
    renders++;
    const viewer = { locale, user_id: recipient?.userId ?? '', username: recipient?.username ?? '', tenant_id: tenantId };
    const rows = await reports.service.stream(report, {}, viewer);
    try {
      const file = await render(format, {
        title: report.title[locale], locale, view: report.view, columns: rows.columns, batches: rows.batches,
        filters: filtersOf(report, {}, locale), generatedAt: now(),
      });
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return { filename: file.filename, contentType: file.contentType, content: Buffer.concat(chunks) };
    } finally {
      await rows.close();
    }
  }

  return {
    /** The file of `report` in `format` for `recipient`, made at the first ask and shared after. */
    async file(report: StoredReport, format: 'png' | 'pdf', recipient: Recipient): Promise<MailAttachment> {
      const own = await isPerViewer(report);
      const key = [report.id, format, recipient.locale, own ? recipient.userId : ''].join('|');
      let file = made.get(key);
      if (!file) {
        file = make(report, format, own ? recipient : null, recipient.locale);
        file.catch(() => undefined); // Rejections reach each mail that awaits it.
        made.set(key, file);
      }
      return file;
    },
    /** How many files were rendered (not taken from the shared ones). */
    renders: () => renders,
  };
}
export type ReportFiles = ReturnType<typeof createReportFiles>;
