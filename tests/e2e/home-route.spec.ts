import { STAFF, expect, submitLogin, test } from './fixtures.ts';

// Portal-shell §2.1: `/` redirects to /dashboard/analysis, the home page, whose tab is the
// fixed first one (no close button), titled Home in each language (issue 22 audit: no test
// opened `/`).
const HOME = { cn: '首页', en: 'Home', tc: '首頁' } as const;

test.describe('the root path (portal-shell §2.1)', () => {
  test('an anonymous visit to / is sent to sign in, and lands on the home page after', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2F$/);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page.getByTestId('page-title')).toHaveText(HOME.cn);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'staff' });

    test('/ opens the home page, its tab fixed first and titled Home in cn, en and tc', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      const tabs = page.getByTestId('tab');
      for (const locale of ['cn', 'en', 'tc'] as const) {
        await page.getByTestId('global-footer').getByTestId(`locale-${locale}`).click();
        await expect(page.getByTestId('page-title')).toHaveText(HOME[locale]);
        await expect(tabs.first()).toHaveAttribute('data-path', '/dashboard/analysis');
        await expect(tabs.first()).toContainText(HOME[locale]);
        await expect(tabs.first().getByTestId('tab-close')).toHaveCount(0);
      }
      // Another page's tab comes after it and can be closed; home stays first.
      await page.goto('/report/history');
      await expect(tabs.last()).toHaveAttribute('data-path', '/report/history');
      await expect(tabs.last().getByTestId('tab-close')).toHaveCount(1);
      await expect(tabs.first()).toHaveAttribute('data-path', '/dashboard/analysis');
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await page.getByTestId('global-footer').getByTestId('locale-cn').click();
    });

    test('the logo in the top bar leads home from another page (portal-shell §2.4)', async ({ page }) => {
      await page.goto('/report/history');
      await expect(page.getByTestId('page-title')).toHaveText('历史报表');
      await page.getByTestId('brand-logo').click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(page.getByTestId('page-title')).toHaveText(HOME.cn);
    });
  });
});
