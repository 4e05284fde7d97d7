import type { Readable } from 'node:stream';
import { EXCEL_MAX_CELL_CHARS, EXCEL_MAX_COLUMNS, columnName, parseWallClock, wallClockOfSerial } from './excel-values.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { openXlsx } from './spreadsheet-kind.ts';
import { readDateStyles, readSharedStrings, readWorkbookLayout, unescapeExcelText, xlsxPackage } from './xlsx-parts.ts';
import { parseXmlChunks, type XmlHandler } from './xml-events.ts';

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

/** Limits of {@link readXlsxRows}; each refusal names its limit in a localised 400. */
export interface ReadXlsxOptions {
  /** Data rows at most; one more fails with `spreadsheetTooManyRows`. */
  maxRows: number;
  /** Bytes of the file at most when it comes as a stream (default 10 MiB, the upload limit). */
  maxBytes?: number;
  /** Bytes all the parts read may inflate to, together (default 64 MiB): what a zip bomb can cost. */
  maxUnzippedBytes?: number;
  /** Inflated bytes per compressed byte of a part, past its first MiB (default 100). */
  maxCompressionRatio?: number;
  /** `<row>` elements, empty ones and the header's included (default twice `maxRows`, at least 100,000). */
  maxRowElements?: number;
  /** Cells read, and values kept (data rows × headers), each at most this (default 1,000,000); shared strings too. */
  maxCells?: number;
}

/** Defaults of {@link ReadXlsxOptions}. */
export const XLSX_READ_LIMITS = {
  maxBytes: 10 * 2 ** 20,
  maxUnzippedBytes: 64 * 2 ** 20,
  maxCompressionRatio: 100,
  minRowElements: 100_000,
  maxCells: 1_000_000,
} as const;

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
 * shared strings too; the sheet is inflated and parsed as the rows are taken, so memory does not
 * grow with it. No temporary files. Whatever the file declares, inflating stops at
 * `maxUnzippedBytes` for all parts together and at `maxCompressionRatio` for each, the XML
 * parser holds no text or attribute past 256 Ki characters (`XML_LIMITS`), and `<row>`
 * elements, columns (Excel's 16,384), cells and values kept are counted as they come.
 *
 * Rows are yielded as they are read: a consumer that writes as it goes does so in a
 * transaction, since a later row may still fail the file. Every refusal is a
 * `SpreadsheetError` with a localised message: not an .xlsx (an .xls, a password), damaged,
 * more than `maxRows` data rows, a cell longer than Excel allows, past any limit above.
 */
export async function* readXlsxRows(input: Readable | Buffer, options: ReadXlsxOptions): AsyncGenerator<XlsxRow> {
  const zip = Buffer.isBuffer(input) ? input : await collect(input, options.maxBytes ?? XLSX_READ_LIMITS.maxBytes);
  const maxCells = options.maxCells ?? XLSX_READ_LIMITS.maxCells;
  const maxRowElements = options.maxRowElements ?? Math.max(2 * options.maxRows, XLSX_READ_LIMITS.minRowElements);
  const archive = await openXlsx(zip, {
    maxTotalBytes: options.maxUnzippedBytes ?? XLSX_READ_LIMITS.maxUnzippedBytes,
    maxRatio: options.maxCompressionRatio ?? XLSX_READ_LIMITS.maxCompressionRatio,
  });
  const pkg = xlsxPackage(archive);
  const layout = await readWorkbookLayout(pkg);
  const ctx: SheetContext = {
    strings: await readSharedStrings(pkg, layout.sharedStrings, maxCells),
    dateStyles: await readDateStyles(pkg, layout.styles),
    date1904: layout.date1904,
  };
  let headers: (string | null)[] | null = null;
  let dataRows = 0;
  let rowElements = 0;
  let cellsRead = 0;
  let valuesKept = 0;
  let keysPerRow = 0;
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
      keysPerRow = seen.size;
      return;
    }
    if (++dataRows > options.maxRows) throw new SpreadsheetError('spreadsheetTooManyRows', { limit: options.maxRows });
    // Each data row keeps a value per header, empty or not: a wide header row over many short rows costs that much.
    valuesKept += keysPerRow;
    if (valuesKept > maxCells) throw new SpreadsheetError('spreadsheetTooManyCells', { limit: maxCells });
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
        if (++rowElements > maxRowElements) throw new SpreadsheetError('spreadsheetTooManyRowElements', { limit: maxRowElements });
        rowNumber = attrs.r ? Number(attrs.r) : rowNumber + 1;
        cells = [];
        col = -1;
      } else if (name === 'c') {
        const fromRef = attrs.r ? columnIndex(attrs.r) : -1;
        col = fromRef >= 0 ? fromRef : col + 1;
        if (col >= EXCEL_MAX_COLUMNS) throw new SpreadsheetError('spreadsheetTooManyColumns', { limit: EXCEL_MAX_COLUMNS });
        if (++cellsRead > maxCells) throw new SpreadsheetError('spreadsheetTooManyCells', { limit: maxCells });
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
        // Columns right of the headers are not kept.
        if (!headers || col < headers.length) cells[col] = cellValue(cell.type, text, cell.style, ctx);
      } else if (name === 'row') completeRow(rowNumber, cells);
    },
  };
  for await (const _ of parseXmlChunks(archive.chunks(layout.sheet, Number.MAX_SAFE_INTEGER), handler)) {
    for (const row of ready) yield row;
    ready.length = 0;
  }
  for (const row of ready) yield row;
  if (!headers) throw new SpreadsheetError('spreadsheetNoHeader');
}
