import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signIn, test, STAFF } from './fixtures.ts';

const DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES = ['cn', 'en', 'tc'] as const;

// Pictures for review, written to tests/screenshots/ (ignored by git), at 1280×800.
test.describe('screenshots', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

  for (const locale of LOCALES) {
    test(`login page, home page and settings drawer in ${locale}`, async ({ page }) => {
      await page.goto('/user/login');
      await page.evaluate((l) => localStorage.setItem('dkp:locale', l), locale);
      await page.reload();
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await page.screenshot({ path: `${DIR}login-${locale}.png` });

      await signIn(page, STAFF.username, STAFF.password);
      await expect(page.getByTestId('launcher-extensions').locator('li')).toHaveCount(7);
      await page.screenshot({ path: `${DIR}home-${locale}.png` });

      // The picture is taken once the drawer has slid in: Shoelace says so with sl-after-show.
      const drawer = page.getByTestId('settings-drawer');
      await drawer.evaluate((el) => el.addEventListener('sl-after-show', () => el.setAttribute('data-shown', ''), { once: true }));
      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-theme').click();
      await expect(drawer).toHaveAttribute('data-shown', '');
      await expect(drawer.getByTestId('theme-preset-volcano')).toBeVisible();
      await page.screenshot({ path: `${DIR}settings-${locale}.png` });
    });
  }
});
