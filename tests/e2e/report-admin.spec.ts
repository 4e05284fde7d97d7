import type { Page } from '@playwright/test';
import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { authHeaders, codeBox, expectFits, expectReachable, fillCode, input, notification, rowAction } from './admin-helpers.ts';

// Runs on the shared server: the one report made here has a code starting with PREFIX and is
// deleted afterwards (through the page, or the API when a step failed).
const PREFIX = `e2e-${Date.now().toString(36)}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SEEDED_REPORTS = ['enrolment-history', 'course-scores', 'attendance-crosstab'];
const SQL = "select to_char(month,'YYYY-MM') as month, sum(enrolments) as enrolments from report_data.course_months group by 1 order by 1";

const sourceRow = (page: Page, code: string) => page.getByTestId('report-source-row').filter({ has: page.getByTestId('report-source-cell-code').getByText(code, { exact: true }) });
const reportRow = (page: Page, code: string) => page.getByTestId('report-row').filter({ has: page.getByTestId('report-cell-code').getByText(code, { exact: true }) });

/** Chooses `option` in the kit select `testId` of the open dialog. */
async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  const res = await request.get(`/api/report/definition/list?pageSize=100&code=${PREFIX}`, { headers });
  const ids = ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/report/definition/deleteBatch?ids=${ids.join(',')}`, { headers });
});

