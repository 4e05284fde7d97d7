import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../schemas/locale.ts';
import { storageKey } from './storage-key.ts';

/**
 * The language the user chose (`dkp:locale`), `cn` until they choose. Requests send it as
 * `X-Locale`; `shared/i18n` loads its messages and then publishes `$loadedLocale`.
 */
export const $locale = persistentAtom<Locale>(storageKey('locale'), DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: toLocale,
});

/** Switches the interface language; unknown codes fall back to `cn`. */
export function chooseLocale(locale: string): void {
  $locale.set(toLocale(locale));
}
