import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReportViewError } from './crosstab-fold.ts';
import { crosstabTable, figuresTable, kpiModel } from './figures.ts';
import { createReportFold, crosstabSpecOf, foldReport } from './report-fold.ts';
import type { Cell, ResultColumn } from './report-result.ts';
import type { ReportView } from './report-view.ts';

const COLUMNS: ResultColumn[] = [
  { name: 'month', type: 'date' }, { name: 'dept', type: 'text' }, { name: 'n', type: 'number' }, { name: 'amount', type: 'number' },
];
const LABELS = { dept: { cn: '部门', en: 'Department', tc: '部門' }, n: { cn: '报名人数', en: 'Enrolments', tc: '報名人數' } };
const ROWS: Cell[][] = [
  ['2024-02-01', '市场部', 5, 1], ['2024-01-01', '研发部', 3, 2], ['2024-01-01', '市场部', 1, 3],
  ['2024-02-01', null, 2, 4], ['2024-01-01', '研发部', null, 5],
];
const view = (v: Partial<ReportView>): ReportView => ({ chart: 'bar', aggregate: 'sum', labels: LABELS, ...v });

async function* batches(rows: Cell[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('foldReport: rows folded by the view, batch by batch', () => {
  it('folds a bar view into dimension × series in the order the rows first gave them', async () => {
    const folded = await foldReport(view({ dimension: 'dept', series: 'month', measure: 'n' }), COLUMNS, batches(ROWS, 2));
    assert.ok(folded.chart === 'bar', folded.chart);
    const m = folded.crosstab;
    assert.deepEqual(m.rowKeys.map((k) => k.values[0]), ['市场部', '研发部', null]);
    assert.deepEqual(m.columnKeys.map((k) => k.values[0]), ['2024-02-01', '2024-01-01']);
    assert.deepEqual(m.cells, [[5, 1], [null, 3], [2, null]]);
    assert.deepEqual(m.rowTotals, [6, 3, 2]);
    assert.deepEqual(m.columnTotals, [7, 4]);
    assert.equal(m.grandTotal, 11);
    assert.equal(m.rows, 5);
  });

  it('counts rows when the view has no measure, and folds a KPI to one figure', async () => {
    const counted = await foldReport(view({ chart: 'pie', dimension: 'dept', aggregate: 'avg' }), COLUMNS, batches(ROWS, 10));
    assert.ok(counted.chart === 'pie');
    assert.deepEqual(counted.crosstab.cells, [[2], [2], [1]]);
    const kpi = await foldReport(view({ chart: 'kpi', measure: 'n', aggregate: 'avg' }), COLUMNS, batches(ROWS, 1));
    assert.ok(kpi.chart === 'kpi');
    assert.deepEqual(kpiModel(kpi.crosstab, { labels: LABELS }, 'en'), { label: 'Average of Enrolments', value: 11 / 4, text: '2.75', rows: 5 });
  });

  it('keeps at most the limit of keys and folds the rest into "Others", so memory follows the limit, not the rows', async () => {
    const rows: Cell[][] = Array.from({ length: 10_000 }, (_, i) => ['2024-01-01', `d${i}`, 1, 1]);
    const folded = await foldReport(view({ chart: 'crosstab', rows: ['dept'], columns: ['month'], measure: 'n' }), COLUMNS, batches(rows, 1000), { maxRowKeys: 100 });
    assert.ok(folded.chart === 'crosstab');
    assert.equal(folded.crosstab.rowKeys.length, 101);
    assert.deepEqual(folded.crosstab.rowKeys.at(-1), { values: [null], others: true });
    assert.equal(folded.crosstab.cells.at(-1)![0], 9_900);
    assert.equal(folded.crosstab.grandTotal, 10_000);
    const table = crosstabTable(folded.crosstab, { labels: LABELS }, 'cn');
    assert.equal(table.rows.at(-1)![0], '其他');
  });

  it('samples a scatter uniformly to the limit of points, the same sample every time', async () => {
    const rows: Cell[][] = Array.from({ length: 20_000 }, (_, i) => ['2024-01-01', i % 2 ? '甲' : '乙', i, i * 2]);
    const v = view({ chart: 'scatter', dimension: 'n', measure: 'amount', series: 'dept' });
    const a = await foldReport(v, COLUMNS, batches(rows, 999), { maxPoints: 1000 });
    const b = await foldReport(v, COLUMNS, batches(rows, 7), { maxPoints: 1000 });
    assert.ok(a.chart === 'scatter' && b.chart === 'scatter');
    assert.equal(a.scatter.points.length, 1000);
    assert.equal(a.scatter.total, 20_000);
    assert.deepEqual(a.scatter.points, b.scatter.points);
    // Uniform: about half of the sample comes from the second half of the rows.
    const late = a.scatter.points.filter((p) => p[0] >= 10_000).length;
    assert.ok(late > 400 && late < 600, `${late} of 1000 points from the second half`);
    assert.deepEqual(a.scatter.seriesKeys, ['乙', '甲']);
  });

  it('keeps the first rows of a table view in its columns and counts them all', async () => {
    const folded = await foldReport(view({ chart: 'table', columns: ['dept', 'n'] }), COLUMNS, batches(ROWS, 2), { maxTableRows: 2 });
    assert.ok(folded.chart === 'table');
    assert.deepEqual(folded.table, { columns: [COLUMNS[1], COLUMNS[2]], rows: [['市场部', 5], ['研发部', 3]], total: 5 });
    const table = figuresTable(folded, { labels: LABELS }, 'tc');
    assert.deepEqual(table.headers, ['部門', '報名人數']);
    assert.equal(table.note, '前 2 行，共 5 行');
  });

  it('gives every kind of view a crosstab (the crosstab download)', () => {
    assert.deepEqual(crosstabSpecOf(view({ chart: 'table' }), COLUMNS), { rows: ['month', 'dept'], columns: [], measure: 'n', aggregate: 'sum' });
    assert.deepEqual(crosstabSpecOf(view({ chart: 'line', dimension: 'month', measure: 'n' }), COLUMNS), { rows: ['month'], columns: [], measure: 'n', aggregate: 'sum' });
    assert.deepEqual(crosstabSpecOf(view({ chart: 'kpi' }), COLUMNS), { rows: [], columns: [], measure: null, aggregate: 'count' });
  });

  it('refuses a view naming a column the result lacks, or a chart without its dimension', () => {
    assert.throws(() => createReportFold(view({ dimension: 'nope', measure: 'n' }), COLUMNS), (e: unknown) => e instanceof ReportViewError && /'nope'/.test(e.message));
    assert.throws(() => createReportFold(view({ measure: 'n' }), COLUMNS), ReportViewError);
    assert.throws(() => createReportFold(view({ chart: 'scatter', dimension: 'n' }), COLUMNS), ReportViewError);
  });

  it('shows a crosstab with totals as a table, blank keys named, in each language', async () => {
    const folded = await foldReport(view({ chart: 'crosstab', rows: ['dept'], columns: ['month'], measure: 'n' }), COLUMNS, batches(ROWS, 3));
    assert.ok(folded.chart === 'crosstab');
    const en = crosstabTable(folded.crosstab, { labels: LABELS }, 'en');
    assert.deepEqual(en.headers, ['Department', '2024-02-01', '2024-01-01', 'Total']);
    assert.deepEqual(en.rows, [['市场部', 5, 1, 6], ['研发部', null, 3, 3], ['(blank)', 2, null, 2]]);
    assert.deepEqual(en.totals, ['Total', 7, 4, 11]);
    assert.deepEqual(en.numeric, [false, true, true, true]);
    const cn = crosstabTable(folded.crosstab, { labels: LABELS }, 'cn');
    assert.deepEqual(cn.totals?.[0], '总计');
  });
});
