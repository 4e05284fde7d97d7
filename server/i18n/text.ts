import type { Locale } from '../../shared/schemas/locale.ts';

/** A message in the three languages. */
export type Text = Record<Locale, string>;
