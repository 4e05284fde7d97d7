import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { STAFF, submitLogin } from './fixtures.ts';
import { startDkpServer, type DkpServer } from './server-process.ts';

const EXAMPLE = readFileSync(new URL('../../examples/intranet.html', import.meta.url), 'utf8');
/** The DKP address written in the example page, as its reader would edit it. */
const EXAMPLE_DKP = 'http://localhost:8080';

/** An intranet web server: serves examples/intranet.html at `/`, pointed at the test's DKP server. */
async function intranet(dkpUrl: () => string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EXAMPLE.replaceAll(EXAMPLE_DKP, dkpUrl()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Records every message the page receives, to prove none carried a token. */
async function recordMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { received: unknown[] }).received = [];
    window.addEventListener('message', (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
  });
}
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

test.describe('elements embedded on another origin (issue 4 "Elements bundle")', () => {
  let dkp: DkpServer;
  let allowed: Awaited<ReturnType<typeof intranet>>;
  let other: Awaited<ReturnType<typeof intranet>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    allowed = await intranet(() => dkp.baseUrl);
    other = await intranet(() => dkp.baseUrl);
    dkp = await startDkpServer({ env: { DKP_ALLOWED_ORIGINS: allowed.origin } });
  });
  test.afterAll(async () => {
    await dkp?.stop();
    await allowed?.close();
    await other?.close();
  });

  test('an allowed page loads the elements from DKP and signs in through the portal popup', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    const signIn = page.locator('dkp-sign-in');
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看此内容');
    await expect(page.locator('dkp-watermark').locator('[data-dkp-watermark]')).toHaveCount(1);
    const bell = page.locator('dkp-notice-bell');
    await expect(bell.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看您的通知');
    const announcements = page.locator('dkp-announcements');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看公告');

    const popupOpened = page.waitForEvent('popup');
    await signIn.getByTestId('dkp-sign-in-button').click();
    const popup = await popupOpened;
    expect(popup.url()).toBe(`${dkp.baseUrl}/user/login?embed=${encodeURIComponent(allowed.origin)}`);
    const closed = popup.waitForEvent('close');
    await submitLogin(popup, STAFF.username, STAFF.password);
    await closed;

    await expect(signIn.getByTestId('dkp-signed-in')).toContainText(STAFF.realname);
    await expect(page.locator('#status')).toHaveText(`Signed in to DKP as ${STAFF.username}.`);
    // The bell shares the handed-back session: zhangsan's seeded notices, loaded across origins.
    await expect(bell.getByTestId('notice-badge')).toHaveText(/^\s*[1-9]\d*\s*$/);
    await bell.getByTestId('notice-bell').click();
    await expect(bell.getByTestId('notice-list-all')).toContainText('李四 向您共享了报表「历史报表」');
    // Marking read (PUT) and removing (DELETE) work from this origin: the preflight grants both
    // methods and the client's headers (server/plugins/cors-grant.ts).
    const badge = bell.getByTestId('notice-badge');
    const unreadBefore = Number((await badge.textContent())?.trim());
    const shared = bell.getByTestId('notice-list-all').locator('li').filter({ hasText: '李四 向您共享了报表「历史报表」' });
    await expect(shared.getByTestId('notice-dot')).toBeVisible();
    await shared.getByTestId('notice-menu').click();
    await shared.getByTestId('notice-menu-read').click();
    await expect(shared.getByTestId('notice-dot')).toHaveCount(0);
    if (unreadBefore > 1) await expect(badge).toHaveText(String(unreadBefore - 1));
    else await expect(badge).toHaveCount(0);
    await expect(bell.getByTestId('notice-alert')).toHaveCount(0);
    await shared.getByTestId('notice-menu').click();
    await shared.getByTestId('notice-menu-remove').click();
    await expect(shared).toHaveCount(0);
    await expect(bell.getByTestId('notice-alert')).toHaveCount(0);
    // The handed-back token works against the API from this origin (CORS granted).
    const user = await page.evaluate(async (api) => {
      const session = JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string };
      const response = await fetch(`${api}/api/sys/getUserInfoByToken`, { headers: { 'X-Access-Token': session.token } });
      return ((await response.json()) as { result: { username: string } }).result.username;
    }, dkp.baseUrl);
    expect(user).toBe(STAFF.username);
    // The announcements element shares the session the sign-in element was handed.
    await expect(announcements.getByTestId('announcement-title')).toContainText(['系统升级通知', '五一假期安排']);

    await signIn.getByTestId('dkp-sign-out-button').click();
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toBeVisible();
    await expect(page.locator('#status')).toHaveText('Signed out of DKP.');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toBeVisible();
  });

  test('a page on an origin not on the list gets no elements, no API and no token', async ({ page }) => {
    await page.goto(`${other.origin}/`);
    await page.waitForLoadState('load');
    // The module script is refused without a CORS grant, so no element is defined.
    expect(await page.evaluate(() => customElements.get('dkp-sign-in') === undefined)).toBe(true);
    const apiError = await page.evaluate((api) => fetch(`${api}/api/sys/loginOptions`).then(() => 'answered', (e: Error) => e.name), dkp.baseUrl);
    expect(apiError).toBe('TypeError');

    // Even opening the portal's sign-in itself, the page is handed nothing.
    await recordMessages(page);
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate(([api, origin]) => void window.open(`${api}/user/login?embed=${encodeURIComponent(origin!)}`, 'dkp-sign-in'), [dkp.baseUrl, other.origin]);
    const popup = await popupOpened;
    await submitLogin(popup, STAFF.username, STAFF.password);
    await expect(popup.getByTestId('embed-handoff-refused')).toBeVisible();
    expect(await received(page)).toEqual([]);

    // Claiming an allowed origin does not help: the portal posts to that origin only, and the browser drops it here.
    const secondOpened = page.waitForEvent('popup');
    await page.evaluate(([api, origin]) => void window.open(`${api}/user/login?embed=${encodeURIComponent(origin!)}`, 'dkp-sign-in-2'), [dkp.baseUrl, allowed.origin]);
    const second = await secondOpened;
    await second.waitForEvent('close');
    await page.waitForTimeout(300);
    expect(await received(page)).toEqual([]);
  });
});
