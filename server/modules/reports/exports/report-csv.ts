import { Readable } from 'node:stream';
import type { Cell, ResultColumn } from '../../../../shared/reports/report-result.ts';

/** What Excel needs to read a CSV as UTF-8 rather than the system's code page. */
const BOM = '\uFEFF';
// Cells starting with these are formulas to a spreadsheet (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NUMERAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
const CHUNK_CHARS = 64 * 1024;

/**
 * One CSV field: RFC 4180 quoting (a field holding a quote, comma or line break is quoted,
 * its quotes doubled); a text starting with = + - @ tab or CR is prefixed with ' so that a
 * spreadsheet shows it instead of running it. Numbers (and the numerals of a number column)
 * are written as numbers, unguarded: -5 is a number, not a formula.
 */
export function csvField(value: Cell, numeric = false): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (numeric && NUMERAL.test(value)) return value;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: readonly Cell[], numeric: readonly boolean[] = []) => `${cells.map((c, i) => csvField(c, numeric[i])).join(',')}\r\n`;

/**
 * Every row of `batches` as CSV, UTF-8 with a byte-order mark (Excel opens it as UTF-8), the
 * header row from `headers` (the columns' labels in the locale), rows pulled only as fast as
 * the stream is read, in chunks of about 64 K characters: memory stays flat for millions of
 * rows. Destroying the stream returns `batches` (its database cursor closes).
 */
export function reportCsv(columns: readonly ResultColumn[], headers: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const numeric = columns.map((c) => c.type === 'number');
  async function* chunks(): AsyncGenerator<Buffer> {
    let pending = BOM + csvLine(headers);
    for await (const batch of batches) {
      for (const row of batch) {
        pending += csvLine(row, numeric);
        if (pending.length >= CHUNK_CHARS) {
          yield Buffer.from(pending, 'utf8');
          pending = '';
        }
      }
    }
    yield Buffer.from(pending, 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}
