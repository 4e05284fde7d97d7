import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, chooseLocale, expect, openPortal, test } from './fixtures.ts';

type Locale = 'cn' | 'en' | 'tc';

/** The error catalogue's texts (portal-shell §8) the bell shows for a failed change, per language. */
const TEXTS: Record<Locale, { notFound: string; denied: string; timeout: string; network: string }> = {
  cn: { notFound: '很抱歉，资源未找到！', denied: '拒绝访问', timeout: '网络超时', network: '网络错误' },
  en: { notFound: 'Sorry, the resource was not found.', denied: 'Access denied', timeout: 'Network timeout', network: 'Network error' },
  tc: { notFound: '很抱歉，資源未找到！', denied: '拒絕訪問', timeout: '網絡超時', network: '網絡錯誤' },
};

const ADMIN_HEADERS = { 'X-Tenant-Id': '1' };
const released: string[] = [];

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/sys/login', { data: { username: ADMIN.username, password: ADMIN.password }, headers: ADMIN_HEADERS });
  expect(login.ok()).toBe(true);
  return { ...ADMIN_HEADERS, 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
}

/** The administrator releases an announcement to one user: that user's bell gets a notice of it. */
async function releaseFor(request: APIRequestContext, userId: string, titile: string): Promise<void> {
  const headers = await adminHeaders(request);
  const add = await request.post('/api/sys/annountCement/add', { headers, data: { titile, msgContent: `<p>${titile}</p>`, msgType: 'USER', userIds: [userId] } });
  expect(add.ok(), await add.text()).toBe(true);
  const { id } = ((await add.json()) as { result: { id: string } }).result;
  released.push(id);
  const release = await request.get('/api/sys/annountCement/doReleaseData', { headers, params: { id } });
  expect(release.ok(), await release.text()).toBe(true);
}

const session = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string; tenantId: number; userInfo: { id: string } });

/** Calls the API with the page's own session, as another tab of the same user would. */
function callAsPage(page: Page, method: string, path: string): Promise<{ status: number; body: { result: unknown } }> {
  return page.evaluate(async ([m, p]) => {
    const { token } = JSON.parse(localStorage.getItem('dkp:session')!) as { token: string };
    const answer = await fetch(`/api${p}`, { method: m, headers: { 'X-Access-Token': token } });
    return { status: answer.status, body: (await answer.json()) as { result: unknown } };
  }, [method, path] as const);
}

/** Makes the page's session name `tenantId` (the store learns it by the storage event, as from another tab). */
async function sessionTenant(page: Page, tenantId: number): Promise<void> {
  await page.evaluate((tenant) => {
    const stored = JSON.parse(localStorage.getItem('dkp:session')!) as Record<string, unknown>;
    localStorage.setItem('dkp:session', JSON.stringify({ ...stored, tenantId: tenant }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'dkp:session', newValue: localStorage.getItem('dkp:session') }));
  }, tenantId);
  await expect.poll(async () => (await session(page)).tenantId).toBe(tenantId);
}

const item = (page: Page, title: string) => page.getByTestId('notice-list-all').locator('li', { hasText: title });

/**
 * Opens the item's menu and chooses `action`. An alert still open is closed first, and gone
 * before the action: an alert that closes (after its 5 s) while the next one is shown would
 * take the new one with it.
 */
async function itemAction(page: Page, title: string, action: 'notice-menu-read' | 'notice-menu-remove'): Promise<void> {
  const alert = page.getByTestId('notice-alert');
  await alert.evaluateAll((open) => open.forEach((element) => void (element as HTMLElement & { hide(): Promise<void> }).hide()));
  await expect(alert).toHaveCount(0);
  await item(page, title).getByTestId('notice-menu').click();
  await item(page, title).getByTestId(action).click();
}

// Runs on the shared server: it changes only the notices of announcements it releases itself,
// and deletes those announcements afterwards.
test.describe('the notice bell shows a failed change (portal-shell §7, §8: updateRead, deleteNotice)', () => {
  test.use({ signedInAs: 'staff' });
  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const id of released.splice(0)) {
      await request.get('/api/sys/annountCement/doReovkeData', { headers, params: { id } });
      await request.delete('/api/sys/annountCement/delete', { headers, params: { id } });
    }
  });

  for (const locale of ['cn', 'en', 'tc'] as const) {
    test(`the server's refusals, a gateway timeout, a failed connection and an answer other than 'success' are errors in the bell, in ${locale}`, async ({ page, request }) => {
      await openPortal(page);
      const title = `e2e 通知失败 ${locale} ${Date.now().toString(36)}`;
      await releaseFor(request, (await session(page)).userInfo.id, title);
      await chooseLocale(page, locale);
      await page.getByTestId('notice-bell').click();
      await expect(item(page, title)).toHaveCount(1);
      // The alert holds its text and the countdown of its closing.
      const alert = page.getByTestId('notice-alert');

      // Deleted meanwhile in another tab: the real server answers 404 to the bell's delete.
      const listed = await callAsPage(page, 'GET', '/sys/notice/getNoticePage?pageNo=1&pageSize=10000&readFlag=2');
      const notice = (listed.body.result as { records: { id: string; title: string }[] }).records.find((n) => n.title === title);
      expect(notice, 'the released notice is listed').toBeTruthy();
      expect((await callAsPage(page, 'DELETE', `/sys/notice/deleteNotice?id=${notice!.id}`)).status).toBe(200);
      const removal = page.waitForResponse((r) => r.url().includes('/api/sys/notice/deleteNotice'));
      await itemAction(page, title, 'notice-menu-remove');
      expect((await removal).status()).toBe(404);
      await expect(alert).toContainText(TEXTS[locale].notFound);
      await expect(item(page, title)).toHaveCount(1);

      // The session names a tenant the user is no longer a member of: the real server answers 403.
      const tenant = (await session(page)).tenantId;
      await sessionTenant(page, 2);
      const refusal = page.waitForResponse((r) => r.url().includes('/api/sys/notice/updateRead'));
      await itemAction(page, title, 'notice-menu-read');
      expect((await refusal).status()).toBe(403);
      await expect(alert).toContainText(TEXTS[locale].denied);
      await sessionTenant(page, tenant);

      // Neither a gateway's 504, a failed connection nor an HTTP 200 whose message is not
      // 'success' can come from our server (it refuses with 4xx and always says 'success'), so
      // those are played.
      await page.route('**/api/sys/notice/updateRead**', (route) =>
        route.fulfill({ status: 504, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Gateway Timeout', code: 504, result: null, timestamp: 0 }) }));
      await itemAction(page, title, 'notice-menu-read');
      await expect(alert).toContainText(TEXTS[locale].timeout);
      await page.unroute('**/api/sys/notice/updateRead**');
      // No answer at all (the connection failed).
      await page.route('**/api/sys/notice/updateRead**', (route) => route.abort('failed'));
      await itemAction(page, title, 'notice-menu-read');
      await expect(alert).toContainText(TEXTS[locale].network);
      await page.unroute('**/api/sys/notice/updateRead**');
      await page.route('**/api/sys/notice/updateRead**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: '已受理，稍后处理', code: 200, result: null, timestamp: 0 }) }));
      await itemAction(page, title, 'notice-menu-read');
      await expect(alert).toContainText('已受理，稍后处理');
      // Not taken as done: the notice is still unread.
      await expect(item(page, title).getByTestId('notice-dot')).toHaveCount(1);
    });
  }
});
