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

  test('a carousel of three slides starts on the first and autoplays every 20000 ms beside the form', async ({ page }) => {
    // The clock held from the start: time moves only when the test says, and the carousel must
    // not depend on when an animation frame comes to start on the first slide.
    await page.clock.install({ time: new Date('2026-11-23T08:00:00') });
    await page.clock.pauseAt(new Date('2026-11-23T08:00:01'));
    await page.goto('/user/login');
    const carousel = page.getByTestId('login-carousel');
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('sl-carousel-item');
    const active = () => carousel.evaluate((el) => (el as HTMLElement & { activeSlide: number }).activeSlide);
    await page.clock.runFor(500);
    expect(await active()).toBe(0);
    await expect(slides.first()).toHaveClass(/--in-view/);
    await expect(slides.nth(1)).not.toHaveClass(/--in-view/);
    // Not yet at 18.5 s, once by 20.5 s, and back to the first after the last.
    await page.clock.runFor(18_000);
    expect(await active()).toBe(0);
    await page.clock.runFor(2_000);
    await expect.poll(active).toBe(1);
    await page.clock.runFor(20_000);
    await expect.poll(active).toBe(2);
    await page.clock.runFor(20_000);
    await expect.poll(active).toBe(0);
    // The way back to the first slide is a long scroll, and what marks a slide in view may
    // wait on a timer of the page: with the clock held, time has to keep moving until it does
    // (under load the scroll can end after the 20 s above were run).
    await expect.poll(async () => {
      await page.clock.runFor(100);
      return slides.first().getAttribute('class');
    }).toMatch(/--in-view/);
    await expect(slides).toHaveCount(3);
    const image = slides.locator('img').first();
    await expect(image).toHaveAttribute('src', '/login/reports.svg');
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    await expect(slides.locator('figcaption')).toHaveText(['报表中心：随时查看、订阅和下载业务报表', '知识库：沉淀团队经验，快速检索所需知识', '消息通知：公告与提醒实时送达']);
  });

  test('the brand logos draw their whole text inside the picture', async ({ page }) => {
    // The header's logos are the mark alone (the platform name stands beside them, issue 23).
    for (const logo of ['/brand/logo.svg', '/brand/logo-en.svg', '/brand/logo-tc.svg']) {
      await page.goto(logo);
      await expect(page.locator('svg rect')).toHaveCount(1);
      await expect(page.locator('svg text')).toHaveCount(0);
    }
    for (const logo of ['/brand/login-logo.svg', '/brand/login-logo-en.svg', '/brand/login-logo-tc.svg']) {
      await page.goto(logo);
      const fit = await page.evaluate(() => {
        const svg = document.querySelector('svg')!;
        const text = svg.querySelector('text')!;
        const box = text.getBBox();
        return { text: text.textContent, right: box.x + box.width, width: svg.viewBox.baseVal.width };
      });
      expect(fit.right, `${logo}: ${fit.text}`).toBeLessThanOrEqual(fit.width);
    }
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
    // Every caption follows the language (in whatever order the carousel holds its slides now).
    await expect.poll(async () => (await page.getByTestId('login-carousel').locator('figcaption').allTextContents()).sort()).toEqual([
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
