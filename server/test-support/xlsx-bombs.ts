import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { deserialize, serialize } from 'node:v8';
import type { MessageKey } from '../i18n/messages.ts';
import { zipStream, type ZipEntry } from '../lib/spreadsheet/zip-writer.ts';

/**
 * Spreadsheet bombs (issue 21), built with the zip writer the server itself uses (yazl): small
 * .xlsx files whose sheet inflates to hundreds of MiB, each shaped to reach one of the
 * reader's limits. Used by the import tests and `bench/import-bombs.ts`.
 */

/** One bomb: what it is, its bytes, and the refusal the reader must answer. */
export interface XlsxBomb {
  name: string;
  file: Buffer;
  refusal: MessageKey;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SHEET_PATH = 'xl/worksheets/sheet1.xml';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MIB = 2 ** 20;

/** The parts of a one-sheet workbook but the sheet. */
const FRAME: Record<string, string> = {
  '[Content_Types].xml': `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/></Types>',
  '_rels/.rels': `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml': `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">`
    + '<sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** `head`, then `unit` repeated up to `bytes`, then `tail`: made a MiB at a time, never whole. */
async function* repeated(head: string, unit: string, bytes: number, tail: string): AsyncGenerator<Buffer> {
  yield Buffer.from(`${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${head}`);
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor(MIB / unit.length))));
  for (let written = 0; written < bytes; written += block.length) yield block;
  yield Buffer.from(`${tail}</sheetData></worksheet>`);
}

async function workbook(sheet: AsyncIterable<Buffer>): Promise<Buffer> {
  const entries: ZipEntry[] = [...Object.entries(FRAME).map(([name, text]) => ({ name, content: Buffer.from(text) })), { name: SHEET_PATH, content: sheet }];
  return buffer(zipStream(entries, { level: 9 }));
}

/**
 * The file with its sheet's size in the central directory rewritten to lie: 50 times its
 * compressed size at most (under the reader's 100:1 and 64 MiB, so only the limits met while
 * streaming can stop it), as an attacker writes it to pass a check of declared sizes.
 */
function lyingAboutSize(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const name = Buffer.from(SHEET_PATH);
  for (let at = out.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1')); at >= 0; at = out.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'), at - 1)) {
    if (!out.subarray(at + 46, at + 46 + out.readUInt16LE(at + 28)).equals(name)) continue;
    out.writeUInt32LE(Math.min(40 * MIB, 50 * out.readUInt32LE(at + 20)), at + 24);
    return out;
  }
  throw new Error('no sheet in the central directory');
}

/**
 * The six bombs, each of whose sheets inflates to `bytes` (default 500 MiB, as the sweep sent):
 * one cell's text node, one attribute, millions of empty rows, rows of empty cells (those four
 * with a directory that lies about the size), a part of honest size but 1000:1 compression,
 * and the sweep's own file, its size declared.
 */
export async function buildXlsxBombs(bytes = 500 * MIB): Promise<XlsxBomb[]> {
  // Deflating 2 GiB takes seconds of CPU; the bytes are the same every time, so a run's test
  // processes share them through the folder of its dumps (test-support/snapshot.ts).
  const dir = process.env.DKP_TEST_SNAPSHOT_DIR;
  const file = dir ? join(dir, `xlsx-bombs-${bytes}.v8`) : null;
  if (file) {
    try {
      return (deserialize(await readFile(file)) as XlsxBomb[]).map((bomb) => ({ ...bomb, file: Buffer.from(bomb.file) }));
    } catch {
      // Not built yet in this run: built here.
    }
  }
  const bombs = await makeXlsxBombs(bytes);
  if (file) {
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, serialize(bombs));
    await rename(partial, file);
  }
  return bombs;
}

async function makeXlsxBombs(bytes: number): Promise<XlsxBomb[]> {
  const textNode = await workbook(repeated('<row r="1"><c r="A1" t="inlineStr"><is><t>', 'x', bytes, '</t></is></c></row>'));
  return [
    { name: 'text node', file: lyingAboutSize(textNode), refusal: 'spreadsheetTextTooLong' },
    { name: 'attribute', file: lyingAboutSize(await workbook(repeated('<row r="1"><c r="A1" t="', 'x', bytes, '"/></row>'))), refusal: 'spreadsheetTextTooLong' },
    { name: 'empty rows', file: lyingAboutSize(await workbook(repeated('', '<row/>', bytes, ''))), refusal: 'spreadsheetTooManyRowElements' },
    { name: 'empty cells', file: lyingAboutSize(await workbook(repeated('', `<row>${'<c/>'.repeat(100)}</row>`, bytes, ''))), refusal: 'spreadsheetTooManyCells' },
    { name: 'ratio', file: await workbook(repeated('<row r="1"><c r="A1" t="inlineStr"><is><t>', 'x', 48 * MIB, '</t></is></c></row>')), refusal: 'spreadsheetCompressionRatio' },
    { name: 'declared size', file: textNode, refusal: 'spreadsheetUnzippedTooLarge' },
  ];
}
