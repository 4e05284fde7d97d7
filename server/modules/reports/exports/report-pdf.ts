import type { Readable } from 'node:stream';
import { figuresTable, type FiguresTable } from '../../../../shared/reports/figures.ts';
import type { FoldedReport } from '../../../../shared/reports/report-fold.ts';
import { cellText } from '../../../../shared/reports/report-labels.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import type { Locale } from '../../../../shared/schemas/locale.ts';
import { cjkFont, cjkFontBytes } from './cjk-font.ts';
import { filtersLine, generatedLine, type ExportInput } from './export-input.ts';
import { reportSvg } from './report-picture.ts';

/** Rows of figures a PDF holds at most (a document to read, not the data: the CSV has every row). */
export const PDF_MAX_ROWS = 1000;

const MARGIN = 36;
const FONT = 'cjk';
const INK = '#303133';
const MUTED = '#606266';
const LINE = '#dcdfe6';

type Doc = PDFKit.PDFDocument;

/** Draws `table` from the current position, page after page, the header row repeated on each. */
function drawTable(doc: Doc, table: FiguresTable, locale: Locale): void {
  const size = 9;
  const rowHeight = 16;
  const pad = 4;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  doc.font(FONT).fontSize(size);
  const lines = table.rows.map((row) => row.map((cell) => cellText(cell, locale)));
  const totals = table.totals?.map((cell) => cellText(cell, locale)) ?? null;
  const sample = [table.headers, ...lines.slice(0, 200), ...(totals ? [totals] : [])];
  const natural = table.headers.map((_, c) => Math.min(220, Math.max(36, ...sample.map((line) => doc.widthOfString(line[c] ?? '') + 2 * pad))));
  const sum = natural.reduce((a, b) => a + b, 0);
  const widths = sum > width ? natural.map((w) => (w * width) / sum) : natural;
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const xs = widths.map((_, c) => MARGIN + widths.slice(0, c).reduce((a, b) => a + b, 0));
  let y = doc.y;
  const row = (line: string[], header: boolean) => {
    if (header) doc.rect(MARGIN, y, tableWidth, rowHeight).fill('#f5f7fa');
    line.forEach((content, c) => {
      const numeric = table.numeric[c] && !header;
      doc.fillColor(INK).text(content, xs[c]! + pad, y + (rowHeight - size) / 2 - 1, {
        width: widths[c]! - 2 * pad, align: numeric ? 'right' : 'left', lineBreak: false, ellipsis: true, height: rowHeight,
      });
    });
    y += rowHeight;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + tableWidth, y).lineWidth(0.5).strokeColor(LINE).stroke();
  };
  const room = () => {
    if (y + rowHeight <= bottom) return;
    doc.addPage();
    y = MARGIN;
    row(table.headers, true);
  };
  row(table.headers, true);
  for (const line of lines) {
    room();
    row(line, false);
  }
  if (totals) {
    room();
    doc.moveTo(MARGIN, y).lineTo(MARGIN + tableWidth, y).lineWidth(1).strokeColor(INK).stroke();
    row(totals, false);
  }
  if (table.note) {
    if (y + rowHeight > bottom) { doc.addPage(); y = MARGIN; }
    doc.fillColor(MUTED).fontSize(8).text(table.note, MARGIN, y + 4, { width, lineBreak: false });
  }
}

/**
 * A report as an A4 landscape PDF: the title, the applied filters and the generation time,
 * then the picture as vector graphics (the ECharts SVG through svg-to-pdfkit; a KPI's figure),
 * then the table of the folded figures (a table or crosstab view: its rows directly), at most
 * {@link PDF_MAX_ROWS} rows, the header repeated on each page. Text in the process's CJK font,
 * embedded as a subset of the glyphs used.
 */
export async function reportPdf(input: ExportInput, folded: FoldedReport): Promise<Readable> {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([import('pdfkit'), import('svg-to-pdfkit')]);
  const font = cjkFont();
  const doc = new PDFDocument({
    size: 'A4', layout: 'landscape', margin: MARGIN, lang: input.locale === 'en' ? 'en' : input.locale === 'tc' ? 'zh-TW' : 'zh-CN',
    info: { Title: input.title, CreationDate: input.generatedAt, Producer: 'DKP', Creator: 'DKP' }, displayTitle: true,
  });
  doc.registerFont(FONT, cjkFontBytes(), font.postscriptName);
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT).fillColor(INK).fontSize(18).text(input.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.3).fillColor(MUTED).fontSize(10).text(filtersLine(input), { width });
  doc.text(generatedLine(input), { width });
  doc.moveDown(0.8);
  const pictured = folded.chart !== 'table' && folded.chart !== 'crosstab';
  if (pictured) {
    const top = doc.y;
    const height = doc.page.height - MARGIN - top;
    // Drawn at the box's own size in px = pt, so ECharts lays it out for the page.
    const svg = await reportSvg(folded, { view: input.view, locale: input.locale, width: Math.round(width), height: Math.round(height) });
    SVGtoPDF(doc, svg, MARGIN, top, { width, height, preserveAspectRatio: 'xMidYMid meet', fontCallback: () => FONT });
    doc.addPage();
    doc.x = MARGIN;
    doc.y = MARGIN;
  }
  const table = figuresTable(folded, input.view, input.locale, PDF_MAX_ROWS);
  if (table.rows.length === 0 && !table.totals) {
    doc.font(FONT).fillColor(MUTED).fontSize(10).text(reportWord('noData', input.locale), MARGIN, doc.y);
  } else {
    drawTable(doc, table, input.locale);
  }
  doc.end();
  return doc;
}

