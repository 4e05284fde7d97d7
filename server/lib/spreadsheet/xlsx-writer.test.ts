import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { XLSX_MAX_DATA_ROWS, writeXlsx, writeXlsxBook, type CellValue, type XlsxSheet, type XlsxTruncation } from './xlsx-writer.ts';
import { EXCEL_MAX_ROWS } from './excel-values.ts';

/** The workbook as exceljs (an implementation independent of ours) reads it. */
async function readBack(sheet: XlsxSheet) {
  const bytes = await buffer(writeXlsx(sheet));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return { bytes, sheet: workbook.worksheets[0]! };
}

// Array.from turns exceljs's holes (empty cells) into undefined.
const valuesOf = (row: ExcelJS.Row) => Array.from(row.values as unknown[]).slice(1);

describe('writeXlsx: a streamed one-sheet workbook', () => {
  it('puts [Content_Types].xml first in the zip, so type sniffing sees a workbook', async () => {
    const bytes = await buffer(writeXlsx({ name: 'a', columns: [{ header: 'x' }], rows: [] }));
    assert.equal(bytes.readUInt32LE(0), 0x04034b50);
    assert.equal(bytes.subarray(30, 30 + bytes.readUInt16LE(26)).toString(), '[Content_Types].xml');
  });

  it('writes text, Chinese, numbers, booleans and empty cells that read back as written', async () => {
    const rows: CellValue[][] = [
      ['张三', 12.5, true, '  两端空格 ', 7],
      ['李四', null, false, undefined, -0.25],
      ['數據 ✓ 😀', Number.NaN, null, '', 0],
    ];
    const { sheet } = await readBack({
      name: '用户列表',
      columns: [{ header: '姓名' }, { header: '分数', kind: 'number' }, { header: '启用', kind: 'boolean' }, { header: '备注' }, { header: 'n' }],
      rows,
    });
    assert.equal(sheet.name, '用户列表');
    assert.deepEqual(valuesOf(sheet.getRow(1)), ['姓名', '分数', '启用', '备注', 'n']);
    assert.deepEqual(valuesOf(sheet.getRow(2)), ['张三', 12.5, true, '  两端空格 ', 7]);
    assert.deepEqual(valuesOf(sheet.getRow(3)), ['李四', undefined, false, undefined, -0.25]);
    assert.deepEqual(valuesOf(sheet.getRow(4)), ['數據 ✓ 😀', undefined, undefined, undefined, 0]);
    assert.equal(sheet.rowCount, 4);
  });

  it('escapes XML, drops control characters and keeps text that looks like a formula as text', async () => {
    const { sheet } = await readBack({
      name: 'a<b>&"c"', columns: [{ header: '<h> & "q"' }],
      rows: [['a < b && c > "d" \'e\''], ['bell\u0007 nul\u0000 vt\u000b tab\tnl\ncr\r'], ['=1+2'], ['&amp; stays']],
    });
    assert.equal(sheet.name, 'a<b>&"c"');
    assert.equal(sheet.getCell('A1').value, '<h> & "q"');
    assert.equal(sheet.getCell('A2').value, 'a < b && c > "d" \'e\'');
    assert.equal(sheet.getCell('A3').value, 'bell nul vt tab\tnl\ncr\r');
    assert.equal(sheet.getCell('A4').value, '=1+2');
    assert.equal(sheet.getCell('A4').type, ExcelJS.ValueType.String);
    assert.equal(sheet.getCell('A5').value, '&amp; stays');
  });

  it('writes dates as real Excel dates with a number format, in the given time zone', async () => {
    const instant = new Date('2024-01-02T03:04:05Z');
    const { sheet } = await readBack({
      name: 'd', timeZone: 'Asia/Shanghai',
      columns: [{ header: 'at', kind: 'datetime' }, { header: 'day', kind: 'date' }, { header: 'day text', kind: 'date' }, { header: 'old' }],
      rows: [[instant, new Date(Date.UTC(2024, 1, 29)), '2024-03-04', new Date('1899-06-01T00:00:00Z')], [instant, instant, 'not a date', null]],
    });
    // exceljs gives an Excel date back as a Date whose UTC fields are the wall clock.
    assert.deepEqual(sheet.getCell('A2').value, new Date('2024-01-02T11:04:05Z'));
    assert.equal(sheet.getCell('A2').numFmt, 'yyyy/mm/dd hh:mm:ss');
    assert.deepEqual(sheet.getCell('B2').value, new Date('2024-02-29T00:00:00Z'));
    assert.equal(sheet.getCell('B2').numFmt, 'yyyy/mm/dd');
    assert.deepEqual(sheet.getCell('C2').value, new Date('2024-03-04T00:00:00Z'));
    // Before 1 March 1900 Excel counts days wrongly: such a date is written as text.
    assert.match(String(sheet.getCell('D2').value), /^1899-06-01 \d\d:\d\d:\d\d$/);
    // An instant in a date column is the day it is in that zone.
    assert.deepEqual(sheet.getCell('B3').value, new Date('2024-01-02T00:00:00Z'));
    assert.equal(sheet.getCell('C3').value, 'not a date');
  });

  it('keeps every digit: numbers Excel cannot hold exactly are written as text', async () => {
    const { sheet } = await readBack({
      name: 'n', columns: [{ header: 'id', kind: 'integer' }, { header: 'amount', kind: 'number' }, { header: 'code', kind: 'text' }],
      rows: [[1234567890123456789n, '12.50', '007'], [42n, '123456789012345678', 7], ['99', 'abc', null]],
    });
    assert.equal(sheet.getCell('A2').value, '1234567890123456789');
    assert.equal(sheet.getCell('B2').value, 12.5);
    assert.equal(sheet.getCell('C2').value, '007');
    assert.equal(sheet.getCell('A3').value, 42);
    assert.equal(sheet.getCell('A3').numFmt, '0');
    assert.equal(sheet.getCell('B3').value, '123456789012345678');
    assert.equal(sheet.getCell('C3').value, 7);
    assert.equal(sheet.getCell('A4').value, 99);
    assert.equal(sheet.getCell('B4').value, 'abc');
  });

  it('makes the header row bold and frozen, with column widths', async () => {
    const { sheet } = await readBack({
      name: 'w', columns: [{ header: '部门名称' }, { header: 'x', width: 33 }, { header: 'when', kind: 'datetime' }], rows: [['a', 'b', null]],
    });
    assert.equal(sheet.getCell('A1').font?.bold, true);
    assert.notEqual(sheet.getCell('A2').font?.bold, true);
    assert.equal(sheet.views[0]?.state, 'frozen');
    assert.equal((sheet.views[0] as { ySplit?: number }).ySplit, 1);
    assert.equal(sheet.getColumn(1).width, 10);
    assert.equal(sheet.getColumn(2).width, 33);
    assert.equal(sheet.getColumn(3).width, 20);
  });

  it('pulls rows only as fast as the stream is read, and returns them when destroyed', async () => {
    let pulled = 0;
    let returned = false;
    function* rows() {
      try {
        for (let i = 0; i < 10_000_000; i++) {
          pulled++;
          yield [i, `第 ${i} 行`, new Date(i * 1000)];
        }
      } finally {
        returned = true;
      }
    }
    const stream = writeXlsx({ name: 'big', columns: [{ header: 'i' }, { header: 't' }, { header: 'd' }], rows: rows() });
    await once(stream, 'readable');
    // The buffers between the rows and the reader fill (zlib works on another thread, slower
    // on a busy machine), then pulling stops: wait for that, then see that it stays stopped.
    let whilePaused = -1;
    for (let i = 0; i < 100 && pulled !== whilePaused; i++) {
      whilePaused = pulled;
      await sleep(200);
    }
    await sleep(500);
    assert.equal(pulled, whilePaused, 'no row is pulled while nobody reads');
    assert.ok(whilePaused < 200_000, `only buffers' worth is pulled ahead (${whilePaused})`);
    stream.destroy();
    for (let i = 0; i < 250 && !returned; i++) await sleep(20);
    assert.equal(returned, true);
  });

  it('ends a full sheet cleanly after the last row that fits, and says so', async () => {
    let returned = false;
    const told: XlsxTruncation[] = [];
    function* rows() {
      try { for (let i = 1; i <= 5; i++) yield [i]; } finally { returned = true; }
    }
    const { sheet } = await readBack({ name: 't', columns: [{ header: 'n' }], rows: rows(), maxRows: 3, onTruncated: (t) => told.push(t) });
    assert.deepEqual(told, [{ rowsWritten: 3, reason: 'rows' }]);
    assert.equal(returned, true);
    assert.equal(sheet.rowCount, 4);
    assert.equal(XLSX_MAX_DATA_ROWS, EXCEL_MAX_ROWS - 1);
  });

  it('fails the stream when the rows fail', async () => {
    async function* rows() {
      yield ['one'];
      throw new Error('database gone');
    }
    await assert.rejects(buffer(writeXlsx({ name: 'f', columns: [{ header: 'x' }], rows: rows() })), /database gone/);
  });

  it('refuses a sheet without columns or with more than Excel holds', () => {
    assert.throws(() => writeXlsx({ name: 'x', columns: [], rows: [] }), RangeError);
    assert.throws(() => writeXlsx({ name: 'x', columns: Array.from({ length: 16_385 }, () => ({ header: 'h' })), rows: [] }), RangeError);
  });
});

