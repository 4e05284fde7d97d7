import { msg } from '@lit/localize';
import type { MatchType, QueryRule } from '../../shared/kit/query-rules.ts';

/** The name of an advanced-query rule in the current language (widgets-admin §9). */
export const ruleText = (rule: QueryRule): string => ({
  eq: msg('等于'),
  like: msg('包含'),
  right_like: msg('以…开头'),
  left_like: msg('以…结尾'),
  in: msg('在…中'),
  ne: msg('不等于'),
  gt: msg('大于'),
  ge: msg('大于等于'),
  lt: msg('小于'),
  le: msg('小于等于'),
})[rule];

/** How the conditions combine, in the current language. */
export const matchText = (match: MatchType): string => ({ and: msg('满足所有条件（AND）'), or: msg('满足任一条件（OR）') })[match];
