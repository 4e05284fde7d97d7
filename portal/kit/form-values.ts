import type { InputOf, RecordOf, Resource } from '../../shared/kit/index.ts';
import { confirmPasswordRule, requiredChoiceRule, requiredFieldRule } from '../../shared/validation/index.ts';
import type { FormErrors, FormFieldConfig, FormFile, FormPurpose, FormValue, FormValues, ResolvedForm } from './form-config.ts';

const CHOICE_WIDGETS = new Set(['select', 'radio', 'date', 'datetime']);

const emptyOf = (field: FormFieldConfig): FormValue => (field.widget === 'switch' ? false : field.multiple ? [] : '');

/** The values of a new record. */
export function initialValues<X extends Resource>(config: ResolvedForm<X>): FormValues {
  const empty = Object.fromEntries(config.fields.map((field) => [field.key, emptyOf(field)]));
  return { ...empty, ...config.initial?.() };
}

/** The values of `record` being edited. */
export function valuesOf<X extends Resource>(config: ResolvedForm<X>, record: RecordOf<X>): FormValues {
  if (config.fromRecord) return config.fromRecord(record);
  const source = record as Record<string, unknown>;
  return Object.fromEntries(config.fields.map((field) => {
    const value = source[field.key];
    if (field.widget === 'switch') return [field.key, value === true];
    if (field.widget === 'attachments') return [field.key, Array.isArray(value) ? value.map((file) => ({ ...(file as FormFile) })) : []];
    if (Array.isArray(value)) return [field.key, value.map(String)];
    return [field.key, value === null || value === undefined ? emptyOf(field) : String(value)];
  }));
}

/** The fields shown for `values` when adding or editing (`purpose` absent: both). */
export const visibleFields = <X extends Resource>(config: ResolvedForm<X>, values: FormValues, purpose?: FormPurpose): FormFieldConfig[] =>
  config.fields.filter((field) => (!field.on || !purpose || field.on === purpose) && (!field.visible || field.visible(values)));

/** One field's value as sent: text trimmed (passwords as typed), a number as one. */
function sent(field: FormFieldConfig, value: FormValue | undefined): unknown {
  if (typeof value !== 'string') return value;
  if (field.numeric) return value.trim() ? Number(value.trim()) : undefined;
  return field.widget === 'password' ? value : value.trim();
}

/**
 * What add and edit send for `values`: the shown fields (see `sent`). On edit, `kept` holds
 * the record's values of the keys the form does not show: they go back as they were.
 */
export function inputOf<X extends Resource>(config: ResolvedForm<X>, values: FormValues, purpose?: FormPurpose, kept: Record<string, unknown> = {}): InputOf<X> {
  if (config.toInput) return config.toInput(values);
  const entries = visibleFields(config, values, purpose).map((field) => [field.key, sent(field, values[field.key])]);
  return { ...kept, ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)) } as InputOf<X>;
}

/** The first message of one field: required, then its rules (widgets-admin §5: rules skip empty values), then `sameAs`. */
export function fieldError(field: FormFieldConfig, value: FormValue | undefined, values: FormValues = {}): string | null {
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
  return field.sameAs ? confirmPasswordRule(String(values[field.sameAs] ?? ''))(value) : null;
}

/** The messages of every shown field, then of the checks across fields. */
export function formErrors<X extends Resource>(config: ResolvedForm<X>, values: FormValues, purpose?: FormPurpose): FormErrors {
  const errors: FormErrors = {};
  for (const field of visibleFields(config, values, purpose)) {
    const message = fieldError(field, values[field.key], values);
    if (message) errors[field.key] = message;
  }
  for (const [key, message] of Object.entries(config.validate?.(values) ?? {})) {
    if (message && !errors[key]) errors[key] = message;
  }
  return errors;
}
