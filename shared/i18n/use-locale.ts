import { useStore } from '@nanostores/react';
import type { Locale } from '../schemas/locale.ts';
import { $loadedLocale } from './localization.ts';

/**
 * The locale `msg()` renders in. A component that calls `msg()` or `menuTitle()` calls this
 * hook so that it re-renders when the user switches language and the messages have loaded.
 */
export function useLocale(): Locale {
  return useStore($loadedLocale);
}
