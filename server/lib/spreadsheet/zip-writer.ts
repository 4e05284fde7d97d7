import { finished } from 'node:stream/promises';
import { Readable } from 'node:stream';
import yazl from 'yazl';

/** One file of a zip: its name inside the archive and its bytes, whole or as a stream of chunks. */
export interface ZipEntry {
  name: string;
  content: Buffer | AsyncIterable<Buffer> | Iterable<Buffer>;
}

/** How a zip is written. */
export interface ZipOptions {
  /** deflate level, 0–9 (default 6, zlib's own default: see docs/decisions.md "Spreadsheets and uploads"). */
  level?: number;
  /** The modification time stamped on every entry (default: now). */
  modified?: Date;
}

// The next chunk of an entry is made while zlib deflates the last one on libuv's threads.
const READ_AHEAD = 64 * 1024;

/**
 * A zip archive of `entries`, in order, as a byte stream with flat memory, written by yazl:
 * each entry is deflated as a stream (Node's zlib) behind a local header whose sizes follow in
 * a data descriptor, so nothing of it is held beyond a chunk, and a slow reader slows the
 * producer down (yazl pipes with backpressure). An entry is asked of `entries` only once the
 * one before it has been read to its end, so an entry may be made from what the earlier ones
 * produced. A failing entry fails the stream; destroying the stream returns the entry being
 * read (a database cursor behind it closes) and `entries` itself. ZIP64 only where the classic
 * format overflows (an entry or offset past 4 GiB), as yazl decides.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: ZipOptions = {}): Readable {
  const zip = new yazl.ZipFile();
  // A PassThrough, typed by @types/yazl as the older NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  const modified = options.modified ?? new Date();
  let current: Readable | null = null;
  let stopped = false;
  const fail = (error: Error) => {
    if (!output.destroyed) output.destroy(error);
  };
  zip.on('error', fail);
  output.once('close', () => {
    stopped = true;
    current?.destroy();
  });

  void (async () => {
    const iterator = (Symbol.asyncIterator in entries ? entries[Symbol.asyncIterator]() : entries[Symbol.iterator]()) as
      AsyncIterator<ZipEntry> | Iterator<ZipEntry>;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done || stopped) break;
        const { name, content } = next.value;
        current = Readable.from(Buffer.isBuffer(content) ? [content] : content, { objectMode: false, highWaterMark: READ_AHEAD });
        zip.addReadStream(current, name, { compressionLevel: options.level ?? 6, mtime: modified, forceDosTimestamp: true });
        // yazl reports a failing source only as a stalled archive: it is caught here.
        await finished(current);
        current = null;
      }
      if (!stopped) zip.end();
    } catch (error) {
      fail(error as Error);
    } finally {
      if (stopped) await iterator.return?.();
    }
  })();
  return output;
}
