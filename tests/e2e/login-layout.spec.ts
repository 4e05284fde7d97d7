import { chooseLocale, expect, test } from './fixtures.ts';

test.describe('sign-in layout (portal-shell §2.3)', () => {
  test('two tabs switch between account and scan-code sign-in and keep the redirect', async ({ page }) => {
    await page.goto('/user/login?redirect=%2Freport%2Fhistory');
    await expect(page.getByTestId('login-tab-account')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('login-tab-scan')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByTestId('login-username')).toBeVisible();

    await page.getByTestId('login-tab-scan').click();
    await expect(page).toHaveURL(/\/user\/dingtalk\?redirect=%2Freport%2Fhistory$/);
    await expect(page.getByTestId('login-tab-scan')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('scan-qr')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(page.getByTestId('login-username')).toHaveCount(0);

    await page.getByTestId('login-tab-account').click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Freport%2Fhistory$/);
    await expect(page.getByTestId('login-username')).toBeVisible();
  });

  test('a carousel of three slides autoplays every 20000 ms beside the form', async ({ page }) => {
    await page.clock.install();
    await page.goto('/user/login');
    const carousel = page.getByTestId('login-carousel');
    await expect(carousel).toBeVisible();
    // Count the carousel's moves to the next slide under a controlled clock.
    await carousel.evaluate((el) => {
      const carouselEl = el as HTMLElement & { next: () => void; moves?: number };
      const next = carouselEl.next.bind(carouselEl);
      carouselEl.moves = 0;
      carouselEl.next = () => {
        carouselEl.moves! += 1;
        next();
      };
    });
    const moves = () => carousel.evaluate((el) => (el as HTMLElement & { moves: number }).moves);
    // The page has run for a moment already: not yet at 18.5 s, once by 20.5 s.
    await page.clock.runFor(18_500);
    expect(await moves()).toBe(0);
    await page.clock.runFor(2_000);
    expect(await moves()).toBe(1);
    await page.clock.runFor(20_000);
    expect(await moves()).toBe(2);
    // Looping adds clones of the first and last slide; the slides themselves are three.
    const slides = carousel.locator('sl-carousel-item:not([data-clone])');
    await expect(slides).toHaveCount(3);
    const image = slides.locator('img').first();
    await expect(image).toHaveAttribute('src', '/login/reports.svg');
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    await expect(slides.locator('figcaption')).toHaveText(['报表中心：随时查看、订阅和下载业务报表', '知识库：沉淀团队经验，快速检索所需知识', '消息通知：公告与提醒实时送达']);
  });

  test('the login logo comes from getLoginLogo, and its failure is shown with the message', async ({ page }) => {
    await page.goto('/user/login');
    const logo = page.getByTestId('login-logo');
    await expect(logo).toHaveAttribute('src', '/brand/login-logo.svg');
    expect(await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

    await page.route('**/api/sys/personalIze/getLoginLogo**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: '个性化配置读取失败', code: 500, result: null, timestamp: 0 }) }));
    await page.reload();
    await expect(page.getByTestId('login-logo-error')).toHaveText('个性化配置读取失败');
    await expect(page.getByTestId('login-username')).toBeVisible();
  });

  test('the copyright footer and the tabs speak the three languages', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByTestId('login-footer')).toHaveText('版权所有 © 2022 数据知识门户');
    await expect(page.getByTestId('login-tab-scan')).toHaveText('扫码登录');
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('login-tab-account')).toHaveText('Sign in with account and password');
    await expect(page.getByTestId('login-tab-scan')).toHaveText('Scan to sign in');
    await expect(page.getByTestId('login-footer')).toContainText('Copyright © 2022');
    // Every caption, the loop's clones included, follows the language.
    await expect(page.getByTestId('login-carousel').locator('figcaption')).toHaveText([
      'Notices: announcements and reminders arrive in real time',
      'Reports: view, subscribe to and download business reports at any time',
      "Knowledge base: keep the team's experience and find what you need fast",
      'Notices: announcements and reminders arrive in real time',
      'Reports: view, subscribe to and download business reports at any time',
    ]);
    await chooseLocale(page, 'tc');
    await expect(page.getByTestId('login-tab-scan')).toHaveText('掃碼登錄');
    await expect(page.getByTestId('login-footer')).toContainText('版權所有 © 2022');
    await page.getByTestId('login-tab-scan').click();
    await expect(page.getByTestId('scan-status')).toHaveText('請使用已登錄門戶的手機掃描二維碼');
  });

  test('on a phone-sized screen the form fills the width and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/user/login');
    const card = page.locator('.login-card');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toBeInViewport();
    await expect(page.getByTestId('login-carousel')).toBeHidden();
    const box = await card.boundingBox();
    expect(box!.width).toBeGreaterThan(350);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('login-tab-scan').click();
    await expect(page.getByTestId('scan-qr')).toBeInViewport();
  });
});

test.describe('phone sign-in form', () => {
  test('checks the mobile and the code before calling the server', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByTestId('login-use-phone').click();
    await page.getByTestId('phone-submit').click();
    await expect(page.getByTestId('phone-mobile-error')).toHaveText('请输入手机号');
    await expect(page.getByTestId('phone-code-error')).toHaveText('请输入短信验证码');
    await page.getByTestId('phone-mobile').locator('input').fill('12345678901');
    await page.getByTestId('phone-send-code').click();
    await expect(page.getByTestId('phone-mobile-error')).toHaveText('请输入正确手机号');
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('phone-send-code')).toHaveText('Get code');
    await page.getByTestId('login-use-password').click();
    await expect(page.getByTestId('login-username')).toBeVisible();
  });
});
