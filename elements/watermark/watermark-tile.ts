import { formatDateTime } from '../../shared/format/date-time.ts';

/** The watermark's ink: a mid grey, so that §9's 0.15 reads lighter than black text would. */
export const WATERMARK_INK = '#808080';

/** Defaults of portal-shell §9: tile 400×200, font 20 px, opacity 0.15. */
export const WATERMARK_DEFAULTS = { width: 400, height: 200, fontSize: 20, opacity: 0.15 } as const;

/** What one tile shows. */
export interface WatermarkContent {
  username: string;
  text: string;
  /** When the page was shown. */
  time: Date | number;
  ip: string;
}

/**
 * The lines of a tile (portal-shell §2.4): username plus the text, the timestamp as
 * `YYYY/MM/DD HH:mm:ss`, and the IP. Empty lines are left out.
 */
export function watermarkLines({ username, text, time, ip }: WatermarkContent): string[] {
  return [[username, text].filter(Boolean).join(' '), formatDateTime(time), ip].filter((line) => line !== '');
}

/** Parses a tile size written `400x200`; anything else gives the default size. */
export function parseTile(value: string | undefined): { width: number; height: number } {
  const match = /^\s*(\d{2,4})\s*[x×]\s*(\d{2,4})\s*$/.exec(value ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: WATERMARK_DEFAULTS.width, height: WATERMARK_DEFAULTS.height };
}

/** Draws one tile (text turned by -20°, centred) and returns it as a PNG data URL. */
export function drawWatermarkTile(lines: string[], size: { width: number; height: number }, fontSize: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.translate(size.width / 2, size.height / 2);
  context.rotate((-20 * Math.PI) / 180);
  context.font = `${fontSize}px sans-serif`;
  // A mid grey at §9's opacity, not black: tables under the watermark stay readable (issue 23).
  context.fillStyle = WATERMARK_INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lineHeight = fontSize * 1.4;
  const top = (-(lines.length - 1) * lineHeight) / 2;
  lines.forEach((line, index) => context.fillText(line, 0, top + index * lineHeight));
  return canvas.toDataURL('image/png');
}
