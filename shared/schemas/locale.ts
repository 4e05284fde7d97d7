import { Type } from 'typebox';

/** The three interface languages; `cn` is the default and the fallback (portal-shell §9). */
export const LOCALES = ['cn', 'en', 'tc'] as const;
export const LocaleSchema = Type.Union(LOCALES.map((l) => Type.Literal(l)));
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';

/** Narrows any string (a header, a stored value) to a supported locale, falling back to `cn`. */
export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}
