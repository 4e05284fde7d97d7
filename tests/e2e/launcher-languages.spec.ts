import { expect, openPortal, test } from './fixtures.ts';

// Portal-shell §2.4 application launcher in tc (issue 22 audit: home.spec.ts switches to en
// only): the extensions, the special-space portals, their buttons and a space's pages.
test.describe('application launcher in tc', () => {
  test.use({ signedInAs: 'staff' });

  test('the launcher and a space of it speak tc', async ({ page }) => {
    await openPortal(page);
    await page.getByTestId('global-footer').getByTestId('locale-tc').click();
    await expect(page.getByTestId('launcher-extensions')).toContainText('短信驗證登錄');
    await expect(page.getByTestId('launcher-portals')).toContainText('售前專區');
    const space = page.getByTestId('launcher-app-portal-shared-services');
    await expect(space.getByTestId('launcher-open')).toHaveText('進入');
    await space.getByTestId('launcher-open').click();
    await expect(page.getByTestId('space-dialog').getByTestId('space-pages').locator('button')).toHaveText(['知識庫', '數字工作台']);
    await page.keyboard.press('Escape');
    await page.getByTestId('global-footer').getByTestId('locale-cn').click();
  });
});
