import type { Locale } from '../schemas/locale.ts';
import type { MenuMeta } from '../schemas/permission.ts';

/** A menu item's title in `locale`: `titleEN` or `titleTC` when set, else the Chinese `title`. */
export function menuTitle(meta: Pick<MenuMeta, 'title' | 'titleEN' | 'titleTC'>, locale: Locale): string {
  const translated = locale === 'en' ? meta.titleEN : locale === 'tc' ? meta.titleTC : '';
  return translated?.trim() ? translated : meta.title;
}