test.describe('report administration (/isystem/reportSource, /isystem/report)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator sees the seeded source and reports, tests connections, and adds, edits and deletes a report', async ({ page }) => {
    test.slow(); // Two pages and several dialog round trips.
    await openPortal(page);
    await page.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true }).click();
    await page.getByTestId('menu-tree').getByRole('link', { name: '数据源管理', exact: true }).click();
    await expect(page).toHaveURL(/\/isystem\/reportSource$/);
    await expect(page.getByTestId('page-title')).toHaveText('数据源管理');
    await expect(page.getByTestId('report-source-table').locator('th')).toHaveText(['', '编码', '名称', '类型', '连接', '描述', '创建时间', '操作'].map((t) => new RegExp(`^${t}`)));
    const portal = sourceRow(page, 'portal');
    await expect(portal.getByTestId('report-source-cell-name')).toHaveText('门户数据库');
    await expect(portal.getByTestId('report-source-cell-kind')).toHaveText('内置');

    // 测试连接: the built-in source answers at once; a URL typed in the form is tried by the server.
    await rowAction(portal, 'report-source-test');
    await expect(notification(page, '连接成功')).toBeVisible();
    await page.getByTestId('report-source-add').click();
    await expect(page.getByTestId('report-source-form-test')).toHaveAttribute('disabled', '');
    await input(page, 'report-source-url').fill('postgres://nobody:secret@127.0.0.1:1/none');
    await page.getByTestId('report-source-form-test').click();
    await expect(notification(page, '无法连接到数据源')).toBeVisible();
    await page.getByTestId('report-source-cancel').click();

    await page.getByTestId('menu-tree').getByRole('link', { name: '报表设计', exact: true }).click();
    await expect(page).toHaveURL(/\/isystem\/report$/);
    await expect(page.getByTestId('page-title')).toHaveText('报表设计');
    await expect(page.getByTestId('report-table').locator('th')).toHaveText(['', '编码', '名称', '数据源', '菜单', '行数上限', '创建时间', '操作'].map((t) => new RegExp(`^${t}`)));
    for (const code of SEEDED_REPORTS) await expect(reportRow(page, code).getByTestId('report-cell-sourceName')).toHaveText('门户数据库');
    await expect(reportRow(page, 'enrolment-history').getByTestId('report-cell-name')).toHaveText('各部门月度报名人数');
    await expect(reportRow(page, 'enrolment-history').getByTestId('report-cell-menuTitle')).toHaveText('历史报表');

    // A bar chart of the demo figures on the built-in source, linked to no menu entry; the
    // server's refusal of an undeclared parameter shows in the form first.
    const code = `${PREFIX}-bar`;
    await page.getByTestId('report-add').click();
    await expect(page.getByTestId('report-dialog')).toHaveAttribute('label', '新增报表');
    await input(page, 'report-code').fill(code);
    await input(page, 'report-name').fill('e2e 月度报名');
    await input(page, 'report-nameEn').fill('e2e monthly enrolments');
    await choose(page, 'report-sourceId', '门户数据库 (内置)');
    // The SQL is written in the code editor (CodeMirror, SQL mode, 240 px high), its keywords highlighted.
    await expect(page.getByTestId('report-sqlText').locator('.dkp-code-surface')).toHaveAttribute('data-mode', 'sql');
    await expect.poll(async () => (await page.getByTestId('report-sqlText').boundingBox())?.height).toBe(240);
    await fillCode(page, 'report-sqlText', SQL.replace(' group by', " where :dept = '' group by"));
    await expect(codeBox(page, 'report-sqlText').locator('span', { hasText: /^select$/ }).first()).toBeVisible();
    await choose(page, 'report-chart', '柱状图');
    await input(page, 'report-dimension').fill('month');
    await input(page, 'report-measure').fill('enrolments');
    await page.getByTestId('report-save').click();
    // The server's refusal of the SQL shows under the SQL field.
    await expect(page.getByTestId('report-sqlText-error')).toHaveText('SQL 中的参数 :dept 未定义');
    await fillCode(page, 'report-sqlText', "select set_config('role', 'postgres', true) as month, 1 as enrolments");
    await page.getByTestId('report-save').click();
    await expect(page.getByTestId('report-sqlText-error')).toHaveText('函数 set_config 不允许在报表中使用');
    await fillCode(page, 'report-sqlText', SQL);
    await page.getByTestId('report-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('report-dialog')).not.toHaveAttribute('open', '');
    const added = reportRow(page, code);
    await expect(added.getByTestId('report-cell-name')).toHaveText('e2e 月度报名');
    await expect(added.getByTestId('report-cell-sourceName')).toHaveText('门户数据库');
    await expect(added.getByTestId('report-cell-menuTitle')).toHaveText('');
    await expect(added.getByTestId('report-cell-rowCap')).toHaveText('5000');

    // Edited: the form shows what was saved; a line chart now, a lower row cap.
    await rowAction(added, 'report-edit');
    await expect(page.getByTestId('report-dialog')).toHaveAttribute('label', '编辑报表');
    await expect(codeBox(page, 'report-sqlText')).toHaveText(SQL);
    await expect(input(page, 'report-dimension')).toHaveValue('month');
    await expect(page.getByTestId('report-series')).toBeVisible();
    await expect(page.getByTestId('report-rows')).toHaveCount(0);
    await input(page, 'report-name').fill('e2e 月度报名（折线）');
    await choose(page, 'report-chart', '折线图');
    await input(page, 'report-rowCap').fill('100');
    await page.getByTestId('report-save').click();
    await expect(page.getByTestId('report-dialog')).not.toHaveAttribute('open', '');
    await expect(added.getByTestId('report-cell-name')).toHaveText('e2e 月度报名（折线）');
    await expect(added.getByTestId('report-cell-rowCap')).toHaveText('100');

    await rowAction(added, 'report-delete');
    await page.getByTestId('report-confirm').click();
    await expect(notification(page, '删除成功')).toBeVisible();
    await expect(added).toHaveCount(0);
    for (const code of SEEDED_REPORTS) await expect(reportRow(page, code)).toHaveCount(1);
  });

  // The pages in en and tc (issue 23, moved from here): the server's names in the request's language,
  // server/modules/reports/report-admin.test.ts ("the report administration pages' words from the server…");
  // the pages' own words, ReportSourceListPage and ReportListPage's component tests ('speaks ${locale}: …').

  test('at 390 × 844 with touch both pages and their forms fit', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await openPortal(page);
    await page.goto('/isystem/reportSource');
    await expect(page.getByTestId('report-source-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    await page.getByTestId('report-source-add').tap();
    await expectReachable(page.getByTestId('report-source-form-test'), 390);
    await expectReachable(page.getByTestId('report-source-save'), 390);
    await expectFits(page, 390);
    await page.getByTestId('report-source-cancel').tap();
    await page.goto('/isystem/report');
    await expect(page.getByTestId('report-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    await page.getByTestId('report-add').tap();
    await expect(page.locator('sl-dialog[open]').locator('[part="panel"]')).toBeInViewport({ ratio: 1 });
    await fillCode(page, 'report-sqlText', SQL);
    await expectFits(page, 390);
    await page.getByTestId('report-cancel').tap();
    await context.close();
  });
});
