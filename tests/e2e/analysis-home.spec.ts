import type { APIRequestContext } from '@playwright/test';
import { chooseLocale, expect, openPortal, signIn, test } from './fixtures.ts';
import { tokenOf } from './admin-helpers.ts';
import { addTestUser, removeUsersNamed } from './test-users.ts';

// The analysis home (issue 12, `/dashboard/analysis`) shows a card per report page the user
// may open, and no other. The spec makes its own role, granted the home and one report page
// (备课报表, whose report is 课程平均成绩), and a user holding only that role; both are removed
// afterwards. The seeded staff, who hold the three report pages, are the other side.
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ROLE_CODE = `home_${STAMP}`;
const USER = { username: `home_${STAMP}`, password: 'Home#2026pass' };
const GRANTS = 'menu-home,menu-reports,menu-report-prep';

/** The reports of the seed by language (server/db/seed/report-demo.ts). */
const TITLES = {
  granted: { cn: '课程平均成绩', en: 'Average score by course', tc: '課程平均成績' },
  history: { cn: '各部门月度报名人数', en: 'Monthly enrolments by department', tc: '各部門月度報名人數' },
  self: { cn: '部门季度出勤率', en: 'Attendance by department and quarter', tc: '部門季度出勤率' },
} as const;

async function headersOf(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-Access-Token': await tokenOf(request) };
}

async function roleId(request: APIRequestContext, headers: Record<string, string>): Promise<string | undefined> {
  const res = await request.get(`/api/sys/role/list?pageSize=10&roleCode=${ROLE_CODE}`, { headers });
  return ((await res.json()) as { result: { records: { id: string; roleCode: string }[] } }).result.records.find((r) => r.roleCode === ROLE_CODE)?.id;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const headers = await headersOf(request);
  expect((await request.post('/api/sys/role/add', { headers, data: { roleName: `首页${STAMP}`, roleCode: ROLE_CODE } })).ok()).toBe(true);
  const id = (await roleId(request, headers))!;
  const granted = await request.post('/api/sys/permission/saveRolePermission', { headers, data: { roleId: id, permissionIds: GRANTS } });
  expect(granted.ok()).toBe(true);
  await addTestUser(request, { ...USER, realname: '首页用户', roleIds: [id] });
  // The cards' figures and charts are computed once a minute per report and language: computed
  // here first, so that a cold report database on a loaded machine does not pass the page's 9 s
  // request timeout. Which cards the user gets is decided on every request, cached or not.
  const own = { 'X-Access-Token': await tokenOf(request, USER.username, USER.password) };
  for (const locale of ['cn', 'en', 'tc']) {
    const home = await request.get('/api/reports/home', { headers: { ...own, 'X-Locale': locale }, timeout: 60_000 });
    expect(home.ok()).toBe(true);
  }
});

test.afterAll(async ({ request }) => {
  const headers = await headersOf(request);
  await removeUsersNamed(request, USER.username);
  const id = await roleId(request, headers);
  if (id) await request.delete(`/api/sys/role/delete?id=${id}`, { headers });
});

test.describe('analysis home: a card per report the user may view (issue 12)', () => {
  test('a user granted one report page sees its card only, in cn, en and tc, and it opens the report', async ({ page }) => {
    await signIn(page, USER.username, USER.password);
    const cards = page.getByTestId('analysis-card');
    for (const locale of ['cn', 'en', 'tc'] as const) {
      if (locale !== 'cn') await chooseLocale(page, locale);
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(TITLES.granted[locale]);
      await expect(page.getByTestId('home-page')).not.toContainText(TITLES.history[locale]);
      await expect(page.getByTestId('home-page')).not.toContainText(TITLES.self[locale]);
    }
    await expect(cards.locator('.analysis-kpi-value')).toHaveText(/^\d[\d,.]*$/);
    await expect(cards.locator('img.analysis-chart')).toBeVisible();
    await cards.click();
    await expect(page).toHaveURL(/\/report\/prep$/);
  });
});

test.describe('analysis home: the staff hold the three report pages', () => {
  test.use({ signedInAs: 'staff' });

  test("the staff see each report's card, in tc", async ({ page }) => {
    await openPortal(page);
    await chooseLocale(page, 'tc');
    const cards = page.getByTestId('analysis-card');
    for (const title of [TITLES.history.tc, TITLES.granted.tc, TITLES.self.tc]) {
      await expect(cards.filter({ hasText: title })).toHaveCount(1);
    }
  });
});
