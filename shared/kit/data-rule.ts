import { Type, type Static } from 'typebox';
import { QUERY_RULES } from './query-rules.ts';

/**
 * The variables a data rule's value may name, replaced by the signed-in user's own values
 * when the rule applies (portal-shell §1 "data permissions": the current user, department
 * or tenant). JeecgBoot's names, so rules written for it read the same.
 */
export const DATA_RULE_VARIABLES = ['#{sys_user_id}', '#{sys_user_code}', '#{sys_org_code}', '#{tenant_id}'] as const;
export type DataRuleVariable = (typeof DATA_RULE_VARIABLES)[number];

/** A data rule on a menu (widgets-admin §6): field, condition, value, on or off. */
export const DataRuleSchema = Type.Object({
  id: Type.String(),
  permissionId: Type.String(),
  ruleName: Type.String({ minLength: 1, maxLength: 50 }),
  ruleColumn: Type.String({ minLength: 1, maxLength: 64 }),
  ruleConditions: Type.Enum(QUERY_RULES),
  ruleValue: Type.String({ minLength: 1, maxLength: 500 }),
  /** '1' in force, '0' off. */
  status: Type.Union([Type.Literal('1'), Type.Literal('0')]),
});
export type DataRule = Static<typeof DataRuleSchema>;

/** What adding a data rule takes (`POST /sys/permission/addPermissionRule`); editing takes the whole rule. */
export const DataRuleInputSchema = Type.Omit(DataRuleSchema, ['id']);
/** What adding a data rule takes. */
export type DataRuleInput = Static<typeof DataRuleInputSchema>;
