import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Font } from 'fontkit';

/** A font that draws Chinese, as the renderers need it. */
export interface CjkFont {
  /** The font file (a .ttc collection or a .ttf/.otf). */
  file: string;
  /** Its family name, for SVG text and resvg's default family. */
  family: string;
  /** Its PostScript name: which face of a collection pdfkit embeds. */
  postscriptName: string;
}

/** No font on this machine draws Chinese: exports would show boxes instead of text. */
export class MissingCjkFontError extends Error {
  constructor() {
    super('No CJK font found for report exports: install one, e.g. on Debian `apt-get install -y fonts-wqy-microhei` (or fonts-noto-cjk)');
    this.name = 'MissingCjkFontError';
  }
}

/**
 * Debian's CJK fonts, in the order preferred: WenQuanYi Micro Hei (5 MB, what CI installs),
 * Zen Hei, then Noto Sans CJK (large, but what many machines already have).
 */
const KNOWN_FONTS: CjkFont[] = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei', postscriptName: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYi Zen Hei', postscriptName: 'WenQuanYiZenHei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC', postscriptName: 'NotoSansCJKsc-Regular' },
];

/** The first font fontconfig knows for Chinese, when fontconfig is there. */
function fromFontconfig(): CjkFont | null {
  const out = spawnSync('fc-list', ['-f', '%{file}|%{family[0]}|%{postscriptname}\n', ':lang=zh'], { encoding: 'utf8', timeout: 5000 });
  if (out.status !== 0 || !out.stdout) return null;
  for (const line of out.stdout.split('\n')) {
    const [file, family, postscriptName] = line.split('|');
    if (file && family && postscriptName && /\.(ttc|ttf|otf)$/i.test(file) && existsSync(file)) return { file, family, postscriptName };
  }
  return null;
}

let found: CjkFont | undefined;
let bytes: Buffer | undefined;

/**
 * The CJK font of this process, looked up once (known Debian paths, then fontconfig) and
 * kept. Throws {@link MissingCjkFontError} naming the Debian package to install when none.
 */
export function cjkFont(): CjkFont {
  if (found) return found;
  const font = KNOWN_FONTS.find((f) => existsSync(f.file)) ?? fromFontconfig();
  if (!font) throw new MissingCjkFontError();
  found = font;
  return font;
}

/** The bytes of {@link cjkFont}, read once per process (pdfkit parses its faces from them). */
export function cjkFontBytes(): Buffer {
  bytes ??= readFileSync(cjkFont().file);
  return bytes;
}

let face: Promise<Font> | undefined;

/**
 * The face of {@link cjkFont} parsed by fontkit, once per process (the outlines of the PNG's
 * text are drawn from it: svg-text-paths.ts). fontkit is loaded on first use.
 */
export function cjkFontFace(): Promise<Font> {
  face ??= import('fontkit').then(({ create }) => {
    const font = cjkFont();
    const parsed = create(cjkFontBytes(), font.postscriptName);
    if (!('layout' in parsed)) throw new Error(`${font.file} holds no face named ${font.postscriptName}`);
    return parsed;
  });
  return face;
}
