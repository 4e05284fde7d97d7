import type { Page } from '@playwright/test';
import { chooseLocale, expect, openPortal, STAFF, test } from './fixtures.ts';

/** The seeded personalisation in each language (server/db/seed/personalization.ts). */
const BRAND = {
  cn: { title: 'DKP 数据知识门户', watermark: '数据知识门户', logo: '/brand/logo.svg', loginLogo: '/brand/login-logo.svg', loginAlt: '数据知识门户', notFound: '页面不存在' },
  en: { title: 'DKP Data Knowledge Portal', watermark: 'Data Knowledge Portal', logo: '/brand/logo-en.svg', loginLogo: '/brand/login-logo-en.svg', loginAlt: 'Data Knowledge Portal', notFound: 'Page not found' },
  tc: { title: 'DKP 數據知識門戶', watermark: '數據知識門戶', logo: '/brand/logo-tc.svg', loginLogo: '/brand/login-logo-tc.svg', loginAlt: '數據知識門戶', notFound: '頁面不存在' },
} as const;
const LOCALES = ['cn', 'en', 'tc'] as const;

/** Records every text the page draws on a canvas, so that the watermark's text can be read. */
async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number, number?]) {
      drawn.push(text);
      return fillText.call(this, text, ...rest);
    };
  });
}
const drawnTexts = (page: Page) => page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);

test.describe('platform name, watermark and logos in the three languages (portal-shell §1, §2.4)', () => {
  test.use({ signedInAs: 'staff' });

  test('header title, home tab title and logo follow a language switch without a reload', async ({ page }) => {
    await openPortal(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations.push(frame.url()); });
    for (const locale of LOCALES) {
      await chooseLocale(page, locale);
      await expect(page.getByTestId('brand-logo')).toHaveText(BRAND[locale].title);
      await expect(page).toHaveTitle(BRAND[locale].title);
      await expect(page.getByTestId('brand-logo-image')).toHaveAttribute('src', BRAND[locale].logo);
    }
    expect(navigations, 'no reload').toEqual([]);
  });

  test('the watermark draws the username with the text in the chosen language, the time and the IP', async ({ page }) => {
    await recordCanvasText(page);
    await openPortal(page);
    await page.goto('/report/history');
    for (const locale of LOCALES) {
      await chooseLocale(page, locale);
      await expect.poll(async () => (await drawnTexts(page)).filter((t) => t.startsWith(`${STAFF.username} `)).at(-1)).toBe(`${STAFF.username} ${BRAND[locale].watermark}`);
    }
    const drawn = await drawnTexts(page);
    expect(drawn.some((t) => /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/.test(t)), 'a YYYY/MM/DD HH:mm:ss time').toBe(true);
    // The address the server saw (GET /sys/user/getUserIp): the test browser's loopback.
    expect(drawn.some((t) => /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/.test(t)), `the IP among ${JSON.stringify(drawn.slice(-6))}`).toBe(true);
  });

  test('an error page has a localised window title', async ({ page }) => {
    await openPortal(page);
    for (const locale of LOCALES) {
      // The error pages have no language switch: the stored choice is what they follow.
      await page.evaluate((chosen) => localStorage.setItem('dkp:locale', chosen), locale);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page).toHaveTitle(`${BRAND[locale].notFound} · ${BRAND[locale].title}`);
    }
    await page.goto('/403');
    await expect(page).toHaveTitle(`拒絕訪問 · ${BRAND.tc.title}`);
  });

  test.describe('signed out', () => {
    test.use({ signedInAs: null });

    test('the login logo is the chosen language\'s, and so is its description', async ({ page }) => {
      await page.goto('/user/login');
      for (const locale of LOCALES) {
        await chooseLocale(page, locale);
        const logo = page.getByTestId('login-logo');
        await expect(logo).toHaveAttribute('src', BRAND[locale].loginLogo);
        await expect(logo).toHaveAttribute('alt', BRAND[locale].loginAlt);
        expect(await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
      }
    });
  });
});
