import { formatDateTime } from '../../../../shared/format/date-time.ts';
import type { Cell, ResultColumn } from '../../../../shared/reports/report-result.ts';
import type { ReportView } from '../../../../shared/reports/report-view.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import type { Locale } from '../../../../shared/schemas/locale.ts';

/** Everything a download is made of: the report, its rows as the database streams them, and how to word it. */
export interface ExportInput {
  title: string;
  locale: Locale;
  view: ReportView;
  columns: ResultColumn[];
  /** Every row of the result in batches (each row in `columns`' order), streamed from the database: may be millions. */
  batches: AsyncIterable<Cell[][]>;
  /** The applied filters, already in the locale. */
  filters: { label: string; value: string }[];
  generatedAt: Date;
  /** IANA zone of the generation time shown (default: the process's). */
  timeZone?: string;
}

/** `label：value` in Chinese, `label: value` in English. */
export const labelled = (label: string, value: string, locale: Locale) => `${label}${locale === 'en' ? ': ' : '：'}${value}`;

/** The applied filters as one line: 筛选条件：年份 = 2024；部门 = 研发部 (无 when none). */
export function filtersLine(input: Pick<ExportInput, 'filters' | 'locale'>): string {
  const { filters, locale } = input;
  const list = filters.length ? filters.map((f) => `${f.label} = ${f.value}`).join(locale === 'en' ? '; ' : '；') : reportWord('noFilters', locale);
  return labelled(reportWord('filters', locale), list, locale);
}

/** 生成时间：2026/11/24 10:00:00 */
export const generatedLine = (input: Pick<ExportInput, 'generatedAt' | 'locale' | 'timeZone'>) =>
  labelled(reportWord('generatedAt', input.locale), formatDateTime(input.generatedAt, input.timeZone), input.locale);

/** The rows of `batches`, one at a time. */
export async function* rowsOf(batches: AsyncIterable<Cell[][]>): AsyncGenerator<Cell[]> {
  for await (const batch of batches) yield* batch;
}
