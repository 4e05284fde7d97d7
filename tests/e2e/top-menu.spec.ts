import { expect, openPortal, test } from './fixtures.ts';

// Portal-shell §2.4 top menu (issue 22 audit): 'more' and the carets, the class module's entry
// navigating, and the chosen entry restored on reload. The same words in en and tc are
// portal/layout/TopMenu.browser.test.tsx's ('speaks ${locale}: …'; issue 23 moved them there),
// the seeded titles in three languages server/modules/permissions/permissions.test.ts's.
test.describe('top menu (portal-shell §2.4)', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1000, height: 800 } });

  test('a caret on parents only, what does not fit under more; My classes navigates and stays chosen after a reload', async ({ page }) => {
    await openPortal(page);
    const menu = page.getByTestId('top-menu');
    await expect(page.getByTestId('top-menu-more').locator('button[slot="trigger"]')).toHaveText('更多▾');
    await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveText('我的班级');
    // The system module (a parent) is under more at this width; the reports module is inline with its caret.
    await expect(page.getByTestId('top-menu-item-menu-reports').locator('.top-menu-caret')).toHaveCount(1);
    await expect(page.getByTestId('top-menu-item-menu-my-class').locator('.top-menu-caret')).toHaveCount(0);
    await page.getByTestId('top-menu-more').locator('button[slot="trigger"]').click();
    await expect(menu.locator('sl-menu-item').filter({ hasText: '系统管理' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('top-menu-item-menu-my-class').click();
    await expect(page).toHaveURL(/\/dashboard\/MyClass$/);
    await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveAttribute('aria-current', 'true');
  });
});
