import { expect, openPortal, test } from './fixtures.ts';

// Portal-shell §2.1 `/isps/userAnnouncement` (issue 22 audit): the page in en and tc against the
// real server — its title, columns, filters and the read state of the seeded announcements.
const TEXTS = {
  en: { title: 'My announcements', columns: ['Title', 'Message type', 'Priority', 'Sender', 'Send time', 'Read state'], read: /^(Read|Unread)$/, unread: 'Unread' },
  tc: { title: '我的公告', columns: ['標題', '消息類型', '優先級', '發佈人', '發佈時間', '閱讀狀態'], read: /^(已讀|未讀)$/, unread: '未讀' },
} as const;

test.describe('my announcements (/isps/userAnnouncement)', () => {
  test.use({ signedInAs: 'staff' });

  test('the page speaks en and tc: title, columns, read states, and the unread filter', async ({ page }) => {
    await openPortal(page, '/isps/userAnnouncement');
    const rows = page.getByTestId('my-announcement-row');
    await expect(rows.filter({ hasText: '系统升级通知' })).toHaveCount(1);
    for (const locale of ['en', 'tc'] as const) {
      const t = TEXTS[locale];
      await page.getByTestId('global-footer').getByTestId(`locale-${locale}`).click();
      await expect(page.getByTestId('page-title')).toHaveText(t.title);
      await expect(page.getByTestId('my-announcements-table').locator('th')).toHaveText([...t.columns]);
      await expect(rows.filter({ hasText: '系统升级通知' }).locator('td').last()).toHaveText(t.read);
      await page.getByTestId('my-announcements-read').click();
      await page.getByRole('option', { name: t.unread, exact: true }).click();
      await expect(page.getByTestId('my-announcements-table')).toHaveAttribute('aria-busy', 'false');
      for (const state of await rows.locator('td:last-child').allTextContents()) expect(state).toBe(t.unread);
      await page.reload();
    }
    await page.getByTestId('global-footer').getByTestId('locale-cn').click();
  });
});
