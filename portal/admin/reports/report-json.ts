import { msg, str } from '@lit/localize';
import { isBuiltInParam, REPORT_PARAM_TYPES, ReportParamSchema, type ReportParam } from '../../../shared/reports/report-view.ts';
import type { LocalizedText } from '../../../shared/schemas/localized-text.ts';

/** What a JSON field of the report form holds: its value, or what is wrong with it (localised). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The value of what was parsed, `fallback` when it could not be. */
export const valueOr = <T>(parsed: Parsed<T>, fallback: T): T => (parsed.ok ? parsed.value : fallback);

/** A name of a parameter or result column, as the server's schema takes it (report-view.ts). */
export const COLUMN_NAME = new RegExp((ReportParamSchema.properties.name as unknown as { pattern: string }).pattern);

const MAX_PARAMS = 20;
const MAX_OPTIONS = 200;
const MAX_VALUE = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocalizedText = (value: unknown): value is LocalizedText =>
  isObject(value) && typeof value.cn === 'string' && value.cn.trim() !== '' && typeof value.en === 'string' && typeof value.tc === 'string';
const isShortText = (value: unknown) => typeof value === 'string' && value.length <= MAX_VALUE;
const fail = <T>(problem: string): Parsed<T> => ({ ok: false, problem });

/** The column-name rule's words, shared by every field naming a column. */
export const columnNameProblem = (name: string) => msg(str`“${name}”须以小写字母开头，只含小写字母、数字和下划线（最多 40 位）`);

function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(msg('不是有效的 JSON，请检查括号、引号和逗号'));
  }
}

/** What is wrong with the `n`th parameter (1-based), given the names before it; null when nothing. */
function paramProblem(param: unknown, n: number, seen: Set<string>): string | null {
  if (!isObject(param)) return msg(str`第 ${n} 个参数须为对象：{"name": …, "type": …, "label": …}`);
  const { name, type, label, defaultValue, options } = param;
  if (typeof name !== 'string' || !COLUMN_NAME.test(name)) return msg(str`第 ${n} 个参数的 name：${columnNameProblem(String(name ?? ''))}`);
  if (isBuiltInParam(name)) return msg(str`参数名“${name}”是内置参数，请换一个名称`);
  if (seen.has(name)) return msg(str`参数名“${name}”重复`);
  if (typeof type !== 'string' || !(REPORT_PARAM_TYPES as readonly string[]).includes(type)) {
    return msg(str`参数“${name}”的 type 须为 ${REPORT_PARAM_TYPES.join(' / ')} 之一`);
  }
  if (!isLocalizedText(label)) return msg(str`参数“${name}”的 label 须为 {"cn": …, "en": …, "tc": …}，cn 不能为空`);
  if (defaultValue !== undefined && !isShortText(defaultValue)) return msg(str`参数“${name}”的 defaultValue 须为文字（最多 100 位）`);
  const badOptions = options !== undefined
    && (!Array.isArray(options) || options.length > MAX_OPTIONS || options.some((o) => !isObject(o) || !isShortText(o.value) || !isLocalizedText(o.label)));
  if (badOptions) return msg(str`参数“${name}”的 options 须为数组（最多 200 项），每项为 {"value": …, "label": {"cn": …, "en": …, "tc": …}}`);
  return null;
}

/**
 * The parameters typed in the report form as JSON: an array (empty text: none) of
 * `{ name, type, label: { cn, en, tc }, defaultValue?, options? }`, checked against the shape
 * the server takes, so that a mistake is told under the field, in the user's language.
 */
export function parseParams(text: string): Parsed<ReportParam[]> {
  if (!text.trim()) return { ok: true, value: [] };
  const json = parseJson(text);
  if (!json.ok) return json;
  if (!Array.isArray(json.value)) return fail(msg('参数须为 JSON 数组，每项是一个参数'));
  if (json.value.length > MAX_PARAMS) return fail(msg(str`最多 ${MAX_PARAMS} 个参数`));
  const seen = new Set<string>();
  for (const [i, param] of json.value.entries()) {
    const problem = paramProblem(param, i + 1, seen);
    if (problem) return fail(problem);
    seen.add((param as { name: string }).name);
  }
  const params = (json.value as Record<string, unknown>[]).map((p) => ({
    name: p.name, type: p.type, label: pickText(p.label as LocalizedText), defaultValue: (p.defaultValue as string | undefined) ?? '',
    ...(p.options ? { options: (p.options as { value: string; label: LocalizedText }[]).map((o) => ({ value: o.value, label: pickText(o.label) })) } : {}),
  }));
  return { ok: true, value: params as ReportParam[] };
}

/**
 * The column titles typed in the report form as JSON: an object (empty text: none) from a
 * result column's name to its title `{ cn, en, tc }`.
 */
export function parseLabels(text: string): Parsed<Record<string, LocalizedText> | undefined> {
  if (!text.trim()) return { ok: true, value: undefined };
  const json = parseJson(text);
  if (!json.ok) return json;
  if (!isObject(json.value)) return fail(msg('列标题须为 JSON 对象：列名对应三种语言的标题'));
  const labels: Record<string, LocalizedText> = {};
  for (const [name, label] of Object.entries(json.value)) {
    if (!COLUMN_NAME.test(name)) return fail(msg(str`列标题的列名：${columnNameProblem(name)}`));
    if (!isLocalizedText(label)) return fail(msg(str`列“${name}”的标题须为 {"cn": …, "en": …, "tc": …}，cn 不能为空`));
    labels[name] = pickText(label);
  }
  return { ok: true, value: labels };
}

/** Only the three languages of a title (extra keys typed in the JSON are not sent). */
function pickText(text: LocalizedText): LocalizedText {
  return { cn: text.cn, en: text.en, tc: text.tc };
}
