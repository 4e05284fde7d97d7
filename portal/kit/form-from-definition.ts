import { msg } from '@lit/localize';
import type { TSchema } from 'typebox';
import { $locale } from '../../shared/stores/index.ts';
import { localized } from '../../shared/i18n/index.ts';
import type { FieldSpec, InputFieldSpec, Resource } from '../../shared/kit/index.ts';
import type { LocalizedText } from '../../shared/schemas/localized-text.ts';
import { codeCharsRule, maxLengthRule, type FieldRule } from '../../shared/validation/index.ts';
import type { FormConfig, FormFieldConfig, FormSpec } from './form-config.ts';

/** The code pattern of most definitions, whose message the kit already has. */
const CODE_PATTERN = '^[A-Za-z0-9_-]+$';

/** A value that must match the definition's pattern: its own message, else the code's, else a general one. */
function patternRule(pattern: string, message: LocalizedText | undefined): FieldRule {
  if (!message && pattern === CODE_PATTERN) return codeCharsRule;
  const matcher = new RegExp(pattern);
  return (value) => (!value.trim() || matcher.test(value.trim()) ? null : message ? localized(message, $locale.get()) : msg('格式不正确'));
}

/**
 * A page's form with what the resource's definition already says filled in (issue 23 "one
 * source for each fact"): a field's label from the definition's field or input-field label, in
 * the current language; `required` when the input schema requires a non-empty value;
 * `maxlength` and its rule from `maxLength`; a rule from `pattern`. What the page states wins:
 * it says only what is particular (widget, order, layout, a wording of its own). Idempotent.
 */
export function formFromDefinition<X extends Resource>(resource: X, spec: FormSpec<X>): FormConfig<X> {
  const schema = resource.input;
  const required = new Set<string>((schema as { required?: string[] }).required ?? []);
  const fields = spec.fields.map((field): FormFieldConfig => {
    const property = schema.properties[field.key] as (TSchema & { minLength?: number; maxLength?: number; pattern?: string }) | undefined;
    const spec = (resource.fields as Record<string, FieldSpec | undefined>)[field.key];
    const text = spec?.label
      ?? (resource.inputFields as Record<string, InputFieldSpec | undefined> | undefined)?.[field.key]?.label;
    const maxlength = field.maxlength ?? property?.maxLength;
    const derivedRules = [
      ...(property?.pattern ? [patternRule(property.pattern, spec?.patternMessage)] : []),
      ...(maxlength ? [maxLengthRule(maxlength)] : []),
    ];
    return {
      ...field,
      label: field.label ?? (() => (text ? localized(text, $locale.get()) : field.key)),
      required: field.required ?? (required.has(field.key) && (property?.minLength ?? 0) >= 1),
      ...(maxlength ? { maxlength } : {}),
      rules: field.rules ?? derivedRules,
    };
  });
  return { ...spec, fields };
}