// The smallest PNG: one white pixel.
const ONE_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

describe('writeXlsxBook: several sheets, a deferred sheet and a picture', () => {
  it('writes the sheets in order, names made unique, the first one selected', async () => {
    const bytes = await buffer(writeXlsxBook([
      { name: '数据', columns: [{ header: 'a' }], rows: [['x']] },
      { name: '数据', columns: [{ header: 'b', kind: 'number' }], rows: [[1], [2]] },
    ]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    assert.deepEqual(workbook.worksheets.map((s) => s.name), ['数据', '数据 (2)']);
    assert.deepEqual(valuesOf(workbook.worksheets[1]!.getRow(3)), [2]);
  });

  it('makes a deferred sheet only once the sheets before it are written, and anchors its picture', async () => {
    let pulled = 0;
    let madeAfter = -1;
    let pngAskedAfter = -1;
    function* rows() { for (let i = 0; i < 5; i++) { pulled++; yield [i]; } }
    const bytes = await buffer(writeXlsxBook([
      { name: 'rows', columns: [{ header: 'n' }], rows: rows() },
      {
        name: 'sum', picture: true,
        make: () => {
          madeAfter = pulled;
          return {
            name: '', columns: [{ header: 'total', kind: 'number' }], rows: [[pulled]],
            picture: { column: 2, row: 1, widthPx: 80, heightPx: 40, description: '图', png: async () => { pngAskedAfter = pulled; return ONE_PIXEL; } },
          };
        },
      },
    ]));
    assert.equal(madeAfter, 5);
    assert.equal(pngAskedAfter, 5);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sum = workbook.worksheets[1]!;
    assert.deepEqual(valuesOf(sum.getRow(2)), [5]);
    const [image] = sum.getImages();
    assert.ok(image);
    assert.equal(image.range.tl.nativeCol, 2);
    assert.equal(image.range.tl.nativeRow, 1);
    assert.ok(workbook.getImage(Number(image.imageId)).buffer);
  });

  it('fails the stream when a deferred sheet cannot be made', async () => {
    const stream = writeXlsxBook([{ name: 'x', picture: false, make: () => Promise.reject(new Error('fold failed')) }]);
    await assert.rejects(buffer(stream), /fold failed/);
  });
});
