/** A raster image format an upload may be, as told by its first bytes. */
export interface ImageKind {
  /** The `Content-Type` it is served with. */
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** The extension its stored path ends with (never the client's). */
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ascii = (bytes: Buffer, start: number, text: string) => bytes.subarray(start, start + text.length).toString('latin1') === text;

/**
 * The image format of `bytes` by its magic bytes — PNG, JPEG, GIF (87a, 89a) or WebP (a RIFF
 * file of form WEBP) — or null for anything else: SVG (script in an image), HTML, PDF, a
 * renamed file. The name and the `Content-Type` the client sent are never asked; a browser
 * given `nosniff` and this type shows the bytes as that image or not at all.
 */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 4 && bytes.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
