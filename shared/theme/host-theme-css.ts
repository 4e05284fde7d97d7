import { PALETTE_MIX, PALETTE_STEPS } from './palette.ts';
import { THEME_FONT } from './theme-css.ts';

/** The custom property through which a page gives an element its theme colour. */
export const PRIMARY_COLOR_PROPERTY = '--dkp-color-primary';

/** The colour used when the page sets none: the settings drawer's default preset. */
const DEFAULT_PRIMARY = '#1d3a6e';

/**
 * CSS for an element's shadow root: Shoelace's primary palette computed from
 * `--dkp-color-primary` with `color-mix()`, the same shades as {@link primaryPalette}, so a
 * page themes every element with one property and no script. Declared on `:host`, after
 * Shoelace's theme sheet; `var()` reads the property where the page set it (the element or an
 * ancestor), because a default declared here would shadow an inherited value.
 */
export function hostThemeCssText(): string {
  const primary = `var(${PRIMARY_COLOR_PROPERTY}, ${DEFAULT_PRIMARY})`;
  const shade = (amount: number) =>
    amount === 0 ? primary : `color-mix(in srgb, ${primary}, ${amount > 0 ? 'white' : 'black'} ${Math.round(Math.abs(amount) * 100)}%)`;
  const lines = PALETTE_STEPS.map((step) => `  --sl-color-primary-${step}: ${shade(PALETTE_MIX[step])};`);
  return `:host {\n${lines.join('\n')}\n  --sl-font-sans: ${THEME_FONT.family};\n  font-family: var(--sl-font-sans);\n  font-size: ${THEME_FONT.sizePx}px;\n}\n`;
}
