import { chooseLocale, expect, openPortal, test } from './fixtures.ts';

// The avatar field of the user form (widgets-admin §2, §7) in en and tc: its label, its button
// and an upload to the real server (`/sys/common/upload`, biz avatar). Nothing is saved: the
// dialog is closed without saving, so no user is made.
const AVATAR = { name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };

const WORDS = {
  en: { label: 'Avatar', upload: 'Click to upload', done: 'Upload complete', change: 'Change' },
  tc: { label: '頭像', upload: '點擊上傳', done: '上傳完成', change: '更換' },
} as const;

test.describe('the user form\'s avatar field in en and tc', () => {
  test.use({ signedInAs: 'admin' });

  for (const locale of ['en', 'tc'] as const) {
    test(`the avatar field speaks ${locale} and uploads to the real server`, async ({ page }) => {
      await openPortal(page, '/isystem/user');
      await chooseLocale(page, locale);
      const words = WORDS[locale];
      await page.getByTestId('user-add').click();
      await expect(page.getByTestId('user-dialog')).toHaveAttribute('open', '');
      await expect(page.getByTestId('user-avatar')).toHaveAttribute('aria-label', words.label);
      await expect(page.getByTestId('user-avatar-upload')).toHaveText(words.upload);
      const uploaded = page.waitForResponse((res) => res.url().includes('/api/sys/common/upload'));
      await page.getByTestId('user-avatar-input').setInputFiles(AVATAR);
      expect((await uploaded).status()).toBe(200);
      await expect(page.getByTestId('user-avatar-status')).toHaveText(words.done);
      await expect(page.getByTestId('user-avatar-upload')).toHaveText(words.change);
      await expect(page.getByTestId('user-avatar-preview')).toHaveAttribute('data-src', /\/api\/sys\/common\/static\/avatar\/[0-9a-f]{32}\.png$/);
    });
  }
});
