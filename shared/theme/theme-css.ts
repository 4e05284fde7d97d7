import { primaryPalette, PALETTE_STEPS } from './palette.ts';

/**
 * The fixed font of the settings drawer (portal-shell §2.4 "font fixed (microsoft yahei,
 * size 14)"), with fallbacks for machines that lack it.
 */
export const THEME_FONT = {
  family: "'Microsoft YaHei', '微软雅黑', 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', -apple-system, 'Segoe UI', Roboto, sans-serif",
  sizePx: 14,
} as const;

/**
 * The CSS custom properties a primary colour sets: DKP's own (`--dkp-primary`,
 * `--dkp-primary-light`, `--dkp-primary-dark`) and Shoelace's primary palette, so every
 * Shoelace part follows; plus the fixed font. Empty when the colour cannot be read.
 */
export function themeVariables(color: string): Record<string, string> {
  const palette = primaryPalette(color);
  if (!palette) return {};
  const vars: Record<string, string> = {
    '--dkp-primary': palette[600],
    // What embedded elements read (shared/theme/host-theme-css.ts), so elements in the portal follow its theme.
    '--dkp-color-primary': palette[600],
    '--dkp-primary-light': palette[100],
    '--dkp-primary-dark': palette[800],
    '--dkp-font-size': `${THEME_FONT.sizePx}px`,
    '--sl-font-sans': THEME_FONT.family,
  };
  for (const step of PALETTE_STEPS) vars[`--sl-color-primary-${step}`] = palette[step];
  return vars;
}

/**
 * The theme of `color` as CSS text for a stylesheet, declared on `:root` and `:host` so that
 * an element can adopt it into its shadow root after Shoelace's theme sheet.
 */
export function themeCssText(color: string): string {
  const body = Object.entries(themeVariables(color))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `:root, :host {\n${body}\n}\n`;
}
