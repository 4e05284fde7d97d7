import { buffer } from 'node:stream/consumers';
import { zipStream, type ZipEntry } from '../lib/spreadsheet/zip-writer.ts';

/** Sample uploads, each real enough for its signature: what the file store's tests and bench send. */

/** A small but well-formed PDF (one empty page), padded with a comment to `size` bytes when asked. */
export function samplePdf(size = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'
    + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n';
  const end = '%%EOF\n';
  const padding = Math.max(0, size - body.length - end.length);
  // A comment line of filler: a PDF reader skips it.
  return Buffer.concat([Buffer.from(body), Buffer.from(padding ? `%${'x'.repeat(padding - 2)}\n` : ''), Buffer.from(end)]);
}

const contentTypes = (part: string, type: string) => '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
  + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
  + `<Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;

/** A zip of `entries`. */
export const sampleZip = (entries: ZipEntry[]) => buffer(zipStream(entries));

/** A minimal .docx (its content types and main part). */
export const sampleDocx = () => sampleZip([
  { name: '[Content_Types].xml', content: Buffer.from(contentTypes('word/document.xml', 'wordprocessingml.document')) },
  { name: 'word/document.xml', content: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>') },
]);

/** A minimal .pptx. */
export const samplePptx = () => sampleZip([
  { name: '[Content_Types].xml', content: Buffer.from(contentTypes('ppt/presentation.xml', 'presentationml.presentation')) },
  { name: 'ppt/presentation.xml', content: Buffer.from('<p:presentation/>') },
]);

/** The start of an Office 97–2003 file (the CFB container's signature and header). */
export const sampleCfb = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024 - 8, 0xff)]);

/** The start of a Windows executable (`MZ`, then the PE header's offset and signature). */
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A zip bomb: one entry of `megabytes` MiB of zeros, deflated to about a thousandth of that (never inflated by the store). */
export const sampleZipBomb = (megabytes: number) => sampleZip([{
  name: 'zeros.txt',
  content: (function* zeros() { const mib = Buffer.alloc(2 ** 20); for (let i = 0; i < megabytes; i++) yield mib; })(),
}]);
