import type { Locale } from '../schemas/locale.ts';
import type { CrosstabModel } from './crosstab-fold.ts';
import type { FoldedReport } from './report-fold.ts';
import { cellLabel, columnLabel, formatFigure, keyLabel, measureLabel } from './report-labels.ts';
import type { Cell } from './report-result.ts';
import type { ReportView } from './report-view.ts';
import { reportWord } from './report-words.ts';

/**
 * The figures behind a report's picture as one table, the same for every renderer (the PDF's
 * table, the slide's, the workbook's chart sheet, the drawn crosstab): headers in the locale,
 * rows of cells (numbers stay numbers; the text of a blank or "others" key is its word), a
 * totals row when the figures have one, and a note when rows were left out.
 */
export interface FiguresTable {
  headers: string[];
  /** Per column: holds figures (drawn right-aligned, formatted). */
  numeric: boolean[];
  rows: Cell[][];
  totals: Cell[] | null;
  /** The rows there were before any were left out (row keys, sampled points' population, result rows). */
  total: number;
  /** E.g. "First 50 of 1,234 rows", in the locale; null when nothing was left out. */
  note: string | null;
}

/** A KPI as its renderers draw it: what the figure is, and the figure itself. */
export interface KpiModel {
  label: string;
  value: number | null;
  /** The figure formatted in the locale ('' for none). */
  text: string;
  rows: number;
}

/**
 * The crosstab as a table: the row keys' columns, then one column per column key and a total
 * column (or one column of the measure when nothing goes across), then a totals row (when
 * something goes down the side). `maxRows` keeps the first rows (the totals still count all).
 */
export function crosstabTable(model: CrosstabModel, view: Pick<ReportView, 'labels'>, locale: Locale, maxRows = Infinity): FiguresTable {
  const { spec } = model;
  const across = spec.columns.length > 0;
  const down = spec.rows.length > 0;
  const valueHeaders = across ? [...model.columnKeys.map((k) => keyLabel(k, locale)), reportWord('total', locale)] : [measureLabel(view, spec, locale)];
  const keyCells = (values: Cell[], others: boolean | undefined): Cell[] =>
    others ? [reportWord('others', locale), ...values.slice(1).map(() => '')] : values.map((v) => (v === null || v === '' ? cellLabel(v, locale) : v));
  const shown = model.rowKeys.slice(0, maxRows);
  const rows = shown.map((key, r) => [...keyCells(key.values, key.others), ...model.cells[r]!, ...(across ? [model.rowTotals[r] ?? null] : [])]);
  // A KPI of no rows still shows its figure (a count of 0).
  if (!down && rows.length === 0) rows.push([model.grandTotal]);
  const totals = down && model.rowKeys.length > 0
    ? [reportWord('total', locale), ...spec.rows.slice(1).map(() => ''), ...(across ? [...model.columnTotals, model.grandTotal] : [model.grandTotal])]
    : null;
  return {
    headers: [...spec.rows.map((n) => columnLabel(view, n, locale)), ...valueHeaders],
    numeric: [...spec.rows.map(() => false), ...valueHeaders.map(() => true)],
    rows,
    totals,
    total: model.rowKeys.length,
    note: shown.length < model.rowKeys.length ? reportWord('firstRows', locale, { shown: formatFigure(shown.length, locale), total: formatFigure(model.rowKeys.length, locale) }) : null,
  };
}

/** The figures behind `folded` (see {@link FiguresTable}); `maxRows` bounds the rows of a document's table. */
export function figuresTable(folded: FoldedReport, view: Pick<ReportView, 'labels'>, locale: Locale, maxRows = Infinity): FiguresTable {
  switch (folded.chart) {
    case 'scatter': {
      const s = folded.scatter;
      const named = s.series !== null;
      const points = s.points.slice(0, maxRows);
      return {
        headers: [...(named ? [columnLabel(view, s.series!, locale)] : []), columnLabel(view, s.x, locale), columnLabel(view, s.y, locale)],
        numeric: [...(named ? [false] : []), true, true],
        rows: points.map(([x, y, i]) => [...(named ? [cellLabel(s.seriesKeys[i] ?? null, locale)] : []), x, y]),
        totals: null,
        total: s.total,
        note: points.length < s.total ? reportWord('sampledPoints', locale, { shown: formatFigure(points.length, locale), total: formatFigure(s.total, locale) }) : null,
      };
    }
    case 'table': {
      const t = folded.table;
      const rows = t.rows.slice(0, maxRows);
      return {
        headers: t.columns.map((c) => columnLabel(view, c.name, locale)),
        numeric: t.columns.map((c) => c.type === 'number'),
        rows,
        totals: null,
        total: t.total,
        note: rows.length < t.total ? reportWord('firstRows', locale, { shown: formatFigure(rows.length, locale), total: formatFigure(t.total, locale) }) : null,
      };
    }
    default:
      return crosstabTable(folded.crosstab, view, locale, maxRows);
  }
}

/** The KPI of a folded kpi view (or the grand total of any crosstab-folded view). */
export function kpiModel(model: CrosstabModel, view: Pick<ReportView, 'labels'>, locale: Locale): KpiModel {
  return { label: measureLabel(view, model.spec, locale), value: model.grandTotal, text: formatFigure(model.grandTotal, locale), rows: model.rows };
}
