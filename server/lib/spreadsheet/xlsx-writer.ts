import type { Readable } from 'node:stream';
import {
  EXCEL_MAX_COLUMNS, EXCEL_MAX_ROWS, columnName, excelSerial, inlineStringCell, parseWallClock, wallClockIn,
} from './excel-values.ts';
import {
  ROOT_RELS_XML, SHEET_TAIL, SHEET_TAIL_WITH_DRAWING, STYLES_XML, STYLE, contentTypesXml, drawingRelsXml, drawingXml, picturePaths,
  sheetHead, sheetPath, sheetRelsXml, workbookRelsXml, workbookXml, type PictureAnchor,
} from './workbook-parts.ts';
import { zipStream, type ZipEntry } from './zip-writer.ts';

/** The media type of an .xlsx file, for `Content-Type`. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The data rows a sheet holds below its header row. */
export const XLSX_MAX_DATA_ROWS = EXCEL_MAX_ROWS - 1;

/** A value of a cell; `null`, `undefined` and `''` leave the cell empty. */
export type CellValue = string | number | bigint | boolean | Date | null | undefined;

/** What a column holds; it chooses the cell format. The kinds of `shared/kit/field.ts`. */
export type XlsxColumnKind = 'text' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';

/** A column: its header text, its width in characters (default from the header) and kind. */
export interface XlsxColumn {
  header: string;
  width?: number;
  kind?: XlsxColumnKind;
}

/** Why a sheet ended before its rows did. */
export interface XlsxTruncation {
  /** Data rows written (the header row not counted). */
  rowsWritten: number;
  /** `rows`: `maxRows` or Excel's 1,048,576 rows; `bytes`: the sheet would pass the 4 GiB of a zip entry. */
  reason: 'rows' | 'bytes';
}

/**
 * A PNG shown on a sheet, its top-left corner at a cell, at its own size. Its bytes are asked
 * for only when the archive reaches them, after every sheet's rows: a picture drawn from the
 * rows (a chart of them) can be made as they stream by.
 */
export interface XlsxPicture extends PictureAnchor {
  png: () => Promise<Buffer>;
}

/** One sheet to write. */
export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** The data rows, pulled one at a time as the output is read; `values[i]` is column `i`'s. */
  rows: AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>;
  /** Data rows at most; default and ceiling {@link XLSX_MAX_DATA_ROWS}. */
  maxRows?: number;
  /** IANA zone in which a `Date` is written as wall-clock time (Excel has no zones); default: the process's. */
  timeZone?: string;
  /** Told when rows were left out because the sheet was full; the file is complete and valid. */
  onTruncated?: (truncation: XlsxTruncation) => void;
  /** A picture on the sheet. */
  picture?: XlsxPicture;
}

// Rows are encoded into text chunks of about this many UTF-16 units before deflating.
const CHUNK_CHARS = 32 * 1024;
// Leave room below the 4 GiB of a classic zip entry for the last chunk and the sheet's tail.
const MAX_SHEET_BYTES = 0xffff_ffff - 1024 * 1024;
const NUMERAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** A width in characters that shows `header` (a CJK character counts twice), at least what the kind needs. */
function defaultWidth(column: XlsxColumn): number {
  const display = [...column.header].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const least = column.kind === 'datetime' ? 20 : column.kind === 'date' ? 12 : 10;
  return Math.min(Math.max(display + 2, least), 60);
}

/** Fits in a double and shows all its digits in Excel (15 significant digits). */
const exactInExcel = (numeral: string) => numeral.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length <= 15;

type CellEncoder = (ref: string, value: CellValue) => string;

