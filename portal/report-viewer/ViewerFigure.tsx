import { useEffect, useMemo, useRef } from 'react';
import { chartOption, isEchartsKind } from '../../shared/reports/chart-option.ts';
import { figuresTable, kpiModel } from '../../shared/reports/figures.ts';
import { createReportFold } from '../../shared/reports/report-fold.ts';
import { cellText } from '../../shared/reports/report-labels.ts';
import type { ViewerAnswer } from '../../shared/reports/viewer-api.ts';
import { drawChart } from '../reports/draw-chart.ts';

/** The report's picture: an ECharts chart, a KPI figure, or a table (the crosstab's or the rows'). */
export function ViewerFigure({ report, result }: ViewerAnswer) {
  const folded = useMemo(() => {
    const fold = createReportFold(report.view, result.columns);
    fold.add(result.rows);
    return fold.result();
  }, [report.view, result]);
  const chart = useRef<HTMLDivElement>(null);
  const option = isEchartsKind(folded.chart) ? chartOption({ folded, view: report.view, locale: report.locale }) : null;
  useEffect(() => (option && chart.current ? drawChart(chart.current, option) : undefined), [option]);

  if (option) return <div ref={chart} className="viewer-chart" data-testid="report-chart" role="img" aria-label={report.title[report.locale]} />;
  if (folded.chart === 'kpi') {
    const kpi = kpiModel(folded.crosstab, report.view, report.locale);
    return <figure className="viewer-kpi" data-testid="report-kpi"><figcaption>{kpi.label}</figcaption><strong>{kpi.text}</strong></figure>;
  }
  const table = figuresTable(folded, report.view, report.locale);
  return (
    <div className="viewer-table-wrap">
      <table className="viewer-table" data-testid="report-table">
        <thead><tr>{table.headers.map((h, i) => <th key={i} className={table.numeric[i] ? 'num' : ''}>{h}</th>)}</tr></thead>
        <tbody>
          {table.rows.map((row, r) => <tr key={r}>{row.map((cell, i) => <td key={i} className={table.numeric[i] ? 'num' : ''}>{cellText(cell, report.locale)}</td>)}</tr>)}
        </tbody>
        {table.totals && <tfoot><tr>{table.totals.map((cell, i) => <td key={i} className={table.numeric[i] ? 'num' : ''}>{cellText(cell, report.locale)}</td>)}</tr></tfoot>}
      </table>
      {table.note && <p className="viewer-note">{table.note}</p>}
    </div>
  );
}
