import zlib from 'node:zlib';
import { SpreadsheetError } from './spreadsheet-error.ts';

/** One file listed in a zip's central directory. */
export interface ZipDirectoryEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  /** General-purpose flags; bit 0 means encrypted. */
  flags: number;
  compressedSize: number;
  /** The size the directory declares once inflated (checked again while inflating). */
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const u64 = (b: Buffer, at: number) => Number(b.readBigUInt64LE(at));

/** Where the directory starts and how many entries it has, from the (ZIP64) end record; null if none. */
function directoryBounds(zip: Buffer): { count: number; offset: number } | null {
  // The end record is 22 bytes plus a comment of at most 65,535, at the very end.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) !== EOCD) continue;
    const count = zip.readUInt16LE(at + 10);
    const offset = zip.readUInt32LE(at + 16);
    if (count !== 0xffff && offset !== 0xffff_ffff) return { count, offset };
    const locator = at - 20;
    if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
    const end = u64(zip, locator + 8);
    if (end + 56 > zip.length || zip.readUInt32LE(end) !== ZIP64_EOCD) return null;
    return { count: u64(zip, end + 32), offset: u64(zip, end + 48) };
  }
  return null;
}

/** Sizes and offset that did not fit 32 bits, from the ZIP64 extra field (id 1), in its fixed order. */
function applyZip64(zip: Buffer, entry: ZipDirectoryEntry, extraStart: number, extraEnd: number): void {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = zip.readUInt16LE(at);
    const length = zip.readUInt16LE(at + 2);
    let field = at + 4;
    if (id === 1) {
      for (const key of ['size', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] === 0xffff_ffff && field + 8 <= at + 4 + length) {
          entry[key] = u64(zip, field);
          field += 8;
        }
      }
    }
    at += 4 + length;
  }
}

/**
 * The entries of a zip held in memory, read from its central directory; `null` when `zip` is not
 * a zip or its directory is damaged. Nothing is inflated.
 */
export function readZipDirectory(zip: Buffer): ZipDirectoryEntry[] | null {
  try {
    return readDirectory(zip);
  } catch {
    // An offset of a damaged directory pointed outside the buffer (RangeError).
    return null;
  }
}

function readDirectory(zip: Buffer): ZipDirectoryEntry[] | null {
  if (zip.length < 22) return null;
  const bounds = directoryBounds(zip);
  if (!bounds) return null;
  const entries: ZipDirectoryEntry[] = [];
  let at = bounds.offset;
  for (let i = 0; i < bounds.count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > zip.length) return null;
    const entry: ZipDirectoryEntry = {
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    };
    applyZip64(zip, entry, at + 46 + nameLength, at + 46 + nameLength + extraLength);
    entries.push(entry);
    at = end;
  }
  return entries;
}

/**
 * The inflated bytes of `entry`, in chunks, pulled as they are read. Stops with a
 * `SpreadsheetError` past `maxBytes` whatever the directory declared (a zip bomb lies), and on
 * an entry that is encrypted, compressed by another method, or damaged.
 */
export async function* zipEntryChunks(zip: Buffer, entry: ZipDirectoryEntry, maxBytes: number): AsyncGenerator<Buffer> {
  const tooLarge = () => new SpreadsheetError('spreadsheetUnzippedTooLarge', { limit: Number((maxBytes / 2 ** 20).toFixed(1)) });
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new SpreadsheetError('spreadsheetUnreadable');
  if (entry.flags & 1) throw new SpreadsheetError('spreadsheetEncrypted');
  if (entry.size > maxBytes) throw tooLarge();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > zip.length) throw new SpreadsheetError('spreadsheetUnreadable');
  if (entry.method === 0) {
    if (data.length > maxBytes) throw tooLarge();
    yield data;
    return;
  }
  if (entry.method !== 8) throw new SpreadsheetError('spreadsheetUnreadable');
  const inflate = zlib.createInflateRaw();
  inflate.end(data);
  let total = 0;
  try {
    // Leaving this loop (too large, or the consumer stopped) destroys the inflater.
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('spreadsheetUnreadable');
  }
}
