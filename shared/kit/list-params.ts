import type { QueryValue } from '../api/request.ts';
import { DEFAULT_PAGE_SIZE } from '../list/paging.ts';
import { rangeQuery } from './date-range.ts';
import type { FieldSpec } from './field.ts';
import type { MatchType, QueryCondition } from './query-rules.ts';
import type { RecordOf, Resource } from './resource.ts';

/** A sort direction of the list URL's `order`. */
export type SortOrder = 'asc' | 'desc';

/** One sort of a list (refine's `CrudSort`); the kit's lists sort by one field at a time. */
export interface Sorter {
  field: string;
  order: SortOrder;
}

/** The advanced query of a list: its complete conditions and how they combine (widgets-admin §2 "Advanced query"). */
export interface SuperQuery {
  conditions: QueryCondition[];
  matchType: MatchType;
}

/** A list with no advanced query. */
export const NO_SUPER_QUERY: SuperQuery = { conditions: [], matchType: 'and' };

/** The simple filters of a list: a text per field that has `filter` (empty ones are not sent). */
export type ListFilters<X extends Resource> = Partial<Record<keyof RecordOf<X> & string, string>>;

/** What a list asks for (refine's `GetListParams`, mapped onto the spec's list URL). */
export interface GetListParams<X extends Resource> {
  pagination: { current: number; pageSize: number };
  /** The first sorter is sent; none: the resource's default sort (createTime descending). */
  sorters?: readonly Sorter[];
  filters?: ListFilters<X>;
  superQuery?: SuperQuery;
}

/** A page of records and how many match in all (refine's `GetListResponse`). */
export interface GetListResult<X extends Resource> {
  data: RecordOf<X>[];
  total: number;
}

/** The first page of a list, default size (widgets-admin §9: 10). */
export const FIRST_PAGE = { current: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

const fieldOf = (resource: Resource, key: string): FieldSpec | undefined =>
  Object.hasOwn(resource.fields, key) ? (resource.fields as Record<string, FieldSpec | undefined>)[key] : undefined;

/**
 * The list URL's query of `params` (widgets-admin §7 "list URL"): `pageNo`, `pageSize`, `column`
 * and `order` (the resource's default sort when none is asked, a field not `sortable` never),
 * the simple filters of fields with `filter` (a `range` as its two ends, date-range.ts), and
 * the advanced query as `superQueryParams` (URL-encoded JSON, as the documented client sends
 * it) with `superQueryMatchType`.
 * Without `pagination` (an export) no page is named.
 */
export function listQueryOf<X extends Resource>(resource: X, params: Omit<GetListParams<X>, 'pagination'> & Partial<Pick<GetListParams<X>, 'pagination'>>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.pageNo = params.pagination.current;
    query.pageSize = params.pagination.pageSize;
  }
  const sorter = params.sorters?.find((s) => fieldOf(resource, s.field)?.sortable);
  query.column = sorter?.field ?? resource.defaultSort.column;
  query.order = sorter?.order ?? resource.defaultSort.order;
  for (const [key, value] of Object.entries(params.filters ?? {}) as [string, string | undefined][]) {
    const text = value?.trim();
    const filter = fieldOf(resource, key)?.filter;
    if (text && filter === 'range') Object.assign(query, rangeQuery(key, text));
    else if (text && filter) query[key] = text;
  }
  const conditions = params.superQuery?.conditions ?? [];
  if (conditions.length) {
    query.superQueryParams = encodeURIComponent(JSON.stringify(conditions.map(({ field, rule, val }) => ({ field, rule, val }))));
    query.superQueryMatchType = params.superQuery?.matchType ?? 'and';
  }
  return query;
}
