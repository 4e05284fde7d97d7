import type { Page } from '@playwright/test';
import { externalHref, isExternalItem, visibleMenu } from '../../shared/navigation/menu-routes.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/** Types `text` into the top-bar search box and presses Enter (portal-shell §2.4). */
async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('header-search').locator('input');
  await box.fill(text);
  await box.press('Enter');
}

/** Opens the portal and returns the menu the server gave the page (others' specs may add pages to it). */
async function openPortalWithMenu(page: Page): Promise<MenuItem[]> {
  const permissions = page.waitForResponse((r) => r.url().includes('/sys/permission/getUserPermissionByToken'));
  await openPortal(page);
  return ((await (await permissions).json()) as { result: { menu: MenuItem[] } }).result.menu;
}

/**
 * Whether a visible menu entry is a page one can open (portal-shell §2.1): an external entry
 * with an http(s) address, or an entry with a path that has no children or stays on its own
 * path instead of redirecting to one.
 */
const isPage = (item: MenuItem) => (isExternalItem(item) ? externalHref(item) !== null : !!item.path && (!item.children?.length || item.redirect === item.path));

/**
 * How many pages of `menu` a search for `key` should find: the pages whose title in any
 * language contains the key, case aside. The menu the server gave (the seed's, or more that
 * another spec added) sets the number, not the test.
 */
function pagesTitled(menu: MenuItem[], key: string): number {
  const needle = key.toLowerCase();
  const titled = (item: MenuItem) => [item.meta.title, item.meta.titleEN, item.meta.titleTC].some((title) => title.toLowerCase().includes(needle));
  const count = (items: MenuItem[]): number => items.reduce((sum, item) => sum + Number(isPage(item) && titled(item)) + count(item.children ?? []), 0);
  return count(visibleMenu(menu));
}

const results = (page: Page) => page.getByTestId('search-results');
const hit = (page: Page, id: string) => page.getByTestId(`search-hit-${id}`);

test.describe('search-results page (portal-shell §2.1)', () => {
  test.use({ signedInAs: 'staff' });

  test('the header search shows the matching pages with their trail, titled as search results; a hit opens its page', async ({ page }) => {
    const menu = await openPortalWithMenu(page);
    await searchFor(page, '报表');
    await expect(page).toHaveURL(/\/dashboard\/analysis\?mode=SearchList&key=%E6%8A%A5%E8%A1%A8&category=1$/);
    await expect(page.getByTestId('page-title')).toHaveText('搜索结果');
    await expect(page.getByTestId('home-page')).toHaveCount(0);
    await expect(hit(page, 'menu-report-history')).toContainText('历史报表');
    await expect(hit(page, 'menu-report-history').getByTestId('search-hit-trail')).toHaveText('报表中心');
    await expect(page.getByTestId('search-summary')).toHaveText(/^“报表”共找到 \d+ 个页面$/);
    await expect(page).toHaveTitle(/^搜索结果：报表 · /);
    await expect(page.getByTestId('tab').filter({ hasText: '搜索结果：报表' })).toHaveAttribute('aria-selected', 'true');

    // A new key in the search box searches again.
    await searchFor(page, '自我');
    expect(pagesTitled(menu, '自我')).toBeGreaterThan(0);
    await expect(page.getByTestId('search-summary')).toHaveText(`“自我”共找到 ${pagesTitled(menu, '自我')} 个页面`);
    await hit(page, 'menu-report-self').getByRole('link').click();
    await expect(page).toHaveURL(/\/report\/selfAnalyze$/);
    await expect(page.getByTestId('page-title')).toHaveText('自我分析');
  });

  test('staff never find the administration pages; the administrator does', async ({ page, browser }) => {
    await openPortal(page);
    await searchFor(page, '管理');
    await expect(page.getByTestId('search-empty')).toHaveText('没有找到与“管理”相关的页面');
    await searchFor(page, 'isystem');
    await expect(page.getByTestId('search-empty')).toBeVisible();

    const { page: adminPage } = await newSignedInPage(browser, 'admin');
    await openPortal(adminPage);
    await searchFor(adminPage, '管理');
    await expect(hit(adminPage, 'menu-sys-user').getByTestId('search-hit-trail')).toHaveText('系统管理');
    await hit(adminPage, 'menu-sys-user').getByRole('link').click();
    await expect(adminPage).toHaveURL(/\/isystem\/user$/);
    await adminPage.context().close();
  });

  test('titles match and show in the three languages, and follow a language switch', async ({ page }) => {
    const menu = await openPortalWithMenu(page);
    await page.getByTestId('locale-en').click();
    await searchFor(page, 'report HISTORY');
    await expect(results(page)).toHaveText(/Report history/);
    await expect(hit(page, 'menu-report-history').getByTestId('search-hit-trail')).toHaveText('Reports');
    await expect(page.getByTestId('page-title')).toHaveText('Search results');
    await expect(page.getByTestId('search-summary')).toHaveText(`Pages found for “report HISTORY”: ${pagesTitled(menu, 'report HISTORY')}`);
    await expect(page).toHaveTitle(/^Search results: report HISTORY · /);

    await page.getByTestId('locale-tc').click();
    await expect(hit(page, 'menu-report-history')).toContainText('歷史報表');
    await expect(hit(page, 'menu-report-history').getByTestId('search-hit-trail')).toHaveText('報表中心');
    await searchFor(page, '備課');
    await expect(hit(page, 'menu-report-prep')).toContainText('備課報表');
    const prep = pagesTitled(menu, '備課');
    await expect(page.getByTestId('pagination-total')).toHaveText(`1-${Math.min(prep, 10)} 共 ${prep} 條`);
  });

  test('an unmatched key shows the empty state', async ({ page }) => {
    await openPortal(page);
    await searchFor(page, '100%_不存在');
    await expect(page.getByTestId('search-empty')).toHaveText('没有找到与“100%_不存在”相关的页面');
    await expect(page.getByTestId('pagination')).toHaveCount(0);
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('pages through many hits with the pager, the size changer and the quick jumper', async ({ page }) => {
      const count = pagesTitled(await openPortalWithMenu(page), 'e');
      expect(count, 'the menu has more than two pages of 10 hits for "e"').toBeGreaterThan(20);
      await page.getByTestId('locale-en').click();
      await searchFor(page, 'e');
      const total = page.getByTestId('pagination-total');
      await expect(total).toHaveText(`1-10, ${count} in total`);
      await expect(results(page).locator('.search-hit')).toHaveCount(10);

      const first = results(page).locator('.search-hit').first();
      const firstOnPage1 = await first.getAttribute('data-testid');
      await page.getByTestId('pagination-page').filter({ hasText: /^2$/ }).click();
      await expect(total).toHaveText(`11-${Math.min(20, count)}, ${count} in total`);
      // The pager's total can show page 2 a render before its hits do (CI13 read page 1's first).
      await expect(first).not.toHaveAttribute('data-testid', firstOnPage1!);
      const firstOnPage2 = await first.getAttribute('data-testid');

      await page.getByTestId('pagination-size').click();
      await page.getByRole('option', { name: '20 / page' }).click();
      await expect(total).toHaveText(`1-${Math.min(20, count)}, ${count} in total`);
      await expect(results(page).locator('.search-hit').nth(10)).toHaveAttribute('data-testid', firstOnPage2!);

      await page.getByTestId('pagination-jump').fill('99');
      await page.getByTestId('pagination-jump').press('Enter');
      const lastPageStart = (Math.ceil(count / 20) - 1) * 20 + 1;
      await expect(total).toHaveText(`${lastPageStart}-${count}, ${count} in total`);
      await expect(page.getByTestId('pagination-next')).toBeDisabled();
    });
  });
});

