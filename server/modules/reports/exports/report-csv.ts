import { Readable } from 'node:stream';
import type { Cell, ResultColumn } from '../../../../shared/reports/report-result.ts';

/** What Excel needs to read a CSV as UTF-8 rather than the system's code page: U+FEFF in UTF-8. */
const BOM = [0xef, 0xbb, 0xbf];
// Cells starting with these are formulas to a spreadsheet (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NUMERAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
const COMMA = 0x2c;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const CR = 0x0d;
const LF = 0x0a;
const MINUS = 0x2d;
const ZERO = 0x30;
const CHUNK_BYTES = 64 * 1024;
/** Bytes a field can add to its text: quotes around it and the formula guard's apostrophe. */
const FIELD_EXTRA_BYTES = 3;
/** `String(n)` of any number is at most 25 characters ("-0.0000012345678901234567"). */
const NUMBER_BYTES = 25;

/**
 * Writes CSV records straight into 64 KiB buffers, field by field, and hands each full buffer
 * over. It makes no string of a line or of a field (only of a fractional number, or of a text
 * whose quotes are doubled), for memory that does not grow with the rows
 * (bench:report-export-memory): a string per field, per line and per number made V8 scavenge
 * more often, and every `String(n)` is kept in V8's number-to-string cache until it has been
 * promoted to the old generation, which grew by ~13 MiB of numbers' texts between its
 * collections at a million rows.
 */
class CsvWriter {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  /** Whether `bytes` more fit in the current buffer. */
  fits(bytes: number): boolean {
    return this.used + bytes <= this.chunk.length;
  }

  /** The bytes written so far (a view, not a copy); what follows goes to a new buffer of room for `next` bytes. */
  take(next: number): Buffer {
    const full = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, next));
    this.used = 0;
    return full;
  }

  /** The bytes written and not taken, at the end. */
  rest(): Buffer {
    return this.chunk.subarray(0, this.used);
  }

  /** The byte-order mark, before the header. */
  bom(): void {
    for (const byte of BOM) this.chunk[this.used++] = byte;
  }

  /** One CSV record, CRLF-terminated as RFC 4180 says; room for `recordBytes(cells)` must be left. */
  record(cells: readonly Cell[], numeric: readonly boolean[]): void {
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) this.chunk[this.used++] = COMMA;
      this.field(cells[i]!, numeric[i] === true);
    }
    this.chunk[this.used++] = CR;
    this.chunk[this.used++] = LF;
  }

  /**
   * One CSV field: RFC 4180 quoting (a field holding a quote, comma or line break is quoted,
   * its quotes doubled); a text starting with = + - @ tab or CR is prefixed with ' so that a
   * spreadsheet shows it instead of running it. Numbers (and the numerals of a number column)
   * are written as numbers, unguarded: -5 is a number, not a formula.
   */
  private field(value: Cell, numeric: boolean): void {
    if (value === null) return;
    if (typeof value === 'number') return this.number(value);
    if (value === '') return;
    if (numeric && NUMERAL.test(value)) {
      this.used += this.chunk.write(value, this.used, 'latin1');
      return;
    }
    const quoted = NEEDS_QUOTES.test(value);
    if (quoted) this.chunk[this.used++] = QUOTE;
    if (FORMULA_START.test(value)) this.chunk[this.used++] = APOSTROPHE;
    this.used += this.chunk.write(quoted && value.includes('"') ? value.replace(/"/g, '""') : value, this.used, 'utf8');
    if (quoted) this.chunk[this.used++] = QUOTE;
  }

  /**
   * A number as `String(n)` writes it: a safe integer digit by digit, without a string; any
   * other through `JSON.stringify`, which writes a finite number as `String` does (ECMA-262,
   * SerializeJSONProperty) but not through V8's number-to-string cache.
   */
  private number(value: number): void {
    if (!Number.isFinite(value)) return;
    if (!Number.isSafeInteger(value)) {
      this.used += this.chunk.write(JSON.stringify(value), this.used, 'latin1');
      return;
    }
    let rest = value;
    if (rest < 0) {
      this.chunk[this.used++] = MINUS;
      rest = -rest;
    }
    let digits = 1;
    for (let power = 10; power <= rest; power *= 10) digits++;
    this.used += digits;
    for (let at = this.used - 1; at >= this.used - digits; at--) {
      const digit = rest % 10;
      this.chunk[at] = ZERO + digit;
      rest = (rest - digit) / 10;
    }
  }
}

/** At most the bytes of a record: UTF-8 is at most 3 bytes per UTF-16 unit (so is a doubled quote). */
function recordBytes(cells: readonly Cell[]): number {
  let bytes = 2;
  for (const cell of cells) bytes += FIELD_EXTRA_BYTES + 1 + (typeof cell === 'string' ? cell.length * 3 : NUMBER_BYTES);
  return bytes;
}

/**
 * Every row of `batches` as CSV, UTF-8 with a byte-order mark (Excel opens it as UTF-8), the
 * header row from `headers` (the columns' labels in the locale), rows pulled only as fast as
 * the stream is read, in chunks of about 64 KiB: memory stays flat for millions of
 * rows. Destroying the stream returns `batches` (its database cursor closes).
 */
export function reportCsv(columns: readonly ResultColumn[], headers: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const numeric = columns.map((c) => c.type === 'number');
  async function* chunks(): AsyncGenerator<Buffer> {
    const writer = new CsvWriter();
    writer.bom();
    const headerBytes = recordBytes(headers);
    if (!writer.fits(headerBytes)) yield writer.take(headerBytes);
    writer.record(headers, []);
    for await (const batch of batches) {
      for (const row of batch) {
        const bytes = recordBytes(row);
        if (!writer.fits(bytes)) yield writer.take(bytes);
        writer.record(row, numeric);
      }
    }
    yield writer.rest();
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
}
