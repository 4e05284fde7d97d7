import type { APIRequestContext } from '@playwright/test';
import { ADMIN, chooseLocale, expect, openPortal, test } from './fixtures.ts';

/** What the page and its detail say in en and tc (locales/*.xlf). */
const TEXTS = {
  en: {
    pageTitle: 'My announcements', headers: ['Title', 'Message type', 'Priority', 'Sender', 'Send time', 'Read state'],
    category: 'Announcements', urgent: 'Urgent', unread: 'Unread', read: 'Read',
    detail: 'Notice message', sender: 'Sender: ', sendTime: 'Send time: ', close: 'Close',
  },
  tc: {
    pageTitle: '我的公告', headers: ['標題', '消息類型', '優先級', '發佈人', '發佈時間', '閱讀狀態'],
    category: '通知公告', urgent: '緊急', unread: '未讀', read: '已讀',
    detail: '通知消息', sender: '發佈人：', sendTime: '發佈時間：', close: '關閉',
  },
} as const;

const ADMIN_HEADERS = { 'X-Tenant-Id': '1' };
const released: string[] = [];

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/sys/login', { data: { username: ADMIN.username, password: ADMIN.password }, headers: ADMIN_HEADERS });
  expect(login.ok()).toBe(true);
  return { ...ADMIN_HEADERS, 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
}

// Runs on the shared server: it opens (marks read) only announcements it releases itself, to
// the staff user alone, and deletes them afterwards; the seeded ones stay unread for other specs.
test.describe('the announcement page /isps/userAnnouncement (portal-shell §2.6, §7) in en and tc', () => {
  test.use({ signedInAs: 'staff' });
  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const id of released.splice(0)) {
      await request.get('/api/sys/annountCement/doReovkeData', { headers, params: { id } });
      await request.delete('/api/sys/annountCement/delete', { headers, params: { id } });
    }
  });

  for (const locale of ['en', 'tc'] as const) {
    test(`lists, labels and opens an announcement in ${locale}`, async ({ page, request }) => {
      const text = TEXTS[locale];
      await openPortal(page, '/isps/userAnnouncement');
      const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session')!) as { userInfo: { id: string } }).userInfo.id);
      const title = `E2E 公告页 ${locale} ${Date.now().toString(36)}`;
      const headers = await adminHeaders(request);
      const add = await request.post('/api/sys/annountCement/add', { headers, data: { titile: title, msgContent: `<p>${title}</p>`, msgType: 'USER', userIds: [userId], priority: 'H' } });
      expect(add.ok(), await add.text()).toBe(true);
      const { id } = ((await add.json()) as { result: { id: string } }).result;
      released.push(id);
      expect((await request.get('/api/sys/annountCement/doReleaseData', { headers, params: { id } })).ok()).toBe(true);

      await chooseLocale(page, locale);
      await page.reload();
      await expect(page.getByTestId('page-title')).toHaveText(text.pageTitle);
      const table = page.getByTestId('my-announcements-table');
      await expect(table.locator('thead th')).toHaveText([...text.headers]);
      const row = page.getByTestId('my-announcement-row').filter({ hasText: title });
      await expect(row.locator('td')).toHaveText([title, text.category, text.urgent, /\S/, /\S/, text.unread]);
      await expect(page.getByTestId('my-announcements-read')).toHaveJSProperty('label', text.headers[5]);
      await expect(page.getByTestId('my-announcements-category')).toHaveJSProperty('label', text.headers[1]);

      await row.getByTestId('my-announcement-open').click();
      const detail = page.locator('[data-testid="announcement-detail"][open]');
      await expect(detail).toHaveJSProperty('label', text.detail);
      await expect(detail.getByTestId('announcement-detail-title')).toHaveText(title);
      await expect(detail.getByTestId('announcement-detail-sender')).toContainText(text.sender);
      await expect(detail.getByTestId('announcement-detail-time')).toContainText(text.sendTime);
      await expect(detail.getByTestId('announcement-detail-close')).toHaveText(text.close);
      await detail.getByTestId('announcement-detail-close').click();
      // Opened, it is read on the server: the page reloads its list and says so.
      await expect(row.locator('td').last()).toHaveText(text.read);
    });
  }
});
