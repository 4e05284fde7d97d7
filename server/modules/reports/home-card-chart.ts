import { isEchartsKind } from '../../../shared/reports/chart-option.ts';
import type { CrosstabModel } from '../../../shared/reports/crosstab-fold.ts';
import type { FoldedReport } from '../../../shared/reports/report-fold.ts';

/** The crosstab turned on its side: its columns become the rows and its rows the columns. */
export function turnCrosstab(model: CrosstabModel): CrosstabModel {
  return {
    spec: { ...model.spec, rows: model.spec.columns, columns: model.spec.rows },
    rowKeys: model.columnKeys,
    columnKeys: model.rowKeys,
    cells: model.columnKeys.map((_, c) => model.rowKeys.map((__, r) => model.cells[r]?.[c] ?? null)),
    rowTotals: model.columnTotals,
    columnTotals: model.rowTotals,
    grandTotal: model.grandTotal,
    rows: model.rows,
  };
}

/**
 * What a home card draws of a folded report, or null when it draws nothing: a bar, line, pie or
 * scatter view as itself; a crosstab as lines, its columns (quarters) along the axis and a
 * line per row (department), since a card has no room for the table its page shows. A KPI
 * card has its figure already, and a table view no chart.
 */
export function homeCardChart(folded: FoldedReport): FoldedReport | null {
  if (isEchartsKind(folded.chart)) return folded;
  if (folded.chart === 'crosstab' && folded.crosstab.columnKeys.length > 0) return { chart: 'line', crosstab: turnCrosstab(folded.crosstab) };
  return null;
}
