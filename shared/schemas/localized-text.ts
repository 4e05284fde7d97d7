import { Type, type Static } from 'typebox';

/**
 * A setting given in each interface language (portal-shell §1, §2.4: platform name, header
 * title, watermark text, logos). `cn` is the one always there; an empty `en` or `tc` means
 * "as in cn" (see `localized()` in shared/i18n).
 */
export const LocalizedTextSchema = Type.Object({
  cn: Type.String(),
  en: Type.String(),
  tc: Type.String(),
});
export type LocalizedText = Static<typeof LocalizedTextSchema>;

/**
 * The same setting as an administrator gives it: `cn` required, `en` and `tc` optional
 * (left out or empty, they fall back to `cn`).
 */
export const LocalizedTextInputSchema = Type.Object({
  cn: Type.String({ minLength: 1, maxLength: 200 }),
  en: Type.Optional(Type.String({ maxLength: 200 })),
  tc: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false });
export type LocalizedTextInput = Static<typeof LocalizedTextInputSchema>;
