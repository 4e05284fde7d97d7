import type { Page } from '@playwright/test';
import { chooseLocale, expect, newSignedInPage, openPortal, signIn, test, STAFF } from './fixtures.ts';

/** A seeded staff account whose launcher no other spec looks at. */
const LISI = { username: 'lisi', password: STAFF.password };

const watermark = (page: Page) => page.locator('[data-dkp-watermark]');

/** The titles of the reports the signed-in user may view, as the server answers the analysis home. */
async function viewableReportTitles(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token: string }).token);
  const answer = await page.request.get('/api/reports/home', { headers: { 'X-Access-Token': token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { title: string }[] }).result.map((card) => card.title);
}

/** The names of the launcher's portals (special spaces) the server answers the signed-in user, in cn. */
async function launcherPortalNames(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token: string }).token);
  const answer = await page.request.get('/api/sys/launcher/apps', { headers: { 'X-Access-Token': token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { kind: string; name: string }[] }).result.filter((app) => app.kind === 'portal').map((app) => app.name);
}

/**
 * Each part of the day at its first minute (and the morning at its last), on a day already
 * past so that the stored session's client-side expiry still lies ahead of the page's clock.
 * Shanghai time, the time zone of the pages below.
 */
const GREETINGS = [
  ['2025-03-03T20:00:00+08:00', '晚上好'],
  ['2025-03-03T14:00:00+08:00', '下午好'],
  ['2025-03-03T12:00:00+08:00', '中午好'],
  ['2025-03-03T09:00:00+08:00', '上午好'],
  ['2025-03-03T08:59:00+08:00', '早上好'],
] as const;

test.describe('home page (portal-shell §2.4, §9)', () => {
  test.use({ signedInAs: 'staff' });

  test('greets the user by name for the hour of day, and lists the launcher', async ({ browser }) => {
    // Each band on a page of its own whose clock is fixed at the chosen time: no wall-clock
    // hour, no race at a boundary. (One page moved back and forth in time signs itself out:
    // the portal renews and checks the session against the page's clock.)
    test.slow(); // Five page loads.
    let last: Awaited<ReturnType<typeof newSignedInPage>> | undefined;
    for (const [time, greeting] of GREETINGS) {
      await last?.context.close();
      last = await newSignedInPage(browser, 'staff', { timezoneId: 'Asia/Shanghai' });
      await last.page.clock.setFixedTime(time);
      await openPortal(last.page, '/');
      await expect(last.page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(last.page.getByTestId('home-greeting')).toHaveText(`${greeting}，${STAFF.realname}`);
    }
    // The launcher, on the last of those home pages (the clock does not change it).
    const { page, context } = last!;
    const extensions = page.getByTestId('launcher-extensions');
    for (const name of ['新闻管理', '多页签', '短信验证登录', '用户行为统计', 'SQL 监控', '云数仓', '用户同步服务']) {
      await expect(extensions).toContainText(name);
    }
    // One card per portal the server answers (the seed's, or more that others add), 售前专区 among them.
    const portals = await launcherPortalNames(page);
    expect(portals).toContain('售前专区');
    await expect(page.getByTestId('launcher-portals').locator('li')).toHaveCount(portals.length);
    for (const name of portals) await expect(page.getByTestId('launcher-portals')).toContainText(name);
    await context.close();
  });

  test('the analysis cards show a figure and a chart per report the user may view, in the language, each opening its report', async ({ page }) => {
    await openPortal(page);
    const cards = page.getByTestId('analysis-card');
    // One card per report the server says the user may view (other specs may add reports),
    // the seeded three among them.
    const titles = await viewableReportTitles(page);
    expect(titles).toEqual(expect.arrayContaining(['各部门月度报名人数', '课程平均成绩', '部门季度出勤率']));
    await expect(cards).toHaveCount(titles.length);
    for (const title of titles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    const history = cards.filter({ hasText: '各部门月度报名人数' });
    await expect(history.locator('.analysis-kpi-value')).toHaveText(/^\d[\d,]*$/);
    await expect(history.locator('img.analysis-chart')).toBeVisible();
    expect(await history.locator('img.analysis-chart').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // Every seeded report draws its chart: the crosstab (部门季度出勤率) too, as a line per department.
    for (const title of ['课程平均成绩', '部门季度出勤率']) {
      const chart = cards.filter({ hasText: title }).locator('img.analysis-chart');
      await expect(chart).toBeVisible();
      expect(await chart.evaluate((img) => (img as HTMLImageElement).naturalWidth), title).toBeGreaterThan(0);
    }
    await history.click();
    await expect(page).toHaveURL(/\/report\/history$/);
    await expect(page.locator('.report-frame[data-path="/report/history"] iframe')).toBeVisible();
    await page.goto('/dashboard/analysis');
    await chooseLocale(page, 'en');
    await expect(cards.filter({ hasText: 'Average score by course' })).toBeVisible();
    await chooseLocale(page, 'cn');
  });


  test('a special-space portal opens to the pages the user may visit, and one click leads there', async ({ page }) => {
    await openPortal(page);
    const card = page.getByTestId('launcher-app-portal-shared-services');
    // Cards show the app's icon, fetched from our server.
    await expect.poll(() => card.locator('sl-icon').evaluate((icon) => !!icon.shadowRoot?.querySelector('svg path'))).toBe(true);
    await card.getByTestId('launcher-open').click();
    const dialog = page.getByTestId('space-dialog');
    await expect(dialog.locator('[part="title"]')).toHaveText('共享服务专区');
    // User administration is in this space, but not for staff.
    await expect(dialog.getByTestId('space-pages').locator('button')).toHaveText(['知识库', '数字工作台']);
    await dialog.getByTestId('space-page-menu-workbench').click();
    await expect(page).toHaveURL(/\/digitalWorkbench$/);
    await expect(page.getByTestId('page-title')).toHaveText('数字工作台');
    await expect(dialog).toBeHidden();
  });


  test('the launcher follows the language', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('locale-en').click();
    await expect(page.getByTestId('launcher-extensions')).toContainText('SMS-verified login');
    await expect(page.getByTestId('launcher-portals')).toContainText('Pre-sales space');
  });

  test('the watermark is absent on the dashboard and covers other pages without catching clicks', async ({ page }) => {
    const ip = page.waitForResponse((r) => r.url().includes('/sys/user/getUserIp'));
    await openPortal(page);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(watermark(page)).toHaveCount(0);
    await page.goto('/report/history');
    await expect(page.getByTestId('page-title')).toHaveText('历史报表');
    await expect(watermark(page)).toHaveCount(1);
    expect((await ip).ok()).toBe(true);
    const style = await watermark(page).evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.position, s.pointerEvents, s.opacity, s.backgroundSize];
    });
    expect(style).toEqual(['fixed', 'none', '0.15', '400px 200px']);
    await watermark(page).evaluate((el) => el.remove());
    await expect(watermark(page)).toHaveCount(1);
    await page.goto('/dashboard/analysis');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(watermark(page)).toHaveCount(0);
  });
});

