import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, chooseLocale, expect, openPortal, test } from './fixtures.ts';
import { noticeSocketOpening } from './notice-socket.ts';

/** The administrator's API session (admin belongs to two tenants: tenant 1 is named). */
async function adminApi(request: APIRequestContext, baseURL: string) {
  const headers: Record<string, string> = { 'X-Tenant-Id': '1' };
  const login = await request.post(`${baseURL}/api/sys/login`, { headers, data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.ok()).toBe(true);
  headers['X-Access-Token'] = ((await login.json()) as { result: { token: string } }).result.token;
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) => {
    const answer = await request.fetch(`${baseURL}/api${path}`, { method, headers, data });
    const body = (await answer.json()) as { success: boolean; result: unknown; message: string };
    expect(body.success, `${method} ${path}: ${body.message}`).toBe(true);
    return body.result;
  };
  const created: string[] = [];
  return {
    /** Adds an announcement for everybody and releases it; returns its id. */
    async release(titile: string, extra: Record<string, unknown> = {}) {
      const { id } = (await call('POST', '/sys/annountCement/add', { titile, msgContent: `<p>正文：${titile}</p>`, msgType: 'ALL', ...extra })) as { id: string };
      created.push(id);
      await call('GET', `/sys/annountCement/doReleaseData?id=${id}`);
      return id;
    },
    revoke: (id: string) => call('GET', `/sys/annountCement/doReovkeData?id=${id}`),
    /** Revokes (where still released) and deletes everything this test released. */
    async cleanUp() {
      for (const id of created.splice(0)) {
        await request.fetch(`${baseURL}/api/sys/annountCement/doReovkeData?id=${id}`, { headers });
        await call('DELETE', `/sys/annountCement/delete?id=${id}`);
      }
    },
  };
}

/** The unread system messages the server answers the page's user (the seed's, and any that other specs released). */
async function unreadSystemMessages(page: Page): Promise<number> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token: string }).token);
  const answer = await page.request.get('/api/sys/annountCement/listByUser', { headers: { 'X-Access-Token': token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { sysMsgTotal: number } }).result.sysMsgTotal;
}

const popoverItem = (page: Page, title: string) => page.getByTestId('announcements-panel').getByTestId('announcement-item').filter({ hasText: title });

/** Opens the portal (signed in as staff) with the notice socket open, and opens the top bar's announcements. */
async function openPopover(page: Page) {
  const socket = await noticeSocketOpening(page);
  await openPortal(page);
  await socket.opened;
  await page.getByTestId('announcements-trigger').click();
  await expect(page.getByTestId('announcements-panel')).toBeVisible();
}

