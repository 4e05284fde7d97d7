import type { Page } from '@playwright/test';
import { expect, openPortal, signIn, test, STAFF } from './fixtures.ts';

type Locale = 'cn';

/** The texts of the error catalogue (portal-shell §8) and of the logout failure (en and tc: the component tests named below). */
const TEXTS: Record<Locale, { denied: string; signOutFailed: string; expired: string }> = {
  cn: { denied: '拒绝访问', signOutFailed: '退出登录失败：', expired: '很抱歉，登录已过期，请重新登录' },
};

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string; tenantId: number } | null);

/**
 * Makes the page's session name tenant 2, of which staff are no member (seed: only the
 * administrator is), as when the user was taken out of the tenant while signed in: every call
 * of the page then carries that tenant, and the real server refuses it with 403.
 */
async function sessionInForeignTenant(page: Page): Promise<void> {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as Record<string, unknown> | null;
    if (!session) throw new Error('no session');
    localStorage.setItem('dkp:session', JSON.stringify({ ...session, tenantId: 2 }));
    // The page's store learns of a change by the storage event, as from another tab.
    window.dispatchEvent(new StorageEvent('storage', { key: 'dkp:session', newValue: localStorage.getItem('dkp:session') }));
  });
  await expect.poll(async () => (await storedSession(page))?.tenantId).toBe(2);
}

test.describe('a failed sign-out (portal-shell §7, §8 "logout failure")', () => {
  test.use({ signedInAs: 'staff' });

  // The journey in cn; the words in en and tc are the component test's
  // (portal/header/UserMenu.browser.test.tsx 'says a refused sign-out in en and tc…').
  for (const locale of ['cn'] as const) {
    test(`the real server refusing POST /sys/logout shows the error text in ${locale}, and the session still ends here`, async ({ page }) => {
      await openPortal(page);
      await sessionInForeignTenant(page);

      await page.getByTestId('logout').click();
      const logout = page.waitForResponse((r) => r.url().includes('/api/sys/logout'));
      await page.getByTestId('logout-confirm').click();
      // The server's answer, not a stand-in: a 403 for the tenant the session names.
      expect((await logout).status()).toBe(403);
      await expect(page.getByTestId('notification').filter({ hasText: `${TEXTS[locale].signOutFailed}${TEXTS[locale].denied}` })).toBeVisible();
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  }
});

test.describe('HTTP 401 on a call of a signed-in page (portal-shell §8)', () => {
  // The journey in cn; the notification's words in en and tc are the component test's
  // (portal/components/AuthFaultNotice.browser.test.tsx 'shows a 401 as a "login expired" notification in en and tc').
  for (const locale of ['cn'] as const) {
    test(`a session the server ended says the sign-in expired in ${locale} at the next call, then the page returns to sign in`, async ({ page, request }) => {
      // The page's clock is Playwright's, running as the real one until moved on below.
      await page.clock.install();
      // A session of this test's own: it is ended on the server below.
      await signIn(page, STAFF.username, STAFF.password);
      const token = (await storedSession(page))!.token;
      const ended = await request.post('/api/sys/logout', { headers: { 'X-Access-Token': token } });
      expect(ended.status()).toBe(200);

      // The next call the page makes meets the ended session: the user menu's clear cache, unless a
      // call of its own (the bell, a poll) comes first — then the page may leave before the click
      // lands (CI saw the menu detached under load), so the first 401 is what the test waits for.
      const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
      const clearCache = (async () => {
        await page.getByTestId('user-menu').click();
        await page.getByTestId('menu-cache').click();
      })();
      clearCache.catch(() => undefined);
      await Promise.race([refused, clearCache.then(() => refused)]);
      // However many calls meet the ended session (ci24 saw the click's and the page's own), the
      // user is told once (shared/api/session-expiry.ts).
      await expect(page.getByTestId('notification').filter({ hasText: TEXTS[locale].expired })).toHaveCount(1);
      // 1.5 s later the client ends the session and reloads (shared/api/config.ts
      // sessionEndDelayMs): the page's clock is moved on by that much rather than waited for.
      await page.clock.fastForward(1_500);
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  }
});