test.describe('home page as the administrator', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator sees every page of a space, in the chosen language', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('locale-en').click();
    await page.getByTestId('launcher-app-portal-shared-services').getByRole('button', { name: 'Open' }).click();
    const pages = page.getByTestId('space-dialog').getByTestId('space-pages').locator('button');
    await expect(pages).toHaveText(['Knowledge base', 'Digital workbench', 'Users']);
    await pages.last().click();
    await expect(page).toHaveURL(/\/isystem\/user$/);
  });
});

test.describe('home page of a user no other spec signs in as', () => {
  // The launcher's additions are kept per user: lisi's, so that no other test sees them.
  test('Add turns into added and stays after a reload; remove takes it back', async ({ page }) => {
    await signIn(page, LISI.username, LISI.password);
    const card = page.getByTestId('launcher-app-ext-user-sync');
    await expect(card.getByTestId('launcher-add')).toBeVisible();
    await card.getByTestId('launcher-add').click();
    await expect(card.getByTestId('launcher-added')).toHaveText('已添加');
    await page.reload();
    await expect(card.getByTestId('launcher-added')).toHaveText('已添加');
    await card.getByTestId('launcher-remove').click();
    await expect(card.getByTestId('launcher-add')).toBeVisible();
    await page.reload();
    await expect(card.getByTestId('launcher-add')).toBeVisible();
  });

  test('a reload revalidates the kept menu: the permission fetch answers 304 and the menu shows as before', async ({ page }) => {
    await signIn(page, LISI.username, LISI.password);
    const top = page.getByTestId('top-menu').getByRole('button');
    await expect(top.first()).toBeVisible();
    const entries = await top.allTextContents();
    const revalidated = page.waitForResponse((r) => r.url().includes('/sys/permission/getUserPermissionByToken'));
    await page.reload();
    expect((await revalidated).status(), 'the tab kept the answer and its tag (shared/stores/permissions.ts)').toBe(304);
    await expect(top).toHaveText(entries);
  });
});
