import type { Locale } from '../schemas/locale.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';

/** A {@link LocalizedText} whose `en` and `tc` may be missing (as menu titles' may). */
export type PerLocale = Pick<LocalizedText, 'cn'> & { [L in Exclude<Locale, 'cn'>]?: string | null };

/**
 * The value of `texts` for `locale`, falling back to `cn` when that locale's is missing or
 * blank (portal-shell §2.4: `cn` is the default and the fallback). The one rule for every
 * per-language setting: menu titles, platform name, watermark text, logos.
 */
export function localized(texts: PerLocale, locale: Locale): string {
  const translated = locale === 'cn' ? '' : texts[locale];
  return translated?.trim() ? translated : texts.cn;
}
