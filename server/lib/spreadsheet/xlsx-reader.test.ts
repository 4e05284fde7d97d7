import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { readXlsxRows, type ReadXlsxOptions, type XlsxRow } from './xlsx-reader.ts';
import { writeXlsx, type XlsxSheet } from './xlsx-writer.ts';
import { zipStream } from './zip-writer.ts';
import { buildXlsxBombs } from '../../test-support/xlsx-bombs.ts';

async function readAll(input: Buffer | Readable, options: ReadXlsxOptions = { maxRows: 1000 }): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const row of readXlsxRows(input, options)) rows.push(row);
  return rows;
}

const written = async (sheet: Omit<XlsxSheet, 'name'>) => buffer(writeXlsx({ name: 's', ...sheet }));
const plain = (rows: XlsxRow[]) => rows.map((r) => ({ rowNumber: r.rowNumber, values: { ...r.values } }));

/** A package of hand-written parts, for what other writers do. */
async function packageOf(parts: Record<string, string>): Promise<Buffer> {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  const all = {
    '[Content_Types].xml': `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    '_rels/.rels': `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ...parts,
  };
  return buffer(zipStream(Object.entries(all).map(([name, text]) => ({ name, content: Buffer.from(text) }))));
}

/** A refusal: a SpreadsheetError with this message key. */
const refusedWith = (key: string) => (error: unknown) => error instanceof SpreadsheetError && error.key === key;

