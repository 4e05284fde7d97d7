import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { rangeParams } from '../../shared/kit/date-range.ts';
import type { FieldSpec } from '../../shared/kit/field.ts';
import type { MatchType, QueryCondition } from '../../shared/kit/query-rules.ts';
import type { RecordOf, Resource } from '../../shared/kit/resource.ts';
import { forbidden } from '../lib/app-error.ts';
import { bindCondition, combine, conditionSql, parseSuperQuery, typedValue, type BoundCondition } from './conditions.ts';
import type { RequestScope } from './request-scope.ts';
import { recordValue } from './row-values.ts';
import { linkedTo, readRelation, type Relation } from './relations.ts';
import type { Executor, TableBinding } from './table-binding.ts';
import { addDictTexts, PLAIN_WIRE, type WireShape } from './wire-shape.ts';

/** A select on a resource's table aliased `t`, of any shape. */
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * What every read of a kit resource is built from (architecture §4a), shared by the
 * repository's reads and its writes' checks: `visible` (the scope's rows: its tenant's, not
 * deleted, passing every data rule), the list's filters and order through the allowlist, and
 * rows turned into records as they go on the wire (`wire`: times in the server's zone,
 * `*_dictText` beside dictionary-coded fields). Only the binding's columns ever reach SQL.
 */
export function createResourceReader<X extends Resource>(binding: TableBinding<X>, wire: WireShape = PLAIN_WIRE) {
  type Rec = RecordOf<X>;
  const { resource, table } = binding;
  const fields = resource.fields as Record<string, FieldSpec | undefined>;
  const columns = Object.fromEntries(Object.entries(binding.columns as Record<string, string>).map(([key, column]) => [key, `t.${column}`]));
  const selection = Object.entries(columns).map(([key, column]) => sql.ref(column).as(key));
  const relations = Object.entries(binding.relations ?? {}) as [string, Relation][];
  // An id that cannot be one of the table's (text in an integer key) names no row: a 404, not an SQL error.
  const isId = fields.id?.kind === 'integer' ? (id: string) => /^\d{1,9}$/.test(id) : () => true;

  /** The rows the scope may see: its tenant's, not deleted, passing every data rule. */
  function visible(executor: Executor, scope: RequestScope, { deleted = false } = {}): AnyQuery {
    let query = (executor as Kysely<any>).selectFrom(`${table} as t`) as AnyQuery;
    if (binding.tenant === 'column') query = query.where('t.tenant_id', '=', scope.tenantId);
    if (binding.tenant === 'membership') {
      query = query.where((eb) => eb.exists(eb.selectFrom('user_tenants as m').select('m.user_id')
        .whereRef('m.user_id', '=', 't.id').where('m.tenant_id', '=', scope.tenantId)));
    }
    if (binding.softDelete) query = query.where('t.del_flag', '=', deleted);
    const readers = binding.readers;
    if (readers && !scope.manages) query = query.where((eb) => readers.sees(eb, scope));
    const rules = scope.rules.map(bindRule);
    return rules.length ? query.where((eb) => combine(eb, rules, 'and')!) : query;
  }

  // A rule the kit cannot apply refuses the request: it never silently does not apply.
  function bindRule(rule: QueryCondition): BoundCondition {
    try {
      return bindCondition(rule, fields, columns, wire.timeZone);
    } catch {
      throw forbidden('dataRuleInvalid');
    }
  }

  /** The list's own filters: the simple ones of the query string and the advanced query. */
  function filtered(query: AnyQuery, list: Record<string, unknown>): AnyQuery {
    for (const [key, relation] of relations) {
      const raw = typeof list[key] === 'string' ? (list[key] as string).trim() : '';
      if (raw && fields[key]?.filter) query = query.where((eb) => linkedTo(eb, relation, raw));
    }
    const text = (key: string) => (typeof list[key] === 'string' ? (list[key] as string).trim() : '');
    for (const [key, field] of Object.entries(fields)) {
      if (field?.filter === 'range' && columns[key]) {
        // From `<field>_begin` to `<field>_end`, both included; either may be left open.
        const ends = rangeParams(key).map(text);
        for (const [raw, rule] of [[ends[0], 'ge'], [ends[1], 'le']] as const) {
          if (!raw) continue;
          const value = typedValue(raw, field.kind, key, wire.timeZone);
          query = query.where((eb) => conditionSql(eb, { column: columns[key]!, kind: field.kind, rule, value }));
        }
        continue;
      }
      const raw = text(key);
      if (!field?.filter || !raw || !columns[key]) continue;
      const rule = field.filter === 'like' ? 'like' : 'eq';
      const value = rule === 'like' ? raw : typedValue(raw, field.kind, key, wire.timeZone);
      query = query.where((eb) => conditionSql(eb, { column: columns[key]!, kind: field.kind, rule, value }));
    }
    const advanced = parseSuperQuery(list.superQueryParams as string | undefined)
      .map((condition) => bindCondition(condition, Object.fromEntries(Object.entries(fields).filter(([, f]) => f?.query)), columns, wire.timeZone));
    const match = (list.superQueryMatchType as MatchType | undefined) ?? 'and';
    return advanced.length ? query.where((eb) => combine(eb, advanced, match)!) : query;
  }

  function toRecord(row: Record<string, unknown>): Record<string, unknown> {
    for (const key of Object.keys(row)) row[key] = recordValue(row[key], fields[key], wire.timeZone);
    return row;
  }

  async function records(executor: Executor, rows: Record<string, unknown>[], scope: RequestScope): Promise<Rec[]> {
    const out = rows.map(toRecord);
    for (const [key, relation] of relations) {
      const linked = out.length ? await readRelation(executor, relation, out.map((r) => String(r.id)), scope.tenantId) : new Map();
      for (const record of out) record[key] = linked.get(String(record.id)) ?? [];
    }
    if (binding.decorate && out.length) await binding.decorate(executor, out, scope);
    await addDictTexts(out, fields, wire.dictTexts, scope.locale, executor);
    return out as Rec[];
  }

  const tieBreak = resource.tieBreak ? columns[resource.tieBreak] : undefined;
  function ordered(query: AnyQuery, list: { column?: string; order?: 'asc' | 'desc' }): AnyQuery {
    const column = columns[list.column ?? resource.defaultSort.column] ?? columns[resource.defaultSort.column]!;
    const order = list.order ?? (list.column ? 'asc' : resource.defaultSort.order);
    let sorted = query.orderBy(sql.ref(column), (ob) => (order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()));
    // The default order's second key (articles: pinned, then the newest release) follows its first, also when a client names it.
    const then = (list.column ?? resource.defaultSort.column) === resource.defaultSort.column ? resource.defaultSort.then : undefined;
    if (then) sorted = sorted.orderBy(sql.ref(columns[then.column]!), (ob) => (then.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()));
    return (tieBreak ? sorted.orderBy(sql.ref(tieBreak), 'asc') : sorted).orderBy('t.id', order);
  }

  return { fields, columns, selection, relations, isId, visible, bindRule, filtered, records, ordered };
}
export type ResourceReader<X extends Resource> = ReturnType<typeof createResourceReader<X>>;
