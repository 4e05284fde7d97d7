import type { Locale } from '../schemas/locale.ts';
import type { MenuMeta } from '../schemas/permission.ts';
import { localized } from './localized.ts';

/** A menu item's title in `locale`: `titleEN` or `titleTC` when set, else the Chinese `title`. */
export function menuTitle(meta: Pick<MenuMeta, 'title' | 'titleEN' | 'titleTC'>, locale: Locale): string {
  return localized({ cn: meta.title, en: meta.titleEN, tc: meta.titleTC }, locale);
}
