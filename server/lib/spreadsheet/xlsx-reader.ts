import type { Readable } from 'node:stream';
import { EXCEL_MAX_CELL_CHARS, EXCEL_MAX_COLUMNS, columnName, parseWallClock, wallClockOfSerial } from './excel-values.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { xlsxEntriesOf } from './spreadsheet-kind.ts';
import { readDateStyles, readSharedStrings, readWorkbookLayout, unescapeExcelText, type XlsxPackage } from './xlsx-parts.ts';
import { parseXmlChunks, type XmlHandler } from './xml-events.ts';
import { zipEntryChunks } from './zip-reader.ts';

/**
 * A value read from a cell. A date comes as a `Date` whose UTC fields are the wall clock the
 * sheet shows (a spreadsheet has no time zone): `getUTCHours()` of 09:30 is 9.
 */
export type SheetValue = string | number | boolean | Date | null;

/** A data row: its row number as Excel shows it, and its values keyed by the header texts. */
export interface XlsxRow {
  rowNumber: number;
  /** Every header is a key (`null` for an empty cell); a prototype-free object, so any header text is safe as a key. */
  values: Record<string, SheetValue>;
}

/** Limits of {@link readXlsxRows}. */
export interface ReadXlsxOptions {
  /** Data rows at most; one more fails with `spreadsheetTooManyRows`. */
  maxRows: number;
  /** Bytes of the file at most when it comes as a stream (default 10 MiB, the upload limit). */
  maxBytes?: number;
  /** Bytes of the sheet's XML at most once inflated (default 512 MiB): what a zip bomb can cost. */
  maxUnzippedBytes?: number;
}

/** Default of {@link ReadXlsxOptions.maxBytes}. */
export const XLSX_READ_MAX_BYTES = 10 * 2 ** 20;
const DEFAULT_MAX_UNZIPPED = 512 * 2 ** 20;

async function collect(input: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new SpreadsheetError('uploadTooLarge', { limit: Number((maxBytes / 2 ** 20).toFixed(1)) }, 413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The 0-based column of a reference such as `AB12`, or -1 without letters. */
function columnIndex(ref: string): number {
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i === 0 ? -1 : n - 1;
}

interface SheetContext {
  strings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/** A cell's value from its type (`t`), text and style (`s`); an empty text is `null`. */
function cellValue(type: string, text: string, style: number, ctx: SheetContext): SheetValue {
  if (text === '') return null;
  switch (type) {
    case 's': return ctx.strings[Number(text)] || null;
    case 'inlineStr': case 'str': return unescapeExcelText(text);
    case 'b': return text === '1' || text === 'true';
    case 'e': return text;
    case 'd': {
      const wall = parseWallClock(text.replace(/Z$/, ''));
      return wall === null ? text : new Date(wall);
    }
    default: {
      const number = Number(text);
      if (!Number.isFinite(number)) return null;
      return ctx.dateStyles.has(style) ? new Date(wallClockOfSerial(number, ctx.date1904)) : number;
    }
  }
}

/**
 * The rows of the first visible sheet of an .xlsx, keyed by the texts of its header row (the
 * first row that is not empty; headers trimmed, empty headers' columns left out, a repeated
 * header refused). Empty rows are skipped. Shared strings, inline strings, rich text, numbers,
 * booleans, error values (as their text, `#N/A`) and dates (by the cell's number format,
 * built-in East Asian ones included, 1900 or 1904 system) are read; formulas give their
 * cached result.
 *
 * The file is held in memory (a zip's directory is at its end; uploads are at most 10 MiB), the
 * shared strings too (their part at most 64 MiB inflated); the sheet is inflated and parsed as
 * the rows are taken, so memory does not grow with it. No temporary files.
 *
 * Rows are yielded as they are read: a consumer that writes as it goes does so in a
 * transaction, since a later row may still fail the file. Every refusal is a
 * `SpreadsheetError` with a localised message: not an .xlsx (an .xls, a password), damaged,
 * more than `maxRows` data rows, a cell longer than Excel allows, too large inflated.
 */
export async function* readXlsxRows(input: Readable | Buffer, options: ReadXlsxOptions): AsyncGenerator<XlsxRow> {
  const zip = Buffer.isBuffer(input) ? input : await collect(input, options.maxBytes ?? XLSX_READ_MAX_BYTES);
  const pkg: XlsxPackage = { zip, entries: new Map(xlsxEntriesOf(zip).map((e) => [e.name.toLowerCase(), e])) };
  const layout = await readWorkbookLayout(pkg);
  const ctx: SheetContext = {
    strings: await readSharedStrings(pkg, layout.sharedStrings),
    dateStyles: await readDateStyles(pkg, layout.styles),
    date1904: layout.date1904,
  };
  let headers: (string | null)[] | null = null;
  let dataRows = 0;
  const ready: XlsxRow[] = [];

  const completeRow = (rowNumber: number, cells: SheetValue[]) => {
    if (!cells.some((v) => v !== null && v !== undefined)) return;
    if (!headers) {
      headers = Array.from(cells, (v) => (v === null || v === undefined ? null : (v instanceof Date ? v.toISOString() : String(v)).trim() || null));
      const seen = new Set<string>();
      for (const header of headers) {
        if (header !== null && seen.has(header)) throw new SpreadsheetError('spreadsheetDuplicateHeader', { header });
        if (header !== null) seen.add(header);
      }
      return;
    }
    if (++dataRows > options.maxRows) throw new SpreadsheetError('spreadsheetTooManyRows', { limit: options.maxRows });
    const values: Record<string, SheetValue> = Object.create(null);
    headers.forEach((header, i) => {
      if (header !== null) values[header] = cells[i] ?? null;
    });
    ready.push({ rowNumber, values });
  };

  let rowNumber = 0;
  let cells: SheetValue[] = [];
  let col = -1;
  let cell = { ref: '', type: 'n', style: 0 };
  let text = '';
  let collecting = false;
  let inInline = false;
  let inPhonetic = false;
  const handler: XmlHandler = {
    open(name, attrs) {
      if (name === 'row') {
        rowNumber = attrs.r ? Number(attrs.r) : rowNumber + 1;
        cells = [];
        col = -1;
      } else if (name === 'c') {
        const fromRef = attrs.r ? columnIndex(attrs.r) : -1;
        col = fromRef >= 0 ? fromRef : col + 1;
        cell = { ref: attrs.r ?? `${columnName(col)}${rowNumber}`, type: attrs.t ?? 'n', style: Number(attrs.s ?? 0) };
        text = '';
      } else if (name === 'v') collecting = true;
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && inInline && !inPhonetic) collecting = true;
    },
    text(chunk) {
      if (!collecting) return;
      text += chunk;
      if (text.length > EXCEL_MAX_CELL_CHARS) throw new SpreadsheetError('spreadsheetCellTooLong', { cell: cell.ref });
    },
    close(name) {
      if (name === 'v' || name === 't') collecting = false;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c') {
        // Columns right of the headers (or of Excel's last) are not kept.
        if (col < (headers ? headers.length : EXCEL_MAX_COLUMNS)) cells[col] = cellValue(cell.type, text, cell.style, ctx);
      } else if (name === 'row') completeRow(rowNumber, cells);
    },
  };
  for await (const _ of parseXmlChunks(zipEntryChunks(zip, layout.sheet, options.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED), handler)) {
    for (const row of ready) yield row;
    ready.length = 0;
  }
  for (const row of ready) yield row;
  if (!headers) throw new SpreadsheetError('spreadsheetNoHeader');
}
