import { msg, str } from '@lit/localize';
import { PASSWORD_POLICY } from '../schemas/auth.ts';
import { FIELD_RULES } from '../schemas/field-rules.ts';
import type { FieldRule } from './rules.ts';

/*
 * The rules a form derives from its resource's TypeBox input schema (issue 23 "One source for
 * each fact"): the pattern, the numeric range. Like every admin rule they skip empty values.
 */

/** What each pattern of the definitions means to the user; a pattern not named here says '{label}格式不正确'. */
const PATTERN_MESSAGES: Record<string, () => string> = {
  '^[A-Za-z0-9_-]+$': () => msg('只允许字母、数字、下划线和短横线'),
  '^[A-Za-z0-9_-]*$': () => msg('只允许字母、数字、下划线和短横线'),
  '^[A-Za-z0-9_:.-]+$': () => msg('只允许字母、数字、下划线、短横线、冒号和点'),
  '^[^\\u4e00-\\u9fa5\\s]+$': () => msg('不能输入中文'),
  [FIELD_RULES.usernameChars.source]: () => msg('只允许字母、数字、下划线'),
  [FIELD_RULES.mobile.source]: () => msg('请输入正确手机号'),
  [`^$|${FIELD_RULES.email.source}`]: () => msg('邮箱格式不正确'),
};

/**
 * The schema's `pattern` (as its server checks it, on the trimmed value the form sends); its
 * words are the definition's own (`patternMessage`) when it has them, else the pattern's known ones.
 */
export const patternRule = (pattern: string, label: () => string, own?: () => string): FieldRule => {
  const regex = new RegExp(pattern, 'u');
  const message = own ?? PATTERN_MESSAGES[pattern] ?? (() => msg(str`${label()}格式不正确`));
  return (value) => (!value.trim() || regex.test(value.trim()) ? null : message());
};

/** A number within the schema's `minimum` and `maximum` (a whole one for an integer). */
export const numberRangeRule = (label: () => string, integer: boolean, min = -Infinity, max = Infinity): FieldRule => (value) => {
  const v = value.trim();
  const n = Number(v);
  const fine = !v || ((integer ? /^-?\d+$/.test(v) : v !== '' && Number.isFinite(n)) && n >= min && n <= max);
  if (fine) return null;
  if (Number.isFinite(min) && Number.isFinite(max)) return integer ? msg(str`${label()}为 ${min} 到 ${max} 的整数`) : msg(str`${label()}为 ${min} 到 ${max} 的数`);
  return integer ? msg(str`${label()}须为整数`) : msg(str`${label()}须为数字`);
};

/** A password meeting the policy (widgets-admin §5), when one is typed. */
export const passwordPolicyRule: FieldRule = (value) =>
  !value || PASSWORD_POLICY.test(value) ? null : msg('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
