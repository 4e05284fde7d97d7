import { isBuiltInParam, type BuiltInParam, type ReportParam } from '../../../shared/reports/report-view.ts';
import { badRequest } from '../../lib/app-error.ts';

/** Who views a report, where and in which language: the built-in parameters' values. */
export type Viewer = Record<BuiltInParam, string | number>;

const FORMATS: Record<ReportParam['type'], RegExp> = {
  text: /^[\s\S]{0,200}$/,
  number: /^-?\d{1,15}(\.\d{1,6})?$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
};

/**
 * The bound values of a report's parameters, in the compiled SQL's order: each declared
 * parameter from `given` (else its default), checked against its type and its options; an
 * empty value means "all" (NULL for a number). A bad value is the §5 error naming the filter.
 */
export function bindValues(names: readonly string[], params: readonly ReportParam[], given: Readonly<Record<string, unknown>>, viewer: Viewer): unknown[] {
  const byName = new Map(params.map((p) => [p.name, p]));
  return names.map((name) => {
    if (isBuiltInParam(name)) return viewer[name];
    const param = byName.get(name);
    if (!param) throw badRequest('reportSqlUnknownParam', { name });
    const raw = Object.hasOwn(given, name) ? given[name] : param.defaultValue;
    const value = typeof raw === 'number' ? String(raw) : raw;
    const valid = typeof value === 'string' && (value === '' || (FORMATS[param.type].test(value)
      && (!param.options || param.options.some((option) => option.value === value))));
    if (!valid) throw badRequest('reportParamInvalid', { name: param.label.cn });
    if (param.type === 'number') return value === '' ? null : Number(value);
    return value;
  });
}
