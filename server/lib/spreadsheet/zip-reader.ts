import { once } from 'node:events';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl, { type Entry } from 'yauzl';
import { SpreadsheetError } from './spreadsheet-error.ts';

/**
 * Reading a zip held in memory (an uploaded .xlsx, at most the upload limit) with yauzl, the
 * entries inflated by Node's zlib as a stream under {@link UnzipLimits}: whatever sizes the
 * archive declares, no entry and no archive inflates past them, and each check is made as
 * the bytes come out, never after. See docs/decisions.md "Spreadsheets and uploads".
 */

/** One file of the archive, as its central directory lists it. */
export type ZipDirectoryEntry = Entry;

/** What inflating one archive may cost. */
export interface UnzipLimits {
  /** Bytes all the entries read from the archive may inflate to, together. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte an entry may reach once past {@link RATIO_FREE_BYTES}. */
  maxRatio: number;
}

/** An entry's first mebibyte is never refused for its ratio: a tiny part of a few zeros compresses far past any ratio. */
export const RATIO_FREE_BYTES = 2 ** 20;
/** Entries an archive may list: an .xlsx has tens; each listed entry costs memory before anything is inflated. */
export const MAX_ZIP_ENTRIES = 4096;

const mebibytes = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/**
 * An archive being read: its entries, and what has been inflated from it so far, counted
 * against one {@link UnzipLimits} for the whole archive.
 */
export class ZipArchive {
  private inflated = 0;

  private constructor(private readonly zip: yauzl.ZipFile, readonly entries: readonly ZipDirectoryEntry[], readonly limits: UnzipLimits) {}

  /**
   * Opens `bytes` and lists its entries; `null` when it is not a zip or its directory is
   * damaged; a `SpreadsheetError` when it lists more than {@link MAX_ZIP_ENTRIES}. Nothing is
   * inflated yet.
   */
  static async open(bytes: Buffer, limits: UnzipLimits): Promise<ZipArchive | null> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, strictFileNames: false, validateEntrySizes: true });
    } catch {
      return null;
    }
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new SpreadsheetError('spreadsheetTooManyEntries', { limit: MAX_ZIP_ENTRIES });
    const entries: ZipDirectoryEntry[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on('entry', (entry: Entry) => {
          entries.push(entry);
          zip.readEntry();
        });
        zip.once('end', resolve);
        zip.once('error', reject);
        zip.readEntry();
      });
    } catch {
      return null;
    }
    return new ZipArchive(zip, entries, limits);
  }

  /** Bytes inflated from this archive so far. */
  get inflatedBytes(): number {
    return this.inflated;
  }

  /**
   * The inflated bytes of `entry`, in chunks, pulled as they are read (zlib inflates the next
   * while the caller parses the last). Fails with a `SpreadsheetError` as soon as the entry
   * passes `maxBytes`, the archive passes `limits.maxTotalBytes`, or the entry's ratio passes
   * `limits.maxRatio` (past its first mebibyte); on an encrypted entry, one compressed by
   * another method than deflate or store, damaged data, or more bytes than the directory
   * declared. Leaving the loop early (a refusal, or the caller stopped) destroys the streams.
   */
  async* chunks(entry: ZipDirectoryEntry, maxBytes: number): AsyncGenerator<Buffer> {
    if (entry.isEncrypted()) throw new SpreadsheetError('spreadsheetEncrypted');
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new SpreadsheetError('spreadsheetUnreadable');
    const budget = Math.min(maxBytes, this.limits.maxTotalBytes - this.inflated);
    const tooLarge = () => new SpreadsheetError('spreadsheetUnzippedTooLarge', { limit: mebibytes(Math.min(maxBytes, this.limits.maxTotalBytes)) });
    const ratioLimit = Math.max(RATIO_FREE_BYTES, this.limits.maxRatio * entry.compressedSize);
    const tooCompressed = () => new SpreadsheetError('spreadsheetCompressionRatio', { limit: this.limits.maxRatio });
    // What the directory declares is refused before a byte is inflated; what it hides, below.
    if (entry.uncompressedSize > budget) throw tooLarge();
    if (entry.uncompressedSize > ratioLimit) throw tooCompressed();

    let raw: Readable;
    try {
      raw = await this.zip.openReadStreamPromise(entry, { decodeFileData: false });
    } catch {
      throw new SpreadsheetError('spreadsheetUnreadable');
    }
    // Our own inflater rather than yauzl's, so that it is destroyed with the stream when we stop.
    const source: Readable = entry.compressionMethod === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
    raw.once('error', (error) => source.destroy(error));
    let read = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        read += chunk.length;
        this.inflated += chunk.length;
        if (read > budget) throw tooLarge();
        if (read > ratioLimit) throw tooCompressed();
        // A zip bomb's directory lies about the size: more than declared is not this entry.
        if (read > entry.uncompressedSize) throw new SpreadsheetError('spreadsheetUnreadable');
        yield chunk;
      }
    } catch (error) {
      if (error instanceof SpreadsheetError) throw error;
      // zlib's "invalid stored block lengths" and the like: the client's file, not our fault.
      throw new SpreadsheetError('spreadsheetUnreadable');
    } finally {
      raw.destroy();
      source.destroy();
      if (!source.closed) await once(source, 'close').catch(() => {});
    }
    if (read !== entry.uncompressedSize) throw new SpreadsheetError('spreadsheetUnreadable');
  }
}