/** The function that writes one column's cells, by the column's kind and the value's type. */
function cellEncoder(kind: XlsxColumnKind | undefined, wallClock: (date: Date) => number): CellEncoder {
  const numeric = kind === 'number' || kind === 'integer';
  const number = (ref: string, text: string, integer: boolean) =>
    `<c r="${ref}"${kind === 'integer' && integer ? ` s="${STYLE.integer}"` : ''}><v>${text}</v></c>`;
  const date = (ref: string, wallMs: number) => {
    const dayOnly = kind === 'date';
    const serial = excelSerial(dayOnly ? Math.floor(wallMs / 86_400_000) * 86_400_000 : wallMs);
    if (serial === null) return inlineStringCell(ref, new Date(wallMs).toISOString().slice(0, dayOnly ? 10 : 19).replace('T', ' '));
    return `<c r="${ref}" s="${dayOnly ? STYLE.date : STYLE.datetime}"><v>${serial}</v></c>`;
  };
  return (ref, value) => {
    if (value === null || value === undefined || value === '') return '';
    switch (typeof value) {
      case 'number': return Number.isFinite(value) ? number(ref, String(value), Number.isInteger(value)) : '';
      case 'bigint': return exactInExcel(String(value)) ? number(ref, String(value), true) : inlineStringCell(ref, String(value));
      case 'boolean': return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
      case 'string': {
        if (numeric && NUMERAL.test(value) && exactInExcel(value)) return number(ref, value, !value.includes('.'));
        const wall = kind === 'date' || kind === 'datetime' ? parseWallClock(value) : null;
        return wall === null ? inlineStringCell(ref, value) : date(ref, wall);
      }
      default: {
        if (!(value instanceof Date)) return inlineStringCell(ref, String(value));
        if (Number.isNaN(value.getTime())) return '';
        // PGlite hands a `date` column over as UTC midnight: that is the day itself, not an
        // instant to move into the zone (which would give the day before west of Greenwich).
        const isDay = kind === 'date' && value.getTime() % 86_400_000 === 0;
        return date(ref, isDay ? value.getTime() : wallClock(value));
      }
    }
  };
}

/** The sheet's XML in chunks: head and header row, the rows as they are pulled, the tail. */
async function* sheetChunks(sheet: XlsxSheet, selected = true): AsyncGenerator<Buffer> {
  const tail = sheet.picture ? SHEET_TAIL_WITH_DRAWING : SHEET_TAIL;
  const wallClock = wallClockIn(sheet.timeZone);
  const encoders = sheet.columns.map((column) => cellEncoder(column.kind, wallClock));
  const letters = sheet.columns.map((_, i) => columnName(i));
  const layout = sheet.columns.map((column) => ({
    width: column.width ?? defaultWidth(column),
    style: column.kind === 'text' || column.kind === undefined ? STYLE.text : STYLE.general,
  }));
  let pending = sheetHead(layout, selected)
    + `<row r="1">${sheet.columns.map((column, i) => inlineStringCell(`${letters[i]}1`, column.header, STYLE.header)).join('')}</row>`;
  const maxRows = Math.min(sheet.maxRows ?? XLSX_MAX_DATA_ROWS, XLSX_MAX_DATA_ROWS);
  let bytes = 0;
  let rowNumber = 1; // the last row written, the header being row 1
  const flush = () => {
    const chunk = Buffer.from(pending, 'utf8');
    bytes += chunk.length;
    pending = '';
    return chunk;
  };
  for await (const values of sheet.rows) {
    // Leaving the loop returns `rows`: a database cursor behind it closes.
    if (rowNumber > maxRows) {
      sheet.onTruncated?.({ rowsWritten: rowNumber - 1, reason: 'rows' });
      break;
    }
    const r = rowNumber + 1;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < encoders.length; i++) xml += encoders[i]!(`${letters[i]}${r}`, values[i]);
    xml += '</row>';
    // A UTF-16 unit is at most 3 bytes of UTF-8: the bound is checked without encoding.
    if (bytes + (pending.length + xml.length + tail.length) * 3 > MAX_SHEET_BYTES) {
      sheet.onTruncated?.({ rowsWritten: rowNumber - 1, reason: 'bytes' });
      break;
    }
    pending += xml;
    rowNumber = r;
    if (pending.length >= CHUNK_CHARS) yield flush();
  }
  pending += tail;
  yield flush();
}

/**
 * A one-sheet .xlsx workbook as a byte stream with flat memory: a header row in bold, frozen,
 * column widths, then `sheet.rows` pulled only as fast as the stream is read, as inline
 * strings (XML-escaped, control characters dropped, cut at 32,767 characters), numbers,
 * booleans and real Excel dates (`yyyy/mm/dd`, or `yyyy/mm/dd hh:mm:ss`). `[Content_Types].xml`
 * is the first entry of the zip.
 *
 * Values by column kind: `number`/`integer` write numeral strings and bigints as numbers when
 * Excel keeps every digit (15 significant), else as text; `date`/`datetime` write a `Date`
 * (its wall clock in `timeZone`) or a `YYYY-MM-DD[ HH:mm[:ss]]` text as a date; dates before
 * 1 March 1900 (which Excel counts wrongly) become text. Any other value is written by its type.
 *
 * More rows than `maxRows` or than a sheet holds (1,048,575 after the header), or a sheet that
 * would pass the 4 GiB of a zip entry: the sheet ends after the last row that fits, `rows` is
 * returned (its cursor closes), `onTruncated` is told, and the file is complete and opens.
 * A failing `rows` fails the stream. Destroying the stream returns `rows`.
 *
 * @throws RangeError when there are no columns or more than Excel's 16,384.
 */
