import { authHeaders, expectFits, notification } from './admin-helpers.ts';
import { expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/**
 * 知识库 `/knowledge` (issue 24): the staff member (张三: IT and marketing, the staff role) sees
 * the folders the demo grants give them (migration 0040), reads an article with its board,
 * searches within a folder, previews and downloads the manual; the administrator makes a folder,
 * grants it to the staff role and uploads into it, which the staff member then sees. Runs on the
 * shared server: the folder it makes is deleted afterwards.
 */
const made: string[] = [];

test.describe('knowledge base (/knowledge, issue 24)', () => {
  test.afterAll(async ({ request }) => {
    const headers = await authHeaders(request);
    for (const id of made.splice(0)) {
      const contents = await (await request.get('/api/cms/folder/contents', { headers, params: { folderId: id } })).json() as { result?: { files: { id: string }[] } };
      for (const file of contents.result?.files ?? []) await request.delete('/api/cms/folder/file/delete', { headers, params: { id: file.id } });
      await request.delete('/api/cms/folder/delete', { headers, params: { id } });
    }
  });

  test.describe('as staff', () => {
    test.use({ signedInAs: 'staff' });

    test('sees the folders granted to them, reads an article with its board, searches a folder, previews and downloads the manual', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openPortal(page, '/knowledge');
      await expect(page.getByTestId('page-title')).toHaveText('知识库');
      const tree = page.getByTestId('folder-aside');
      await expect(tree.getByTestId('folder-node')).toHaveText(['规章制度', '考勤制度', '操作手册', '常见问题'].map((name) => new RegExp(name)));
      await expect(page.getByTestId('folder-title')).toHaveText('规章制度');
      await expect(page.getByTestId('folder-level')).toHaveText('可查看');
      await expect(page.getByTestId('folder-manage')).toHaveCount(0);
      await expect(page.getByTestId('folder-article')).toHaveCount(2);
      await expectFits(page, 1024);

      await page.getByTestId('folder-search').fill('考勤');
      await page.getByTestId('folder-search-go').click();
      await expect(page.getByTestId('folder-article')).toHaveCount(1);
      await page.getByTestId('folder-article').getByRole('link', { name: '员工考勤管理办法' }).click();
      await expect(page.getByTestId('article-detail-title')).toHaveText('员工考勤管理办法');
      await expect(page.getByTestId('comments')).toBeVisible();
      await page.getByTestId('article-back').click();
      await expect(page.getByTestId('folder-title')).toHaveText('规章制度');

      await tree.getByTestId('folder-node').filter({ hasText: '操作手册' }).click();
      await expect(page.getByTestId('folder-level')).toHaveText('可下载');
      const manual = page.getByTestId('folder-file').filter({ hasText: '门户使用手册' });
      // The PDF is drawn by pdf.js in the preview dialog (elements/file-preview), read with the session.
      await manual.getByTestId('file-preview-button').click();
      await expect(page.getByTestId('file-preview-preview-canvas')).toHaveAttribute('data-rendered', /^[1-9]/, { timeout: 30_000 });
      // Its text lies over the page (pdf.js's text layer, the standard font from our build): selectable and found.
      await expect(page.getByTestId('file-preview-preview-text-layer')).toContainText('DKP portal guide');
      await page.keyboard.press('Escape');
      const [download] = await Promise.all([page.waitForEvent('download'), manual.getByTestId('file-download').click()]);
      expect(download.suggestedFilename()).toBe('portal-guide.pdf');
    });
    // Its words in en and tc: portal/folders/FolderSpacePage.browser.test.tsx (CI time: no signed-in language walk here).
  });

  test('at 390 × 844 with touch the folders open in a drawer and the contents fit the screen', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openPortal(page, '/knowledge');
      await expect(page.getByTestId('folder-aside')).toHaveCount(0);
      await page.getByTestId('folder-drawer-button').tap();
      const drawer = page.getByTestId('folder-drawer');
      await drawer.getByTestId('folder-node').filter({ hasText: '常见问题' }).tap();
      await expect(page.getByTestId('folder-title')).toHaveText('常见问题');
      await expect(page.getByTestId('folder-drawer-button')).toHaveText('常见问题');
      await expect(page.getByTestId('folder-article')).toHaveCount(3);
      await expectFits(page, 390);
    } finally {
      await context.close();
    }
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('makes a folder, grants it to the staff role as downloadable, uploads a file into it; the staff member then sees it', async ({ page, browser }) => {
      const name = `E2E 资料 ${Date.now().toString(36)}`;
      await page.setViewportSize({ width: 1024, height: 768 });
      await openPortal(page, '/knowledge');
      await expect(page.getByTestId('folder-aside').getByTestId('folder-node').filter({ hasText: '人事资料' })).toBeVisible();
      await page.getByTestId('folder-add-root').click();
      // The page's dialog, not the folder bar's (both are there, one open).
      const naming = page.locator('[data-testid="folder-name-dialog"][open]');
      await naming.getByTestId('folder-name').locator('input').fill(name);
      await naming.getByTestId('folder-name-ok').click();
      await expect(page.getByTestId('folder-title')).toHaveText(name);
      made.push(new URL(page.url()).searchParams.get('folder')!);
      await expect(page.getByTestId('folder-level')).toHaveText('可管理');

      await page.getByTestId('folder-grants').click();
      const dialog = page.getByTestId('grants-dialog');
      await expect(dialog.getByTestId('grants-empty')).toBeVisible();
      await dialog.getByTestId('grantee-type').selectOption('role');
      await dialog.getByTestId('grantee-key').fill('员工');
      await dialog.getByTestId('grantee-search').click();
      await dialog.getByTestId('grantee-add').filter({ hasText: '添加' }).first().click();
      await dialog.getByTestId('grant-row').getByTestId('grant-level').selectOption('2');
      await dialog.getByTestId('grants-save').click();
      await expect(notification(page, '权限保存成功')).toBeVisible();

      await page.getByTestId('folder-upload-input').setInputFiles({ name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('E2E 上传的说明\n') });
      await expect(notification(page, '文件添加成功')).toBeVisible();
      await expect(page.getByTestId('folder-file')).toHaveCount(1);

      const staff = await newSignedInPage(browser, 'staff');
      try {
        await openPortal(staff.page, `/knowledge?folder=${made[0]}`);
        await expect(staff.page.getByTestId('folder-title')).toHaveText(name);
        await expect(staff.page.getByTestId('folder-level')).toHaveText('可下载');
        await staff.page.getByTestId('folder-file').getByTestId('file-preview-button').click();
        await expect(staff.page.getByTestId('file-preview-preview-text')).toHaveText('E2E 上传的说明\n');
      } finally {
        await staff.context.close();
      }
    });
  });
});
