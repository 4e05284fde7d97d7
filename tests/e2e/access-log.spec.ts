import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from './e2e-env.ts';
import { expect, newSignedInPage, openPortal, signIn, STAFF, test } from './fixtures.ts';
import { authHeaders, expectFits, expectReachable, input, showFilters } from './admin-helpers.ts';
import { goInApp } from './in-app.ts';
import { addTestUser, roleIdsOfUser, type TestUser } from './test-users.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const topEntry = (page: Page, name: string) => page.getByTestId('top-menu').getByRole('button', { name, exact: true });
const rows = (page: Page) => page.getByTestId('log-row');
const cell = (page: Page, row: number, key: string) => rows(page).nth(row).getByTestId(`log-cell-${key}`);

/**
 * A user of this test's own with the staff's roles: the access log is read per user, and other
 * tests' staff visits (a shuffled order can put one a moment before this test) never show in it.
 */
async function staffOfOwn(request: APIRequestContext): Promise<TestUser> {
  const roleIds = await roleIdsOfUser(request, STAFF.username);
  return addTestUser(request, { username: `alog${Date.now().toString(36)}`, password: 'Alog#2026pass', realname: '访问日志用户', roleIds });
}

/** Opens 系统日志 from the menu, as an administrator finds it. */
async function openLogPage(page: Page): Promise<void> {
  await topEntry(page, '系统管理').click();
  await page.getByTestId('menu-tree').getByRole('link', { name: '系统日志', exact: true }).click();
  await expect(page).toHaveURL(/\/isystem\/log$/);
  await expect(page.getByTestId('page-title')).toHaveText('系统日志');
}