export function writeXlsx(sheet: XlsxSheet): Readable {
  return writeXlsxBook([sheet]);
}

/**
 * A sheet made only when the archive reaches it, once the sheets before it are written: a
 * sheet of figures folded from the rows of an earlier one, or of a fold that must finish
 * before its headers are known. The manifest, written first, only needs its name and whether
 * it carries a picture.
 */
export interface DeferredXlsxSheet {
  name: string;
  picture: boolean;
  make: () => Promise<XlsxSheet> | XlsxSheet;
}

const isDeferred = (sheet: XlsxSheet | DeferredXlsxSheet): sheet is DeferredXlsxSheet => 'make' in sheet;

function checkColumns(sheet: XlsxSheet): void {
  if (sheet.columns.length < 1 || sheet.columns.length > EXCEL_MAX_COLUMNS) {
    throw new RangeError(`a sheet has 1 to ${EXCEL_MAX_COLUMNS} columns, not ${sheet.columns.length}`);
  }
}

/**
 * A workbook of several sheets, in order, as {@link writeXlsx} writes one: each sheet's rows
 * are pulled in turn (the first sheet's all before the second's first), so memory stays flat
 * whatever their number. A deferred sheet is made when its turn comes (a failure there, or
 * columns out of bounds, fails the stream). A sheet's picture goes in a drawing of its own;
 * the images come last in the archive, each asked for (`png()`) once every sheet is written.
 *
 * @throws RangeError when there is no sheet, or a sheet given whole has no columns or more than 16,384.
 */
export function writeXlsxBook(sheets: readonly (XlsxSheet | DeferredXlsxSheet)[]): Readable {
  if (sheets.length < 1) throw new RangeError('a workbook has at least one sheet');
  for (const sheet of sheets) if (!isDeferred(sheet)) checkColumns(sheet);
  const hasPicture = (sheet: XlsxSheet | DeferredXlsxSheet) => (isDeferred(sheet) ? sheet.picture : Boolean(sheet.picture));
  const made: XlsxSheet[] = [];
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: '[Content_Types].xml', content: Buffer.from(contentTypesXml(sheets.map((s) => ({ picture: hasPicture(s) })))) };
    yield { name: '_rels/.rels', content: Buffer.from(ROOT_RELS_XML) };
    yield { name: 'xl/workbook.xml', content: Buffer.from(workbookXml(sheets.map((s) => s.name))) };
    yield { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(workbookRelsXml(sheets.length)) };
    yield { name: 'xl/styles.xml', content: Buffer.from(STYLES_XML) };
    for (const [i, given] of sheets.entries()) {
      const content = async function* () {
        const sheet = isDeferred(given) ? { ...(await given.make()), name: given.name } : given;
        checkColumns(sheet);
        if (Boolean(sheet.picture) !== hasPicture(given)) throw new Error(`sheet '${given.name}' was announced ${hasPicture(given) ? 'with' : 'without'} a picture`);
        made[i] = sheet;
        yield* sheetChunks(sheet, i === 0);
      };
      yield { name: sheetPath(i), content: content() };
    }
    const pictured = made.map((sheet, i) => ({ picture: sheet.picture, i })).filter((p) => p.picture !== undefined);
    for (const [n, { picture, i }] of pictured.entries()) {
      const paths = picturePaths(i, n + 1);
      yield { name: paths.sheetRels, content: Buffer.from(sheetRelsXml(n + 1)) };
      yield { name: paths.drawing, content: Buffer.from(drawingXml(picture!)) };
      yield { name: paths.drawingRels, content: Buffer.from(drawingRelsXml(n + 1)) };
    }
    for (const [n, { picture, i }] of pictured.entries()) {
      const png = picture!.png;
      yield { name: picturePaths(i, n + 1).image, content: (async function* () { yield await png(); })() };
    }
  }
  return zipStream(entries());
}
