import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { Value } from 'typebox/value';
import type { FieldKind, FieldSpec } from '../../shared/kit/field.ts';
import {
  MAX_QUERY_CONDITIONS, PATTERN_RULES, QueryConditionSchema, type MatchType, type QueryCondition, type QueryRule,
} from '../../shared/kit/query-rules.ts';
import { parseWireDateTime } from '../../shared/format/wire-time.ts';
import { badRequest } from '../lib/app-error.ts';

/** A condition whose field is allowlisted and whose value is typed: ready to become SQL. */
export interface BoundCondition {
  /** The qualified SQL column, from the server's column map only. */
  column: string;
  kind: FieldKind;
  rule: QueryRule;
  value: unknown;
}

const SQL_OPERATORS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/**
 * Reads `superQueryParams`: URL-encoded (or plain) JSON of condition objects. Anything that
 * is not a list of well-formed conditions is a 400 naming the problem, never ignored.
 */
export function parseSuperQuery(text: string | undefined): QueryCondition[] {
  if (!text?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim().startsWith('%') ? decodeURIComponent(text) : text);
  } catch {
    throw badRequest('superQueryInvalid', { detail: 'JSON' });
  }
  if (!Array.isArray(parsed)) throw badRequest('superQueryInvalid', { detail: 'JSON' });
  if (parsed.length > MAX_QUERY_CONDITIONS) throw badRequest('superQueryInvalid', { detail: `> ${MAX_QUERY_CONDITIONS}` });
  return parsed.map((item) => {
    const condition = Value.Clean(QueryConditionSchema, structuredClone(item));
    if (!Value.Check(QueryConditionSchema, condition)) throw badRequest('superQueryInvalid', { detail: describe(item) });
    return condition;
  });
}

const describe = (item: unknown) =>
  item && typeof item === 'object' && 'field' in item ? String((item as { field: unknown }).field).slice(0, 64) : 'condition';

/**
 * Binds a condition to the allowlist: the field must be one the resource offers for this use
 * and mapped to a column; its value is typed by the field's kind. Anything else is a 400.
 */
export function bindCondition(
  condition: QueryCondition, fields: Record<string, FieldSpec | undefined>, columns: Record<string, string | undefined>, timeZone?: string,
): BoundCondition {
  const field = Object.hasOwn(fields, condition.field) ? fields[condition.field] : undefined;
  const column = Object.hasOwn(columns, condition.field) ? columns[condition.field] : undefined;
  if (!field || !column) throw badRequest('tableNotAllowed', { name: condition.field.slice(0, 64) });
  if (PATTERN_RULES.includes(condition.rule) && field.kind !== 'text') {
    throw badRequest('superQueryInvalid', { detail: condition.field });
  }
  const raw = String(condition.val).trim();
  const value = condition.rule === 'in'
    ? raw.split(',').map((part) => typedValue(part.trim(), field.kind, condition.field, timeZone)).slice(0, 1000)
    : PATTERN_RULES.includes(condition.rule) ? raw : typedValue(raw, field.kind, condition.field, timeZone);
  return { column, kind: field.kind, rule: condition.rule, value };
}

/**
 * A query value as the field's kind; 400 naming the field when it is not one. Times are taken
 * as ISO 8601 or as the server's `yyyy-MM-dd HH:mm:ss` (a day alone: its first moment), read
 * in `timeZone` (the server's; the process's own when not given).
 */
export function typedValue(raw: string, kind: FieldKind, field: string, timeZone?: string): unknown {
  const fail = () => badRequest('superQueryInvalid', { detail: field });
  switch (kind) {
    case 'text': return raw;
    case 'integer': {
      const n = Number(raw);
      if (!raw || !Number.isSafeInteger(n)) throw fail();
      return n;
    }
    case 'number': {
      const n = Number(raw);
      if (!raw || !Number.isFinite(n)) throw fail();
      return n;
    }
    case 'boolean': {
      if (['true', '1', 'Y', 'y'].includes(raw)) return true;
      if (['false', '0', 'N', 'n'].includes(raw)) return false;
      throw fail();
    }
    case 'date':
    case 'datetime': {
      const date = parseWireDateTime(raw, timeZone);
      if (!date) throw fail();
      // A day compared with a date column is that calendar day, whatever any zone says.
      return kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : date;
    }
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The SQL of one bound condition; text comparisons of the pattern rules are case-insensitive. */
export function conditionSql(eb: ExpressionBuilder<any, any>, c: BoundCondition): Expression<SqlBool> {
  const ref = sql.ref(c.column);
  switch (c.rule) {
    case 'like': return sql<SqlBool>`${ref} ilike ${`%${escapeLike(String(c.value))}%`}`;
    case 'right_like': return sql<SqlBool>`${ref} ilike ${`${escapeLike(String(c.value))}%`}`;
    case 'left_like': return sql<SqlBool>`${ref} ilike ${`%${escapeLike(String(c.value))}`}`;
    case 'in': return (c.value as unknown[]).length === 0 ? sql<SqlBool>`false` : eb(ref, 'in', c.value as unknown[]);
    default: return eb(ref, SQL_OPERATORS[c.rule], c.value);
  }
}

/** The conditions joined by the match type; `null` when there are none. */
export function combine(eb: ExpressionBuilder<any, any>, conditions: BoundCondition[], match: MatchType): Expression<SqlBool> | null {
  if (conditions.length === 0) return null;
  const parts = conditions.map((c) => conditionSql(eb, c));
  return match === 'or' ? eb.or(parts) : eb.and(parts);
}
