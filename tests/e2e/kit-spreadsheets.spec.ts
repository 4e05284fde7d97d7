import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { Page } from '@playwright/test';
import { readXlsxRows } from '../../server/lib/spreadsheet/xlsx-reader.ts';
import { writeXlsx } from '../../server/lib/spreadsheet/xlsx-writer.ts';
import { chooseLocale, expect, openPortal, test } from './fixtures.ts';
import { authHeaders, input, notification, showFilters } from './admin-helpers.ts';

// The kit's import and export end to end on the positions page (widgets-admin §2, §4, §7
// "import", "export URL"): every position made here has a code starting with PREFIX.
const PREFIX = `XL-${Date.now().toString(36)}`.toUpperCase();

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  const res = await request.get(`/api/sys/position/list?pageSize=200&code=${PREFIX}`, { headers });
  const ids = ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers });
});

/** An .xlsx headed by the positions' column titles in Chinese, as the export writes them. */
const workbook = (rows: string[][]) =>
  buffer(writeXlsx({ name: '职务', columns: [{ header: '职务编码' }, { header: '职务名称' }, { header: '职级' }], rows }));

/** The rows of a downloaded .xlsx, keyed by header. */
async function sheetRows(path: string) {
  const rows = [];
  for await (const row of readXlsxRows(await readFile(path), { maxRows: 1000 })) rows.push(row.values);
  return rows;
}

async function openPositions(page: Page) {
  await openPortal(page, '/isystem/position');
  await expect(page.getByTestId('page-title')).toHaveText('职务管理');
}

test.describe('spreadsheets on a kit page (/isystem/position)', () => {
  test.use({ signedInAs: 'admin' });

  test('imports an .xlsx: good rows are added, bad rows come back as a file to download; the export holds what the list shows', async ({ page }) => {
    await openPositions(page);
    await page.getByTestId('position-import').click();
    await expect(page.getByTestId('import-dialog')).toHaveAttribute('open', '');
    const file = await workbook([[`${PREFIX}-1`, '表格导入甲', '1'], [`${PREFIX}-2`, '表格导入乙', '2'], ['bad code!', '坏行', '1']]);
    await page.getByTestId('import-input').setInputFiles({ name: 'positions.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await expect(page.getByTestId('import-file')).toHaveAttribute('data-name', 'positions.xlsx');
    await page.getByTestId('import-upload').click();

    // Code 201: the good rows went in; the bad one is offered back with its message.
    const warning = page.getByTestId('import-warning');
    await expect(warning).toHaveAttribute('open', '');
    await expect(warning).toHaveAttribute('label', '导入成功，但有部分数据有误！');
    const download = page.waitForEvent('download');
    await page.getByTestId('import-error-file').click();
    const errors = await sheetRows(await (await download).path());
    expect(errors.map((row) => row['职务编码'])).toEqual(['bad code!']);
    await page.getByTestId('import-warning-ok').click();
    await expect(page.getByTestId('import-file-message')).toHaveText('成功导入 2 行，1 行有误');
    await page.getByTestId('import-cancel').click();

    await showFilters(page, 'position');
    await input(page, 'position-filter-code').fill(PREFIX);
    await page.getByTestId('position-search').click();
    await expect(page.getByTestId('position-cell-code')).toHaveText([`${PREFIX}-2`, `${PREFIX}-1`]);

    // The export asks the same query and writes the list's columns in the page's language.
    const exported = page.waitForEvent('download');
    await page.getByTestId('position-export').click();
    const saved = await exported;
    expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await sheetRows(await saved.path());
    expect(rows.map((row) => [row['职务编码'], row['职务名称']])).toEqual([[`${PREFIX}-2`, '表格导入乙'], [`${PREFIX}-1`, '表格导入甲']]);

    await chooseLocale(page, 'en');
    await expect(page.getByTestId('position-import')).toHaveText('Import');
    const english = page.waitForEvent('download');
    await page.getByTestId('position-export').click();
    const headers = Object.keys((await sheetRows(await (await english).path()))[0]!);
    expect(headers).toEqual(expect.arrayContaining(['Code', 'Name']));
    await chooseLocale(page, 'cn');
  });

  test('an .xls or a file that is not a spreadsheet is refused with its message and adds nothing', async ({ page }) => {
    await openPositions(page);
    await page.getByTestId('position-import').click();
    await page.getByTestId('import-input').setInputFiles({ name: 'old.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('not a zip at all') });
    await page.getByTestId('import-upload').click();
    await expect(page.getByTestId('import-file')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('import-file-message')).not.toBeEmpty();
    await expect(notification(page, 'old.xlsx')).toBeVisible();
  });
});
