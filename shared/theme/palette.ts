/** The steps of Shoelace's colour palettes (`--sl-color-primary-50` … `-950`). */
export const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type PaletteStep = (typeof PALETTE_STEPS)[number];

/**
 * How far each step moves from the chosen colour: towards white (positive) or black
 * (negative). Shoelace paints primary buttons, links and focus rings with step 600, so the
 * chosen colour sits there unchanged and the others are shades of it.
 */
export const PALETTE_MIX: Readonly<Record<PaletteStep, number>> = {
  50: 0.95, 100: 0.88, 200: 0.75, 300: 0.58, 400: 0.38, 500: 0.18, 600: 0, 700: -0.16, 800: -0.32, 900: -0.46, 950: -0.6,
};

type Rgb = [number, number, number];

/** Reads `#rgb` or `#rrggbb`; `null` for anything else. */
export function parseHexColor(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function mix(color: Rgb, amount: number): Rgb {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return color.map((channel) => Math.round(channel + (target - channel) * weight)) as Rgb;
}

/**
 * The eleven shades of a primary colour, as `rgb(r g b)` keyed by palette step.
 * An unreadable colour yields `null`, so a bad stored value never half-paints the page.
 */
export function primaryPalette(color: string): Record<PaletteStep, string> | null {
  const rgb = parseHexColor(color);
  if (!rgb) return null;
  const out = {} as Record<PaletteStep, string>;
  for (const step of PALETTE_STEPS) out[step] = `rgb(${mix(rgb, PALETTE_MIX[step]).join(' ')})`;
  return out;
}
