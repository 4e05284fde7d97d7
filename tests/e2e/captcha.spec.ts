import { startDkpServer, type DkpServer } from './server-process.ts';
import { expect, submitLogin, test, STAFF } from './fixtures.ts';

// The shared server runs without captcha; this file starts one that asks for it.
let server: DkpServer;
test.beforeAll(async () => {
  server = await startDkpServer({ captcha: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('sign-in with captcha', () => {
  test('the captcha is required, refreshes on click, and a wrong one is refused with a new picture', async ({ page }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      const key = /\/api\/sys\/randomImage\/([^?]+)/.exec(request.url())?.[1];
      if (key) keys.push(key);
    });
    await page.goto(`${server.baseUrl}/user/login`);
    const picture = page.getByTestId('login-captcha-image').locator('img');
    await expect(picture).toHaveAttribute('src', /^data:image\//);
    expect(keys).toHaveLength(1);

    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('login-captcha-error')).toHaveText('请输入验证码');

    await page.getByTestId('login-captcha-image').click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).not.toBe(keys[0]);

    await page.getByTestId('login-captcha').locator('input').fill('zzzz');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('验证码错误');
    await expect.poll(() => keys.length).toBe(3);
    await expect(page.getByTestId('login-captcha').locator('input')).toHaveValue('');
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
