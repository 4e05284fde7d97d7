import type { DataRuleVariable } from '../../shared/kit/data-rule.ts';
import { QUERY_RULES, type QueryCondition, type QueryRule } from '../../shared/kit/query-rules.ts';
import { forbidden } from '../lib/app-error.ts';

/** Who a request acts for, as far as data rules read it. */
export interface RuleSubject {
  tenantId: number;
  userId: string;
  username: string;
  orgCode: string;
}

/** A data rule as written on a menu (its value's variables unresolved). */
export interface DataRuleRow {
  id: string;
  rule_column: string;
  rule_condition: string;
  rule_value: string;
}

/** Where the data rules of a user's roles on a page are read (the permission repository, which caches them). */
export interface DataRuleSource {
  dataRules(userId: string, tenantId: number, page: string): Promise<DataRuleRow[]>;
}

/**
 * The data rules in force for a user on a menu page: those of the page's menus given to any
 * of the user's roles in the tenant, as conditions with the variables replaced. All of them
 * apply together (a row must pass every rule), as in JeecgBoot; a rule the kit cannot apply
 * is a refusal, never a rule that silently does not apply (JeecgBoot #4667, #5541, #8239).
 */
export async function dataRulesFor(source: DataRuleSource, page: string, subject: RuleSubject): Promise<QueryCondition[]> {
  const rows = await source.dataRules(subject.userId, subject.tenantId, page);
  return rows.map((row) => {
    if (!(QUERY_RULES as readonly string[]).includes(row.rule_condition)) throw forbidden('dataRuleInvalid');
    return { field: row.rule_column, rule: row.rule_condition as QueryRule, val: resolveVariables(row.rule_value, subject) };
  });
}

/** A rule value with each `#{…}` variable replaced by the subject's own value. */
export function resolveVariables(value: string, subject: RuleSubject): string {
  const values: Record<DataRuleVariable, string> = {
    '#{sys_user_id}': subject.userId,
    '#{sys_user_code}': subject.username,
    '#{sys_org_code}': subject.orgCode,
    '#{tenant_id}': String(subject.tenantId),
  };
  return value.replace(/#\{[a-z_]+\}/g, (name) => {
    if (!Object.hasOwn(values, name)) throw forbidden('dataRuleInvalid');
    return values[name as DataRuleVariable];
  });
}
