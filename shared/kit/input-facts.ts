import type { TSchema } from 'typebox';
import type { LocalizedText } from '../schemas/localized-text.ts';
import type { FieldFormat, FieldSpec } from './field.ts';
import type { InputFieldSpec, Resource } from './resource.ts';

/**
 * What a resource's definition says about one input key, read from its TypeBox schema and
 * its field (or input field) spec: the one source of a form's label, required mark, lengths,
 * pattern, range and choices (issue 23 "One source for each fact").
 */
export interface InputFacts {
  /** The field's label, absent for a key the definition does not name. */
  label?: LocalizedText;
  /** Must be given and not empty: a string of `minLength` ≥ 1 (or a pattern refusing ''), a non-nullable enum or a number without default, a list of `minItems` ≥ 1. */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A pattern beyond "not blank" (`\S`, which `required` says). */
  pattern?: string;
  /** What the definition says a value breaking `pattern` is told, when it has words of its own. */
  patternMessage?: LocalizedText;
  /** A whole number or a number; with its bounds. */
  numeric?: 'integer' | 'number';
  minimum?: number;
  maximum?: number;
  /** The values an enum (or union of literals) allows, nulls left out. */
  values?: string[];
  /** Labels of the values, from the definition's `options`. */
  options?: Record<string, LocalizedText>;
  dictCode?: string;
  /** The schema's default when it is text, or a number's (as text): a new record's value. */
  initial?: string;
  multiple?: boolean;
  /** Most items of a list (its `maxItems`). */
  maxItems?: number;
  secret?: boolean;
  unique?: boolean;
  /** Help under the field and the empty field's placeholder (`FormTexts`). */
  help?: LocalizedText;
  placeholder?: LocalizedText;
  /** The record field's kind, when the key is one. */
  kind?: FieldSpec['kind'];
  /** What the value is when not plain text (`FieldFormat`: richText, attachments, folder), and a folder's space. */
  format?: FieldFormat['format'];
  folderSpace?: string;
}

type Schema = TSchema & {
  type?: string; anyOf?: Schema[]; enum?: unknown[]; const?: unknown; default?: unknown; items?: Schema;
  minLength?: number; maxLength?: number; pattern?: string; minimum?: number; maximum?: number; minItems?: number; maxItems?: number;
};
type ObjectSchema = { properties: Record<string, Schema>; required?: string[] };

const NOT_BLANK = '\\S';

/** The non-null branches of a union, or the schema itself. */
const branches = (schema: Schema): Schema[] => (schema.anyOf ?? [schema]).filter((s) => s.type !== 'null');
const literalsOf = (schema: Schema): string[] | undefined => {
  const values = branches(schema).flatMap((s) => (s.enum ?? ('const' in s ? [s.const] : [undefined])));
  return values.length > 0 && values.every((v) => v !== undefined) ? values.map(String) : undefined;
};

/** The facts of `key` from an object schema (add's input, else edit's) and the definition's specs. */
export function inputFacts(resource: Resource, key: string): InputFacts {
  const field = (resource.fields as Record<string, FieldSpec | undefined>)[key];
  const input = (resource.inputFields as Record<string, InputFieldSpec | undefined> | undefined)?.[key];
  const objects = [resource.input, resource.editInput].filter(Boolean) as unknown as ObjectSchema[];
  const holder = objects.find((o) => o.properties[key]);
  const facts: InputFacts = {
    label: field?.label ?? input?.label, required: false, options: input?.options ?? field?.options, dictCode: field?.dictCode,
    secret: input?.secret, unique: !!field?.unique, kind: field?.kind, patternMessage: field?.patternMessage,
    help: input?.help ?? field?.help, placeholder: input?.placeholder ?? field?.placeholder, format: input?.format ?? field?.format,
    folderSpace: input?.folderSpace ?? field?.folderSpace,
  };
  if (!holder) return facts;
  const schema = holder.properties[key]!;
  const listed = (holder.required ?? []).includes(key);
  const nullable = (schema.anyOf ?? []).some((s) => s.type === 'null');
  const values = literalsOf(schema);
  // A list or its comma-joined text (JeecgBoot's `departIds`) is a list to a form.
  const plain = branches(schema).find((s) => s.type === 'array')
    ?? branches(schema).find((s) => s.type === 'string' || s.type === 'integer' || s.type === 'number');
  // A text default is what a new record's form starts with; so is a plain number's (below). An enum's numeric one (a user's sex 0, 'not given') the server fills.
  if (typeof schema.default === 'string') facts.initial = schema.default;
  if (values) {
    facts.values = values;
    // An enum with a default is optional: the server fills it (a user's sex 0, 'not given').
    facts.required = listed && !nullable && schema.default === undefined;
    return facts;
  }
  if (plain?.type === 'array') {
    facts.multiple = true;
    facts.maxItems = plain.maxItems;
    facts.required = listed && (plain.minItems ?? 0) >= 1;
  } else if (plain?.type === 'integer' || plain?.type === 'number') {
    Object.assign(facts, { numeric: plain.type, minimum: plain.minimum, maximum: plain.maximum });
    // A number's default is a new record's value too (a report's row cap), typed as the form holds it.
    if (typeof schema.default === 'number') facts.initial = String(schema.default);
    facts.required = listed && !nullable && schema.default === undefined;
  } else if (plain?.type === 'string') {
    Object.assign(facts, { minLength: plain.minLength, maxLength: plain.maxLength });
    if (plain.pattern && plain.pattern !== NOT_BLANK) facts.pattern = plain.pattern;
    // A pattern that refuses '' (a mobile number's) asks for a value as `minLength` does.
    const refusesEmpty = (plain.minLength ?? 0) >= 1 || (!!plain.pattern && !new RegExp(plain.pattern, 'u').test(''));
    facts.required = listed && !nullable && schema.default === undefined && refusesEmpty;
  }
  return facts;
}
