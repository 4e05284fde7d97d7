/** The theme of the settings drawer (portal-shell §2.4): primary colour, colour-weak mode, fixed font. */
export { PALETTE_STEPS, PALETTE_MIX, primaryPalette, parseHexColor, type PaletteStep } from './palette.ts';
export { THEME_FONT, themeVariables, themeCssText } from './theme-css.ts';
export { applyTheme, followTheme, COLOR_WEAK_CLASS, COLOR_WEAK_FILTER } from './apply-theme.ts';
export { SHOELACE_BASE_PATH, iconBasePath } from './icon-base.ts';
export { PRIMARY_COLOR_PROPERTY, hostThemeCssText } from './host-theme-css.ts';
