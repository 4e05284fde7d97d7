import type { Locale } from '../../../../shared/schemas/locale.ts';
import type { FiguresTable, KpiModel } from '../../../../shared/reports/figures.ts';
import { cellText, formatFigure } from '../../../../shared/reports/report-labels.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import { escapeXml } from '../../../lib/spreadsheet/excel-values.ts';

/** The page a picture is drawn on. */
export interface Frame {
  width: number;
  height: number;
  title?: string;
  subtitle?: string;
  fontFamily: string;
}

const INK = '#303133';
const MUTED = '#909399';
const LINE = '#dcdfe6';
const HEADER_FILL = '#f5f7fa';

/** The width of `text` at `size` px, estimated: a CJK or full-width character is one em, others about half. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += ch.codePointAt(0)! > 0x2e7f ? 1 : /[A-Z0-9MW@%]/.test(ch) ? 0.62 : 0.52;
  return em * size;
}

/** `text` cut with an ellipsis to fit `width` px at `size`. */
export function fitText(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width + 0.5) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

function text(x: number, y: number, content: string, size: number, attrs: { anchor?: 'start' | 'middle' | 'end'; fill?: string; bold?: boolean; family: string }): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${escapeXml(attrs.family)}" font-size="${size}"`
    + `${attrs.bold ? ' font-weight="bold"' : ''} text-anchor="${attrs.anchor ?? 'start'}" fill="${attrs.fill ?? INK}">${escapeXml(content)}</text>`;
}

/** The title and subtitle lines at the top of a frame; returns the SVG and where the body starts. */
function heading(frame: Frame): { svg: string; top: number } {
  let svg = '';
  let top = 16;
  if (frame.title) {
    svg += text(frame.width / 2, top + 20, fitText(frame.title, 20, frame.width - 32), 20, { anchor: 'middle', bold: true, family: frame.fontFamily });
    top += 32;
  }
  if (frame.subtitle) {
    svg += text(frame.width / 2, top + 16, fitText(frame.subtitle, 13, frame.width - 32), 13, { anchor: 'middle', fill: MUTED, family: frame.fontFamily });
    top += 24;
  }
  return { svg, top: top + 8 };
}

const wrap = (frame: Frame, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}">`
  + `<rect width="${frame.width}" height="${frame.height}" fill="#ffffff"/>${body}</svg>`;

/** A KPI as a picture: the figure large in the middle, what it is under it. */
export function kpiSvg(kpi: KpiModel, frame: Frame): string {
  const { svg, top } = heading(frame);
  const middle = top + (frame.height - top) / 2;
  const figure = kpi.text || '—';
  const size = Math.min(96, Math.max(24, Math.floor((frame.width - 64) / Math.max(1, textWidth(figure, 1)))));
  return wrap(frame, svg
    + text(frame.width / 2, middle + size * 0.1, figure, size, { anchor: 'middle', bold: true, fill: '#409eff', family: frame.fontFamily })
    + text(frame.width / 2, middle + size * 0.1 + 40, fitText(kpi.label, 18, frame.width - 32), 18, { anchor: 'middle', fill: MUTED, family: frame.fontFamily }));
}

/**
 * A table (a table view's first rows, a crosstab with its totals) as a picture: a header row,
 * as many rows as fit the frame (the totals row kept last), columns sized to their text and
 * narrowed to fit, figures right-aligned, and the note of rows left out at the bottom.
 */
export function tableSvg(table: FiguresTable, frame: Frame, locale: Locale): string {
  const { svg: head, top } = heading(frame);
  const margin = 16;
  const available = frame.width - 2 * margin;
  const lines = table.rows.map((row) => row.map((cell) => cellText(cell, locale)));
  const totals = table.totals?.map((cell) => cellText(cell, locale)) ?? null;
  const bodyHeight = frame.height - top - 28;
  const room = Math.max(0, Math.floor(bodyHeight / 26) - 1 - (totals ? 1 : 0));
  const shown = lines.slice(0, room);
  const all = [table.headers, ...shown, ...(totals ? [totals] : [])];
  const naturalAt = (size: number, pad: number) =>
    table.headers.map((_, c) => Math.min(20 * size, Math.max(4 * size, ...all.map((line) => textWidth(line[c] ?? '', size) + 2 * pad + 2))));
  // A small table is drawn larger (up to 1.6×) so the picture is not mostly blank.
  const sum = naturalAt(13, 8).reduce((a, b) => a + b, 0);
  const scale = Math.max(1, Math.min(1.6, available / sum, bodyHeight / (all.length * 26)));
  const size = Math.round(13 * scale);
  const rowHeight = 26 * scale;
  const pad = 8 * scale;
  const natural = naturalAt(size, pad);
  const naturalSum = natural.reduce((a, b) => a + b, 0);
  const widths = naturalSum > available ? natural.map((w) => (w * available) / naturalSum) : natural;
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const left = margin + (available - tableWidth) / 2;
  const xs = widths.map((_, c) => left + widths.slice(0, c).reduce((a, b) => a + b, 0));
  let body = `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${tableWidth.toFixed(1)}" height="${rowHeight.toFixed(1)}" fill="${HEADER_FILL}"/>`;
  const drawLine = (line: string[], y: number, bold: boolean) => line.map((content, c) => {
    const numeric = table.numeric[c] && !(bold && c === 0);
    const w = widths[c]!;
    const x = numeric ? xs[c]! + w - pad : xs[c]! + pad;
    return text(x, y + rowHeight / 2 + size * 0.36, fitText(content, size, w - 2 * pad), size, { anchor: numeric ? 'end' : 'start', bold, family: frame.fontFamily });
  }).join('');
  body += drawLine(table.headers.map((h) => h), top, true);
  let y = top + rowHeight;
  for (const line of shown) {
    body += `<line x1="${left.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(left + tableWidth).toFixed(1)}" y2="${y.toFixed(1)}" stroke="${LINE}"/>` + drawLine(line, y, false);
    y += rowHeight;
  }
  if (totals) {
    body += `<line x1="${left.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(left + tableWidth).toFixed(1)}" y2="${y.toFixed(1)}" stroke="${INK}"/>` + drawLine(totals, y, true);
    y += rowHeight;
  }
  body += `<line x1="${left.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(left + tableWidth).toFixed(1)}" y2="${y.toFixed(1)}" stroke="${LINE}"/>`;
  const note = shown.length < lines.length
    ? reportWord('firstRows', locale, { shown: formatFigure(shown.length, locale), total: formatFigure(table.total, locale) })
    : table.note;
  if (note) body += text(left, y + 20, fitText(note, 12, frame.width - left - margin), 12, { fill: MUTED, family: frame.fontFamily });
  return wrap(frame, head + body);
}
