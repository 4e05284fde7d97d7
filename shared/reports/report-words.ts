import type { Locale } from '../schemas/locale.ts';
import type { Aggregate } from './report-view.ts';

type Text = Record<Locale, string>;

/**
 * The words a report's pictures and files carry (chart axes and legends, totals, the PDF's
 * header, sheet names), in the three languages. Not `msg()`: a download is drawn in the
 * locale of its request, on the server as well as in the viewer, not in the page's active
 * language; the type makes a missing translation a compile error, as server/i18n/messages.ts
 * does. `{name}` placeholders are filled by {@link reportWord}.
 */
export const REPORT_WORDS = {
  sum: { cn: '合计', en: 'Sum', tc: '合計' },
  avg: { cn: '平均值', en: 'Average', tc: '平均值' },
  count: { cn: '计数', en: 'Count', tc: '計數' },
  min: { cn: '最小值', en: 'Minimum', tc: '最小值' },
  max: { cn: '最大值', en: 'Maximum', tc: '最大值' },
  /** A measure folded by an aggregate, e.g. 报名人数（合计） / Sum of enrolments. */
  measureOf: { cn: '{measure}（{aggregate}）', en: '{aggregate} of {measure}', tc: '{measure}（{aggregate}）' },
  /** What a view without a measure counts. */
  rowCount: { cn: '记录数', en: 'Records', tc: '記錄數' },
  total: { cn: '总计', en: 'Total', tc: '總計' },
  others: { cn: '其他', en: 'Others', tc: '其他' },
  blank: { cn: '（空）', en: '(blank)', tc: '（空）' },
  noData: { cn: '无数据', en: 'No data', tc: '無數據' },
  filters: { cn: '筛选条件', en: 'Filters', tc: '篩選條件' },
  noFilters: { cn: '无', en: 'None', tc: '無' },
  generatedAt: { cn: '生成时间', en: 'Generated', tc: '生成時間' },
  firstRows: { cn: '前 {shown} 行，共 {total} 行', en: 'First {shown} of {total} rows', tc: '前 {shown} 行，共 {total} 行' },
  sampledPoints: { cn: '显示 {shown} 个点，共 {total} 个', en: '{shown} of {total} points shown', tc: '顯示 {shown} 個點，共 {total} 個' },
  dataSheet: { cn: '数据', en: 'Data', tc: '數據' },
  chartSheet: { cn: '图表', en: 'Chart', tc: '圖表' },
  crosstabSheet: { cn: '交叉表', en: 'Crosstab', tc: '交叉表' },
  figures: { cn: '数据表', en: 'Figures', tc: '數據表' },
} as const satisfies Record<string, Text>;

export type ReportWord = keyof typeof REPORT_WORDS;

/** The word `key` in `locale`, its `{name}` placeholders filled from `params`. */
export function reportWord(key: ReportWord, locale: Locale, params: Record<string, string | number> = {}): string {
  return REPORT_WORDS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The name of an aggregate in `locale` (合计, Average, …). */
export const aggregateWord = (aggregate: Aggregate, locale: Locale) => reportWord(aggregate, locale);
