import { msg, str } from '@lit/localize';
import { PASSWORD_POLICY } from '../schemas/auth.ts';
import { FIELD_RULES } from '../schemas/field-rules.ts';

/** A field check: the localised message of the first broken rule, or null when the value passes. */
export type FieldRule = (value: string) => string | null;

/** Mobile on login-related forms (portal-shell §5). */
export const mobileRule: FieldRule = (value) =>
  !value.trim() ? msg('请输入手机号') : FIELD_RULES.mobile.test(value.trim()) ? null : msg('请输入正确手机号');

/** Username: required, letters/digits/underscore, 4–18 characters (portal-shell §5). */
export const usernameRule: FieldRule = (value) => {
  const v = value.trim();
  if (!v) return msg('请输入用户名');
  if (!FIELD_RULES.usernameChars.test(v)) return msg('只允许字母、数字、下划线');
  const { min, max } = FIELD_RULES.usernameLength;
  if (v.length < min || v.length > max) return msg(str`用户名长度为${min}到${max}个字符`);
  return null;
};

/** E-mail: optional, valid when given (portal-shell §5). */
export const emailRule: FieldRule = (value) =>
  !value.trim() || FIELD_RULES.email.test(value.trim()) ? null : msg('邮箱格式不正确');

/** A new password: required and meeting the policy (portal-shell §5). */
export const newPasswordRule: FieldRule = (value) =>
  !value ? msg('请输入新密码') : PASSWORD_POLICY.test(value) ? null : msg('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');

/** The old password on a change (portal-shell §5). */
export const oldPasswordRule: FieldRule = (value) => (value ? null : msg('请输入旧密码'));

/** The confirmation must repeat the new password (portal-shell §5). */
export const confirmPasswordRule = (password: string): FieldRule => (value) =>
  !value ? msg('请确认密码') : value === password ? null : msg('两次输入的密码不一样！');

/** A six-digit SMS code. */
export const smsCodeRule: FieldRule = (value) =>
  !value.trim() ? msg('请输入短信验证码') : FIELD_RULES.smsCode.test(value.trim()) ? null : msg('验证码为6位数字');

/** Runs `rules` over `values`; answers the messages of the fields that fail. */
export function validateFields<K extends string>(values: Record<K, string>, rules: Partial<Record<K, FieldRule>>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key]?.(values[key] ?? '');
    if (message) errors[key] = message;
  }
  return errors;
}

/** A field that must not be blank, with its own message (e.g. '请输入用户名'). */
export const requiredRule = (message: () => string): FieldRule => (value) => (value.trim() ? null : message());
