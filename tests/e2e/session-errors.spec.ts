import type { Page } from '@playwright/test';
import { expect, signIn, STAFF, test } from './fixtures.ts';

/**
 * Session errors of portal-shell §8 that our server does not produce on its own. The 'Token失效' case: Our server answers a dead session with 401 (see
 * docs/decisions.md), so the documented 500 answer of older servers is played here for one
 * call — the launcher's — against the real portal; everything else is the real server.
 */
async function answerTokenInvalid(page: Page): Promise<void> {
  await page.route('**/api/sys/launcher/apps*', (route) => route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'Token失效，请重新登录!', code: 500, result: null, timestamp: Date.now() }),
  }));
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('dkp:session'));

test.describe("session errors (portal-shell §8 'Token失效')", () => {
  // The journey in cn; the modal's words in en and tc are the component test's
  // (portal/components/AuthFaultNotice.browser.test.tsx "speaks en and tc in the 'Token失效' modal…").
  for (const [locale, label, text, button] of [
    ['cn', '登录已过期', '很抱歉，登录已过期，请重新登录', '重新登录'],
  ] as const) {
    test(`a 500 'Token失效' shows the modal in ${locale}; its button ends the session and returns to sign-in`, async ({ page }) => {
      await signIn(page, STAFF.username, STAFF.password);
      await answerTokenInvalid(page);
      await page.reload();
      const modal = page.getByTestId('auth-fault');
      await expect(modal.locator('[part="title"]')).toHaveText(label);
      await expect(modal).toContainText(text);
      // The modal cannot be waved away: Escape leaves it open.
      await page.keyboard.press('Escape');
      await expect(modal).toHaveAttribute('open', '');
      expect(await storedSession(page)).not.toBeNull();
      await modal.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  }

  test("inside an enterprise chat app, 'Token失效' says it is logging in again and returns to sign-in by itself", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile AliApp(DingTalk/7.5.0)' });
    const page = await context.newPage();
    try {
      // The page's clock is Playwright's, running as the real one until moved on below.
      await page.clock.install();
      await signIn(page, STAFF.username, STAFF.password);
      await answerTokenInvalid(page);
      await page.reload();
      await expect(page.getByTestId('auth-fault-relogin')).toHaveText('正在重新登录…');
      await expect(page.getByTestId('auth-fault')).toHaveCount(0);
      // It returns to sign-in 1.5 s later (portal/components/AuthFaultNotice.tsx
      // CHAT_APP_RELOAD_MS): the page's clock is moved on by that much rather than waited for.
      await page.clock.fastForward(1_500);
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    } finally {
      await context.close();
    }
  });
});

// The words in en and tc: portal/router/abandon-session.browser.test.ts.
test.describe('permission fetch failure (portal-shell §2.2, §8)', () => {
  test('signs the user out, says requesting user info failed, and offers sign-in with the wanted path', async ({ page }) => {
    await signIn(page, STAFF.username, STAFF.password);
    // The server failing this one call is what is played; the sign-out goes to the real server.
    await page.route('**/api/sys/permission/getUserPermissionByToken*', (route) => route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: '服务器内部错误', code: 500, result: null, timestamp: Date.now() }),
    }));
    const logout = page.waitForResponse((r) => r.url().includes('/api/sys/logout'));
    await page.goto('/report/history');
    await expect(page.getByTestId('notification').filter({ hasText: '请求用户信息失败，请重试！' })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Freport%2Fhistory$/);
    expect((await logout).ok()).toBe(true);
    expect(await storedSession(page)).toBeNull();
  });
});
