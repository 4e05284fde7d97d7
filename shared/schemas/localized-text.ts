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
