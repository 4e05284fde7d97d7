import { DATA_RULE_VARIABLES, type DataRuleInput, type DataRuleVariable } from '../../../shared/kit/data-rule.ts';
import type { FieldSpec } from '../../../shared/kit/field.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { bindCondition } from '../../kit/conditions.ts';
import type { ResourceRegistry } from '../../kit/resource-registry.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { createMenuRepository } from './menu-repository.ts';

/** A value of each variable as it could be at run time, to try a rule before it is saved. */
const SAMPLE_VALUES: Record<DataRuleVariable, string> = {
  '#{sys_user_id}': '00000000-0000-4000-8000-000000000000',
  '#{sys_user_code}': 'admin',
  '#{sys_org_code}': 'A01',
  '#{tenant_id}': '1',
};

/**
 * Refuses, at save time, a data rule that could not apply (JeecgBoot's rules that silently do
 * not: #4667, #5541, #8239): its menu's page must be a kit resource's (`page` = the menu's
 * component name), its column a field of that resource, every `#{…}` in its value one of
 * {@link DATA_RULE_VARIABLES}, and the condition must bind to the field with the variables
 * replaced, exactly as the kit binds it on every read (server/kit/data-rules.ts, conditions.ts).
 */
export async function checkDataRule(db: Executor, resources: ResourceRegistry, rule: DataRuleInput): Promise<void> {
  const page = await createMenuRepository(db).liveComponentName(rule.permissionId);
  if (page === undefined) throw notFound();
  const binding = resources.byPage(page);
  if (!binding || !page) throw badRequest('dataRuleNoResource', { page: page || '-' });
  const fields = binding.resource.fields as Record<string, FieldSpec | undefined>;
  const columns = binding.columns as Record<string, string | undefined>;
  if (!Object.hasOwn(fields, rule.ruleColumn) || !fields[rule.ruleColumn] || !columns[rule.ruleColumn]) {
    throw badRequest('dataRuleColumnInvalid', { name: rule.ruleColumn });
  }
  const unknown = (rule.ruleValue.match(/#\{[^}]*\}?/g) ?? []).find((name) => !Object.hasOwn(SAMPLE_VALUES, name));
  if (unknown) throw badRequest('dataRuleVariableUnknown', { name: unknown, list: DATA_RULE_VARIABLES.join(', ') });
  const sample = rule.ruleValue.replace(/#\{[a-z_]+\}/g, (name) => SAMPLE_VALUES[name as DataRuleVariable]);
  try {
    bindCondition({ field: rule.ruleColumn, rule: rule.ruleConditions, val: sample }, fields, columns);
  } catch (error) {
    if (error instanceof AppError) throw badRequest('dataRuleValueInvalid', { name: rule.ruleColumn });
    throw error;
  }
}
