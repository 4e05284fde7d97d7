import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import type { Cell, ResultColumn } from '../../../../shared/reports/report-result.ts';
import { reportCsv } from './report-csv.ts';

const COLUMNS: ResultColumn[] = [{ name: 'label', type: 'text' }, { name: 'figure', type: 'number' }];

/**
 * The CSV rules written as strings, field by field (as report-csv.ts did before it wrote bytes
 * straight into its buffers): RFC 4180 quoting, the formula guard on texts, numbers and the
 * numerals of a number column unguarded.
 */
function expectedField(value: Cell, numeric: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (numeric && /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/.test(value)) return value;
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function expectedCsv(headers: string[], rows: Cell[][]): string {
  const line = (cells: Cell[], numeric: boolean[]) => `${cells.map((c, i) => expectedField(c, numeric[i] ?? false)).join(',')}\r\n`;
  return `\uFEFF${line(headers, [])}${rows.map((row) => line(row, COLUMNS.map((c) => c.type === 'number'))).join('')}`;
}

/** What `expectedCsv` makes, in UTF-8 (a lone surrogate becomes U+FFFD, as Buffer writes it). */
const utf8 = (text: string) => Buffer.from(text, 'utf8');

async function* batchesOf(rows: Cell[][], size: number): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('reportCsv', () => {
  it('writes numbers as String(n) does, digit by digit or not', async () => {
    const numbers = [0, -0, 7, -5, 10, 99, 100, 1.25, -0.5, 0.1 + 0.2, 1e-7, -1.2345678901234567e-6, 123456789, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1e21, -1.7976931348623157e308, 5e-324, NaN, Infinity, -Infinity];
    const rows: Cell[][] = numbers.map((n) => [n, n]);
    const bytes = await buffer(reportCsv(COLUMNS, ['a', 'b'], batchesOf(rows, 5)));
    assert.deepEqual(bytes, utf8(expectedCsv(['a', 'b'], rows)));
    assert.match(bytes.toString('utf8'), /\r\n0,0\r\n0,0\r\n7,7\r\n-5,-5\r\n10,10\r\n/);
  });

  it('quotes, doubles quotes and guards formulas as the string rules do, in UTF-8', async () => {
    const texts = ['', 'plain', '研发部', '=1+1', '+1 "引号", 逗号', '-2\r\n第二行', '@SUM(A1)', '\t制表', '\r', 'a"b', '"', ',', 'line\nbreak', "'quoted'", '😀 emoji', '\ud800 lone', '-5', '1e3', '-', '00', '3.50'];
    const rows: Cell[][] = texts.map((t) => [t, t]);
    const headers = ['=Label', 'Figure, in "units"'];
    const bytes = await buffer(reportCsv(COLUMNS, headers, batchesOf(rows, 3)));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.deepEqual(bytes, utf8(expectedCsv(headers, rows)));
    assert.match(bytes.toString('utf8'), /\r\n\uFFFD lone,\uFFFD lone\r\n/);
    assert.equal(bytes.toString('utf8').split('\r\n')[0], `\uFEFF'=Label,"Figure, in ""units"""`);
  });

  it('writes across its 64 KiB buffers whole, fields longer than a buffer included', async () => {
    const long = '长'.repeat(40_000); // 120,000 bytes: more than a buffer
    const rows: Cell[][] = [];
    for (let i = 0; i < 5_000; i++) rows.push([i % 1000 === 0 ? long : `第${i}行 "${'字'.repeat(i % 17)}"`, i % 3 === 0 ? i / 7 : i]);
    const bytes = await buffer(reportCsv(COLUMNS, [long, 'b'], batchesOf(rows, 1000)));
    assert.ok(bytes.length > 10 * 64 * 1024);
    assert.deepEqual(bytes, utf8(expectedCsv([long, 'b'], rows)));
  });
});
