import type { MessageKey } from '../../i18n/messages.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { ZipArchive, type UnzipLimits } from './zip-reader.ts';

/**
 * What a file is, by its content (never its name or the browser's MIME type):
 * - `xlsx`: a zip whose entries include `[Content_Types].xml` and `xl/workbook.xml`;
 * - `xls`: an OLE compound file (magic D0 CF 11 E0 A1 B1 1A E1), Excel 97-2003;
 * - `encrypted`: an OLE compound file holding an `EncryptedPackage`, which is how Excel saves
 *   an .xlsx with a password (telling the user to save as .xlsx would not help);
 * - `damaged`: starts as a zip, but its directory cannot be read;
 * - `other`: anything else (a renamed text file, a .docx, an .xlsb, a PDF…).
 */
export type SpreadsheetKind = 'xlsx' | 'xls' | 'encrypted' | 'damaged' | 'other';

const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** The kind of `bytes` and, for an xlsx, its archive opened within `limits` (nothing inflated yet). */
export async function sniffSpreadsheet(bytes: Buffer, limits: UnzipLimits): Promise<{ kind: SpreadsheetKind; archive: ZipArchive | null }> {
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) return { kind: bytes.includes(ENCRYPTED_PACKAGE) ? 'encrypted' : 'xls', archive: null };
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return { kind: 'other', archive: null };
  const archive = await ZipArchive.open(bytes, limits);
  if (!archive) return { kind: 'damaged', archive: null };
  const names = new Set(archive.entries.map((e) => e.fileName.toLowerCase()));
  return names.has('[content_types].xml') && names.has('xl/workbook.xml') ? { kind: 'xlsx', archive } : { kind: 'other', archive: null };
}

const REFUSAL: Record<Exclude<SpreadsheetKind, 'xlsx'>, MessageKey> = {
  xls: 'spreadsheetXls',
  encrypted: 'spreadsheetEncrypted',
  damaged: 'spreadsheetUnreadable',
  other: 'spreadsheetNotXlsx',
};

/**
 * The archive of `bytes` when it is an .xlsx, opened within `limits`; otherwise a
 * `SpreadsheetError` (400) whose message tells the user what to do: save an .xls as .xlsx,
 * remove a password, send an .xlsx.
 */
export async function openXlsx(bytes: Buffer, limits: UnzipLimits): Promise<ZipArchive> {
  const { kind, archive } = await sniffSpreadsheet(bytes, limits);
  if (kind !== 'xlsx') throw new SpreadsheetError(REFUSAL[kind]);
  return archive!;
}
