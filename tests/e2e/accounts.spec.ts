import { chooseLocale, expect, signIn, submitLogin, test, ADMIN, STAFF } from './fixtures.ts';
import { E2E } from './e2e-env.ts';
import { startDkpServer, type DkpServer } from './server-process.ts';

/** The newest SMS code sent to `mobile`, read from the administrators' outbox API. */
async function latestSmsCode(baseUrl: string, mobile: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const outbox = await fetch(`${baseUrl}/api/sys/sms/outbox?mobile=${mobile}`, { headers: { 'x-access-token': token } });
  const records = ((await outbox.json()) as { result: { records: { content: string }[] } }).result.records;
  const code = /\d{6}/.exec(records[0]?.content ?? '')?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile} in the outbox`);
  return code;
}

const field = (page: import('@playwright/test').Page, id: string) => page.getByTestId(id).locator('input');

// Registering and changing passwords alter users, so these run on a server of their own, where
// the seed marks wangwu's password as one to change at the first sign-in.
test.describe('self-service accounts (private server)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: DkpServer;
  test.beforeAll(async () => {
    server = await startDkpServer({ env: { DKP_SEED_PASSWORD_MUST_CHANGE: 'wangwu' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('register in English: §5 messages, live username check, SMS code, result page, then sign in', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await chooseLocale(page, 'en');
    await page.getByTestId('login-register-link').click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-username-error')).toHaveText('Please enter the username');
    await expect(page.getByTestId('register-phone-error')).toHaveText('Please enter the mobile number');

    await field(page, 'register-username').fill('ZhangSan');
    await field(page, 'register-password').focus();
    await expect(page.getByTestId('register-username-error')).toHaveText('This username is already taken');
    await field(page, 'register-username').fill('new_user');
    await field(page, 'register-password').focus();
    await expect(page.getByTestId('register-username-available')).toHaveText('This username is available');
    await field(page, 'register-password').fill('weak');
    await field(page, 'register-confirm').fill('other');
    await field(page, 'register-phone').fill('12345');
    await field(page, 'register-email').fill('not-an-email');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-password-error')).toContainText('8');
    await expect(page.getByTestId('register-confirm-error')).toHaveText('The two passwords differ.');
    await expect(page.getByTestId('register-phone-error')).toHaveText('Please enter a valid mobile number');
    await expect(page.getByTestId('register-email-error')).toHaveText('The e-mail address is not valid');

    await field(page, 'register-password').fill('Newbie#2026pass');
    await field(page, 'register-confirm').fill('Newbie#2026pass');
    await field(page, 'register-phone').fill('13900000001');
    await field(page, 'register-email').fill('new_user@example.com');
    await page.getByTestId('register-smscode-send').click();
    await expect(page.getByTestId('register-smscode-send')).toContainText('Resend in');
    await field(page, 'register-smscode').fill(await latestSmsCode(server.baseUrl, '13900000001'));
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(/\/user\/register-result\?username=new_user$/);
    await expect(page.getByTestId('register-result-account')).toHaveText('Your account new_user has been created.');
    await page.getByTestId('register-result-login').click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await submitLogin(page, 'new_user', 'Newbie#2026pass');
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });

  test('password alteration in traditional Chinese, four steps with their refusals', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await chooseLocale(page, 'tc');
    await page.getByTestId('login-alteration-link').click();
    await page.getByTestId('alteration-verify').click();
    await expect(page.getByTestId('alteration-username-error')).toHaveText('請輸入用戶名');
    await expect(page.getByTestId('alteration-old-error')).toHaveText('請輸入舊密碼');
    await field(page, 'alteration-username').fill('lisi');
    await field(page, 'alteration-old').fill('Wrong#2026pass');
    await page.getByTestId('alteration-verify').click();
    await expect(page.getByTestId('alteration-failure')).toHaveText('用戶名或密碼錯誤');
    await field(page, 'alteration-old').fill(E2E.demoPassword);
    await page.getByTestId('alteration-verify').click();

    await field(page, 'alteration-new').fill('Lisi#2026new');
    await field(page, 'alteration-confirm').fill('Lisi#2026other');
    await page.getByTestId('alteration-next').click();
    await expect(page.getByTestId('alteration-confirm-error')).toHaveText('兩次輸入的密碼不一樣！');
    await field(page, 'alteration-new').fill(E2E.demoPassword);
    await field(page, 'alteration-confirm').fill(E2E.demoPassword);
    await page.getByTestId('alteration-next').click();
    await expect(page.getByTestId('alteration-failure')).toHaveText('新密碼不能與舊密碼相同');
    await field(page, 'alteration-new').fill('Lisi#2026new');
    await field(page, 'alteration-confirm').fill('Lisi#2026new');
    await page.getByTestId('alteration-next').click();

    await expect(page.getByTestId('alteration-summary')).toContainText('將為賬號 lisi 設置新密碼。');
    await page.getByTestId('alteration-commit').click();
    await expect(page.getByTestId('alteration-done')).toContainText('賬號 lisi 的密碼已修改');
    await page.getByTestId('alteration-login').click();
    await submitLogin(page, 'lisi', E2E.demoPassword);
    await expect(page.getByTestId('login-error')).toHaveText('用戶名或密碼錯誤');
    await submitLogin(page, 'lisi', 'Lisi#2026new');
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });

  test('a user whose password must change is signed out and sent to change it first', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await submitLogin(page, 'wangwu', E2E.demoPassword);
    await expect(page).toHaveURL(/\/user\/alteration\?username=wangwu&reason=expired$/);
    await expect(page.getByTestId('notification').first()).toContainText('您的密码需要修改');
    await expect(page.getByTestId('alteration-reason')).toBeVisible();
    await expect(field(page, 'alteration-username')).toHaveValue('wangwu');
    // The alteration page ends the session once shown (useEndPendingSession): wait for it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('dkp:session'))).toBeNull();

    await field(page, 'alteration-old').fill(E2E.demoPassword);
    await page.getByTestId('alteration-verify').click();
    await field(page, 'alteration-new').fill('Wangwu#2026new');
    await field(page, 'alteration-confirm').fill('Wangwu#2026new');
    await page.getByTestId('alteration-next').click();
    await page.getByTestId('alteration-commit').click();
    await page.getByTestId('alteration-login').click();
    await submitLogin(page, 'wangwu', 'Wangwu#2026new');
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });
});

test.describe('tenant selection', () => {
  test('the administrator chooses a tenant before entering, and the choice is remembered', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByTestId('login-username').locator('input').fill(ADMIN.username);
    await page.getByTestId('login-password').locator('input').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('tenant-option-1')).toHaveText('默认租户');
    await expect(page.getByTestId('tenant-option-2')).toHaveText('演示租户二');
    await expect(page).toHaveURL(/\/user\/login$/);
    await page.getByTestId('tenant-option-2').click();
    await page.getByTestId('tenant-confirm').click();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    const tenant = await page.evaluate(() => [localStorage.getItem('dkp:tenant-id'), JSON.parse(localStorage.getItem('dkp:session') ?? '{}').tenantId]);
    expect(tenant).toEqual(['2', 2]);

    // Forget the session on a page without the app, whose stores would write it back (each
    // answered call slides its expiry).
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.removeItem('dkp:session'));
    await page.goto('/user/login');
    await page.getByTestId('login-username').locator('input').fill(ADMIN.username);
    await page.getByTestId('login-password').locator('input').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('tenant-option-2')).toHaveAttribute('aria-checked', 'true');
  });

  test('a member of one tenant is not asked', async ({ page }) => {
    await signIn(page, STAFF.username, STAFF.password);
    await expect(page.getByTestId('tenant-dialog')).not.toHaveAttribute('open', '');
  });
});
