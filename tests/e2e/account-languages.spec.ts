import { chooseLocale, expect, test } from './fixtures.ts';

// Portal-shell §2.3 (issue 22 audit): accounts.spec.ts walks the alteration in tc and
// password-reset.spec.ts the reset in en; here the alteration in en and the reset in tc, each
// with a refusal of the form and one of the real server. Nothing changes, so the shared server.
const field = (page: import('@playwright/test').Page, id: string) => page.getByTestId(id).locator('input');

test.describe('password alteration and reset in the other languages (portal-shell §2.3)', () => {
  test('the alteration in en: its title, the empty fields, and the server refusing a wrong password', async ({ page }) => {
    await page.goto('/user/alteration');
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('account-title')).toHaveText('Change password');
    await page.getByTestId('alteration-verify').click();
    await expect(page.getByTestId('alteration-username-error')).toHaveText('Please enter the username');
    await expect(page.getByTestId('alteration-old-error')).toHaveText('Please enter the old password');
    // An account that does not exist: no seeded user's sign-in back-off is touched.
    await field(page, 'alteration-username').fill('nobody_e2e');
    await field(page, 'alteration-old').fill('Wrong#2026pass');
    await page.getByTestId('alteration-verify').click();
    await expect(page.getByTestId('alteration-failure')).toHaveText('Incorrect username or password');
  });

  test('the reset in tc: its title, a malformed mobile, and the server refusing an account and mobile that do not match', async ({ page }) => {
    await page.goto('/user/reset');
    await chooseLocale(page, 'tc');
    await expect(page.getByTestId('account-title')).toHaveText('重置密碼');
    await field(page, 'reset-username').fill('nobody_e2e');
    await field(page, 'reset-mobile').fill('1380013800');
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-mobile-error')).toHaveText('請輸入正確手機號');
    await field(page, 'reset-mobile').fill('13900000000');
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-failure')).toHaveText('賬號或手機號不正確');
  });
});
