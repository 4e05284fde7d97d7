import type { Locale } from '../schemas/locale.ts';

/**
 * Each language named in itself, as language switches show them. Deliberately not passed
 * through `msg()`: a reader must find their own language whatever language is active.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  cn: '简体中文',
  en: 'English',
  tc: '繁體中文',
};

/** The BCP 47 tag of each locale, for `<html lang>` and `Intl` formatting. */
export const BCP47_TAGS: Record<Locale, string> = {
  cn: 'zh-CN',
  en: 'en',
  tc: 'zh-TW',
};
