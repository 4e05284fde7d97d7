import { Readable } from 'node:stream';
import type PptxGenJS from 'pptxgenjs';
import type { CrosstabModel } from '../../../../shared/reports/crosstab-fold.ts';
import { figuresTable } from '../../../../shared/reports/figures.ts';
import type { ScatterModel } from '../../../../shared/reports/point-fold.ts';
import type { FoldedReport } from '../../../../shared/reports/report-fold.ts';
import { cellLabel, cellText, columnLabel, keyLabel, measureLabel } from '../../../../shared/reports/report-labels.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import type { Locale } from '../../../../shared/schemas/locale.ts';
import { filtersLine, generatedLine, type ExportInput } from './export-input.ts';
import { PICTURE_SIZE, reportSvg, svgToPng } from './report-picture.ts';

/** Rows of figures the slides hold at most (they page on by themselves, the header repeated). */
export const PPTX_MAX_ROWS = 200;
/**
 * A native scatter chart's bounds: PowerPoint's scatter shares one x list among its series, so
 * its data grows as points × series; past these the points are cut (to the first of the
 * uniform sample) or the chart is the picture.
 */
const PPTX_SCATTER_POINTS = 2000;
const PPTX_SCATTER_SERIES = 8;

/** The Office fonts a reader of each language has (PowerPoint substitutes when missing). */
const FONT_FACE: Record<Locale, string> = { cn: 'Microsoft YaHei', en: 'Arial', tc: 'Microsoft JhengHei' };
/** The language of the text runs (PowerPoint's proofing and font choice). */
const LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en-US', tc: 'zh-TW' };
// LAYOUT_WIDE: 13.333 × 7.5 inches.
const SLIDE = { width: 13.333, height: 7.5, margin: 0.5 };
const BODY = { x: SLIDE.margin, y: 1.45, w: SLIDE.width - 2 * SLIDE.margin, h: 7.5 - 1.45 - 0.35 };

type Pptx = PptxGenJS;
type ChartData = { name: string; labels?: string[]; values: (number | null)[] };

function categoryData(model: CrosstabModel, input: ExportInput): ChartData[] {
  const labels = model.rowKeys.map((k) => keyLabel(k, input.locale));
  const named = model.spec.columns.length > 0;
  return model.columnKeys.map((key, c) => ({
    name: named ? keyLabel(key, input.locale) : measureLabel(input.view, model.spec, input.locale),
    labels,
    values: model.cells.map((row) => row[c] ?? null),
  }));
}

function scatterData(model: ScatterModel, input: ExportInput): ChartData[] {
  // PowerPoint's scatter: the first entry holds every x, each further entry a series' y (empty where the point is another series').
  const points = model.points.slice(0, PPTX_SCATTER_POINTS);
  return [
    { name: columnLabel(input.view, model.x, input.locale), values: points.map((p) => p[0]) },
    ...model.seriesKeys.map((key, i) => ({
      name: model.series === null ? columnLabel(input.view, model.y, input.locale) : cellLabel(key, input.locale),
      values: points.map((p) => (p[2] === i ? p[1] : null)),
    })),
  ];
}

/** The first slide's chart: native for bar, line, pie and scatter (editable in PowerPoint), else (and for a scatter of many series) the picture. */
async function addPicture(pptx: Pptx, slide: PptxGenJS.Slide, input: ExportInput, folded: FoldedReport): Promise<void> {
  const face = FONT_FACE[input.locale];
  const fonts = { lang: LANG[input.locale], catAxisLabelFontFace: face, valAxisLabelFontFace: face, catAxisTitleFontFace: face, valAxisTitleFontFace: face, legendFontFace: face, dataLabelFontFace: face };
  const axes = (category: string, value: string) => ({ showCatAxisTitle: true, catAxisTitle: category, showValAxisTitle: true, valAxisTitle: value, catAxisTitleFontSize: 11, valAxisTitleFontSize: 11 });
  switch (folded.chart) {
    case 'bar': case 'line': {
      const model = folded.crosstab;
      const named = model.spec.columns.length > 0;
      slide.addChart(folded.chart === 'bar' ? pptx.ChartType.bar : pptx.ChartType.line, categoryData(model, input), {
        ...BODY, ...fonts, ...axes(columnLabel(input.view, model.spec.rows[0] ?? '', input.locale), measureLabel(input.view, model.spec, input.locale)),
        barDir: 'col', barGrouping: 'clustered', showLegend: named, legendPos: 'b', lineDataSymbol: 'circle', lineSize: 2,
      });
      return;
    }
    case 'pie': {
      slide.addChart(pptx.ChartType.pie, categoryData(folded.crosstab, input), { ...BODY, ...fonts, showLegend: true, legendPos: 'b', showPercent: true });
      return;
    }
    case 'scatter': {
      const model = folded.scatter;
      if (model.seriesKeys.length > PPTX_SCATTER_SERIES) break;
      slide.addChart(pptx.ChartType.scatter, scatterData(model, input), {
        ...BODY, ...fonts, ...axes(columnLabel(input.view, model.x, input.locale), columnLabel(input.view, model.y, input.locale)),
        lineSize: 0, lineDataSymbolSize: 6, showLegend: model.series !== null, legendPos: 'b',
      });
      return;
    }
    default:
      break;
  }
  const png = await svgToPng(await reportSvg(folded, { view: input.view, locale: input.locale }));
  // The picture's 16:9 fitted into the body's box, centred.
  const scale = Math.min(BODY.w / PICTURE_SIZE.width, BODY.h / PICTURE_SIZE.height);
  const w = PICTURE_SIZE.width * scale;
  const h = PICTURE_SIZE.height * scale;
  slide.addImage({ data: `image/png;base64,${png.toString('base64')}`, x: BODY.x + (BODY.w - w) / 2, y: BODY.y + (BODY.h - h) / 2, w, h });
}

