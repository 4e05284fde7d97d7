import type { EChartsOption } from 'echarts';
import type { Locale } from '../schemas/locale.ts';
import type { CrosstabModel } from './crosstab-fold.ts';
import type { ScatterModel } from './point-fold.ts';
import type { FoldedReport } from './report-fold.ts';
import { cellLabel, columnLabel, formatFigure, keyLabel, measureLabel } from './report-labels.ts';
import type { ReportView } from './report-view.ts';
import { reportWord } from './report-words.ts';

/** What {@link chartOption} draws from. */
export interface ChartOptionInput {
  folded: FoldedReport;
  view: Pick<ReportView, 'labels'>;
  locale: Locale;
  /** Drawn at the top when given (the viewer page shows its own title and leaves it out). */
  title?: string;
  /** A second line under the title, e.g. the applied filters. */
  subtitle?: string;
}

/** The kinds ECharts draws; kpi, table and crosstab have renderers of their own (shared/reports/figures.ts). */
export const ECHARTS_KINDS = ['bar', 'line', 'pie', 'scatter'] as const;
export const isEchartsKind = (chart: string): chart is (typeof ECHARTS_KINDS)[number] => (ECHARTS_KINDS as readonly string[]).includes(chart);

function titleOf(input: ChartOptionInput): EChartsOption['title'] {
  if (!input.title && !input.subtitle) return undefined;
  return { text: input.title ?? '', subtext: input.subtitle ?? '', left: 'center', top: 8 };
}

/** A "no data" line in the middle of an empty chart, so an empty picture says why. */
function noData(rows: number, locale: Locale): EChartsOption['graphic'] {
  if (rows > 0) return undefined;
  return { type: 'text', left: 'center', top: 'middle', style: { text: reportWord('noData', locale), fontSize: 16, fill: '#909399' } };
}

function grid(input: ChartOptionInput, legend: boolean) {
  const top = input.title ? (input.subtitle ? 80 : 56) : 40;
  return { top, bottom: legend ? 56 : 32, left: 24, right: 40 };
}

function categoryOption(input: ChartOptionInput, chart: 'bar' | 'line', model: CrosstabModel): EChartsOption {
  const { view, locale } = input;
  const categories = model.rowKeys.map((k) => keyLabel(k, locale));
  const named = model.spec.columns.length > 0;
  const measure = measureLabel(view, model.spec, locale);
  const series = model.columnKeys.map((key, c) => ({
    type: chart,
    name: named ? keyLabel(key, locale) : measure,
    data: model.cells.map((row) => row[c] ?? null),
    // A line keeps going across a category the series has no figure for.
    ...(chart === 'line' ? { connectNulls: true } : {}),
  }));
  return {
    title: titleOf(input),
    legend: named ? { type: 'scroll', bottom: 8 } : undefined,
    tooltip: { trigger: 'axis', valueFormatter: (v) => formatFigure(typeof v === 'number' ? v : null, locale) },
    grid: grid(input, named),
    xAxis: { type: 'category', name: columnLabel(view, model.spec.rows[0] ?? '', locale), data: categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: measure },
    series: series.length ? series : [{ type: chart, name: measure, data: [] }],
    graphic: noData(model.rows, locale),
  } as EChartsOption;
}

function pieOption(input: ChartOptionInput, model: CrosstabModel): EChartsOption {
  const { view, locale } = input;
  const measure = measureLabel(view, model.spec, locale);
  return {
    title: titleOf(input),
    legend: { type: 'scroll', bottom: 8 },
    tooltip: { trigger: 'item', valueFormatter: (v) => formatFigure(typeof v === 'number' ? v : null, locale) },
    series: [{
      type: 'pie',
      name: measure,
      radius: '60%',
      center: ['50%', input.title ? '55%' : '50%'],
      data: model.rowKeys.map((key, r) => ({ name: keyLabel(key, locale), value: model.cells[r]?.[0] ?? null })),
      label: { formatter: '{b}: {d}%' },
    }],
    graphic: noData(model.rows, locale),
  } as EChartsOption;
}

function scatterOption(input: ChartOptionInput, model: ScatterModel): EChartsOption {
  const { view, locale } = input;
  const named = model.series !== null;
  return {
    title: titleOf(input),
    legend: named ? { type: 'scroll', bottom: 8 } : undefined,
    tooltip: { trigger: 'item' },
    grid: grid(input, named),
    xAxis: { type: 'value', name: columnLabel(view, model.x, locale), scale: true },
    yAxis: { type: 'value', name: columnLabel(view, model.y, locale), scale: true },
    series: model.seriesKeys.map((key, i) => ({
      type: 'scatter',
      name: named ? cellLabel(key, locale) : columnLabel(view, model.y, locale),
      data: model.points.filter((p) => p[2] === i).map((p) => [p[0], p[1]]),
      symbolSize: 6,
    })),
    graphic: noData(model.rows, locale),
  } as EChartsOption;
}

/**
 * The ECharts option of a folded bar, line, pie or scatter view, or null for kpi, table and
 * crosstab (drawn from `figuresTable`/`kpiModel` instead). The same option serves the
 * server's rendering (SVG, then PNG or PDF) and the viewer page in the browser, so this file
 * imports only types from ECharts and nothing of Node.
 *
 * Words in `locale`: axis names are the view's labels of the dimension and of the measure
 * folded by its aggregate (报名人数（合计）), the legend names the series' values; blank keys
 * read (blank), keys past the fold's limit "Others". Categories and series keep the order the
 * rows first gave them, i.e. the order of the report's SQL (`order by`), never re-sorted: the
 * report's author decides it. Animation is left to the caller (the server turns it off).
 */
export function chartOption(input: ChartOptionInput): EChartsOption | null {
  const { folded } = input;
  switch (folded.chart) {
    case 'bar': case 'line': return categoryOption(input, folded.chart, folded.crosstab);
    case 'pie': return pieOption(input, folded.crosstab);
    case 'scatter': return scatterOption(input, folded.scatter);
    default: return null;
  }
}