test.describe('the access log (portal-shell §7 sysLog) and the system log page (/isystem/log)', () => {
  test.use({ signedInAs: 'admin' });

  test('staff open two report pages; the administrator finds each visit once in 系统日志, under the access log', async ({ page, browser, request }) => {
    const user = await staffOfOwn(request);
    const staff = await browser.newContext({ baseURL: process.env[E2E.baseUrlVariable] });
    const staffPage = await staff.newPage();
    // Through the form: the sign-in log's newest row for the user is this one (checked below).
    await signIn(staffPage, user.username, user.password);
    await topEntry(staffPage, '报表中心').click();
    await expect(staffPage).toHaveURL(/\/report\/history$/);
    await staffPage.getByTestId('side-menu').getByRole('link', { name: '备课报表', exact: true }).click();
    await expect(staffPage).toHaveURL(/\/report\/prep$/);
    // Each activation once: home on signing in, then the two pages; a page outside the menu, nothing.
    const headers = await authHeaders(request);
    const written = async () => {
      const res = await request.get(`/api/sys/log/list?logType=3&username=${user.username}&column=createTime&order=asc`, { headers });
      return ((await res.json()) as { result: { records: { logContent: string; requestUrl: string }[] } }).result.records.map((r) => `${r.logContent} ${r.requestUrl}`);
    };
    const visits = ['首页 /dashboard/analysis', '历史报表 /report/history', '备课报表 /report/prep'];
    await expect.poll(written).toEqual(visits);
    // A page outside the menu writes nothing: the next page's visit follows the last one directly.
    await goInApp(staffPage, '/account/no-such-page');
    await expect(staffPage.getByTestId('not-found')).toBeVisible();
    await goInApp(staffPage, '/report/selfAnalyze');
    await expect(staffPage.getByTestId('page-title')).toHaveText('自我分析');
    await expect.poll(written).toEqual([...visits, '自我分析 /report/selfAnalyze']);
    await staff.close();

    await openPortal(page);
    await openLogPage(page);
    await expect(page.getByTestId('log-tab-login')).toHaveAttribute('active', '');
    await page.getByTestId('log-tab-access').click();
    await showFilters(page, 'log');
    await input(page, 'log-filter-username').fill(user.username);
    await page.getByTestId('log-search').click();
    await expect(cell(page, 0, 'logContent')).toHaveText('自我分析');
    await expect(page.getByTestId('log-table').locator('th')).toHaveText(['', '操作人账号', '日志内容', '请求地址', '操作类型', 'IP', '创建时间'].map((t) => new RegExp(`^${t}`)));
    for (const [row, title, url] of [[0, '自我分析', '/report/selfAnalyze'], [1, '备课报表', '/report/prep'], [2, '历史报表', '/report/history']] as const) {
      await expect(cell(page, row, 'username')).toHaveText(user.username);
      await expect(cell(page, row, 'logContent')).toHaveText(title);
      await expect(cell(page, row, 'requestUrl')).toHaveText(url);
      await expect(cell(page, row, 'operateType')).toHaveText('访问');
      await expect(cell(page, row, 'createTime')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    // The sign-ins are a tab of their own.
    await page.getByTestId('log-tab-login').click();
    await expect(cell(page, 0, 'logContent')).toHaveText(`用户 ${user.username} 登录成功`);
    await expect(page.getByTestId('log-add')).toHaveCount(0);
    await expect(page.getByTestId('log-export')).toBeVisible();
    await user.remove();
  });

  test.describe('as a member of staff', () => {
    test.use({ signedInAs: 'staff' });

    test('staff have no 系统日志: neither the menu entry nor the list', async ({ page, request }) => {
      await openPortal(page);
      await expect(topEntry(page, '报表中心')).toBeVisible();
      await expect(topEntry(page, '系统管理')).toHaveCount(0);
      const res = await request.get('/api/sys/log/list?logType=3', { headers: await authHeaders(request, STAFF.username, STAFF.password) });
      expect(res.status()).toBe(403);
    });
  });

  test('at 390 × 844 with touch the page fits: tabs, filters and the table', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await openPortal(page, '/isystem/log');
    await expect(page.getByTestId('log-table')).toHaveAttribute('aria-busy', 'false');
    await expect(rows(page).first()).toBeVisible();
    await expectFits(page, 390);
    await page.getByTestId('log-tab-access').tap();
    await expect(cell(page, 0, 'operateType')).toHaveText('访问');
    await expectReachable(page.getByTestId('log-tab-access'), 390);
    // On a phone the filters wait in a drawer behind 查询.
    await expectReachable(page.getByTestId('log-query-open'), 390);
    await showFilters(page, 'log');
    await expectReachable(page.getByTestId('log-search'), 390);
    await input(page, 'log-filter-createTime-from').fill('2020-01-01');
    await page.getByTestId('log-search').tap();
    await expect(rows(page).first()).toBeVisible();
    await expectFits(page, 390);
    await context.close();
  });
});

test.describe('the system log page: day range and export (issue 22 audit)', () => {
  test.use({ signedInAs: 'admin' });

  test('a day range filters the entries, one running backwards is refused in en, and the filtered entries export as .xlsx', async ({ page }) => {
    await page.goto('/isystem/log');
    await expect(page.getByTestId('page-title')).toHaveText('系统日志');
    await expect(rows(page).first()).toBeVisible();
    const dates = async (from: string, to: string) => {
      await showFilters(page, 'log');
      await input(page, 'log-filter-createTime-from').fill(from);
      await input(page, 'log-filter-createTime-to').fill(to);
      await page.getByTestId('log-search').click();
    };
    // Days no entry can have, then days every entry has (no dependence on today's date).
    await dates('2099-01-01', '2099-01-02');
    await expect(page.getByTestId('log-empty')).toBeVisible();
    await dates('2000-01-01', '2099-12-31');
    await expect(rows(page).first()).toBeVisible();
    await page.getByTestId('global-footer').getByTestId('locale-en').click();
    await dates('2099-01-02', '2000-01-01');
    await expect(page.getByTestId('log-filter-createTime-error')).toHaveText('The start date must not be after the end date');
    await dates('2000-01-01', '2099-12-31');
    await expect(page.getByTestId('log-filter-createTime-error')).toHaveCount(0);
    const saving = page.waitForEvent('download');
    await page.getByTestId('log-export').click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await file.path())!)).subarray(0, 2).toString()).toBe('PK');
    await page.getByTestId('global-footer').getByTestId('locale-cn').click();
  });
});
