/** Localisation of elements and portal: `@lit/localize` runtime mode driven by `$locale`. */
export { startLocalization, $loadedLocale } from './localization.ts';
export { useLocale } from './use-locale.ts';
export { menuTitle } from './menu-title.ts';
export { localized, type PerLocale } from './localized.ts';
export { followOptionLabels } from './option-labels.ts';
export { LOCALE_NAMES, BCP47_TAGS } from './locale-names.ts';
