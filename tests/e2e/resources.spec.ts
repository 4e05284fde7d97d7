import { expectFits } from './admin-helpers.ts';
import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/**
 * 公共资源 `/resources` (issue 24): the folders of shared files the demo grants give (migration
 * 0040): the staff member downloads from 公共文档 and its 品牌素材, only views 培训资料, and does
 * not see 财务资料; the administrator sees every folder.
 */
test.describe('common resources (/resources, issue 24)', () => {
  test.describe('as staff', () => {
    test.use({ signedInAs: 'staff' });

    test('previews text and images inline, downloads where downloadable, and only views where viewable', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openPortal(page, '/resources');
      await expect(page.getByTestId('page-title')).toHaveText('公共资源');
      const tree = page.getByTestId('folder-aside');
      await expect(tree.getByTestId('folder-node')).toHaveText([/公共文档/, /品牌素材/, /培训资料/]);
      await expect(page.getByTestId('folder-articles')).toHaveCount(0);
      const contacts = page.getByTestId('folder-file').filter({ hasText: '公司通讯录' });
      await contacts.getByTestId('file-preview-button').click();
      await expect(page.getByTestId('file-preview-preview-text')).toContainText('信息技术部 8000');
      await expect(page.getByTestId('file-preview-preview-download'), 'downloadable: the preview offers the download').toBeVisible();
      await page.keyboard.press('Escape');
      await expect(contacts.getByTestId('file-download')).toBeVisible();

      await tree.getByTestId('folder-node').filter({ hasText: '品牌素材' }).click();
      // the click swaps the list when the folder's files answer: name the file, not "the only one"
      await expect(page.getByTestId('folder-file')).toHaveText([/公司标志/]);
      await page.getByTestId('folder-file').filter({ hasText: '公司标志' }).getByTestId('file-preview-button').click();
      await expect.poll(() => page.getByTestId('file-preview-preview-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await page.keyboard.press('Escape');

      await tree.getByTestId('folder-node').filter({ hasText: '培训资料' }).click();
      await expect(page.getByTestId('folder-level')).toHaveText('可查看');
      await expect(page.getByTestId('folder-file')).toHaveCount(2);
      await expect(page.getByTestId('file-download')).toHaveCount(0);
      await page.getByTestId('folder-file').first().getByTestId('file-preview-button').click();
      await expect(page.getByTestId('file-preview-preview')).toBeVisible();
      await expect(page.getByTestId('file-preview-preview-download'), 'viewable only: no download in the preview either').toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectFits(page, 1024);
    });
  });

  // Its words in en and tc: portal/folders/FolderSpacePage.browser.test.tsx (CI time: no signed-in language walk here).
  test('at 390 × 844 with touch the folders open in a drawer, a file previews full screen and closes, nothing overflows', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openPortal(page, '/resources');
      await expect(page.getByTestId('folder-aside')).toHaveCount(0);
      await expectFits(page, 390);
      await page.getByTestId('folder-drawer-button').tap();
      const drawer = page.getByTestId('folder-drawer');
      await drawer.getByTestId('folder-node').filter({ hasText: '品牌素材' }).tap();
      await expect(page.getByTestId('folder-title')).toHaveText('品牌素材');
      await expect(page.getByTestId('folder-drawer-button')).toHaveText('品牌素材');
      await expect(page.getByTestId('folder-file')).toHaveText([/公司标志/]);
      await expectFits(page, 390);

      await page.getByTestId('folder-file').filter({ hasText: '公司标志' }).getByTestId('file-preview-button').tap();
      const image = page.getByTestId('file-preview-preview-image');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      expect((await image.boundingBox())!.width).toBeLessThanOrEqual(390);
      await expectFits(page, 390);
      // The dialog's own close button (Shoelace's, in its shadow root), as a finger closes it.
      await page.getByTestId('file-preview').locator('[part~="close-button"]').tap();
      await expect(page.getByTestId('file-preview-preview')).toHaveCount(0);
      await expect(page.getByTestId('folder-file')).toHaveText([/公司标志/]);
      await expectFits(page, 390);
    } finally {
      await context.close();
    }
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('sees every folder, the finance one too, and manages it', async ({ page }) => {
      await openPortal(page, '/resources');
      const finance = page.getByTestId('folder-aside').getByTestId('folder-node').filter({ hasText: '财务资料' });
      await finance.click();
      await expect(page.getByTestId('folder-level')).toHaveText('可管理');
      await expect(page.getByTestId('folder-file').filter({ hasText: '年度预算表' }).getByTestId('file-download')).toBeVisible();
      await expect(page.getByTestId('folder-manage')).toBeVisible();
    });
  });
});
