import type { Cell, ResultColumn } from '../../shared/reports/report-result.ts';
import type { ReportView } from '../../shared/reports/report-view.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { ExportInput } from '../modules/reports/index.ts';

/** The columns of the sample report: a month, a department, enrolments and an amount. */
export const SAMPLE_COLUMNS: ResultColumn[] = [
  { name: 'month', type: 'date' },
  { name: 'dept', type: 'text' },
  { name: 'enrolments', type: 'number' },
  { name: 'amount', type: 'number' },
];

export const SAMPLE_LABELS: NonNullable<ReportView['labels']> = {
  month: { cn: '月份', en: 'Month', tc: '月份' },
  dept: { cn: '部门', en: 'Department', tc: '部門' },
  enrolments: { cn: '报名人数', en: 'Enrolments', tc: '報名人數' },
  amount: { cn: '金额', en: 'Amount', tc: '金額' },
};

export const SAMPLE_TITLE = '各部门报名人数';

/** Eight rows: two months × three departments, one department blank, one enrolment null. */
export const SAMPLE_ROWS: Cell[][] = [
  ['2024-01-01', '研发部', 3, 100.5],
  ['2024-01-01', '市场部', 5, 80],
  ['2024-01-01', '财务部', 2, 20.25],
  ['2024-02-01', '研发部', 4, 99.5],
  ['2024-02-01', '市场部', 1, 10],
  ['2024-02-01', '财务部', null, 5],
  ['2024-02-01', null, 6, 1],
  ['2024-02-01', '研发部', 7, 0.75],
];

/** The sample rows in batches of `size`, as the database cursor gives them. */
export async function* batchesOf(rows: Cell[][], size = 3): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** A view of the sample report of kind `chart` (bar: departments by month, sum of enrolments). */
export function sampleView(chart: ReportView['chart'], extra: Partial<ReportView> = {}): ReportView {
  const base: ReportView = { chart, aggregate: 'sum', labels: SAMPLE_LABELS };
  switch (chart) {
    case 'bar': case 'line': return { ...base, dimension: 'dept', series: 'month', measure: 'enrolments', ...extra };
    case 'pie': return { ...base, dimension: 'dept', measure: 'enrolments', ...extra };
    case 'scatter': return { ...base, dimension: 'enrolments', measure: 'amount', series: 'dept', ...extra };
    case 'kpi': return { ...base, measure: 'enrolments', ...extra };
    case 'crosstab': return { ...base, rows: ['dept'], columns: ['month'], measure: 'enrolments', ...extra };
    case 'table': return { ...base, ...extra };
  }
}

/** An export of the sample report in `locale`. */
export function sampleInput(view: ReportView, locale: Locale = 'cn', rows: Cell[][] = SAMPLE_ROWS): ExportInput {
  return {
    title: SAMPLE_TITLE,
    locale,
    view,
    columns: SAMPLE_COLUMNS,
    batches: batchesOf(rows),
    filters: [{ label: '年份', value: '2024' }],
    generatedAt: new Date('2026-11-24T02:00:00Z'),
    timeZone: 'Asia/Shanghai',
  };
}
