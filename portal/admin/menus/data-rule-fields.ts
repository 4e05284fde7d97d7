import { msg } from '@lit/localize';
import { localized } from '../../../shared/i18n/index.ts';
import { $loadedLocale } from '../../../shared/i18n/localization.ts';
import { QUERY_RULES, type DataRuleVariable, type FieldSpec, type Resource } from '../../../shared/kit/index.ts';
import { announcementResource } from '../../../shared/resources/announcement.ts';
import { departRoleResource } from '../../../shared/resources/depart-role.ts';
import { departmentResource } from '../../../shared/resources/department.ts';
import { menuResource } from '../../../shared/resources/menu.ts';
import { permissionGroupResource } from '../../../shared/resources/permission-group.ts';
import { positionResource } from '../../../shared/resources/position.ts';
import { roleResource } from '../../../shared/resources/role.ts';
import { smsOutboxResource } from '../../../shared/resources/sms-outbox.ts';
import { tenantResource } from '../../../shared/resources/tenant.ts';
import { userResource } from '../../../shared/resources/user.ts';
import { maxLengthRule } from '../../../shared/validation/index.ts';
import type { FormFieldConfig } from '../../kit/form-config.ts';
import { ruleText } from '../../kit/query-texts.ts';

/** The kit resources whose pages data rules apply to, by page (the menu's component name). */
const RESOURCES: readonly Resource[] = [
  announcementResource, departRoleResource, departmentResource, menuResource, permissionGroupResource, positionResource,
  roleResource, smsOutboxResource, tenantResource, userResource,
] as unknown as Resource[];

/** The resource a menu's data rules filter: the one whose page is the menu's component name. */
export const resourceOfPage = (componentName: string): Resource | undefined =>
  componentName ? RESOURCES.find((resource) => resource.page === componentName) : undefined;

/** What each variable stands for when the rule applies, in the current language. */
export const variableText = (variable: DataRuleVariable): string => ({
  '#{sys_user_id}': msg('当前用户 ID'),
  '#{sys_user_code}': msg('当前用户账号'),
  '#{sys_org_code}': msg('当前用户部门编码'),
  '#{tenant_id}': msg('当前租户 ID'),
})[variable];

/** The field a rule filters: one of the resource's fields when the menu's page is known, else typed. */
function columnField(resource: Resource | undefined): FormFieldConfig {
  const label = () => msg('规则字段');
  if (!resource) return { key: 'ruleColumn', label, widget: 'input', required: true, maxlength: 64, rules: [maxLengthRule(64)] };
  const fields = Object.entries(resource.fields as Record<string, FieldSpec | undefined>).filter((entry): entry is [string, FieldSpec] => !!entry[1]);
  return {
    key: 'ruleColumn', label, widget: 'select', required: true,
    choices: () => fields.map(([key, field]) => ({ value: key, label: `${localized(field.label, $loadedLocale.get())} (${key})` })),
  };
}

/** The fields of a data rule (widgets-admin §6: field, condition, value, on or off) on a menu whose page is `componentName`. */
export function dataRuleFields(componentName: string): FormFieldConfig[] {
  return [
    { key: 'ruleName', label: () => msg('规则名称'), widget: 'input', required: true, maxlength: 50, rules: [maxLengthRule(50)] },
    columnField(resourceOfPage(componentName)),
    { key: 'ruleConditions', label: () => msg('条件规则'), widget: 'select', required: true, choices: () => QUERY_RULES.map((rule) => ({ value: rule, label: ruleText(rule) })) },
    { key: 'ruleValue', label: () => msg('规则值'), widget: 'input', required: true, maxlength: 500, rules: [maxLengthRule(500)] },
    { key: 'status', label: () => msg('状态'), widget: 'radio', choices: () => [{ value: '1', label: msg('有效') }, { value: '0', label: msg('无效') }] },
  ];
}
