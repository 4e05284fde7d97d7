import type { APIRequestContext, Page } from '@playwright/test';
import { chooseLocale, expect, test } from './fixtures.ts';
import { expectFits, input, notification, tokenOf, rowAction, showFilters } from './admin-helpers.ts';

// What is particular to the positions page; its list, add, edit, export, delete, three
// languages and phone size are the back-office journey's (back-office.spec.ts 'back-office
// journey: positions'). Runs on the shared server: every position made here has a code
// starting with PREFIX and is deleted afterwards (through the page, or the API when a step failed).
const PREFIX = `E2E-${Date.now().toString(36)}`;

const rows = (page: Page) => page.getByTestId('position-row');
const rowOf = (page: Page, code: string) => rows(page).filter({ has: page.getByTestId('position-cell-code').getByText(code, { exact: true }) });
const codes = (page: Page) => page.getByTestId('position-cell-code');

/** Adds a position through the API (for the language and phone checks). */
async function addByApi(request: APIRequestContext, code: string, name: string, postRank: string): Promise<void> {
  const res = await request.post('/api/sys/position/add', { data: { code, name, postRank }, headers: { 'X-Access-Token': await tokenOf(request) } });
  expect(res.ok()).toBe(true);
}

test.afterAll(async ({ request }) => {
  const headers = { 'X-Access-Token': await tokenOf(request) };
  const res = await request.get(`/api/sys/position/list?pageSize=200&code=${PREFIX}`, { headers });
  const ids = ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers });
});

/** Opens the add dialog, fills it and saves. */
async function addPosition(page: Page, code: string, name: string, rank: string | null): Promise<void> {
  await page.getByTestId('position-add').click();
  await expect(page.getByTestId('position-dialog')).toHaveAttribute('open', '');
  await input(page, 'position-code').fill(code);
  await input(page, 'position-name').fill(name);
  if (rank) {
    await page.getByTestId('position-postRank').click();
    await page.getByRole('option', { name: rank, exact: true }).click();
  }
  await page.getByTestId('position-save').click();
}

/** Filters the list by code (the spec's own positions only). */
async function filterByCode(page: Page, code: string): Promise<void> {
  await showFilters(page, 'position');
  await input(page, 'position-filter-code').fill(code);
  await page.getByTestId('position-search').click();
}

