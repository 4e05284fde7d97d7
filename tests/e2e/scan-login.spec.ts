import type { Browser, Page } from '@playwright/test';
import { expect, signIn, submitLogin, test, STAFF } from './fixtures.ts';
import { startDkpServer, type DkpServer } from './server-process.ts';

/** A second browser context standing for the phone, signed in as staff. */
async function signedInPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, STAFF.username, STAFF.password);
  return phone;
}

/** The phone page the desktop's QR code leads to. */
async function scanUrl(desktop: Page): Promise<string> {
  const qr = desktop.getByTestId('scan-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  return (await qr.getAttribute('data-url'))!;
}

test.describe('scan-code sign-in (portal-shell §2.3)', () => {
  test('the phone confirms and the desktop lands signed in where it wanted to go, with a 7-day session', async ({ page, browser, baseURL }) => {
    await page.goto('/report/history');
    await page.getByTestId('login-tab-scan').click();
    const url = await scanUrl(page);
    expect(url).toMatch(new RegExp(`^${baseURL}/user/scan/[A-Za-z0-9_-]+$`));
    await expect(page.getByTestId('scan-status')).toHaveText('请使用已登录门户的手机扫描二维码');

    const phone = await signedInPhone(browser, baseURL!);
    await phone.goto(url);
    await expect(phone.getByTestId('scan-desktop-ip')).toHaveText('127.0.0.1');
    await expect(page.getByTestId('scan-status')).toHaveText('已扫描，请在手机上确认登录');
    await phone.getByTestId('scan-confirm-button').click();
    await expect(phone.getByTestId('scan-confirm-result')).toHaveText('已确认，电脑端将自动登录');

    await expect(page).toHaveURL(/\/report\/history$/);
    await expect(page.getByTestId('page-title')).toHaveText('历史报表');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null'));
    expect(stored.userInfo.username).toBe(STAFF.username);
    expect(stored.tokenTtlMs).toBe(7 * 24 * 3600 * 1000);
    await phone.context().close();
  });

  test('a refusal on the phone is shown on the desktop, which can ask for a new code', async ({ page, browser, baseURL }) => {
    await page.goto('/user/dingtalk');
    const url = await scanUrl(page);
    const phone = await signedInPhone(browser, baseURL!);
    await phone.goto(url);
    await phone.getByTestId('scan-refuse-button').click();
    await expect(phone.getByTestId('scan-confirm-result')).toHaveText('已拒绝该电脑登录');

    await expect(page.getByTestId('scan-status')).toHaveText('已在手机上拒绝登录');
    await page.getByTestId('scan-refresh').click();
    await expect(page.getByTestId('scan-status')).toHaveText('请使用已登录门户的手机扫描二维码');
    expect(await scanUrl(page)).not.toBe(url);
    await expect(page).toHaveURL(/\/user\/dingtalk$/);
    await phone.context().close();
  });

  test('an anonymous phone is sent to sign in and comes back to the confirmation', async ({ page, browser, baseURL }) => {
    await page.goto('/user/dingtalk');
    const url = await scanUrl(page);
    const context = await browser.newContext({ baseURL });
    const phone = await context.newPage();
    await phone.goto(url);
    await expect(phone).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fscan%2F/);
    await submitLogin(phone, STAFF.username, STAFF.password);
    await expect(phone).toHaveURL(url);
    await expect(phone.getByTestId('scan-confirm-button')).toBeVisible();
    await context.close();
  });
});

test.describe('scan-code expiry', () => {
  // A private server whose codes live 3 seconds, so that expiry happens within the test.
  let server: DkpServer;
  test.beforeAll(async ({}, testInfo) => {
    // A first start seeds the database, which can take a while on a busy machine.
    testInfo.setTimeout(120_000);
    server = await startDkpServer({ env: { DKP_SCAN_LOGIN_TTL_SECONDS: '3' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an unused code expires on the desktop, a late phone is told so, and refresh gives a new one', async ({ page, browser }) => {
    await page.goto(`${server.baseUrl}/user/dingtalk`);
    const url = await scanUrl(page);
    await expect(page.getByTestId('scan-status')).toHaveText('二维码已过期', { timeout: 15_000 });

    const phone = await signedInPhone(browser, server.baseUrl);
    await phone.goto(url);
    await expect(phone.getByTestId('scan-confirm-result')).toHaveText('二维码无效或已过期，请在电脑上刷新二维码');
    await phone.context().close();

    await page.getByTestId('scan-refresh').click();
    await expect(page.getByTestId('scan-status')).toHaveText('请使用已登录门户的手机扫描二维码');
  });
});