test.describe('search-results page: news and the knowledge base (portal-shell §2.1 categories 2, 3, 0; issue 24)', () => {
  test.use({ signedInAs: 'staff' });
  test('two Chinese words find the seeded news with the words marked; the tabs switch category; a hit opens the article; en and tc tabs', async ({ page }) => {
    await page.goto(`/dashboard/analysis?mode=SearchList&key=${encodeURIComponent('数字化 转型')}&category=2`);
    const hits = results(page).locator('li.search-hit');
    await expect(hits).toHaveCount(1);
    await expect(hits.first().locator('.search-hit-title')).toHaveText('公司荣获年度数字化转型奖');
    await expect(hits.first().locator('.search-hit-title mark')).toHaveText(['数字', '化', '转型']);
    await expect(hits.first().getByTestId('search-hit-snippet')).toContainText('公司凭借数据门户项目');
    await expect(page.getByTestId('search-summary')).toHaveText('“数字化 转型”共找到 1 条结果');
    await page.getByTestId('search-category-1').click();
    await expect(page).toHaveURL(/category=1/);
    await expect(page.getByTestId('search-empty')).toBeVisible();
    await page.getByTestId('search-category-2').click();
    await hits.first().locator('.search-hit-title').click();
    await expect(page).toHaveURL(/\/news\?id=/);
    await expect(page.getByTestId('article-detail-title')).toHaveText('公司荣获年度数字化转型奖');
    for (const [locale, tabs] of [['en', ['All', 'Pages', 'News', 'Knowledge base']], ['tc', ['全部', '頁面', '新聞', '知識庫']]] as const) {
      await page.goto(`/dashboard/analysis?mode=SearchList&key=${encodeURIComponent('優秀團隊')}&category=0`);
      await page.getByTestId(`locale-${locale}`).click();
      await expect(page.getByTestId('search-categories').locator('a')).toHaveText([...tabs]);
      await expect(hits.first().locator('.search-hit-title')).toHaveText('年度優秀團隊名單公佈');
    }
  });
});

test.describe('search-results page: the server refuses the key (issue 22 audit)', () => {
  test.use({ signedInAs: 'staff' });
  test("a key longer than the server takes shows the error state with the server's words, in cn and after a retry in en", async ({ page }) => {
    await page.goto(`/dashboard/analysis?mode=SearchList&key=${'x'.repeat(101)}&category=1`);
    await expect(page.getByTestId('search-error')).toContainText('请求参数错误：key 长度不能超过 100');
    await page.getByTestId('locale-en').click();
    await page.getByTestId('search-retry').click();
    await expect(page.getByTestId('search-error')).toContainText('Invalid request: key must be at most 100 characters');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });
});
