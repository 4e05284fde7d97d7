import { Type, type Static } from 'typebox';
import { LocalizedTextSchema } from '../schemas/localized-text.ts';

/** The kinds of a report parameter (architecture §5): what its filter offers and how its value is bound. */
export const REPORT_PARAM_TYPES = ['text', 'number', 'date', 'month'] as const;
export type ReportParamType = (typeof REPORT_PARAM_TYPES)[number];

/**
 * Parameters every report's SQL may name without declaring them: who views it, where, in which
 * language. Their values always come from the viewer's session, never from a filter, so no
 * declared parameter may take one of these names.
 */
export const BUILT_IN_PARAMS = ['locale', 'user_id', 'username', 'tenant_id'] as const;
export type BuiltInParam = (typeof BUILT_IN_PARAMS)[number];
export const isBuiltInParam = (name: string): name is BuiltInParam => (BUILT_IN_PARAMS as readonly string[]).includes(name);

/** A name a report's SQL and its view may use: a parameter (`:name`) or a result column. */
const NameSchema = Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' });

/**
 * A typed named parameter of a report's SQL (`… where month >= :from`), shown as a filter of
 * the viewer. Its value is always bound, never spliced into the SQL. With `options` the
 * filter is a choice among them; an empty value means "all" when the SQL allows it
 * (`:dept = '' or dept = :dept`).
 */
export const ReportParamSchema = Type.Object({
  name: NameSchema,
  type: Type.Enum(REPORT_PARAM_TYPES),
  label: LocalizedTextSchema,
  /** The value before the user chooses one ('' for none). */
  defaultValue: Type.String({ maxLength: 100, default: '' }),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String({ maxLength: 100 }), label: LocalizedTextSchema }), { maxItems: 200 })),
});
// Typed from its list: Static<> of a union built from a mapped array is `never` in typebox 1.x.
export type ReportParam = Omit<Static<typeof ReportParamSchema>, 'type'> & { type: ReportParamType };

/** What a report draws (architecture §5): an ECharts chart, a KPI figure, a table or a crosstab. */
export const CHART_KINDS = ['bar', 'line', 'pie', 'scatter', 'kpi', 'table', 'crosstab'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** How rows that share a category (or crosstab cell) are folded into one figure. */
export const AGGREGATES = ['sum', 'avg', 'count', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/**
 * A report's view definition, over the columns of its SQL's result:
 * - bar and line: `dimension` along the axis, one series per value of `series` (or one),
 *   `measure` folded by `aggregate`;
 * - pie: `dimension` as slices of `measure`; scatter: `dimension` (x, numeric) against `measure` (y);
 * - kpi: `measure` over all rows, folded by `aggregate`;
 * - table: the result's columns (or `columns`), as they come;
 * - crosstab: `rows` down the side, `columns` across, `measure` folded in each cell.
 * `labels` names result columns in the three languages (else the column's own name).
 */
export const ReportViewSchema = Type.Object({
  chart: Type.Enum(CHART_KINDS),
  dimension: Type.Optional(NameSchema),
  series: Type.Optional(NameSchema),
  measure: Type.Optional(NameSchema),
  aggregate: Type.Enum(AGGREGATES, { default: 'sum' }),
  rows: Type.Optional(Type.Array(NameSchema, { maxItems: 4 })),
  columns: Type.Optional(Type.Array(NameSchema, { maxItems: 40 })),
  labels: Type.Optional(Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }), LocalizedTextSchema)),
});
// Static<> of a union built from a mapped array is `never` in typebox 1.x: the two unions are
// typed from their lists instead.
export type ReportView = Omit<Static<typeof ReportViewSchema>, 'chart' | 'aggregate'> & { chart: ChartKind; aggregate: Aggregate };
