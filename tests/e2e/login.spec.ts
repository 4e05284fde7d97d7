import { chooseLocale, expect, submitLogin, test, ADMIN, STAFF } from './fixtures.ts';

test.describe('sign-in page', () => {
  test('empty fields are answered with the required-field messages', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('请输入用户名');
    await expect(page.getByTestId('login-password-error')).toHaveText('请输入密码');
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('login-username-error')).toHaveText('Please enter the username');
    await page.getByTestId('login-username').locator('input').fill('zhangsan');
    await expect(page.getByTestId('login-username-error')).toHaveCount(0);
    await expect(page.getByTestId('login-password-error')).toHaveText('Please enter your password');
  });

  const wrongPasswords = [
    { locale: 'cn', username: 'nosuchuser', text: '用户名或密码错误' },
    { locale: 'en', username: 'lisi', text: 'Incorrect username or password' },
    { locale: 'tc', username: 'wangwu', text: '用戶名或密碼錯誤' },
  ] as const;
  for (const { locale, username, text } of wrongPasswords) {
    test(`a wrong password is refused with the ${locale} message`, async ({ page }) => {
      await page.goto('/user/login');
      await chooseLocale(page, locale);
      await submitLogin(page, username, 'Wrong#2026pass');
      await expect(page.getByTestId('login-error')).toHaveText(text);
      await expect(page).toHaveURL(/\/user\/login$/);
    });
  }

  test('a signed-in user opening the sign-in page goes home', async ({ page }) => {
    await page.goto('/user/login');
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });
});

test.describe('route guard', () => {
  test('an anonymous visit is sent to sign in and lands on the wanted page afterwards', async ({ page }) => {
    await page.goto('/dashboard/analysis');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page.getByTestId('page-title')).toHaveText('首页');
  });

  test('the redirect keeps a deeper path with its query', async ({ page }) => {
    await page.goto('/report/history?from=notice');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Freport%2Fhistory%3Ffrom%3Dnotice$/);
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page).toHaveURL(/\/report\/history\?from=notice$/);
    await expect(page.getByTestId('page-title')).toHaveText('历史报表');
  });

  test('a path outside the menu ends on the 404 page', async ({ page }) => {
    await page.goto('/user/login');
    await submitLogin(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.goto('/isystem/user');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a redirect to another site is not followed', async ({ page }) => {
    await page.goto('/user/login?redirect=%2F%2Fevil.example%2F');
    await submitLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });
});