test.describe('announcements (portal-shell §2.6, §4; issue 4)', () => {
  test.use({ signedInAs: 'staff' });

  test('the seeded unread announcements show in the top bar, in their tabs, drafts left out', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('announcements-trigger').click();
    const panel = page.getByTestId('announcements-panel');
    await expect(panel.getByTestId('announcements-panel-annt').getByTestId('announcement-title')).toContainText(['系统升级通知', '五一假期安排']);
    const system = await unreadSystemMessages(page);
    expect(system, 'the seed has an unread system message').toBeGreaterThan(0);
    await expect(panel.getByTestId('announcements-tab-sys')).toContainText(`系统消息(${system})`);
    await expect(panel.getByText('新功能预告')).toHaveCount(0);
  });

  test('the priority tags speak three languages', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('announcements-trigger').click();
    const urgent = popoverItem(page, '系统升级通知').getByTestId('announcement-priority');
    const important = popoverItem(page, '五一假期安排').getByTestId('announcement-priority');
    await expect(urgent).toHaveText('紧急');
    await expect(important).toHaveText('重要');
    await page.keyboard.press('Escape');
    await chooseLocale(page, 'en');
    await page.getByTestId('announcements-trigger').click();
    await expect(urgent).toHaveText('Urgent');
    await expect(important).toHaveText('Important');
    await page.keyboard.press('Escape');
    await chooseLocale(page, 'tc');
    await page.getByTestId('announcements-trigger').click();
    await expect(urgent).toHaveText('緊急');
    await page.keyboard.press('Escape');
    await chooseLocale(page, 'cn');
  });

  test('a release reaches the open list within 2 s without reload; opened it leaves the list; revoked it disappears; the page lists it', async ({ page, request, baseURL }) => {
    const admin = await adminApi(request, baseURL!);
    const stamp = Date.now().toString(36);
    const first = `E2E 公告 ${stamp} 甲`;
    const second = `E2E 公告 ${stamp} 乙`;
    try {
      await openPopover(page);
      let reloaded = false;
      page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame()));

      await admin.release(first, { priority: 'H' });
      await expect(popoverItem(page, first)).toBeVisible({ timeout: 2_000 });
      await expect(popoverItem(page, first).getByTestId('announcement-priority')).toHaveText('紧急');
      await page.screenshot({ path: 'tests/screenshots/announcements-popover-cn.png' });

      await popoverItem(page, first).click();
      // The bell has the same detail component; the open one is the popover's.
      const detail = page.locator('[data-testid="announcement-detail"][open]');
      await expect(detail.getByTestId('announcement-detail-title')).toHaveText(first);
      await expect(detail.getByTestId('announcement-detail-content')).toHaveText(`正文：${first}`);
      await expect(detail.getByTestId('announcement-detail-sender')).not.toBeEmpty();
      await expect(detail.getByTestId('announcement-detail-handle')).toHaveCount(0);
      await page.screenshot({ path: 'tests/screenshots/announcements-detail-cn.png' });
      await detail.getByTestId('announcement-detail-close').click();
      await page.getByTestId('announcements-trigger').click();
      await expect(page.getByTestId('announcements-panel')).toBeVisible();
      await expect(popoverItem(page, first)).toHaveCount(0);

      const secondId = await admin.release(second);
      await expect(popoverItem(page, second)).toBeVisible({ timeout: 2_000 });
      await admin.revoke(secondId);
      await expect(popoverItem(page, second)).toHaveCount(0, { timeout: 2_000 });
      expect(reloaded, 'the page was never reloaded').toBe(false);

      await page.getByTestId('announcements-more').click();
      await expect(page).toHaveURL(/\/isps\/userAnnouncement\?msgCategory=1$/);
      const row = page.getByTestId('my-announcement-row').filter({ hasText: first });
      await expect(row).toContainText('已读');
      await expect(page.getByTestId('my-announcement-row').filter({ hasText: second })).toHaveCount(0);
      await page.screenshot({ path: 'tests/screenshots/announcements-page-cn.png' });
      await page.getByTestId('my-announcements-read').click();
      await page.getByRole('option', { name: '未读' }).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId('my-announcement-row').filter({ hasText: '系统升级通知' })).toBeVisible();
    } finally {
      await admin.cleanUp();
    }
  });

  test("'go handle' of a url announcement navigates to its page", async ({ page, request, baseURL }) => {
    const admin = await adminApi(request, baseURL!);
    const title = `E2E 待办 ${Date.now().toString(36)}`;
    try {
      await openPopover(page);
      await admin.release(title, { openType: 'url', openPage: '/isps/userAnnouncement' });
      await popoverItem(page, title).click();
      await page.getByTestId('announcement-detail-handle').click();
      await expect(page).toHaveURL(/\/isps\/userAnnouncement$/);
      await expect(page.getByTestId('my-announcement-row').filter({ hasText: title })).toContainText('已读');
    } finally {
      await admin.cleanUp();
    }
  });
});

test.describe("a 'component' announcement (issue 22 audit)", () => {
  test.use({ signedInAs: 'staff' });
  test("opening a 'component' announcement takes the portal to its openPage with its busId", async ({ page, request, baseURL }) => {
    const admin = await adminApi(request, baseURL!);
    const title = `E2E 组件 ${Date.now().toString(36)}`;
    try {
      await admin.release(title, { openType: 'component', openPage: '/report/history', busId: 'e2e-bus-1' });
      // Read from the user's announcements page, so no socket timing is involved.
      await page.goto('/isps/userAnnouncement');
      await page.getByTestId('my-announcement-row').filter({ hasText: title }).getByTestId('my-announcement-open').click();
      await expect(page).toHaveURL(/\/report\/history\?busId=e2e-bus-1$/);
      await expect(page.getByTestId('page-title')).toHaveText('历史报表');
    } finally {
      await admin.cleanUp();
    }
  });
});