describe('readXlsxRows: the rows of an uploaded workbook', () => {
  it('reads back what writeXlsx wrote, keyed by the header texts', async () => {
    const bytes = await written({
      columns: [{ header: ' 姓名 ' }, { header: '生日', kind: 'date' }, { header: '到达', kind: 'datetime' }, { header: '金额', kind: 'number' }, { header: '启用' }],
      rows: [
        ['张三', '1990-05-06', '2024-01-02 09:30:00', 12.5, true],
        [null, null, null, null, null],
        ['a < b & "c"\r\nline _x0041_ kept', null, null, -3, false],
      ],
    });
    assert.deepEqual(plain(await readAll(bytes)), [
      { rowNumber: 2, values: { 姓名: '张三', 生日: new Date('1990-05-06T00:00:00Z'), 到达: new Date('2024-01-02T09:30:00Z'), 金额: 12.5, 启用: true } },
      { rowNumber: 4, values: { 姓名: 'a < b & "c"\r\nline _x0041_ kept', 生日: null, 到达: null, 金额: -3, 启用: false } },
    ]);
  });

  it('reads what Excel writes: shared strings, rich text, custom and built-in date formats, formulas, the 1904 system', async () => {
    for (const date1904 of [false, true]) {
      const workbook = new ExcelJS.Workbook();
      workbook.properties.date1904 = date1904;
      const sheet = workbook.addWorksheet('数据');
      sheet.addRow(['姓名', '生日', '登记', '合计']);
      sheet.addRow([{ richText: [{ text: '富' }, { text: '文本', font: { bold: true } }] }, new Date(Date.UTC(1990, 4, 6)), new Date(Date.UTC(2024, 0, 2, 8)), { formula: '1+1', result: 2 }]);
      sheet.getCell('B2').numFmt = 'yyyy"年"m"月"d"日"';
      sheet.getCell('C2').numFmt = 'm/d/yy h:mm';
      const rows = await readAll(Buffer.from(await workbook.xlsx.writeBuffer()));
      assert.deepEqual(plain(rows), [{ rowNumber: 2, values: {
        姓名: '富文本', 生日: new Date('1990-05-06T00:00:00Z'), 登记: new Date('2024-01-02T08:00:00Z'), 合计: 2,
      } }], `date1904 ${date1904}`);
    }
  });

  it('follows the relationships to the first visible sheet, with prefixed elements and no cell references', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const bytes = await packageOf({
      'xl/workbook.xml': `<x:workbook xmlns:x="${main}" xmlns:r="${rel}"><x:sheets><x:sheet name="h" sheetId="1" state="hidden" r:id="R1"/><x:sheet name="v" sheetId="2" r:id="R2"/></x:sheets></x:workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="R1" Type="${rel}/worksheet" Target="/xl/worksheets/hidden.xml"/><Relationship Id="R2" Type="${rel}/worksheet" Target="sheets/../worksheets/Data.xml"/><Relationship Id="R3" Type="${rel}/sharedStrings" Target="strings.xml"/></Relationships>`,
      'xl/strings.xml': `<sst xmlns="${main}"><si><t>代码</t></si><si><r><t>名</t></r><r><t>称</t></r><rPh><t>めい</t></rPh></si><si><t>甲</t></si></sst>`,
      'xl/worksheets/hidden.xml': `<x:worksheet xmlns:x="${main}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>wrong sheet</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
      'xl/worksheets/data.xml': `<x:worksheet xmlns:x="${main}"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>`
        + '<x:row><x:c><x:v>7</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c></x:row><x:row r="5"><x:c r="B5" t="str"><x:v>乙</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    });
    assert.deepEqual(plain(await readAll(bytes)), [
      { rowNumber: 2, values: { 代码: 7, 名称: '甲' } },
      { rowNumber: 5, values: { 代码: null, 名称: '乙' } },
    ]);
  });

  it('takes a stream, and refuses one larger than maxBytes with a 413', async () => {
    const bytes = await written({ columns: [{ header: 'n' }], rows: [[1], [2]] });
    assert.equal((await readAll(Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]))).length, 2);
    await assert.rejects(readAll(Readable.from([bytes]), { maxRows: 10, maxBytes: 100 }),
      (e: unknown) => refusedWith('uploadTooLarge')(e) && (e as SpreadsheetError).status === 413);
  });

  it('refuses more than maxRows data rows', async () => {
    const bytes = await written({ columns: [{ header: 'n' }], rows: Array.from({ length: 6 }, (_, i) => [i]) });
    assert.equal((await readAll(bytes, { maxRows: 6 })).length, 6);
    await assert.rejects(readAll(bytes, { maxRows: 5 }), refusedWith('spreadsheetTooManyRows'));
  });

  it('refuses an .xls, a password-protected file, a renamed text file and a damaged zip, each with its own message', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    await assert.rejects(readAll(ole), refusedWith('spreadsheetXls'));
    await assert.rejects(readAll(Buffer.concat([ole, Buffer.from('EncryptedPackage', 'utf16le')])), refusedWith('spreadsheetEncrypted'));
    await assert.rejects(readAll(Buffer.from('name,amount\n张三,1\n')), refusedWith('spreadsheetNotXlsx'));
    const bytes = await written({ columns: [{ header: 'n' }], rows: [[1]] });
    await assert.rejects(readAll(bytes.subarray(0, bytes.length - 30)), refusedWith('spreadsheetUnreadable'));
  });

  it('stops inflating past maxUnzippedBytes, and at what the zip declares when it declares less', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [`第 ${i} 行`]);
    const bytes = await written({ columns: [{ header: 'n' }], rows });
    await assert.rejects(readAll(bytes, { maxRows: 1e6, maxUnzippedBytes: 2 ** 20 }), refusedWith('spreadsheetUnzippedTooLarge'));
    // The central directory entry of the sheet (the last one) now says 100 bytes: a lie, so a damaged file.
    const lying = Buffer.from(bytes);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(100, central + 24);
    await assert.rejects(readAll(lying, { maxRows: 1e6 }), refusedWith('spreadsheetUnreadable'));
  });

  it('refuses each bomb of the sweep with its own message, whatever its directory declares', async () => {
    for (const bomb of await buildXlsxBombs()) {
      await assert.rejects(readAll(bomb.file, { maxRows: 5000 }), refusedWith(bomb.refusal), bomb.name);
    }
  });

  it('refuses a styles part made to take time: a number format longer than Excel allows, or more cell formats than Excel keeps', async () => {
    // The review's 2 KB file: a format of 262,000 '[' held the server a minute in a quadratic regular expression.
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const styled = (styles: string) => packageOf({
      'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
      'xl/styles.xml': `<styleSheet xmlns="${main}">${styles}</styleSheet>`,
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row></sheetData></worksheet>`,
    });
    const format = (code: string) => `<numFmts><numFmt numFmtId="164" formatCode="${code}"/></numFmts><cellXfs><xf numFmtId="164"/></cellXfs>`;
    await assert.rejects(readAll(await styled(format('['.repeat(262_000)))), refusedWith('spreadsheetUnreadable'));
    await assert.rejects(readAll(await styled(`<cellXfs>${Array.from({ length: 64_001 }, (_, i) => `<xf numFmtId="${i % 50}" fontId="${i}"/>`).join('')}</cellXfs>`)), refusedWith('spreadsheetUnreadable'));
    assert.equal((await readAll(await styled(format('['.repeat(255))))).length, 0, 'the longest format Excel allows is read');
  });

  it('refuses a cell past the last column of Excel, more cells than allowed, and a wide header row over many short rows', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const sheet = (sheetData: string) => packageOf({
      'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="r"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
    });
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    await assert.rejects(readAll(await sheet(`<row r="1">${cell('XFE1', 'h')}</row>`)), refusedWith('spreadsheetTooManyColumns'));
    await assert.rejects(readAll(await sheet(`<row r="1">${'<c/>'.repeat(20_000)}</row>`)), refusedWith('spreadsheetTooManyColumns'));
    await assert.rejects(readAll(await sheet(`<row r="1">${cell('A1', 'h')}</row>${'<row><c/><c/></row>'.repeat(60)}`), { maxRows: 100, maxCells: 100 }),
      refusedWith('spreadsheetTooManyCells'));
    // 200 headers, then rows of one value each: 200 values kept per row.
    const header = `<row r="1">${Array.from({ length: 200 }, (_, i) => cell(`${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}1`, `h${i}`)).join('')}</row>`;
    const rows = Array.from({ length: 10 }, (_, i) => `<row r="${i + 2}">${cell(`A${i + 2}`, 'v')}</row>`).join('');
    await assert.rejects(readAll(await sheet(header + rows), { maxRows: 100, maxCells: 1000 }), refusedWith('spreadsheetTooManyCells'));
    assert.equal((await readAll(await sheet(header + rows), { maxRows: 100, maxCells: 2000 })).length, 10);
    await assert.rejects(readAll(await sheet(`<row r="1">${cell('A1', 'h')}</row>${'<row/>'.repeat(200)}`), { maxRows: 10, maxRowElements: 100 }),
      refusedWith('spreadsheetTooManyRowElements'));
  });

  it('refuses a repeated header, a sheet without any row and a cell longer than Excel allows', async () => {
    await assert.rejects(readAll(await written({ columns: [{ header: '名称' }, { header: '名称 ' }], rows: [] })), refusedWith('spreadsheetDuplicateHeader'));
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const parts = (sheetData: string) => packageOf({
      'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="r"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml': `<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
    });
    await assert.rejects(readAll(await parts('<row r="1"><c r="A1"/></row>')), refusedWith('spreadsheetNoHeader'));
    const long = 'x'.repeat(32_768);
    await assert.rejects(readAll(await parts(`<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>${long}</t></is></c></row>`)),
      (e: unknown) => refusedWith('spreadsheetCellTooLong')(e) && (e as SpreadsheetError).params.cell === 'A2');
    await assert.rejects(readAll(await parts('<row r="1"><c r="A1"><v>1</v></row>')), refusedWith('spreadsheetUnreadable'));
  });

  it('gives values in prototype-free objects, so a header such as __proto__ is an ordinary key', async () => {
    const [row] = await readAll(await written({ columns: [{ header: '__proto__' }, { header: 'constructor' }], rows: [['a', 'b']] }));
    assert.equal(Object.getPrototypeOf(row!.values), null);
    assert.deepEqual(Object.entries(row!.values), [['__proto__', 'a'], ['constructor', 'b']]);
  });
});
