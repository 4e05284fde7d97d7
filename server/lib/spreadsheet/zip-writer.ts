import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';

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

/** The archive passed a limit of the classic zip format (4 GiB per entry or archive, 65,535 entries). */
export class ZipTooLargeError extends Error {
  constructor(what: string) {
    super(`zip too large: ${what} passes the 32-bit limit of the zip format (no ZIP64)`);
    this.name = 'ZipTooLargeError';
  }
}

const UINT32_MAX = 0xffff_ffff;
// Bit 3: sizes and CRC follow the data in a descriptor (they are unknown while streaming);
// bit 11: names are UTF-8.
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** CRC-32 of `data` continuing from `crc`: zlib's own (Node ≥ 20.15), else a table of our own. */
export const crc32: (data: Buffer, crc?: number) => number = typeof zlib.crc32 === 'function' ? zlib.crc32 : crc32Table;

let table: Int32Array | undefined;
/** The reflected CRC-32 (polynomial 0xEDB88320) for Node versions before `zlib.crc32`. */
export function crc32Table(data: Buffer, crc = 0): number {
  table ??= Int32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c;
  });
  let c = ~crc;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS date and time, the only clock a classic zip header has (local time, 2 s steps). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14–25) stay zero: they are in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(entry.crc, 4);
  b.writeUInt32LE(entry.compressed, 8);
  b.writeUInt32LE(entry.size, 12);
  return b;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(entry.crc, 16);
  b.writeUInt32LE(entry.compressed, 20);
  b.writeUInt32LE(entry.size, 24);
  b.writeUInt16LE(entry.name.length, 28);
  b.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([b, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

const asChunks = (content: ZipEntry['content']) => (Buffer.isBuffer(content) ? [content] : content);

/**
 * The bytes of a zip of `entries`, in order, produced as they are read: each entry is
 * deflated as a stream (zlib on libuv's threads) and followed by a data descriptor, so
 * nothing of it is held beyond a chunk. Pulling stops when the consumer stops reading
 * (the generator is advanced only on demand), and returning it closes every source.
 */
async function* zipChunks(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: ZipOptions): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(options.modified ?? new Date());
  const written: Written[] = [];
  let offset = 0;
  const emit = (chunk: Buffer) => {
    offset += chunk.length;
    if (offset > UINT32_MAX) throw new ZipTooLargeError('the archive');
    return chunk;
  };
  for await (const { name, content } of entries) {
    if (written.length === 0xffff) throw new ZipTooLargeError('the number of entries');
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    yield emit(localHeader(entry.name, stamp));
    const measured = async function* () {
      for await (const chunk of asChunks(content)) {
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        if (entry.size > UINT32_MAX) throw new ZipTooLargeError(`entry ${name}`);
        yield chunk;
      }
    };
    const deflate = zlib.createDeflateRaw({ level: options.level ?? 6 });
    // pipeline: an error of the source reaches the loop below through `deflate`, and the loop
    // ending early (consumer gone) destroys `deflate`, which destroys and returns the source.
    // 64 KiB ahead: the next chunk is encoded here while zlib deflates the last on its thread.
    pipeline(Readable.from(measured(), { objectMode: false, highWaterMark: 64 * 1024 }), deflate, () => {});
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      yield emit(chunk);
    }
    yield emit(dataDescriptor(entry));
    written.push(entry);
  }
  const start = offset;
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield emit(directory);
  yield endOfCentralDirectory(written.length, directory.length, start);
}

/**
 * A zip archive of `entries` as a byte stream with flat memory: entries are deflated and
 * sent as they are produced (local headers with data descriptors, as a streaming zip must),
 * and a slow reader slows the producer down. Destroying the stream returns every source
 * iterator, so a database cursor behind an entry closes. Classic zip only (no ZIP64):
 * passing 4 GiB fails the stream with {@link ZipTooLargeError}.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: ZipOptions = {}): Readable {
  return Readable.from(zipChunks(entries, options), { objectMode: false, highWaterMark: 64 * 1024 });
}