test.describe('positions (/isystem/position, the back-office kit)', () => {
  test.use({ signedInAs: 'admin' });

  test('positions in cn: the form\'s rules, a code taken in another case, sort, the rank filter and batch delete', async ({ page }) => {
    test.slow(); // Many dialog round trips.
    const [a, b] = [`${PREFIX}-A`, `${PREFIX}-B`];
    await page.goto('/isystem/position');
    await expect(page.getByTestId('position-table').locator('th')).toHaveText(['', '职务编码', '职务名称', '职级', '创建时间', '操作'].map((t) => new RegExp(`^${t}`)));
    await expect(page.getByTestId('pagination-size')).toHaveJSProperty('value', '10');

    // §5: required, then the code's characters; nothing is saved.
    await page.getByTestId('position-add').click();
    await page.getByTestId('position-save').click();
    await expect(page.getByTestId('position-code-error')).toHaveText('请输入职务编码');
    await expect(page.getByTestId('position-name-error')).toHaveText('请输入职务名称');
    await input(page, 'position-code').fill('P M');
    await page.getByTestId('position-save').click();
    await expect(page.getByTestId('position-code-error')).toHaveText('只允许字母、数字、下划线和短横线');
    await page.getByTestId('position-cancel').click();

    await addPosition(page, a, 'e2e 经理', '中级');
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('position-dialog')).not.toHaveAttribute('open', '');
    await addPosition(page, b, 'e2e 助理', '员级');
    await expect(page.getByTestId('position-dialog')).not.toHaveAttribute('open', '');
    await filterByCode(page, PREFIX);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('pagination-total')).toHaveText('1-2 共 2 条');
    await expect(rowOf(page, a).getByTestId('position-cell-postRank')).toHaveText('中级');
    await expect(rowOf(page, a).getByTestId('position-cell-createTime')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);

    // The code is unique in the tenant, whatever its case: the form asks the duplicate check
    // before saving and says so under the field; nothing reaches the server's add.
    await page.getByTestId('position-add').click();
    await input(page, 'position-code').fill(a.toLowerCase());
    await input(page, 'position-name').fill('e2e 重复');
    await page.getByTestId('position-save').click();
    await expect(page.getByTestId('position-code-error')).toHaveText('该值不可用，系统中已存在！');
    await expect(page.getByTestId('position-refusal')).toHaveCount(0);
    await expect(page.getByTestId('position-dialog')).toHaveAttribute('open', '');
    await page.getByTestId('position-cancel').click();
    await expect(rows(page)).toHaveCount(2);

    // Sorted by code: ascending, then descending; newest first before.
    await expect(codes(page)).toHaveText([b, a]);
    await page.getByTestId('position-sort-code').click();
    await expect(codes(page)).toHaveText([a, b]);
    await expect(page.getByTestId('position-sort-code').locator('xpath=..')).toHaveAttribute('aria-sort', 'ascending');
    await page.getByTestId('position-sort-code').click();
    await expect(codes(page)).toHaveText([b, a]);

    // A dictionary field filters by its item; 重置 clears every filter.
    await showFilters(page, 'position');
    await page.getByTestId('position-filter-postRank').click();
    await page.getByRole('option', { name: '员级', exact: true }).click();
    await page.getByTestId('position-search').click();
    await expect(codes(page)).toHaveText([b]);
    await page.getByTestId('position-reset').click();
    await expect(input(page, 'position-filter-code')).toHaveValue('');
    await filterByCode(page, PREFIX);
    await expect(rows(page)).toHaveCount(2);

    // Batch delete needs a selection, then asks; a row's delete asks too.
    await page.getByTestId('position-batch-delete').click();
    await expect(notification(page, '请选择一条记录！')).toBeVisible();
    await rowAction(rowOf(page, b), 'position-delete');
    await expect(page.getByTestId('position-confirm-text')).toHaveText('确定删除此记录吗？');
    await page.getByTestId('position-confirm').click();
    await expect(notification(page, '删除成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await rowOf(page, a).getByTestId('position-select').click();
    await page.getByTestId('position-batch-delete').click();
    await expect(page.getByTestId('position-confirm-text')).toHaveText('确定删除选中的 1 条记录吗？');
    await page.getByTestId('position-confirm').click();
    await expect(page.getByTestId('position-empty').locator('.empty-state-title')).toHaveText('暂无数据');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expectFits(page, 1024);
  });

  test('the rank\'s dictionary text, the toolbar and the form\'s messages follow the language (en, tc)', async ({ page, request }) => {
    const code = `${PREFIX}-L`;
    await addByApi(request, code, 'e2e 语言', '3');
    await page.goto('/isystem/position');
    const texts = {
      en: { rank: 'Intermediate', buttons: ['Search', 'Reset', 'Add', 'Export', 'Delete selected'], dialog: 'Add position', required: 'Please enter Code' },
      tc: { rank: '中級', buttons: ['查詢', '重置', '新增', '導出', '批量刪除'], dialog: '新增職務', required: '請輸入職務編碼' },
    } as const;
    for (const [locale, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
      await chooseLocale(page, locale);
      await filterByCode(page, code);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first().getByTestId('position-cell-postRank')).toHaveText(t.rank);
      for (const [i, id] of ['search', 'reset', 'add', 'export', 'batch-delete'].entries()) await expect(page.getByTestId(`position-${id}`)).toHaveText(t.buttons[i]!);
      await page.getByTestId('position-add').click();
      await expect(page.getByTestId('position-dialog')).toHaveAttribute('label', t.dialog);
      await page.getByTestId('position-save').click();
      await expect(page.getByTestId('position-code-error')).toHaveText(t.required);
      await page.getByTestId('position-cancel').click();
      await expect(page.getByTestId('position-dialog')).not.toHaveAttribute('open', '');
    }
    await chooseLocale(page, 'cn');
  });
});
