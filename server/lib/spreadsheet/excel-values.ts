/**
 * How JavaScript values become SpreadsheetML text: XML escaping, column letters and Excel's
 * date serial numbers. Pure functions, shared by the writer and the reader.
 */

/** Rows of an Excel sheet, the header row included. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Columns of an Excel sheet (A to XFD). */
export const EXCEL_MAX_COLUMNS = 16_384;
/** Characters Excel holds in one cell. */
export const EXCEL_MAX_CELL_CHARS = 32_767;

// XML 1.0 forbids C0 controls other than tab, line feed and carriage return, and U+FFFE/U+FFFF;
// Excel refuses a file holding one, so they are dropped rather than escaped.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// A carriage return is written as a character reference: a literal one would be read back as a
// line feed (XML normalises line ends).
const SPECIAL = /[&<>"\r]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
// Excel reads `_xHHHH_` in a string as the character HHHH (ECMA-376 ST_Xstring); a literal one
// keeps its text by escaping its underscore, as Excel itself writes it.
const EXCEL_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/g;

/** `text` made safe for XML character data and attribute values: controls stripped, `&<>"` and CR escaped. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(SPECIAL, (c) => ENTITY[c]!);
}

/** `text` as Excel reads a string back: {@link escapeXml}, and a literal `_xHHHH_` kept literal. */
export function escapeExcelText(text: string): string {
  return escapeXml(text).replace(EXCEL_ESCAPE, '_x005F_$1');
}

/** The letters of the 0-based column `index`: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An inline-string cell: text cut to Excel's 32,767 characters, spaces at either end kept. */
export function inlineStringCell(ref: string, text: string, style = 0): string {
  const cut = text.length > EXCEL_MAX_CELL_CHARS ? text.slice(0, EXCEL_MAX_CELL_CHARS) : text;
  const space = /^\s|\s$/.test(cut) ? ' xml:space="preserve"' : '';
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${escapeExcelText(cut)}</t></is></c>`;
}

const MS_PER_DAY = 86_400_000;
// Serial 25569 is 1970-01-01 in Excel's 1900 date system (day 0 is 1899-12-30, counting the
// 29 February 1900 that Excel keeps from Lotus 1-2-3).
const UNIX_EPOCH_SERIAL = 25_569;
// Serials below 61 (before 1 March 1900) are off by one because of that fictional day.
const FIRST_EXACT_SERIAL = 61;

/**
 * The Excel serial number of a wall-clock time given as milliseconds since 1970 in UTC terms
 * (i.e. `Date.UTC(y, m, d, h, mi, s)`), or `null` before 1 March 1900, which Excel counts
 * wrongly (the caller writes such a date as text).
 */
export function excelSerial(wallClockMs: number): number | null {
  const serial = wallClockMs / MS_PER_DAY + UNIX_EPOCH_SERIAL;
  return serial >= FIRST_EXACT_SERIAL ? serial : null;
}

/** The wall-clock milliseconds of Excel serial `serial` (1900 system; `date1904` for the Mac one). */
export function wallClockOfSerial(serial: number, date1904 = false): number {
  const days = date1904 ? serial + 1462 : serial;
  return Math.round((days - UNIX_EPOCH_SERIAL) * MS_PER_DAY);
}

const ISO_WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The wall-clock milliseconds of a text `YYYY-MM-DD[ HH:mm[:ss[.fff]]]` (no zone: it is read as
 * written), or `null` when the text is not one.
 */
export function parseWallClock(text: string): number | null {
  const m = ISO_WALL_CLOCK.exec(text);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((m[7] ?? '').padEnd(3, '0'));
  const value = Date.UTC(y!, mo! - 1, d!, h, mi, s, ms);
  // Date.UTC rolls 31 February over into March: such a text is not a date.
  return new Date(value).getUTCDate() === d ? value : null;
}

/**
 * A function giving the wall-clock milliseconds of an instant in `timeZone` (an IANA name),
 * or in the process's own zone when none is given. The zone's offset is looked up once per
 * quarter hour of time and kept (every zone's changes fall on a quarter hour), so a million
 * dates cost a million map reads rather than a million `Intl` calls.
 */
export function wallClockIn(timeZone?: string): (date: Date) => number {
  if (!timeZone) return (date) => date.getTime() - date.getTimezoneOffset() * 60_000;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const offsets = new Map<number, number>();
  return (date) => {
    const ms = date.getTime();
    const quarter = Math.floor(ms / 900_000);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const p = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, Number(part.value)]));
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
      if (offsets.size >= 10_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return ms + offset;
  };
}
