import { chooseLocale, expect, openPortal, test } from './fixtures.ts';

test.describe('error and result pages (portal-shell §2.1)', () => {
  test.describe('as a member of staff', () => {
    test.use({ signedInAs: 'staff' });

    test('403, 404 and 500 explain themselves and lead back home', async ({ page }) => {
      await openPortal(page);
      for (const [path, id, text] of [
        ['/403', 'forbidden', '抱歉，您无权访问此页面。'],
        ['/404', 'not-found', '抱歉，您访问的页面不存在。'],
        ['/500', 'server-error', '抱歉，服务器出错了，请稍后再试。'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(id)).toContainText(text);
        await page.getByTestId('back-home').click();
        await expect(page).toHaveURL(/\/dashboard\/analysis$/);
        await expect(page.getByTestId('home-page')).toBeVisible();
      }
    });

    test('an unknown path ends on /404, in the chosen language', async ({ page }) => {
      await openPortal(page);
      await chooseLocale(page, 'en');
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByTestId('not-found')).toContainText('Page not found');
      await expect(page.getByTestId('back-home')).toHaveText('Back to home');
    });
  });

  test('/overdue says the licence expired and links to sign in, without a session too', async ({ page }) => {
    await page.goto('/overdue');
    await expect(page.getByTestId('overdue')).toContainText('产品授权已过期');
    await page.getByTestId('overdue-login').click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await page.evaluate(() => localStorage.setItem('dkp:locale', 'tc'));
    await page.goto('/overdue');
    await expect(page.getByTestId('overdue')).toContainText('產品授權已過期');
  });
});
