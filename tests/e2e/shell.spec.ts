import { chooseLocale, expect, openPortal, signIn, test, STAFF } from './fixtures.ts';

test.describe('signed-in shell', () => {
  test.use({ signedInAs: 'staff' });

  test('staff see their menu without the administration entry', async ({ page }) => {
    await openPortal(page);
    const menu = page.getByTestId('top-menu');
    await expect(menu.getByRole('button', { name: '首页', exact: true })).toBeVisible();
    await expect(menu).not.toContainText('系统管理');
    await menu.getByRole('button', { name: '报表中心' }).click();
    await expect(page.getByTestId('menu-tree').getByRole('link', { name: '历史报表' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText(STAFF.realname);
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('the administrator sees the administration entry and can open its pages', async ({ page }) => {
      await openPortal(page);
      await page.getByTestId('top-menu').getByRole('button', { name: '系统管理' }).click();
      await page.getByTestId('menu-tree').getByRole('link', { name: '角色管理' }).click();
      await expect(page).toHaveURL(/\/isystem\/role$/);
      await expect(page.getByTestId('page-title')).toHaveText('角色管理');
    });

    test('switching language changes menu titles and interface text, and is remembered', async ({ page }) => {
      await openPortal(page);
      const menu = page.getByTestId('top-menu');
      await expect(menu.getByRole('button', { name: '首页', exact: true })).toBeVisible();
      await expect(page.getByTestId('logout')).toHaveText('退出登录');

      await chooseLocale(page, 'en');
      await expect(menu.getByRole('button', { name: 'Home', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'System', exact: true })).toBeVisible();
      await expect(menu).not.toContainText('首页');
      await expect(page.getByTestId('page-title')).toHaveText('Home');
      await expect(page.getByTestId('logout')).toHaveText('Sign out');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await chooseLocale(page, 'tc');
      await expect(menu.getByRole('button', { name: '首頁', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: '系統管理', exact: true })).toBeVisible();
      await expect(page.getByTestId('page-title')).toHaveText('首頁');
      await expect(page.getByTestId('logout')).toHaveText('退出登錄');

      await page.reload();
      await expect(menu.getByRole('button', { name: '首頁', exact: true })).toBeVisible();
      await expect(page.getByTestId('logout')).toHaveText('退出登錄');
    });
  });

  test.describe('with a session of its own, since it signs out', () => {
    test.use({ signedInAs: null });

    test('logout asks for confirmation, then ends the session', async ({ page }) => {
      await signIn(page, STAFF.username, STAFF.password);
      await page.getByTestId('logout').click();
      await expect(page.getByText('真的要注销登录吗？')).toBeVisible();
      await page.getByTestId('logout-cancel').click();
      await expect(page.getByText('真的要注销登录吗？')).toBeHidden();
      await expect(page.getByTestId('app-layout')).toBeVisible();

      await page.getByTestId('logout').click();
      // Signing out reloads the sign-in page after the route has changed: wait for that load.
      await Promise.all([page.waitForEvent('load'), page.getByTestId('logout-confirm').click()]);
      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await page.goto('/dashboard/analysis');
      await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    });
  });

  test('a session the server no longer knows sends the user back to sign in', async ({ page }) => {
    await openPortal(page);
    // An answer still on its way (the home's cards) would store the real session again over the forged one.
    await expect(page.getByTestId('analysis-cards')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string } | null;
      if (session) localStorage.setItem('dkp:session', JSON.stringify({ ...session, token: 'forged-token' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dkp:session'))).toBeNull();
  });
});
