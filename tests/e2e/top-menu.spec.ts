import { expect, openPortal, test } from './fixtures.ts';

// Portal-shell §2.4 top menu (issue 22 audit): 'more' and the carets in en and tc, the class
// module's entry navigating, and the chosen entry restored on reload.
const TEXTS = {
  en: { more: 'More', myClass: 'My classes', system: 'System' },
  tc: { more: '更多', myClass: '我的班級', system: '系統管理' },
} as const;

test.describe('top menu (portal-shell §2.4)', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1000, height: 800 } });

  test('in en and tc: a caret on parents only, what does not fit under more; My classes navigates and stays chosen after a reload', async ({ page }) => {
    await openPortal(page);
    const menu = page.getByTestId('top-menu');
    for (const locale of ['en', 'tc'] as const) {
      const t = TEXTS[locale];
      await page.getByTestId('global-footer').getByTestId(`locale-${locale}`).click();
      await expect(page.getByTestId('top-menu-more').locator('button[slot="trigger"]')).toHaveText(`${t.more}▾`);
      await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveText(t.myClass);
      // The system module (a parent) is under more at this width; the reports module is inline with its caret.
      await expect(page.getByTestId('top-menu-item-menu-reports').locator('.top-menu-caret')).toHaveCount(1);
      await expect(page.getByTestId('top-menu-item-menu-my-class').locator('.top-menu-caret')).toHaveCount(0);
      await page.getByTestId('top-menu-more').locator('button[slot="trigger"]').click();
      await expect(menu.locator('sl-menu-item').filter({ hasText: t.system })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('top-menu-item-menu-my-class').click();
    await expect(page).toHaveURL(/\/dashboard\/MyClass$/);
    await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(page.getByTestId('top-menu-item-menu-my-class')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('global-footer').getByTestId('locale-cn').click();
  });
});
