import { Type, type Static } from 'typebox';

/**
 * The rules of an advanced-query condition (widgets-admin §9 "Advanced query rules"):
 * right_like is "starts with", left_like "ends with"; `in` takes a comma-separated list.
 */
export const QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

/** How the conditions of an advanced query combine (`superQueryMatchType`, 'and' by default). */
export const MATCH_TYPES = ['and', 'or'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** The rules that compare text by pattern; they apply to text fields only. */
export const PATTERN_RULES: readonly QueryRule[] = ['like', 'right_like', 'left_like'];

/** At most this many conditions in one advanced query. */
export const MAX_QUERY_CONDITIONS = 20;

/**
 * One condition of `superQueryParams` (widgets-admin §3 "Advanced query item"): the documented
 * client sends more keys (type, dbType, dictCode…), which the server ignores; `val` is text,
 * typed by the field's kind on the server.
 */
export const QueryConditionSchema = Type.Object({
  field: Type.String({ maxLength: 64 }),
  rule: Type.Enum(QUERY_RULES),
  val: Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean()]),
});
export type QueryCondition = Static<typeof QueryConditionSchema>;

/** A saved advanced query, kept in the browser per page (widgets-admin §3 "Saved query"). */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryCondition[];
}
