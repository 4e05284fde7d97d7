import { msg } from '@lit/localize';
import { PASSWORD_POLICY } from '../../shared/schemas/auth.ts';
import { TENANT_STATUS, type tenantResource } from '../../shared/resources/tenant.ts';
import { confirmPasswordRule, maxLengthRule, mobileRule, usernameRule, type FieldRule } from '../../shared/validation/index.ts';
import type { FormConfig, FormValues } from '../kit/form-config.ts';

type Tenant = typeof tenantResource;

// Editing changes the name alone: the state changes by 冻结/解冻, the administrator is a user.
const adding = (values: FormValues) => values.editing !== true;

/** A tenant number: a whole number from 2 (1 is the platform's) to 999999. */
const tenantNumberRule: FieldRule = (value) => {
  const n = Number(value.trim());
  return !value.trim() || (/^\d+$/.test(value.trim()) && n >= 2 && n <= 999_999) ? null : msg('租户编号为 2 到 999999 的整数');
};
/** The first administrator's password meets the policy (widgets-admin §5). */
const passwordRule: FieldRule = (value) => (!value || PASSWORD_POLICY.test(value) ? null : msg('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号'));
const text = (values: FormValues, key: string) => String(values[key] ?? '').trim();

/**
 * The tenant form (widgets-admin §3 "Tenant", §5 "Tenant form requires account, password,
 * confirmation, name, phone"): on add the tenant's number and name and its first
 * administrator; on edit its name. The state is kept as it was.
 */
export const TENANT_FORM: FormConfig<Tenant> = {
  titles: { add: () => msg('新增租户'), edit: () => msg('编辑租户') },
  fields: [
    { key: 'tenantNumber', label: () => msg('租户编号'), widget: 'number', required: true, rules: [tenantNumberRule], visible: adding, row: 'tenant' },
    { key: 'name', label: () => msg('租户名称'), widget: 'input', required: true, maxlength: 100, rules: [maxLengthRule(100)], row: 'tenant' },
    { key: 'username', label: () => msg('用户账号'), widget: 'input', required: true, rules: [usernameRule], visible: adding, helpText: () => msg('租户的第一位管理员') },
    { key: 'password', label: () => msg('密码'), widget: 'password', required: true, rules: [passwordRule], visible: adding, row: 'password', clears: ['confirmPassword'] },
    { key: 'confirmPassword', label: () => msg('确认密码'), widget: 'password', required: true, visible: adding, row: 'password' },
    { key: 'realname', label: () => msg('姓名'), widget: 'input', required: true, maxlength: 50, rules: [maxLengthRule(50)], visible: adding, row: 'person' },
    { key: 'phone', label: () => msg('手机号'), widget: 'input', required: true, rules: [mobileRule], visible: adding, row: 'person' },
  ],
  fromRecord: (tenant) => ({ editing: true, name: tenant.name, status: String(tenant.status) }),
  validate: (values) => (adding(values) ? { confirmPassword: confirmPasswordRule(String(values.password ?? ''))(String(values.confirmPassword ?? '')) ?? undefined } : {}),
  toInput: (values) => (adding(values)
    ? {
      tenantNumber: Number(text(values, 'tenantNumber')), name: text(values, 'name'), status: TENANT_STATUS.normal,
      username: text(values, 'username'), password: String(values.password), confirmPassword: String(values.confirmPassword),
      realname: text(values, 'realname'), phone: text(values, 'phone'),
    }
    // Edit takes the name and the state (`editInput`); the state goes back unchanged.
    : { name: text(values, 'name'), status: Number(values.status) } as never),
};
