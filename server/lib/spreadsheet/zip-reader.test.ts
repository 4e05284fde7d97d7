import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { MAX_ZIP_ENTRIES, ZipArchive, type UnzipLimits } from './zip-reader.ts';
import { zipStream } from './zip-writer.ts';

const LIMITS: UnzipLimits = { maxTotalBytes: 8 * 2 ** 20, maxRatio: 100 };
const refusedWith = (key: string) => (error: unknown) => error instanceof SpreadsheetError && error.key === key;
const zipOf = (entries: Record<string, string | Buffer>) =>
  buffer(zipStream(Object.entries(entries).map(([name, content]) => ({ name, content: Buffer.from(content) }))));

async function read(archive: ZipArchive, name: string, maxBytes = 2 ** 20): Promise<Buffer> {
  const entry = archive.entries.find((e) => e.fileName === name)!;
  const chunks: Buffer[] = [];
  for await (const chunk of archive.chunks(entry, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The offsets of the central directory record and local header of `name`. */
function headersOf(zip: Buffer, name: string): { central: number; local: number } {
  const signature = Buffer.from('PK\x01\x02', 'latin1');
  for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 4)) {
    if (zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)) === name) return { central: at, local: zip.readUInt32LE(at + 42) };
  }
  throw new Error(`no ${name}`);
}

describe('ZipArchive: a zip held in memory, read through yauzl within limits', () => {
  it('reads back what the writer wrote, entries in order, [Content_Types].xml first', async () => {
    const archive = await ZipArchive.open(await zipOf({ '[Content_Types].xml': '<Types/>', 'xl/a.xml': '文字'.repeat(1000) }), LIMITS);
    assert.deepEqual(archive!.entries.map((e) => e.fileName), ['[Content_Types].xml', 'xl/a.xml']);
    assert.equal((await read(archive!, 'xl/a.xml')).toString(), '文字'.repeat(1000));
    assert.equal(archive!.inflatedBytes, Buffer.byteLength('文字'.repeat(1000)));
  });

  it('answers null for what is not a zip or a damaged directory', async () => {
    assert.equal(await ZipArchive.open(Buffer.from('not a zip at all'), LIMITS), null);
    const zip = await zipOf({ a: 'x' });
    assert.equal(await ZipArchive.open(zip.subarray(0, zip.length - 10), LIMITS), null);
  });

  it('refuses a zip listing more entries than an .xlsx could need, before reading them', async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`e${i}`, '']));
    await assert.rejects(ZipArchive.open(await zipOf(many), LIMITS), refusedWith('spreadsheetTooManyEntries'));
  });

  it('refuses an encrypted entry, another compression method and damaged deflate data, each with its message', async () => {
    const zip = await zipOf({ a: 'hello '.repeat(100), b: 'world '.repeat(100), c: 'again '.repeat(100) });
    const encrypted = Buffer.from(zip);
    for (const [offset, at] of [[8, headersOf(zip, 'a').central], [6, headersOf(zip, 'a').local]] as const) {
      encrypted.writeUInt16LE(encrypted.readUInt16LE(at + offset) | 1, at + offset);
    }
    await assert.rejects(read((await ZipArchive.open(encrypted, LIMITS))!, 'a'), refusedWith('spreadsheetEncrypted'));
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, headersOf(zip, 'b').central + 10);
    bzip2.writeUInt16LE(12, headersOf(zip, 'b').local + 8);
    await assert.rejects(read((await ZipArchive.open(bzip2, LIMITS))!, 'b'), refusedWith('spreadsheetUnreadable'));
    const damaged = Buffer.from(zip);
    const { local } = headersOf(zip, 'c');
    damaged.fill(0xff, local + 30 + 1, local + 30 + 1 + 8);
    await assert.rejects(read((await ZipArchive.open(damaged, LIMITS))!, 'c'), refusedWith('spreadsheetUnreadable'));
  });

  it('refuses by what the directory declares before inflating, and counts every part against the total', async () => {
    const zip = await zipOf({ small: 'a'.repeat(600_000), big: Buffer.alloc(3 * 2 ** 20, 'b') });
    const archive = (await ZipArchive.open(zip, { maxTotalBytes: 2 ** 20, maxRatio: 100 }))!;
    await assert.rejects(read(archive, 'big', 8 * 2 ** 20), refusedWith('spreadsheetUnzippedTooLarge'));
    assert.equal(archive.inflatedBytes, 0, 'nothing inflated');
    assert.equal((await read(archive, 'small')).length, 600_000);
    // The second reading of the same part passes the file's total.
    await assert.rejects(read(archive, 'small'), refusedWith('spreadsheetUnzippedTooLarge'));
    const ratio = (await ZipArchive.open(zip, { maxTotalBytes: 8 * 2 ** 20, maxRatio: 100 }))!;
    await assert.rejects(read(ratio, 'big', 8 * 2 ** 20), refusedWith('spreadsheetCompressionRatio'));
    assert.equal(ratio.inflatedBytes, 0, 'nothing inflated');
  });
});
