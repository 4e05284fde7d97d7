import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chartOption } from './chart-option.ts';
import { foldReport, type FoldedReport } from './report-fold.ts';
import type { Cell, ResultColumn } from './report-result.ts';
import type { ReportView } from './report-view.ts';

const COLUMNS: ResultColumn[] = [{ name: 'month', type: 'date' }, { name: 'dept', type: 'text' }, { name: 'n', type: 'number' }];
const LABELS = { dept: { cn: '部门', en: 'Department', tc: '部門' }, n: { cn: '报名人数', en: 'Enrolments', tc: '報名人數' }, month: { cn: '月份', en: 'Month', tc: '' } };
const ROWS: Cell[][] = [['2024-02', '市场部', 5], ['2024-01', '研发部', 3], ['2024-01', '市场部', 1], ['2024-02', null, 2]];
const view = (v: Partial<ReportView>): ReportView => ({ chart: 'bar', aggregate: 'sum', labels: LABELS, ...v });
const fold = (v: ReportView, rows = ROWS) => foldReport(v, COLUMNS, [rows]);

// The option's parts the tests read, without ECharts' wide union types.
type Loose = { title?: { text: string; subtext: string }; legend?: unknown; xAxis: { name: string; data?: string[] }; yAxis: { name: string };
  series: { type: string; name: string; data: unknown[] }[]; graphic?: { style: { text: string } } };
const loose = (folded: FoldedReport, locale: 'cn' | 'en' | 'tc', title?: string) =>
  chartOption({ folded, view: { labels: LABELS }, locale, title, subtitle: title ? '年份 = 2024' : undefined }) as unknown as Loose;

describe('chartOption: the ECharts option of a folded view, in the locale', () => {
  it('draws a bar chart of categories in first-seen order, a series per value, axis names in the locale', async () => {
    const folded = await fold(view({ dimension: 'dept', series: 'month', measure: 'n' }));
    const cn = loose(folded, 'cn', '各部门报名人数');
    assert.deepEqual(cn.title, { text: '各部门报名人数', subtext: '年份 = 2024', left: 'center', top: 8 });
    assert.deepEqual(cn.xAxis.data, ['市场部', '研发部', '（空）']);
    assert.equal(cn.xAxis.name, '部门');
    assert.equal(cn.yAxis.name, '报名人数（合计）');
    assert.deepEqual(cn.series.map((s) => [s.type, s.name, s.data]), [['bar', '2024-02', [5, null, 2]], ['bar', '2024-01', [1, 3, null]]]);
    assert.ok(cn.legend);
    const en = loose(folded, 'en');
    assert.equal(en.title, undefined);
    assert.equal(en.xAxis.name, 'Department');
    assert.equal(en.yAxis.name, 'Sum of Enrolments');
    assert.equal(en.xAxis.data?.[2], '(blank)');
    const tc = loose(folded, 'tc');
    assert.equal(tc.yAxis.name, '報名人數（合計）');
  });

  it('names the one series by the measure when the view has no series, and counts records without a measure', async () => {
    const line = loose(await fold(view({ chart: 'line', dimension: 'month', measure: 'n', aggregate: 'max' })), 'en');
    assert.deepEqual(line.series.map((s) => [s.type, s.name, s.data]), [['line', 'Maximum of Enrolments', [5, 3]]]);
    assert.equal(line.legend, undefined);
    const counted = loose(await fold(view({ chart: 'bar', dimension: 'month' })), 'cn');
    assert.equal(counted.yAxis.name, '记录数');
    assert.deepEqual(counted.series[0]!.data, [2, 2]);
  });

  it('draws a pie of the dimension and a scatter of points per series', async () => {
    const pie = loose(await fold(view({ chart: 'pie', dimension: 'dept', measure: 'n' })), 'cn');
    assert.deepEqual(pie.series[0]!.data, [{ name: '市场部', value: 6 }, { name: '研发部', value: 3 }, { name: '（空）', value: 2 }]);
    const scatter = loose(await fold(view({ chart: 'scatter', dimension: 'n', measure: 'n', series: 'dept' })), 'en');
    assert.deepEqual(scatter.series.map((s) => [s.name, s.data]), [['市场部', [[5, 5], [1, 1]]], ['研发部', [[3, 3]]], ['(blank)', [[2, 2]]]]);
  });

  it('says "no data" on an empty chart, and leaves KPI, table and crosstab to their own renderers', async () => {
    const empty = loose(await fold(view({ dimension: 'dept', measure: 'n' }), []), 'tc');
    assert.equal(empty.graphic?.style.text, '無數據');
    for (const chart of ['kpi', 'table', 'crosstab'] as const) {
      assert.equal(chartOption({ folded: await fold(view({ chart, measure: 'n', rows: ['dept'] })), view: {}, locale: 'cn' }), null, chart);
    }
  });
});
