import { msg } from '@lit/localize';
import type { Aggregate, ChartKind } from '../../../shared/reports/report-view.ts';
import type { ReportSourceKind } from '../../../shared/resources/report-source.ts';

/** The localised name of a data source's kind ('PostgreSQL' is a name, the same in every language). */
export const sourceKindText = (kind: ReportSourceKind): string => (kind === 'builtin' ? msg('内置') : 'PostgreSQL');

/** The localised name of a report's chart kind. */
export const chartText = (chart: ChartKind): string => ({
  bar: msg('柱状图'), line: msg('折线图'), pie: msg('饼图'), scatter: msg('散点图'), kpi: msg('指标卡'), table: msg('明细表'), crosstab: msg('交叉表'),
})[chart];

/** The localised name of how a report folds rows into one figure. */
export const aggregateText = (aggregate: Aggregate): string => ({
  sum: msg('求和'), avg: msg('平均值'), count: msg('计数'), min: msg('最小值'), max: msg('最大值'),
})[aggregate];
