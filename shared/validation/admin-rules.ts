import { msg, str } from '@lit/localize';
import type { FieldRule } from './rules.ts';

/*
 * Field rules of the administration forms (widgets-admin §5). Like every rule here they skip
 * empty values ("uniqueness and rule checks skip empty values"): `required` says what is missing.
 */

/** At least `min` characters: '最小长度N位字符'. */
export const minLengthRule = (min: number): FieldRule => (value) =>
  !value || [...value.trim()].length >= min ? null : msg(str`最小长度${min}位字符`);

/** At most `max` characters: '最大长度N位字符'. */
export const maxLengthRule = (max: number): FieldRule => (value) =>
  !value || [...value.trim()].length <= max ? null : msg(str`最大长度${max}位字符`);

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

/** No Chinese characters (role codes and similar identifiers). */
export const noChineseRule: FieldRule = (value) => (!CHINESE.test(value) ? null : msg('不能输入中文'));

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** A URL that starts with http:// or https:// ("URL fields must start with http(s)"). */
export const httpUrlRule: FieldRule = (value) => (!value.trim() || HTTP_URL.test(value.trim()) ? null : msg('请输入以 http:// 或 https:// 开头的网址'));

/** A code of letters, digits, underscores and hyphens (position codes, dictionary codes). */
export const codeCharsRule: FieldRule = (value) =>
  !value.trim() || /^[A-Za-z0-9_-]+$/.test(value.trim()) ? null : msg('只允许字母、数字、下划线和短横线');

/** A value that must not be blank: '请输入{label}'. */
export const requiredFieldRule = (label: string): FieldRule => (value) => (value.trim() ? null : msg(str`请输入${label}`));

/** A choice that must be made: '请选择{label}'. */
export const requiredChoiceRule = (label: string): FieldRule => (value) => (value.trim() ? null : msg(str`请选择${label}`));
