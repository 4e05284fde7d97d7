import { Readable } from 'node:stream';
import type { Cell, ResultColumn } from '../../../../shared/reports/report-result.ts';

/** What Excel needs to read a CSV as UTF-8 rather than the system's code page. */
const BOM = '\uFEFF';
// Cells starting with these are formulas to a spreadsheet (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NUMERAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
const CHUNK_BYTES = 64 * 1024;

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
 * the stream is read, in chunks of about 64 KiB: memory stays flat for millions of
 * rows. Destroying the stream returns `batches` (its database cursor closes).
 */
export function reportCsv(columns: readonly ResultColumn[], headers: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const numeric = columns.map((c) => c.type === 'number');
  async function* chunks(): AsyncGenerator<Buffer> {
    // Each line is encoded into the chunk's bytes at once, so its string dies young: held
    // in a growing string until the chunk is full, lines outlived the young generation and
    // made V8 grow it (RSS +30 MiB at a million rows, bench:report-export-memory).
    let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let used = chunk.write(BOM + csvLine(headers), 0, 'utf8');
    for await (const batch of batches) {
      for (const row of batch) {
        const line = csvLine(row, numeric);
        // A UTF-16 unit is at most 3 bytes of UTF-8.
        if (used + line.length * 3 > chunk.length) {
          yield chunk.subarray(0, used);
          chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, line.length * 3));
          used = 0;
        }
        used += chunk.write(line, used, 'utf8');
      }
    }
    yield chunk.subarray(0, used);
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
}
