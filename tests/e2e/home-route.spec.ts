import { STAFF, expect, submitLogin, test } from './fixtures.ts';

// Portal-shell §2.1: `/` redirects to /dashboard/analysis, the home page, whose tab is the
// fixed first one (no close button), titled 首页 (issue 22 audit: no test opened `/`).
const HOME = '首页';

test.describe('the root path (portal-shell §2.1)', () => {
  test('an anonymous visit to / is sent to sign in, and lands on the home page after', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2F$/);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page.getByTestId('page-title')).toHaveText(HOME);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'staff' });

    // The home tab titled Home in en and 首頁 in tc: portal/layout/TabBar.browser.test.tsx ('titles the home tab
    // from its menu entry in the language…'; issue 23 moved it there), the seeded titles permissions.test.ts's.
    test('/ opens the home page, its tab fixed first and titled 首页', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      const tabs = page.getByTestId('tab');
      await expect(page.getByTestId('page-title')).toHaveText(HOME);
      await expect(tabs.first()).toHaveAttribute('data-path', '/dashboard/analysis');
      await expect(tabs.first()).toContainText(HOME);
      await expect(tabs.first().getByTestId('tab-close')).toHaveCount(0);
      // Another page's tab comes after it and can be closed; home stays first.
      await page.goto('/report/history');
      await expect(tabs.last()).toHaveAttribute('data-path', '/report/history');
      await expect(tabs.last().getByTestId('tab-close')).toHaveCount(1);
      await expect(tabs.first()).toHaveAttribute('data-path', '/dashboard/analysis');
      await page.goto('/');
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    });

    test('the logo in the top bar leads home from another page (portal-shell §2.4)', async ({ page }) => {
      await page.goto('/report/history');
      await expect(page.getByTestId('page-title')).toHaveText('历史报表');
      await page.getByTestId('brand-logo').click();
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(page.getByTestId('page-title')).toHaveText(HOME);
    });
  });
});
