import { computed } from 'nanostores';
import { localized } from '../i18n/localized.ts';
import { $loadedLocale } from '../i18n/localization.ts';
import { $personalize } from './personalize.ts';

/** The tenant's platform name, watermark text and header logo in one language. */
export interface Brand {
  headerTitle: string;
  watermark: string;
  logo: string;
}

/**
 * The personalisation's texts and logo in the language the interface shows now, each
 * falling back to its cn value (portal-shell §2.4); follows a language switch without a new
 * request. `null` until the personalisation has loaded; a value may be '' when the tenant
 * set none, and the component then shows the portal's own name.
 */
export const $brand = computed([$personalize, $loadedLocale], (personalize, locale): Brand | null => personalize && {
  headerTitle: localized(personalize.headerTitle, locale),
  watermark: localized(personalize.watermark, locale),
  logo: localized(personalize.logo, locale),
});