function addHeading(slide: PptxGenJS.Slide, title: string, lines: string[], locale: Locale): void {
  const text = { fontFace: FONT_FACE[locale], lang: LANG[locale] };
  slide.addText(title, { x: SLIDE.margin, y: 0.3, w: BODY.w, h: 0.6, fontSize: 24, bold: true, color: '303133', ...text });
  slide.addText(lines.join('\n'), { x: SLIDE.margin, y: 0.9, w: BODY.w, h: 0.5, fontSize: 11, color: '606266', valign: 'top', ...text });
}

/**
 * A report as a PowerPoint file (16:9): a slide with the title, the applied filters, the
 * generation time and the chart — a native PowerPoint chart for bar, line, pie and scatter,
 * the report's picture for a KPI, a table or a crosstab — then the table of figures (at most
 * {@link PPTX_MAX_ROWS} rows), paged over as many slides as it needs with its header repeated.
 */
export async function reportPptx(input: ExportInput, folded: FoldedReport): Promise<Readable> {
  const { default: PptxGen } = await import('pptxgenjs');
  const pptx = new PptxGen();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = input.title;
  pptx.author = 'DKP';
  const first = pptx.addSlide();
  addHeading(first, input.title, [filtersLine(input), generatedLine(input)], input.locale);
  await addPicture(pptx, first, input, folded);

  const table = figuresTable(folded, input.view, input.locale, PPTX_MAX_ROWS);
  const second = pptx.addSlide();
  addHeading(second, input.title, [reportWord('figures', input.locale), ...(table.note ? [table.note] : [])], input.locale);
  const cell = (text: string, numeric: boolean, extra: PptxGenJS.TableCellProps = {}): PptxGenJS.TableCell =>
    ({ text, options: { align: numeric ? 'right' : 'left', lang: LANG[input.locale], ...extra } });
  const rows: PptxGenJS.TableRow[] = [
    table.headers.map((h, c) => cell(h, table.numeric[c] ?? false, { bold: true, fill: { color: 'F5F7FA' } })),
    ...table.rows.map((row) => row.map((v, c) => cell(cellText(v, input.locale), table.numeric[c] ?? false))),
    ...(table.totals ? [table.totals.map((v, c) => cell(cellText(v, input.locale), (table.numeric[c] ?? false) && c > 0, { bold: true }))] : []),
  ];
  if (table.rows.length === 0 && !table.totals) rows.push(table.headers.map((_, c) => cell(c === 0 ? reportWord('noData', input.locale) : '', false)));
  second.addTable(rows, {
    x: SLIDE.margin, y: BODY.y, w: BODY.w, fontSize: 10, fontFace: FONT_FACE[input.locale], lang: LANG[input.locale], color: '303133',
    border: { type: 'solid', pt: 0.5, color: 'DCDFE6' }, rowH: 0.3,
    autoPage: true, autoPageRepeatHeader: true, autoPageHeaderRows: 1, autoPageSlideStartY: BODY.y,
  });
  // Deflated: pptxgenjs stores its parts uncompressed by default, and a table's cells are
  // verbose XML (4.6 MB for 200 rows of 14 columns, 0.3 MB deflated). Its `write` ignores
  // `compression` for a Node buffer; `stream` (a Node buffer too) honours it.
  const bytes = (await pptx.stream({ compression: true })) as Buffer;
  return Readable.from([bytes]);
}
