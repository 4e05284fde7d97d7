import { Type, type Static } from 'typebox';

/** One option of a dictionary (widgets-admin §3 "Dictionary item: text, value"). */
export const DictItemSchema = Type.Object({
  value: Type.String(),
  text: Type.String(),
  title: Type.String(),
  label: Type.String(),
});
export type DictItem = Static<typeof DictItemSchema>;

/**
 * A dictionary code, or a table dictionary `table,textField,codeField` whose names the
 * server checks against its allowlist.
 */
export const DictCodeSchema = Type.String({ minLength: 1, maxLength: 200 });

/** `GET /sys/duplicate/check` query (portal-shell §7). */
export const DuplicateCheckQuerySchema = Type.Object({
  tableName: Type.String({ minLength: 1, maxLength: 64 }),
  fieldName: Type.String({ minLength: 1, maxLength: 64 }),
  fieldVal: Type.Optional(Type.String({ maxLength: 500 })),
  dataId: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String()),
});
export type DuplicateCheckQuery = Static<typeof DuplicateCheckQuerySchema>;
