import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { ReportViewError } from '../../../../shared/reports/crosstab-fold.ts';
import type { Cell } from '../../../../shared/reports/report-result.ts';
import { CHART_KINDS } from '../../../../shared/reports/report-view.ts';
import { ZipArchive } from '../../../lib/spreadsheet/zip-reader.ts';
import { renderDownload } from './render-download.ts';
import { reportWorkbook } from './report-xlsx.ts';
import { pdfText } from '../../../test-support/pdf-text.ts';
import { decodePng, inkOf, isPng } from '../../../test-support/png-pixels.ts';
import { SAMPLE_ROWS, SAMPLE_TITLE, batchesOf, sampleInput, sampleView } from '../../../test-support/sample-report.ts';

/** The entries of a zip by name, as text. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const archive = await ZipArchive.open(bytes, { maxTotalBytes: 256 * 2 ** 20, maxRatio: 1000 });
  assert.ok(archive, 'a zip directory');
  const out = new Map<string, Buffer>();
  for (const entry of archive.entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of archive.chunks(entry, 64 * 2 ** 20)) chunks.push(chunk);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

// Array.from turns exceljs's holes (empty cells) into undefined.
const valuesOf = (row: ExcelJS.Row) => Array.from(row.values as unknown[]).slice(1);

describe('renderDownload: the six downloads of a report, without a browser', () => {
  it('draws every kind of view as a PNG of 1200 × 675 that is not blank, the Chinese title drawn', async () => {
    for (const chart of CHART_KINDS) {
      const download = await renderDownload('png', sampleInput(sampleView(chart)));
      assert.equal(download.contentType, 'image/png');
      assert.equal(download.filename, `${SAMPLE_TITLE}.png`);
      const bytes = await buffer(download.stream);
      assert.ok(isPng(bytes), `${chart}: PNG signature`);
      const pixels = decodePng(bytes);
      assert.deepEqual([pixels.width, pixels.height], [1200, 675], chart);
      const ink = inkOf(pixels);
      assert.ok(ink.share > 0.005 && ink.colours > 8, `${chart}: ${(ink.share * 100).toFixed(2)} % inked, ${ink.colours} colours`);
      // The title is centred at the top: its band has ink only if the CJK font drew it.
      const band = { width: 400, height: 40, rgba: Buffer.alloc(400 * 40 * 4) };
      for (let y = 0; y < 40; y++) pixels.rgba.copy(band.rgba, y * 400 * 4, ((y + 8) * 1200 + 400) * 4, ((y + 8) * 1200 + 800) * 4);
      assert.ok(inkOf(band).share > 0.02, `${chart}: the title is drawn`);
    }
  });

  it('writes an A4 landscape PDF with the Chinese title, the filters, the time and the figures as text', async () => {
    const download = await renderDownload('pdf', sampleInput(sampleView('bar')));
    assert.equal(download.contentType, 'application/pdf');
    const bytes = await buffer(download.stream);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.match(bytes.subarray(-8).toString(), /%%EOF/);
    assert.match(bytes.toString('latin1'), /\/MediaBox \[0 0 841\.89 595\.28\]/);
    const lines = pdfText(bytes);
    assert.equal(lines[0], SAMPLE_TITLE);
    assert.ok(lines.includes('筛选条件：年份 = 2024'), lines.join('|'));
    assert.ok(lines.includes('生成时间：2026/11/24 10:00:00'), lines.join('|'));
    // The chart's axis names (vector text) and the table's header and totals.
    assert.ok(lines.includes('报名人数（合计）'));
    for (const word of ['部门', '研发部', '总计', '14']) assert.ok(lines.includes(word), word);
  });

  it('writes the PDF of a table view as its rows, in English', async () => {
    const bytes = await buffer((await renderDownload('pdf', sampleInput(sampleView('table'), 'en'))).stream);
    const lines = pdfText(bytes);
    assert.ok(lines.includes('Filters: 年份 = 2024'));
    for (const word of ['Month', 'Department', 'Enrolments', 'Amount', '2024-01-01', '100.5']) assert.ok(lines.includes(word), word);
  });

  it('writes a PPTX with a native chart for a bar view and the picture for a KPI, the title on the slides', async () => {
    const bar = await unzip(await buffer((await renderDownload('pptx', sampleInput(sampleView('bar')))).stream));
    const slide1 = bar.get('ppt/slides/slide1.xml')!.toString();
    assert.match(slide1, new RegExp(SAMPLE_TITLE));
    assert.match(slide1, /筛选条件：年份 = 2024/);
    assert.ok([...bar.keys()].some((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n)), 'a native chart part');
    const chart = [...bar.entries()].find(([n]) => /^ppt\/charts\/chart\d+\.xml$/.test(n))![1].toString();
    assert.match(chart, /<c:barChart>/);
    assert.match(chart, /研发部/);
    const slide2 = bar.get('ppt/slides/slide2.xml')!.toString();
    assert.match(slide2, /数据表/);
    assert.match(slide2, /总计/);

    const kpi = await unzip(await buffer((await renderDownload('pptx', sampleInput(sampleView('kpi'), 'tc'))).stream));
    assert.match(kpi.get('ppt/slides/slide1.xml')!.toString(), /篩選條件：年份 = 2024/);
    const media = [...kpi.entries()].filter(([n]) => n.startsWith('ppt/media/') && !n.endsWith('/'));
    assert.equal(media.length, 1);
    assert.ok(isPng(media[0]![1]));
  });

  it('streams every row as CSV: BOM, labelled header, numbers as numbers, quoting and the formula guard', async () => {
    const rows = [
      ...SAMPLE_ROWS.slice(0, 2),
      ['2024-03-01', '=HYPERLINK("http://x","点我")', -5, 1.25],
      ['2024-03-01', '+1 "引号", 逗号', null, '3.50'],
      ['2024-03-01', '-2\r\n第二行', 0, null],
      ['2024-03-01', '@SUM(A1)', 1, 2],
      ['2024-03-01', '\t制表', 1, 2],
    ];
    const download = await renderDownload('csv', sampleInput(sampleView('bar'), 'en', rows));
    assert.equal(download.contentType, 'text/csv; charset=utf-8');
    const bytes = await buffer(download.stream);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(bytes.subarray(3).toString('utf8'), [
      'Month,Department,Enrolments,Amount',
      '2024-01-01,研发部,3,100.5',
      '2024-01-01,市场部,5,80',
      `2024-03-01,"'=HYPERLINK(""http://x"",""点我"")",-5,1.25`,
      `2024-03-01,"'+1 ""引号"", 逗号",,3.50`,
      `2024-03-01,"'-2\r\n第二行",0,`,
      "2024-03-01,'@SUM(A1),1,2",
      "2024-03-01,'\t制表,1,2",
      '',
    ].join('\r\n'));
  });

  it('writes the crosstab as XLSX with totals, figures as numbers, that exceljs reads back', async () => {
    const download = await renderDownload('crosstab', sampleInput(sampleView('crosstab')));
    assert.equal(download.filename, `${SAMPLE_TITLE}-交叉表.xlsx`);
    const workbook = await workbookOf(await buffer(download.stream));
    assert.equal(workbook.worksheets.length, 1);
    const sheet = workbook.worksheets[0]!;
    assert.equal(sheet.name, SAMPLE_TITLE);
    const header = valuesOf(sheet.getRow(1));
    assert.equal(header[0], '部门');
    assert.equal(header.at(-1), '总计');
    // Months are date keys: written as dates (the header cells are the keys' text).
    assert.deepEqual(header.slice(1, 3), ['2024-01-01', '2024-02-01']);
    assert.deepEqual(valuesOf(sheet.getRow(2)), ['研发部', 3, 11, 14]);
    assert.deepEqual(valuesOf(sheet.getRow(3)), ['市场部', 5, 1, 6]);
    assert.deepEqual(valuesOf(sheet.getRow(4)), ['财务部', 2, undefined, 2]);
    assert.deepEqual(valuesOf(sheet.getRow(5)), ['（空）', undefined, 6, 6]);
    assert.deepEqual(valuesOf(sheet.getRow(6)), ['总计', 10, 18, 28]);
  });

  it('writes the crosstab of a bar view (dimension by series) and of a KPI', async () => {
    const bar = (await workbookOf(await buffer((await renderDownload('crosstab', sampleInput(sampleView('bar', { aggregate: 'avg' }), 'en'))).stream))).worksheets[0]!;
    assert.deepEqual(valuesOf(bar.getRow(1)), ['Department', '2024-01-01', '2024-02-01', 'Total']);
    assert.deepEqual(valuesOf(bar.getRow(2)), ['研发部', 3, 5.5, 14 / 3]);
    const kpi = (await workbookOf(await buffer((await renderDownload('crosstab', sampleInput(sampleView('kpi', { aggregate: 'count' }), 'en'))).stream))).worksheets[0]!;
    assert.deepEqual(valuesOf(kpi.getRow(1)), ['Count of Enrolments']);
    assert.deepEqual(valuesOf(kpi.getRow(2)), [7]);
  });

  it('writes the workbook: every row on the data sheet, the figures and the chart picture on the second', async () => {
    const download = await renderDownload('workbook', sampleInput(sampleView('bar'), 'tc'));
    assert.equal(download.filename, `${SAMPLE_TITLE}.xlsx`);
    const workbook = await workbookOf(await buffer(download.stream));
    assert.deepEqual(workbook.worksheets.map((s) => s.name), ['數據', '圖表']);
    const data = workbook.worksheets[0]!;
    assert.deepEqual(valuesOf(data.getRow(1)), ['月份', '部門', '報名人數', '金額']);
    assert.equal(data.rowCount, SAMPLE_ROWS.length + 1);
    const first = valuesOf(data.getRow(2));
    assert.ok(first[0] instanceof Date && first[0].toISOString().startsWith('2024-01-01'), 'a date column as dates');
    assert.deepEqual(first.slice(1), ['研发部', 3, 100.5]);
    const chart = workbook.worksheets[1]!;
    assert.deepEqual(valuesOf(chart.getRow(1)), ['部門', '2024-01-01', '2024-02-01', '總計']);
    assert.deepEqual(valuesOf(chart.getRow(chart.rowCount)), ['總計', 10, 18, 28]);
    const images = chart.getImages();
    assert.equal(images.length, 1);
    const media = workbook.getImage(Number(images[0]!.imageId));
    assert.equal(media.extension, 'png');
    assert.ok(isPng(Buffer.from(media.buffer as unknown as Uint8Array)));
  });

  it('folds every row into the workbook chart even when the data sheet is cut at its row limit', async () => {
    const many: Cell[][] = Array.from({ length: 2000 }, (_, i) => ['2024-01-01', i % 2 ? '甲' : '乙', 1, 1]);
    const input = { ...sampleInput(sampleView('kpi', { aggregate: 'count' })), batches: batchesOf(many, 100) };
    const workbook = await workbookOf(await buffer(reportWorkbook(input, { maxDataRows: 500 })));
    assert.equal(workbook.worksheets[0]!.rowCount, 501);
    assert.deepEqual(valuesOf(workbook.worksheets[1]!.getRow(2)), [2000]);
  });

  it('refuses a view that names a column the result lacks before producing anything', async () => {
    for (const format of ['png', 'pdf', 'pptx', 'crosstab', 'workbook'] as const) {
      await assert.rejects(renderDownload(format, sampleInput(sampleView('bar', { dimension: 'nope' }))), ReportViewError, format);
    }
  });
});
