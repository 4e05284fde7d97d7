import type { FieldKind, FieldSpec } from './field.ts';
import { PATTERN_RULES, QUERY_RULES, type MatchType, type QueryCondition, type QueryRule } from './query-rules.ts';

/** A resource's fields as the kit reads them (`ResourceSpec.fields`). */
export type FieldMap = Readonly<Record<string, FieldSpec | undefined>>;

/** The fields the advanced query offers (`query: true`), in declaration order. */
export interface QueryField {
  key: string;
  spec: FieldSpec;
}

/** What the advanced query hands to the list: the complete conditions and how they combine. */
export interface AdvancedQuery {
  conditions: QueryCondition[];
  matchType: MatchType;
}

/** The query of a list that has none. */
export const EMPTY_QUERY: AdvancedQuery = { conditions: [], matchType: 'and' };

/**
 * One condition row as the user edits it: `val` holds the single value, `values` the list
 * of the `in` rule (sent comma-separated). Values are text as inputs give them.
 */
export interface QueryRow {
  id: string;
  field: string;
  rule: QueryRule;
  val: string;
  values: string[];
}

const COMPARE_RULES: readonly QueryRule[] = QUERY_RULES.filter((rule) => !PATTERN_RULES.includes(rule));
const CHOICE_RULES: readonly QueryRule[] = ['eq', 'ne', 'in'];

/** The fields of `fields` the advanced query offers. */
export function queryFields(fields: FieldMap): QueryField[] {
  return Object.entries(fields).flatMap(([key, spec]) => (spec?.query ? [{ key, spec }] : []));
}

/**
 * The rules a field may use (widgets-admin §9): pattern rules only for text; a dictionary
 * field or a boolean is a choice (equal, not equal, one of); numbers and dates compare.
 */
export function rulesFor(spec: FieldSpec): readonly QueryRule[] {
  if (spec.dictCode) return CHOICE_RULES;
  if (spec.kind === 'boolean') return ['eq', 'ne'];
  if (spec.kind === 'text') return QUERY_RULES;
  return COMPARE_RULES;
}

let rowCount = 0;
/** A new row on the first queryable field, rule `eq`, no value. */
export function emptyRow(fields: FieldMap): QueryRow {
  rowCount += 1;
  return { id: `q${rowCount}`, field: queryFields(fields)[0]?.key ?? '', rule: 'eq', val: '', values: [] };
}

/** `row` with `field` chosen: the rule stays when the new field allows it, the value is cleared. */
export function withField(row: QueryRow, field: string, fields: FieldMap): QueryRow {
  const spec = fields[field];
  const rule = spec && rulesFor(spec).includes(row.rule) ? row.rule : 'eq';
  return { ...row, field, rule, val: '', values: [] };
}

const offered = (fields: FieldMap, field: string): FieldSpec | undefined => {
  const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return spec?.query ? spec : undefined;
};

/** A datetime-local input's `YYYY-MM-DDTHH:mm[:ss]` as the wire's `YYYY-MM-DD HH:mm:ss` (widgets-admin §5). */
export function wireValue(kind: FieldKind, text: string): string {
  const value = text.trim();
  if (kind !== 'datetime') return value;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/.exec(value);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : value;
}

/** A wire value as the value of a datetime-local input (the reverse of {@link wireValue}). */
export function inputValue(kind: FieldKind, val: string): string {
  return kind === 'datetime' ? val.replace(' ', 'T') : val;
}

/** The condition of `row`, or `null` while its field is not offered, its rule not allowed or its value empty. */
export function rowCondition(row: QueryRow, fields: FieldMap): QueryCondition | null {
  const spec = offered(fields, row.field);
  if (!spec || !rulesFor(spec).includes(row.rule)) return null;
  if (row.rule === 'in') {
    const values = row.values.map((v) => wireValue(spec.kind, v)).filter((v) => v !== '');
    return values.length ? { field: row.field, rule: 'in', val: values.join(',') } : null;
  }
  const val = wireValue(spec.kind, row.val);
  return val === '' ? null : { field: row.field, rule: row.rule, val };
}

/** The complete conditions of `rows`, in order; incomplete rows are left out. */
export function completeConditions(rows: readonly QueryRow[], fields: FieldMap): QueryCondition[] {
  return rows.flatMap((row) => rowCondition(row, fields) ?? []);
}

/** Rows that show `conditions` again (a saved query, the query in force). */
export function rowsFromConditions(conditions: readonly QueryCondition[]): QueryRow[] {
  return conditions.map((c) => {
    rowCount += 1;
    const text = String(c.val);
    return c.rule === 'in'
      ? { id: `q${rowCount}`, field: c.field, rule: c.rule, val: '', values: text.split(',').filter(Boolean) }
      : { id: `q${rowCount}`, field: c.field, rule: c.rule, val: text, values: [] };
  });
}

/** The `superQueryParams` wire value: URL-encoded JSON of the conditions (widgets-admin §7 "list URL"). */
export function encodeSuperQuery(conditions: readonly QueryCondition[]): string {
  return encodeURIComponent(JSON.stringify(conditions));
}

/** The list parameters of `query`: none when it has no condition (widgets-admin §4: then it is not active). */
export function superQueryParams(query: AdvancedQuery): { superQueryParams?: string; superQueryMatchType?: MatchType } {
  return isQueryActive(query) ? { superQueryParams: encodeSuperQuery(query.conditions), superQueryMatchType: query.matchType } : {};
}

/** Whether `query` filters the list (its params are non-empty): the toolbar button's badge. */
export function isQueryActive(query: AdvancedQuery | null | undefined): boolean {
  return (query?.conditions.length ?? 0) > 0;
}
