import { $settings, type Settings } from '../stores/settings.ts';
import { themeVariables } from './theme-css.ts';

/** The class the colour-weak mode puts on the document root. */
export const COLOR_WEAK_CLASS = 'dkp-color-weak';
/** The usual colour-weak filter (portal-shell §2.4 "colour-weak mode"). */
export const COLOR_WEAK_FILTER = 'invert(80%)';

/**
 * Applies the theme part of `settings` to `root` (the document's `<html>` by default):
 * the primary colour's custom properties, inline so they win over Shoelace's `:root` sheet,
 * and the colour-weak class and filter.
 */
export function applyTheme(settings: Pick<Settings, 'primaryColor' | 'colorWeak'>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(settings.primaryColor))) root.style.setProperty(name, value);
  const weak = settings.colorWeak === 'true';
  root.classList.toggle(COLOR_WEAK_CLASS, weak);
  // On <html> the filter covers the whole page without making it the box of fixed elements.
  root.style.filter = weak ? COLOR_WEAK_FILTER : '';
}

/**
 * Keeps the page's theme in step with `$settings` (at once and on every change, including
 * changes made in another tab). Returns the function that stops following.
 */
export function followTheme(root: HTMLElement = document.documentElement): () => void {
  return $settings.subscribe((settings) => applyTheme(settings, root));
}
