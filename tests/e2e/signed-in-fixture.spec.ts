import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/** The session a test's page holds, read from the portal's storage (shared/stores/session.ts). */
async function tokenOf(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token: string }).token);
}

test.describe('signed in once per role (fixtures.ts signedInAs)', () => {
  test.use({ signedInAs: 'staff' });

  test('a test starts signed in, and a session a test ends is replaced for the next one', async ({ page, browser, request }) => {
    await openPortal(page);
    await expect(page.getByTestId('user-name')).toHaveText('张三');
    const token = await tokenOf(page);
    const ended = await request.post('/api/sys/logout', { headers: { 'X-Access-Token': token } });
    expect(ended.status()).toBe(200);

    const next = await newSignedInPage(browser, 'staff');
    await openPortal(next.page);
    expect(await tokenOf(next.page)).not.toBe(token);
    await expect(next.page.getByTestId('user-name')).toHaveText('张三');
    await next.context.close();
  });

  test('the stored session is shared: a second page of the role needs no new sign-in', async ({ page, browser }) => {
    await openPortal(page);
    const second = await newSignedInPage(browser, 'staff');
    await openPortal(second.page);
    expect(await tokenOf(second.page)).toBe(await tokenOf(page));
    await second.context.close();
  });

  test("another context the test makes starts signed out: the role's state is the test's page's only", async ({ browser }) => {
    const other = await browser.newContext({ baseURL: process.env.DKP_E2E_BASE_URL });
    const page = await other.newPage();
    await page.goto('/dashboard/analysis');
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await other.close();
  });
});

test.describe('signed in as the administrator', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator opens a back-office page without signing in', async ({ page }) => {
    await openPortal(page, '/isystem/role');
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });
});
