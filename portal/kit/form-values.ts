import type { InputOf, RecordOf, Resource } from '../../shared/kit/index.ts';
import { requiredChoiceRule, requiredFieldRule } from '../../shared/validation/index.ts';
import type { FormConfig, FormErrors, FormFieldConfig, FormValue, FormValues } from './form-config.ts';

const CHOICE_WIDGETS = new Set(['select', 'radio', 'date', 'datetime']);

const emptyOf = (field: FormFieldConfig): FormValue => (field.widget === 'switch' ? false : field.multiple ? [] : '');

/** The values of a new record. */
export function initialValues<X extends Resource>(config: FormConfig<X>): FormValues {
  const empty = Object.fromEntries(config.fields.map((field) => [field.key, emptyOf(field)]));
  return { ...empty, ...config.initial?.() };
}

/** The values of `record` being edited. */
export function valuesOf<X extends Resource>(config: FormConfig<X>, record: RecordOf<X>): FormValues {
  if (config.fromRecord) return config.fromRecord(record);
  const source = record as Record<string, unknown>;
  return Object.fromEntries(config.fields.map((field) => {
    const value = source[field.key];
    if (field.widget === 'switch') return [field.key, value === true];
    if (Array.isArray(value)) return [field.key, value.map(String)];
    return [field.key, value === null || value === undefined ? emptyOf(field) : String(value)];
  }));
}

/** The fields shown for `values`. */
export const visibleFields = <X extends Resource>(config: FormConfig<X>, values: FormValues): FormFieldConfig[] =>
  config.fields.filter((field) => !field.visible || field.visible(values));

/** What add and edit send for `values`: the shown fields, text trimmed (passwords as typed). */
export function inputOf<X extends Resource>(config: FormConfig<X>, values: FormValues): InputOf<X> {
  if (config.toInput) return config.toInput(values);
  const entries = visibleFields(config, values).map((field) => {
    const value = values[field.key];
    return [field.key, typeof value === 'string' && field.widget !== 'password' ? value.trim() : value];
  });
  return Object.fromEntries(entries) as InputOf<X>;
}

/** The first message of one field: required, then its rules (widgets-admin §5: rules skip empty values). */
export function fieldError(field: FormFieldConfig, value: FormValue | undefined): string | null {
  if (Array.isArray(value)) return field.required && value.length === 0 ? requiredChoiceRule(field.label())('') : null;
  if (typeof value !== 'string') return null;
  if (field.required) {
    const message = (CHOICE_WIDGETS.has(field.widget) ? requiredChoiceRule : requiredFieldRule)(field.label())(value);
    if (message) return message;
  }
  for (const rule of field.rules ?? []) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** The messages of every shown field, then of the checks across fields. */
export function formErrors<X extends Resource>(config: FormConfig<X>, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of visibleFields(config, values)) {
    const message = fieldError(field, values[field.key]);
    if (message) errors[field.key] = message;
  }
  for (const [key, message] of Object.entries(config.validate?.(values) ?? {})) {
    if (message && !errors[key]) errors[key] = message;
  }
  return errors;
}
