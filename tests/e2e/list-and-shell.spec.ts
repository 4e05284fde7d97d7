import type { Locator, Page } from '@playwright/test';
import { expectFits, expectReachable, expectRowActionsReachable, input, rowAction, showFilters } from './admin-helpers.ts';
import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { goInApp } from './in-app.ts';

/*
 * What users see (issue 23, set beside Ant Design Pro and vue-vben-admin): the kit's list page
 * (links and 更多, sort carets, the query form folded to a row or into a phone's drawer, an
 * empty state that offers 新增) and the shell (the brand once, the tab bar when its tabs
 * overflow, the top menu lit by the route, the footer at the bottom, pages not built yet).
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const rowOf = (page: Page, username: string) => page.getByTestId('user-row').filter({ has: page.getByTestId('user-cell-username').getByText(username, { exact: true }) });

/** The element drawn at the centre of `locator` is it or inside it: nothing (a sticky column) covers it. */
async function expectUncovered(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && element.contains(top);
  })).toBe(true);
}

test.describe('the kit list page and the shell as users see them', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1280, height: 800 } });

  test('the users list: the query form folds to one row with 展开/收起, sort carets instead of glyphs, 编辑 as a link and the rest under 更多', async ({ page }) => {
    await page.goto('/isystem/user');
    await expect(page.getByTestId('user-table')).toHaveAttribute('aria-busy', 'false');
    const toggle = page.getByTestId('user-query-toggle');
    await expect(toggle).toHaveText('展开');
    await expect(page.getByTestId('user-filter-roleIds')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveText('收起');
    await expect(page.getByTestId('user-filter-roleIds')).toBeVisible();
    await toggle.click();
    await expect(page.getByTestId('user-filter-roleIds')).toHaveCount(0);

    const header = page.getByTestId('user-sort-username');
    await expect(header.locator('svg.kit-sort-carets path')).toHaveCount(2);
    await expect(page.getByTestId('user-table').locator('thead')).not.toContainText('↕');
    await header.click();
    await expect(header.locator('svg.kit-sort-carets path').first()).toHaveClass('active');
    await expect(header.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'ascending');

    const lisi = rowOf(page, 'lisi');
    await expect(lisi.locator('sl-button')).toHaveCount(0);
    await expect(lisi.locator('.kit-row-actions > .kit-link')).toHaveText(['编辑']);
    await lisi.getByTestId('user-more').click();
    await expect(lisi.locator('sl-menu-item')).toHaveText(['密码', '冻结', '离职', '删除']);
    await lisi.getByTestId('user-delete').click();
    await expect(page.getByTestId('user-confirm-text')).toContainText('确定删除');
    await page.getByTestId('user-confirm-cancel').click();
    await expect(lisi).toHaveCount(1);
  });

  test('an empty list shows a picture, 暂无数据 and 新增, which opens the add form', async ({ page }) => {
    await page.goto('/isystem/position');
    await showFilters(page, 'position');
    await input(page, 'position-filter-code').fill('no-such-position-code');
    await page.getByTestId('position-search').click();
    const empty = page.getByTestId('position-empty');
    await expect(empty.locator('svg.empty-state-picture')).toBeVisible();
    await expect(empty).toContainText('暂无数据');
    await empty.getByTestId('position-empty-add').click();
    await expect(page.getByTestId('position-dialog')).toHaveAttribute('open', '');
  });

  test('at 390 × 844 with touch: the filters wait in a drawer behind 查询, and a row shows its account beside 编辑 and 更多', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await page.goto('/isystem/user');
    await expect(page.getByTestId('user-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    // Before the first row: the tree's button, 查询 and 高级查询, the toolbar; no filter field.
    await expect(page.getByTestId('user-filter-username')).toBeHidden();
    await expectReachable(page.getByTestId('user-query-open'), 390);
    const lisi = rowOf(page, 'lisi');
    await expectUncovered(lisi.getByTestId('user-cell-username'));
    await expectRowActionsReachable(lisi, ['user-edit', 'user-set-password', 'user-delete'], 390);

    await page.getByTestId('user-query-open').tap();
    const drawer = page.getByTestId('user-query-drawer');
    await expect(drawer).toHaveAttribute('open', '');
    await input(page, 'user-filter-username').fill('lisi');
    await expectReachable(page.getByTestId('user-search'), 390);
    await page.getByTestId('user-search').tap();
    await expect(drawer).not.toHaveAttribute('open', '');
    await expect(page.getByTestId('user-query-open')).toHaveText('查询（1）');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await rowAction(lisi, 'user-set-password', 'tap');
    await expect(page.locator('sl-dialog[open]').locator('[part="panel"]')).toBeInViewport({ ratio: 1 });
    await expectFits(page, 390);
    await context.close();
  });

  test('the header shows the brand once; opening / adds no tab titled /; a page opened by URL lights its module, home lights 首页', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    const brand = page.getByTestId('app-header').getByTestId('brand-logo');
    await expect(brand).toHaveText('DKP 数据知识门户');
    // The header logo is the mark alone: the platform name beside it is not drawn a second time.
    await expect(brand.getByTestId('brand-logo-image')).toHaveJSProperty('naturalWidth', 36);
    await expect(page.getByTestId('tab')).toHaveText(['首页']);

    await page.goto('/isystem/position');
    await expect(page.getByTestId('top-menu-item-menu-system')).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveTitle('职务管理 · DKP 数据知识门户');
    await page.goto('/dashboard/analysis');
    await expect(page.getByTestId('top-menu-item-menu-home')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('top-menu-item-menu-system')).not.toHaveAttribute('aria-current', 'true');
  });

  test('a page not built yet says so, and its footer stands at the bottom of the window; a page outside the menu names the window', async ({ page }) => {
    await openPortal(page, '/digitalWorkbench');
    await expect(page.getByTestId('page-title')).toHaveText('数字工作台');
    await expect(page.getByTestId('page-not-built')).toContainText('此页面尚在建设中');
    // The footer ends where the content's bottom padding begins, at the window's bottom edge.
    await expect.poll(() => page.getByTestId('global-footer').evaluate((footer) => {
      const padding = Number.parseFloat(getComputedStyle(footer.parentElement!).paddingBottom);
      return Math.round(footer.getBoundingClientRect().bottom + padding);
    })).toBe(800);
    await goInApp(page, '/subscribe');
    await expect(page).toHaveTitle('报表订阅 · DKP 数据知识门户');
  });

  test('at 1024 px the tab bar scrolls: arrows at its ends, the active tab in view, and a menu of every tab that opens one', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page);
    const pages = ['/isystem/user', '/isystem/role', '/isystem/depart', '/isystem/departRole', '/isystem/position', '/isystem/permission', '/isystem/permissionGroup', '/isystem/announcement', '/isystem/log', '/isystem/quartzJob'];
    for (const path of pages) await goInApp(page, path);
    const strip = page.getByTestId('tab-bar').getByRole('tablist');
    const active = page.getByTestId('tab').and(page.locator('[aria-selected="true"]'));
    await expect(active).toHaveAttribute('data-path', '/isystem/quartzJob');
    await expect(page.getByTestId('tab-bar-prev')).toBeEnabled();
    await expect(page.getByTestId('tab-bar-next')).toBeDisabled();
    const inStrip = async (tab: Locator) => {
      const [bar, box] = [await strip.boundingBox(), await tab.boundingBox()];
      return !!bar && !!box && box.x >= bar.x - 1 && box.x + box.width <= bar.x + bar.width + 1;
    };
    await expect.poll(() => inStrip(active)).toBe(true);
    await expectFits(page, 1024);

    await page.getByTestId('tab-bar-prev').click();
    await expect(page.getByTestId('tab-bar-next')).toBeEnabled();
    await page.getByTestId('tab-bar-menu').click();
    const items = page.getByTestId('tab-bar-menu-item');
    await expect(items).toHaveCount(pages.length + 1);
    await items.filter({ hasText: '用户管理' }).click();
    await expect(page).toHaveURL(/\/isystem\/user$/);
    await expect.poll(() => inStrip(page.getByTestId('tab').and(page.locator('[data-path="/isystem/user"]')))).toBe(true);
  });
});
