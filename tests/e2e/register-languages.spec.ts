import { chooseLocale, expect, test } from './fixtures.ts';

// Portal-shell §2.3 register (issue 22 audit): accounts.spec.ts registers in English; here the
// form's refusals and the server's live username check in cn and tc, and the result page in
// both. Nothing is registered, so it runs on the shared server.
const TEXTS = {
  cn: { username: '请输入用户名', phone: '请输入手机号', taken: '该用户名已被注册', result: '你的账户：someone 注册成功。' },
  tc: { username: '請輸入用戶名', phone: '請輸入手機號', taken: '該用戶名已被註冊', result: '你的賬戶：someone 註冊成功。' },
} as const;
const field = (page: import('@playwright/test').Page, id: string) => page.getByTestId(id).locator('input');

test.describe('register in cn and tc (portal-shell §2.3)', () => {
  for (const locale of ['cn', 'tc'] as const) {
    test(`the register form answers empty fields and a taken username in ${locale}, and the result page speaks ${locale}`, async ({ page }) => {
      const t = TEXTS[locale];
      await page.goto('/user/register');
      if (locale !== 'cn') await chooseLocale(page, locale);
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-username-error')).toHaveText(t.username);
      await expect(page.getByTestId('register-phone-error')).toHaveText(t.phone);
      await field(page, 'register-username').fill('ZhangSan');
      await field(page, 'register-password').focus();
      await expect(page.getByTestId('register-username-error')).toHaveText(t.taken);
      await page.goto('/user/register-result?username=someone');
      await expect(page.getByTestId('register-result-account')).toHaveText(t.result);
    });
  }
});
