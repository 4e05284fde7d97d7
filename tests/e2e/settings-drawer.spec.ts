import type { Page } from '@playwright/test';
import { expect, openPortal, test } from './fixtures.ts';

async function openDrawer(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-theme').click();
  await expect(page.getByTestId('settings-drawer').getByTestId('theme-preset-volcano')).toBeVisible();
}

/**
 * The logout confirmation's primary Shoelace button comes to `colour` (its computed background;
 * polled, since Shoelace eases the colour in).
 */
async function expectPrimaryButtonColour(page: Page, colour: string): Promise<void> {
  await page.getByTestId('logout').click();
  const confirm = page.getByTestId('logout-confirm');
  await expect(confirm).toBeVisible();
  await expect.poll(() => confirm.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor)).toBe(colour);
  await page.getByTestId('logout-cancel').click();
}

test.describe('settings drawer (portal-shell §2.4)', () => {
  test.use({ signedInAs: 'staff' });

  test('a preset colour repaints Shoelace buttons and survives a reload', async ({ page }) => {
    await openPortal(page);
    await expectPrimaryButtonColour(page, 'rgb(29, 58, 110)');
    await openDrawer(page);
    await page.getByTestId('theme-preset-volcano').click();
    await page.keyboard.press('Escape');
    await expectPrimaryButtonColour(page, 'rgb(250, 84, 28)');
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expectPrimaryButtonColour(page, 'rgb(250, 84, 28)');
    await openDrawer(page);
    await page.getByTestId('theme-preset-default').click();
  });

  test('colour-weak mode inverts the page and is kept', async ({ page }) => {
    await openPortal(page);
    await openDrawer(page);
    await page.getByTestId('settings-colorWeak').click();
    const filter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    await expect.poll(filter).toBe('invert(0.8)');
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    expect(await filter()).toBe('invert(0.8)');
    await openDrawer(page);
    await page.getByTestId('settings-colorWeak').click();
    await expect.poll(filter).toBe('none');
  });

  test('Fluid width waits for the top-menu layout, and the drawer speaks all three languages', async ({ page }) => {
    await openPortal(page);
    await openDrawer(page);
    const drawer = page.getByTestId('settings-drawer');
    await expect(drawer.getByTestId('settings-fluid-reason')).toHaveText('流式宽度仅在顶部菜单布局下可用');
    await expect(drawer.getByTestId('settings-width-fluid')).toHaveJSProperty('disabled', true);
    await drawer.getByTestId('settings-layout-topmenu').click();
    await expect(drawer.getByTestId('settings-width-fluid')).toHaveJSProperty('disabled', false);
    await expect(drawer.getByTestId('settings-fluid-reason')).toHaveCount(0);
    await drawer.getByTestId('settings-layout-sidemenu').click();
    await expect(drawer.getByTestId('settings-font')).toHaveText('字体：微软雅黑，14px（固定）');

    await drawer.getByTestId('settings-locale').click();
    await drawer.getByTestId('settings-locale-en').click();
    await expect(drawer.getByTestId('settings-font')).toHaveText('Font: Microsoft YaHei, 14 px (fixed)');
    await expect(drawer).toHaveAttribute('label', 'Theme settings');
    await drawer.getByTestId('settings-locale').click();
    await drawer.getByTestId('settings-locale-tc').click();
    await expect(drawer.getByTestId('settings-font')).toHaveText('字體：微軟雅黑，14px（固定）');
    await expect(drawer).toHaveAttribute('label', '主題設置');
    await drawer.getByTestId('settings-locale').click();
    await drawer.getByTestId('settings-locale-cn').click();
    await expect(drawer).toHaveAttribute('label', '主题设置');
  });
});

test.describe('settings drawer switches through the drawer (issue 22 audit)', () => {
  test.use({ signedInAs: 'staff' });

  test('multi-tab and fixed sidebar switched off in the drawer take effect, are kept in local storage across a reload, and come back', async ({ page }) => {
    await page.goto('/report/history');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    const side = page.locator('.layout-side');
    await expect(side).toHaveCSS('position', 'sticky');
    await openDrawer(page);
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByTestId('settings-multiTab').click();
    await drawer.getByTestId('settings-fixedSidebar').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(side).toHaveCSS('position', 'static');
    expect(await page.evaluate(() => [localStorage.getItem('dkp:settings:multiTab'), localStorage.getItem('dkp:settings:fixedSidebar')])).toEqual(['false', 'false']);
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(side).toHaveCSS('position', 'static');
    await openDrawer(page);
    await drawer.getByTestId('settings-multiTab').click();
    await drawer.getByTestId('settings-fixedSidebar').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await expect(side).toHaveCSS('position', 'sticky');
  });
});
