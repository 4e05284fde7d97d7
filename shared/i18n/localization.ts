import { configureLocalization } from '@lit/localize';
import { atom } from 'nanostores';
import { sourceLocale, targetLocales } from '../../locales/generated/locale-codes.ts';
import type { Locale } from '../schemas/locale.ts';
import { $locale } from '../stores/locale.ts';

type TargetLocale = (typeof targetLocales)[number];

const loaders: Record<TargetLocale, () => Promise<typeof import('../../locales/generated/en.ts')>> = {
  en: () => import('../../locales/generated/en.ts'),
  tc: () => import('../../locales/generated/tc.ts'),
};

/**
 * The locale whose messages `msg()` returns now. It follows `$locale` once that locale's
 * module has loaded, so components that re-render on it always render translated text.
 */
export const $loadedLocale = atom<Locale>(sourceLocale);

let started: Promise<void> | null = null;

/**
 * Configures `@lit/localize` in runtime mode (once per page, whoever asks first) and keeps it
 * in step with `$locale`. Resolves when the stored locale's messages are ready to render.
 */
export function startLocalization(): Promise<void> {
  if (started) return started;
  const { getLocale, setLocale } = configureLocalization({
    sourceLocale,
    targetLocales,
    loadLocale: (locale) => loaders[locale as TargetLocale](),
  });
  started = new Promise((resolve) => {
    $locale.subscribe((locale) => {
      setLocale(locale).then(
        () => {
          if (getLocale() === locale) $loadedLocale.set(locale);
          resolve();
        },
        (error: unknown) => {
          // The previous language stays usable; the next switch tries again.
          console.error(`Could not load the messages of locale '${locale}'`, error);
          resolve();
        },
      );
    });
  });
  return started;
}
