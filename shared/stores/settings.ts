import { atom } from 'nanostores';
import { persistentMap } from '@nanostores/persistent';
import { storageKey } from './storage-key.ts';

/** The five theme presets of the settings drawer (portal-shell §2.4), by name, with their colours. */
export const THEME_PRESETS = {
  default: '#1d3a6e',
  azure: '#1890ff',
  volcano: '#fa541c',
  lively: '#13c2c2',
  tranquil: '#722ed1',
} as const;
export type ThemePreset = keyof typeof THEME_PRESETS;

/** Theme and layout settings (portal-shell §3 "Theme settings"), kept across reloads. */
export type Settings = {
  /** The primary colour as `#rrggbb`: a preset's or a custom one. Default dark navy. */
  primaryColor: string;
  navTheme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  /** 'Fluid' applies only with the top-menu layout (portal-shell §2.4). */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: 'true' | 'false';
  fixedSidebar: 'true' | 'false';
  autoHideHeader: 'true' | 'false';
  colorWeak: 'true' | 'false';
  multiTab: 'true' | 'false';
  /** A short beep when a notice or announcement is pushed (portal-shell §4); off unless turned on. */
  noticeSound: 'true' | 'false';
};

/** Defaults of portal-shell §3: dark navy, light navigation, side menu, fixed width. */
export const DEFAULT_SETTINGS: Settings = {
  primaryColor: THEME_PRESETS.default,
  navTheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: 'true',
  fixedSidebar: 'true',
  autoHideHeader: 'false',
  colorWeak: 'false',
  multiTab: 'true',
  noticeSound: 'false',
};

/** The settings (`dkp:settings:*` in local storage; flags stored as 'true'/'false'). */
export const $settings = persistentMap<Settings>(storageKey('settings:'), { ...DEFAULT_SETTINGS });

/** Changes one setting. */
export function changeSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  $settings.set({ ...$settings.get(), [key]: value });
}

/** Full-screen mode hides header and menu (portal-shell §2.4); not kept across reloads. */
export const $fullscreen = atom(false);
