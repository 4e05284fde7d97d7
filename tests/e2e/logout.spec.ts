import type { Page } from '@playwright/test';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';

// Portal-shell §2.4 user dropdown and §2.4/§4 logout (issue 22 audit): the menu's entries and
// the confirmation in tc, the session ended on the server as well as in the browser, and a
// logout whose call never reaches the server said on the sign-in page. The same words in en are
// the component test's (portal/header/UserMenu.browser.test.tsx 'speaks en: the entries, and
// the logout question with its buttons').
const TEXTS = {
  tc: {
    entries: ['個人資料', '修改密碼', '切換部門', '主題設置', '清理緩存', '退出登錄'],
    question: '真的要註銷登錄嗎？', confirm: '確定', failed: '退出登錄失敗：',
  },
} as const;
const ENTRY_IDS = ['menu-user-info', 'menu-password', 'menu-depart', 'menu-theme', 'menu-cache', 'menu-logout'];

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token?: string }).token ?? '');
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('dkp:session'));

test.describe('user dropdown and logout (portal-shell §2.4, §4)', () => {
  for (const locale of ['tc'] as const) {
    test(`in ${locale} the user menu names its entries, theme settings opens the drawer, and its logout asks, then ends the session on the server`, async ({ browser, request }) => {
      const { page, context } = await newSignedInPage(browser, 'staff');
      const t = TEXTS[locale];
      await openPortal(page);
      await chooseLocale(page, locale);
      await page.getByTestId('user-menu').click();
      for (const [index, id] of ENTRY_IDS.entries()) await expect(page.getByTestId(id)).toHaveText(t.entries[index]!);
      await page.getByTestId('menu-theme').click();
      await expect(page.getByTestId('settings-drawer')).toHaveAttribute('open', '');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('settings-drawer')).not.toHaveAttribute('open', '');

      const token = await tokenOf(page);
      expect((await request.get('/api/sys/getUserInfoByToken', { headers: { 'X-Access-Token': token } })).status()).toBe(200);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-logout').click();
      await expect(page.getByText(t.question)).toBeVisible();
      await expect(page.getByTestId('logout-confirm')).toHaveText(t.confirm);
      // Signing out loads the sign-in page afresh (§4 "page reloads").
      await Promise.all([page.waitForEvent('load'), page.getByTestId('logout-confirm').click()]);
      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      expect((await request.get('/api/sys/getUserInfoByToken', { headers: { 'X-Access-Token': token } })).status()).toBe(401);
      await context.close();
    });
  }

  test('a logout whose call never reaches the server is said on the sign-in page, in tc, and the browser keeps no session', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff');
    await openPortal(page);
    await chooseLocale(page, 'tc');
    // The server cannot be made to fail a logout (an unknown session is already signed out), so the connection fails.
    await page.route('**/api/sys/logout', (route) => route.abort('connectionrefused'));
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByTestId('notification').filter({ hasText: TEXTS.tc.failed })).toBeVisible();
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await page.goto('/dashboard/analysis');
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await context.close();
  });
});
