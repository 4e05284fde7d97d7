import { CrosstabFold, DEFAULT_FOLD_LIMITS, ReportViewError, type CrosstabModel, type CrosstabSpec, type FoldLimits } from './crosstab-fold.ts';
import { DEFAULT_MAX_POINTS, DEFAULT_TABLE_ROWS, ScatterFold, TableFold, type ScatterModel, type TableModel } from './point-fold.ts';
import type { Cell, ResultColumn } from './report-result.ts';
import type { ReportView } from './report-view.ts';

/**
 * A report's rows folded by its view, what its picture and its figures are drawn from:
 * bar, line, pie, kpi and crosstab views fold into a crosstab (a chart's categories are its
 * row keys, its series the column keys; a KPI is the grand total), scatter into sampled
 * points, table into its first rows.
 */
export type FoldedReport =
  | { chart: 'bar' | 'line' | 'pie' | 'kpi' | 'crosstab'; crosstab: CrosstabModel }
  | { chart: 'scatter'; scatter: ScatterModel }
  | { chart: 'table'; table: TableModel };

/** A fold in progress: batches in, the folded report out. */
export interface ReportFold {
  add(batch: readonly (readonly Cell[])[]): void;
  result(): FoldedReport;
}

/** Bounds of a fold: keys of a crosstab, points of a scatter, rows of a table. */
export interface ReportFoldLimits extends FoldLimits {
  maxPoints: number;
  maxTableRows: number;
}

export const DEFAULT_REPORT_FOLD_LIMITS: ReportFoldLimits = { ...DEFAULT_FOLD_LIMITS, maxPoints: DEFAULT_MAX_POINTS, maxTableRows: DEFAULT_TABLE_ROWS };

function required(view: ReportView, field: 'dimension' | 'measure'): string {
  const name = view[field];
  if (!name) throw new ReportViewError(`a ${view.chart} view needs a ${field}`);
  return name;
}

/**
 * The crosstab a view's "crosstab" download folds, for any kind of view:
 * - crosstab: its `rows` by its `columns`;
 * - bar and line: the dimension by the series (one column without a series); pie: the
 *   dimension; scatter: the dimension (x) by the series, y folded;
 * - kpi: one cell, the measure over all rows;
 * - table: its text and date columns (at most four) down the side, its first number
 *   column folded (the rows counted when it has none).
 * The measure folded by the view's aggregate; without a measure the cells count rows
 * (aggregate `count`, whatever the view says).
 */
export function crosstabSpecOf(view: ReportView, columns: readonly ResultColumn[]): CrosstabSpec {
  const spec = specOf(view, columns);
  return spec.measure === null ? { ...spec, aggregate: 'count' } : spec;
}

function specOf(view: ReportView, columns: readonly ResultColumn[]): CrosstabSpec {
  const measure = view.measure ?? null;
  const series = view.series ? [view.series] : [];
  switch (view.chart) {
    case 'crosstab': return { rows: view.rows ?? [], columns: view.columns ?? [], measure, aggregate: view.aggregate };
    case 'bar': case 'line': return { rows: [required(view, 'dimension')], columns: series, measure, aggregate: view.aggregate };
    case 'pie': return { rows: [required(view, 'dimension')], columns: [], measure, aggregate: view.aggregate };
    case 'scatter': return { rows: [required(view, 'dimension')], columns: series, measure: required(view, 'measure'), aggregate: view.aggregate };
    case 'kpi': return { rows: [], columns: [], measure, aggregate: view.aggregate };
    case 'table': {
      const shown = view.columns?.length ? columns.filter((c) => view.columns!.includes(c.name)) : [...columns];
      const number = shown.find((c) => c.type === 'number');
      return { rows: shown.filter((c) => c.type !== 'number').slice(0, 4).map((c) => c.name), columns: [], measure: number?.name ?? null, aggregate: view.aggregate };
    }
    default: throw new ReportViewError(`unknown chart kind '${String(view.chart)}'`);
  }
}

/** A fold of `view` over rows of `columns`; throws a {@link ReportViewError} when the view does not fit the columns. */
export function createReportFold(view: ReportView, columns: readonly ResultColumn[], limits: Partial<ReportFoldLimits> = {}): ReportFold {
  const l = { ...DEFAULT_REPORT_FOLD_LIMITS, ...limits };
  switch (view.chart) {
    case 'scatter': {
      const fold = new ScatterFold({ x: required(view, 'dimension'), y: required(view, 'measure'), series: view.series ?? null }, columns, l.maxPoints);
      return { add: (b) => fold.add(b), result: () => ({ chart: 'scatter', scatter: fold.result() }) };
    }
    case 'table': {
      const fold = new TableFold(view.columns, columns, l.maxTableRows);
      return { add: (b) => fold.add(b), result: () => ({ chart: 'table', table: fold.result() }) };
    }
    default: {
      const chart = view.chart;
      const fold = new CrosstabFold(crosstabSpecOf(view, columns), columns, l);
      return { add: (b) => fold.add(b), result: () => ({ chart, crosstab: fold.result() }) };
    }
  }
}

/** A fold of the crosstab of `view` (see {@link crosstabSpecOf}), for the crosstab download. */
export function createCrosstabFold(view: ReportView, columns: readonly ResultColumn[], limits: Partial<FoldLimits> = {}): CrosstabFold {
  return new CrosstabFold(crosstabSpecOf(view, columns), columns, { ...DEFAULT_FOLD_LIMITS, ...limits });
}

/**
 * Folds every batch of `batches` by `view`: memory follows the distinct keys (bounded by
 * `limits`), never the rows, so a million streamed rows fold in flat memory.
 */
export async function foldReport(
  view: ReportView, columns: readonly ResultColumn[], batches: AsyncIterable<readonly (readonly Cell[])[]> | Iterable<readonly (readonly Cell[])[]>,
  limits: Partial<ReportFoldLimits> = {},
): Promise<FoldedReport> {
  const fold = createReportFold(view, columns, limits);
  for await (const batch of batches) fold.add(batch);
  return fold.result();
}
