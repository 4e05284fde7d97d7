import { expect, submitLogin, test, STAFF } from './fixtures.ts';
import { privateServer } from './private-server.ts';

/**
 * Changes that alter the seeded user (password, department) run on a private server, so the
 * shared one keeps the users other specs sign in with.
 */
const server = privateServer();
// With the motion a user sees (the suite runs reduced, playwright.config.ts): the password
// dialog opened again as it fades kept its fields hidden once (ResourceFormDialog's generation).
test.use({ reducedMotion: 'no-preference' });

test.describe('account actions of the user menu (portal-shell §2.4, §2.9)', () => {
  test('department switch replaces the user info, kept 7 days, and the server agrees', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('user-name')).toHaveText(STAFF.realname);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-depart').click();
    const dialog = page.getByTestId('depart-dialog');
    await dialog.getByTestId('depart-A01A02').click();
    await dialog.getByTestId('depart-confirm').click();
    await expect(page.getByTestId('notification').filter({ hasText: '部门切换成功' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { userInfo: { orgCode: string }; departExpiresAt: number });
    expect(stored.userInfo.orgCode).toBe('A01A02');
    expect(stored.departExpiresAt - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);

    // The personal-data dialog reads the user info back from the server.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-user-info').click();
    await expect(page.getByTestId('user-info-dialog')).toContainText('A01A02');
    await expect(page.getByTestId('user-info-dialog')).toContainText('市场部');
    await page.keyboard.press('Escape');
    // Closed before the menu is used again: a click during its fade-out went to the dialog's overlay (failed in CI).
    await expect(page.getByTestId('user-info-dialog')).toBeHidden();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-depart').click();
    await expect(dialog.getByTestId('depart-choices')).toHaveJSProperty('value', 'A01A02');
  });

  test('a successful password change ends the session; the new password signs in', async ({ page }) => {
    const next = 'Fresh#2026pass';
    await page.goto(`${server.baseUrl}/user/login`);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('user-name')).toHaveText(STAFF.realname);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-password').click();
    const dialog = page.getByTestId('password-dialog');
    await dialog.getByTestId('pw-oldpassword').locator('input').fill(STAFF.password);
    await dialog.getByTestId('pw-password').locator('input').fill(next);
    await dialog.getByTestId('pw-confirmpassword').locator('input').fill(next);
    await dialog.getByTestId('pw-submit').click();
    await expect(page.getByTestId('notification').filter({ hasText: '密码修改成功，请重新登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await page.evaluate(() => localStorage.getItem('dkp:session'))).toBeNull();

    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('user-name')).toHaveCount(0);
    await page.goto(`${server.baseUrl}/user/login`);
    await submitLogin(page, STAFF.username, next);
    await expect(page.getByTestId('user-name')).toHaveText(STAFF.realname);
  });
});
