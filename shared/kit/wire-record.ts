import { Type, type TObject, type TProperties } from 'typebox';
import { dictTextKey, type FieldSpec } from './field.ts';

/**
 * A resource's record schema with `<field>_dictText` (optional text) beside every
 * dictionary-coded field: the item's text in the request's language, as JeecgBoot's lists
 * answer it (server/kit/wire-shape.ts fills it in).
 */
export function withDictTexts<R extends TProperties>(record: TObject<R>, fields: Partial<Record<string, FieldSpec>>): TObject<R> {
  const coded = Object.entries(fields).filter(([key, field]) => field?.dictCode && key in record.properties).map(([key]) => key);
  if (!coded.length) return record;
  // The record's own options (additionalProperties, description…) are kept; Type.Object writes the rest.
  const { type: _type, required: _required, properties, '~kind': _kind, ...options } = record as unknown as Record<string, unknown>;
  return Type.Object({
    ...(properties as R),
    ...Object.fromEntries(coded.map((key) => [dictTextKey(key), Type.Optional(Type.String())])),
  }, options) as unknown as TObject<R>;
}
