import { $loadedLocale, localized } from '../../shared/i18n/index.ts';
import { inputFacts, type InputFacts, type Resource } from '../../shared/kit/index.ts';
import type { LocalizedText } from '../../shared/schemas/localized-text.ts';
import { maxLengthRule, minLengthRule, numberRangeRule, patternRule, type FieldRule } from '../../shared/validation/index.ts';
import type { FormConfig, FormFieldConfig, FormFieldDecl, FormValues, FormWidget, ResolvedForm } from './form-config.ts';
import type { Choice } from './list-config.ts';
import { CronPreview, quartzRule } from './cron-rule.tsx';
import { createElement } from 'react';

/** A definition's text in the language the messages are loaded in (the form re-renders on a switch: `useLocale`). */
export const textOf = (text: LocalizedText): string => localized(text, $loadedLocale.get());

/** The choices of a fixed set: each value with its definition's text, or the value itself when it has none. */
export const optionChoices = (values: string[], options: Record<string, LocalizedText> | undefined): Choice[] =>
  values.map((value) => ({ value, label: options?.[value] ? textOf(options[value]) : value }));

/** The widget a field gets when its page names none. */
function widgetOf(facts: InputFacts): FormWidget {
  if (facts.format) return facts.format;
  if (facts.dictCode || facts.values || facts.options || facts.multiple) return 'select';
  if (facts.secret) return 'password';
  if (facts.numeric) return 'number';
  if (facts.kind === 'datetime' || facts.kind === 'date') return facts.kind;
  if (facts.kind === 'boolean') return 'switch';
  return 'input';
}

/** The rules the schema implies, in the order they speak: pattern, lengths, range. */
function rulesOf(facts: InputFacts, label: () => string): FieldRule[] {
  const rules: FieldRule[] = [];
  if (facts.pattern) rules.push(patternRule(facts.pattern, label, facts.patternMessage && (() => textOf(facts.patternMessage!))));
  if ((facts.minLength ?? 0) > 1) rules.push(minLengthRule(facts.minLength!));
  if (facts.maxLength !== undefined) rules.push(maxLengthRule(facts.maxLength));
  if (facts.numeric) rules.push(numberRangeRule(label, facts.numeric === 'integer', facts.minimum, facts.maximum));
  return rules;
}

/**
 * One field of a form, from the resource's definition and what its page declares
 * (issue 23 "One source for each fact"): label (the field's, else the input field's), required,
 * `maxlength`, the rules of pattern, lengths and range, a dictionary or the enum's choices,
 * uniqueness, help and placeholder; the page's declaration wins where it says otherwise, and its own rules (the more
 * particular: '不能输入中文' before the pattern's message) speak before the derived ones.
 */
export function resolveField(resource: Resource, decl: FormFieldDecl): FormFieldConfig & { initial?: string } {
  const given = typeof decl === 'string' ? { key: decl } : decl;
  const facts = inputFacts(resource, given.key);
  const label = given.label ?? (facts.label ? () => textOf(facts.label!) : () => given.key);
  const values = facts.values ?? (facts.options ? Object.keys(facts.options) : undefined);
  const ownChoices = given.choices || given.loadChoices || given.dictCode;
  const widget = given.widget ?? (ownChoices ? 'select' : widgetOf(facts));
  // A cron field is checked as Quartz reads it and shows its next fire times (push plans; jobs show them in the server's zone).
  const cron = widget === 'cron'
    ? { rules: [quartzRule], below: (values: FormValues) => createElement(CronPreview, { expression: String(values[given.key] ?? '') }) }
    : { rules: [] };
  return {
    below: cron.below,
    required: facts.required, maxlength: facts.maxLength, unique: facts.unique, dictCode: facts.dictCode, multiple: facts.multiple, maxItems: facts.maxItems,
    numeric: !!facts.numeric, initial: facts.initial, folderSpace: facts.folderSpace,
    helpText: facts.help && (() => textOf(facts.help!)), placeholder: facts.placeholder && (() => textOf(facts.placeholder!)),
    choices: values && !ownChoices && !facts.dictCode ? () => optionChoices(values, facts.options) : undefined,
    ...given,
    label,
    widget,
    rules: [...(given.rules ?? []), ...cron.rules, ...rulesOf(facts, label)],
  };
}

/** A page's form with every field complete; a new record starts from the schema's defaults, then the page's `initial`. */
export function resolveForm<X extends Resource>(resource: X, config: FormConfig<X>): ResolvedForm<X> {
  const fields = config.fields.map((decl) => resolveField(resource, decl));
  const defaults: FormValues = Object.fromEntries(fields.flatMap((f) => (f.initial !== undefined && !f.multiple && f.widget !== 'switch' ? [[f.key, f.initial]] : [])));
  return { ...config, fields, initial: () => ({ ...defaults, ...config.initial?.() }) };
}
