import type { Page } from '@playwright/test';
import { chooseLocale, expect, openPortal, test, STAFF } from './fixtures.ts';

/** Opens the user dropdown and picks an entry by its test id. */
async function userMenu(page: Page, entry: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(entry).click();
}

test.describe('top bar (portal-shell §2.4)', () => {
  test.use({ signedInAs: 'staff' });

  test('the search box opens the search-results page on Enter, and ignores blank input', async ({ page }) => {
    await openPortal(page);
    const search = page.getByTestId('header-search').locator('input');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await search.fill('销售 报表');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/analysis\?mode=SearchList&key=%E9%94%80%E5%94%AE%20%E6%8A%A5%E8%A1%A8&category=1$/);
  });

  test('the gear menu shows the about dialog with name and version', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('gear-menu').click();
    await page.getByTestId('gear-about').click();
    const about = page.getByTestId('about-dialog');
    await expect(about.getByText('数据知识门户')).toBeVisible();
    await expect(about.getByTestId('about-version')).toHaveText(/^版本 \d+\.\d+\.\d+$/);
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('full screen hides header and menu; Escape restores them', async ({ page }) => {
      await openPortal(page);
      await page.goto('/isystem/role');
      await expect(page.getByTestId('side-menu')).toBeVisible();
      const toggle = page.getByTestId('fullscreen-toggle');
      await expect(toggle).toHaveAttribute('data-state', 'off');
      await toggle.click();
      await expect(page.getByTestId('app-header')).toHaveCount(0);
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('app-header')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expect(toggle).toHaveAttribute('data-state', 'off');
    });
  });

  test('change password checks its fields (§5) in Chinese and English, and shows a server refusal', async ({ page }) => {
    await openPortal(page);
    await userMenu(page, 'menu-password');
    const dialog = page.getByTestId('password-dialog');
    await dialog.getByTestId('pw-submit').click();
    await expect(dialog.getByTestId('pw-oldpassword-error')).toHaveText('请输入旧密码');
    await expect(dialog.getByTestId('pw-password-error')).toHaveText('请输入新密码');
    await expect(dialog.getByTestId('pw-confirmpassword-error')).toHaveText('请确认密码');
    await dialog.getByTestId('pw-password').locator('input').fill('short');
    await dialog.getByTestId('pw-confirmpassword').locator('input').fill('shorter');
    await dialog.getByTestId('pw-submit').click();
    await expect(dialog.getByTestId('pw-password-error')).toHaveText('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
    await expect(dialog.getByTestId('pw-confirmpassword-error')).toHaveText('两次输入的密码不一样！');

    await dialog.getByTestId('pw-oldpassword').locator('input').fill('Wrong#2026pass');
    await dialog.getByTestId('pw-password').locator('input').fill('Other#2026pass');
    await dialog.getByTestId('pw-confirmpassword').locator('input').fill('Other#2026pass');
    await dialog.getByTestId('pw-submit').click();
    await expect(dialog.getByTestId('pw-refusal')).toHaveText('旧密码输入错误');
    await page.keyboard.press('Escape');

    await chooseLocale(page, 'en');
    await userMenu(page, 'menu-password');
    await dialog.getByTestId('pw-submit').click();
    await expect(dialog.getByTestId('pw-oldpassword-error')).toHaveText('Please enter the old password');
    await expect(dialog.getByTestId('pw-password-error')).toHaveText('Please enter the new password');
    await dialog.getByTestId('pw-password').locator('input').fill('Other#2026pass');
    await dialog.getByTestId('pw-confirmpassword').locator('input').fill('Other#2026pasz');
    await dialog.getByTestId('pw-submit').click();
    await expect(dialog.getByTestId('pw-confirmpassword-error')).toHaveText('The two passwords differ.');
    // Still signed in: nothing was changed.
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText(STAFF.realname);
  });

  test('clear cache reloads the dictionaries and says so', async ({ page }) => {
    await openPortal(page);
    await page.evaluate(() => localStorage.setItem('dkp:dict-cache', JSON.stringify({ items: {}, expiresAt: 1 })));
    await userMenu(page, 'menu-cache');
    await expect(page.getByTestId('notification').filter({ hasText: '刷新缓存完成！' })).toBeVisible();
    const cache = await page.evaluate(() => JSON.parse(localStorage.getItem('dkp:dict-cache') ?? 'null') as { items: Record<string, unknown[]>; expiresAt: number } | null);
    expect(Object.keys(cache?.items ?? {}).length).toBeGreaterThan(0);
    expect(cache!.expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('menu search finds a page by its title in the current language and opens it', async ({ page }) => {
      await openPortal(page);
      const search = page.getByTestId('menu-search').locator('input');
      await search.fill('角色');
      await page.getByTestId('menu-search-hits').getByRole('button', { name: '角色管理' }).click();
      await expect(page).toHaveURL(/\/isystem\/role$/);
      await chooseLocale(page, 'en');
      await search.fill('role');
      await expect(page.getByTestId('menu-search-hits').getByRole('button', { name: /Role/ }).first()).toBeVisible();
      await search.fill('角色');
      await expect(page.getByTestId('menu-search-hits')).toContainText('No matching menu');
    });
  });

  test('department switch lists the user\'s departments with the current one chosen', async ({ page }) => {
    await openPortal(page);
    await userMenu(page, 'menu-depart');
    const dialog = page.getByTestId('depart-dialog');
    await expect(dialog.getByTestId('depart-A01A01')).toHaveText('信息技术部');
    await expect(dialog.getByTestId('depart-A01A02')).toHaveText('市场部');
    await expect(dialog.getByTestId('depart-choices')).toHaveJSProperty('value', 'A01A01');
  });
});
