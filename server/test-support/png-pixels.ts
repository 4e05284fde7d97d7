import zlib from 'node:zlib';

/** A decoded PNG: its size and RGBA pixels, row after row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** True when `bytes` start with the PNG signature. */
export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(SIGNATURE);

/**
 * The pixels of a PNG as resvg writes it (8-bit RGBA or RGB, not interlaced), for the tests:
 * the IDAT chunks inflated and each scanline's filter undone (PNG spec §9).
 */
export function decodePng(bytes: Buffer): Pixels {
  if (!isPng(bytes)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || (colour !== 6 && colour !== 2) || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour ${colour}, interlace ${interlace})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * 4);
  const line = Buffer.alloc(stride);
  const previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (source[i]! + predicted) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * 4;
      const from = x * channels;
      out[to] = line[from]!;
      out[to + 1] = line[from + 1]!;
      out[to + 2] = line[from + 2]!;
      out[to + 3] = channels === 4 ? line[from + 3]! : 255;
    }
    line.copy(previous);
  }
  return { width, height, rgba: out };
}

/** The share of pixels (0–1) that are not near-white, and how many distinct colours the picture has. */
export function inkOf(pixels: Pixels): { share: number; colours: number } {
  let inked = 0;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.rgba.length; i += 4) {
    const [r, g, b] = [pixels.rgba[i]!, pixels.rgba[i + 1]!, pixels.rgba[i + 2]!];
    if (r < 235 || g < 235 || b < 235) inked++;
    if (colours.size < 10_000) colours.add((r << 16) | (g << 8) | b);
  }
  return { share: inked / (pixels.width * pixels.height), colours: colours.size };
}
