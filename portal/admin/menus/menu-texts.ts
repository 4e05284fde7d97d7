import { msg } from '@lit/localize';
import { localized } from '../../../shared/i18n/index.ts';
import { $loadedLocale } from '../../../shared/i18n/localization.ts';
import type { Menu } from '../../../shared/resources/menu.ts';
import type { Choice } from '../../kit/list-config.ts';

/** The menu types (portal-shell §3: 0 first-level, 1 submenu, 2 button) as the form's values. */
export const MENU_TYPE_VALUES = ['0', '1', '2'] as const;

/** A menu type's name in the current language. */
export const menuTypeText = (type: number | string): string =>
  ({ 0: msg('一级菜单'), 1: msg('子菜单'), 2: msg('按钮/权限') })[Number(type) as 0 | 1 | 2] ?? '';

/** The menu types to choose from. */
export const menuTypeChoices = (): Choice[] => MENU_TYPE_VALUES.map((value) => ({ value, label: menuTypeText(value) }));

/** A menu's name in the current language: its English or traditional name when set, else the Chinese. */
export const menuName = (menu: Pick<Menu, 'name' | 'nameEn' | 'nameTc'>): string =>
  localized({ cn: menu.name, en: menu.nameEn, tc: menu.nameTc }, $loadedLocale.get());
