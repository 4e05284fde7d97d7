import { BCP47_TAGS } from '../i18n/locale-names.ts';
import { localized } from '../i18n/localized.ts';
import type { Locale } from '../schemas/locale.ts';
import type { CrosstabKey, CrosstabSpec } from './crosstab-fold.ts';
import type { Cell } from './report-result.ts';
import type { ReportView } from './report-view.ts';
import { aggregateWord, reportWord } from './report-words.ts';

/** Result column `name` as the view labels it in `locale` (falling back to cn), else the name itself. */
export function columnLabel(view: Pick<ReportView, 'labels'>, name: string, locale: Locale): string {
  const label = view.labels?.[name];
  return label ? localized(label, locale) || name : name;
}

/** What a folded figure is: 报名人数（合计） / Sum of enrolments; 记录数 / Records without a measure. */
export function measureLabel(view: Pick<ReportView, 'labels'>, spec: Pick<CrosstabSpec, 'measure' | 'aggregate'>, locale: Locale): string {
  if (spec.measure === null) return reportWord('rowCount', locale);
  return reportWord('measureOf', locale, { measure: columnLabel(view, spec.measure, locale), aggregate: aggregateWord(spec.aggregate, locale) });
}

/** A value shown as a header or category: (blank) for null, else its text. */
export const cellLabel = (cell: Cell, locale: Locale) => (cell === null || cell === '' ? reportWord('blank', locale) : String(cell));

/** A crosstab key as one header: its values joined by ' / ', or "Others". */
export function keyLabel(key: CrosstabKey, locale: Locale): string {
  if (key.others) return reportWord('others', locale);
  return key.values.map((v) => cellLabel(v, locale)).join(' / ');
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A figure as people of `locale` read it: grouped digits, at most two decimals; '' for none. */
export function formatFigure(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return '';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(BCP47_TAGS[locale], { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A cell as text for a picture or a document table: figures formatted, null as ''. */
export function cellText(cell: Cell, locale: Locale): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? formatFigure(cell, locale) : cell;
}
