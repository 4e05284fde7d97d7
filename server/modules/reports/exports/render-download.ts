import { Readable } from 'node:stream';
import { REPORT_DOWNLOADS, type ReportFormat } from '../../../../shared/reports/downloads.ts';
import { foldReport } from '../../../../shared/reports/report-fold.ts';
import { columnLabel } from '../../../../shared/reports/report-labels.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import { cjkFont } from './cjk-font.ts';
import { filtersLine, type ExportInput } from './export-input.ts';
import { reportCsv } from './report-csv.ts';
import { reportPdf } from './report-pdf.ts';
import { reportSvg, svgToPng } from './report-picture.ts';
import { reportPptx } from './report-pptx.ts';
import { reportCrosstabXlsx, reportWorkbook } from './report-xlsx.ts';

export type { ExportInput } from './export-input.ts';

/** A download ready to send: its bytes as a stream, the file's name and its media type. */
export interface ReportDownload {
  stream: Readable;
  /** The file's name in the locale (the report's title and the format's extension), for `contentDisposition`. */
  filename: string;
  contentType: string;
}

/** The report's title as a file name: no folder, quote or control character, never empty. */
function baseName(input: ExportInput): string {
  return input.title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim().slice(0, 120) || 'report';
}

/**
 * Renders one of the six downloads of a report (shared/reports/downloads.ts), on the server,
 * without a browser:
 * - png: the picture (ECharts' SSR SVG, or the drawn KPI/table/crosstab) through resvg;
 * - pdf: A4 landscape, title, filters, generation time, the vector chart, the figures;
 * - pptx: a slide with the chart (native where PowerPoint has the kind), a slide of figures;
 * - csv: every row, streamed (UTF-8 with BOM, RFC 4180, formula guard);
 * - crosstab: an XLSX of the crosstab with totals, folded as the rows stream by;
 * - workbook: an XLSX of every row (streamed) and a sheet with the figures and the chart.
 * csv, crosstab and workbook answer at once and stream as the database does; png, pdf and
 * pptx fold every row first (flat memory) and answer the finished file.
 *
 * Rejects with a ReportViewError when the view does not fit `input.columns`, and with a
 * MissingCjkFontError (naming the Debian package) when a picture is needed and no CJK font is
 * installed, both before any byte is produced.
 */
export async function renderDownload(format: ReportFormat, input: ExportInput): Promise<ReportDownload> {
  const download = REPORT_DOWNLOADS.find((d) => d.format === format);
  if (!download) throw new RangeError(`unknown report download format '${String(format)}'`);
  const base = baseName(input);
  const named = (stream: Readable, filename = `${base}.${download.extension}`): ReportDownload => ({ stream, filename, contentType: download.contentType });
  switch (format) {
    case 'csv':
      return named(reportCsv(input.columns, input.columns.map((c) => columnLabel(input.view, c.name, input.locale)), input.batches));
    case 'crosstab':
      return named(reportCrosstabXlsx(input), `${base}-${reportWord('crosstabSheet', input.locale)}.${download.extension}`);
    case 'workbook':
      cjkFont();
      return named(reportWorkbook(input));
    case 'png': {
      cjkFont();
      const folded = await foldReport(input.view, input.columns, input.batches);
      const svg = await reportSvg(folded, { view: input.view, locale: input.locale, title: input.title, subtitle: filtersLine(input) });
      return named(Readable.from([await svgToPng(svg)]));
    }
    case 'pdf':
      cjkFont();
      return named(await reportPdf(input, await foldReport(input.view, input.columns, input.batches)));
    case 'pptx':
      cjkFont();
      return named(await reportPptx(input, await foldReport(input.view, input.columns, input.batches)));
  }
}
