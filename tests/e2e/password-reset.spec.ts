import { privateServer } from './private-server.ts';
import { chooseLocale, expect, submitLogin, test, ADMIN } from './fixtures.ts';

// A private server: the reset changes a seeded user's password, which other specs sign in with.
const server = privateServer();

const LISI = { username: 'lisi', mobile: '13800138002' };
const WANGWU = { username: 'wangwu', mobile: '13800138003' };
const ZHANGSAN_MOBILE = '13800138001';

async function api<T>(path: string, init: { method?: string; body?: object; token?: string } = {}): Promise<{ status: number; body: { success: boolean; message: string; result: T } }> {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-access-token': init.token } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

/** The newest code sent to `mobile`, read from the outbox as the administrator. */
async function codeFromOutbox(mobile: string): Promise<string> {
  const login = await api<{ token: string }>('/sys/login', { method: 'POST', body: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status).toBe(200);
  const outbox = await api<{ records: { content: string }[] }>(`/sys/sms/outbox?mobile=${mobile}&pageSize=1`, { token: login.body.result.token });
  expect(outbox.status).toBe(200);
  const code = /\d{6}/.exec(outbox.body.result.records[0]?.content ?? '')?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

const fill = async (page: import('@playwright/test').Page, testId: string, value: string) =>
  page.getByTestId(testId).locator('input').fill(value);

test.describe('password reset (/user/reset)', () => {
  test('four steps in the browser: bad input answered, code from the outbox, new password signs in', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await page.getByTestId('login-reset-link').click();
    await expect(page).toHaveURL(/\/user\/reset$/);

    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-username-error')).toHaveText('请输入用户名');
    await expect(page.getByTestId('reset-mobile-error')).toHaveText('请输入手机号');
    await fill(page, 'reset-username', LISI.username);
    await fill(page, 'reset-mobile', '12345');
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-mobile-error')).toHaveText('请输入正确手机号');
    await fill(page, 'reset-mobile', ZHANGSAN_MOBILE);
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-failure')).toHaveText('账号或手机号不正确');

    await fill(page, 'reset-mobile', LISI.mobile);
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-code-hint')).toContainText('138****8002');
    await page.getByTestId('reset-verify').click();
    await expect(page.getByTestId('reset-code-error')).toHaveText('请输入短信验证码');
    await page.getByTestId('reset-code-send').click();
    await expect(page.getByTestId('reset-code-send')).toContainText('秒后重发');
    const code = await codeFromOutbox(LISI.mobile);
    await fill(page, 'reset-code', String((Number(code) + 1) % 1e6).padStart(6, '0'));
    await page.getByTestId('reset-verify').click();
    await expect(page.getByTestId('reset-failure')).toHaveText('短信验证码错误');
    await fill(page, 'reset-code', code);
    await page.getByTestId('reset-verify').click();

    await fill(page, 'reset-password', 'weakpass');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-password-error')).toHaveText('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
    await fill(page, 'reset-password', 'Reset#2026new');
    await fill(page, 'reset-confirm', 'Reset#2026neW');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-confirm-error')).toHaveText('两次输入的密码不一样！');
    await fill(page, 'reset-confirm', 'Reset#2026new');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await page.getByTestId('reset-login').click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await submitLogin(page, LISI.username, 'Reset#2026new');
    await expect(page).toHaveURL(/\/dashboard\/analysis/);
  });

  test('in English: the §5 and server messages', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/reset`);
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('account-title')).toHaveText('Reset password');
    await fill(page, 'reset-username', WANGWU.username);
    await fill(page, 'reset-mobile', '1380013800');
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-mobile-error')).toHaveText('Please enter a valid mobile number');
    await fill(page, 'reset-mobile', LISI.mobile);
    await page.getByTestId('reset-check').click();
    await expect(page.getByTestId('reset-failure')).toHaveText('The account or the mobile number is not correct');
    await fill(page, 'reset-mobile', WANGWU.mobile);
    await page.getByTestId('reset-check').click();
    await fill(page, 'reset-code', '12345');
    await page.getByTestId('reset-verify').click();
    await expect(page.getByTestId('reset-code-error')).toHaveText('The code has 6 digits');
  });
});

test.describe('phone login (POST /sys/phoneLogin)', () => {
  test('in the browser: a wrong code is refused in English, the code from the outbox signs in for 7 days', async ({ page }) => {
    await page.goto(`${server.baseUrl}/user/login`);
    await chooseLocale(page, 'en');
    await page.getByTestId('login-use-phone').click();
    await fill(page, 'phone-mobile', WANGWU.mobile);
    await page.getByTestId('phone-send-code').click();
    await expect(page.getByTestId('phone-send-code')).not.toHaveText('Get code');
    const code = await codeFromOutbox(WANGWU.mobile);
    await fill(page, 'phone-code', String((Number(code) + 1) % 1e6).padStart(6, '0'));
    await page.getByTestId('phone-submit').click();
    await expect(page.getByTestId('phone-login-error')).toHaveText('Incorrect SMS code');
    await fill(page, 'phone-code', code);
    await page.getByTestId('phone-submit').click();
    await expect(page).toHaveURL(/\/dashboard\/analysis/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null'));
    expect(stored?.tokenTtlMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  test('a code from the outbox signs in with a 7-day session; a malformed mobile gets the §5 message', async () => {
    const sent = await api<null>('/sys/sms', { method: 'POST', body: { mobile: ZHANGSAN_MOBILE, smsmode: '0' } });
    expect(sent.status).toBe(200);
    const code = await codeFromOutbox(ZHANGSAN_MOBILE);
    const login = await api<{ tokenTtlMs: number; userInfo: { username: string } }>('/sys/phoneLogin', { method: 'POST', body: { mobile: ZHANGSAN_MOBILE, captcha: code } });
    expect(login.status).toBe(200);
    expect(login.body.result.tokenTtlMs).toBe(7 * 24 * 60 * 60 * 1000);
    expect(login.body.result.userInfo.username).toBe('zhangsan');
    const bad = await api<null>('/sys/phoneLogin', { method: 'POST', body: { mobile: '12345', captcha: code } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请输入正确手机号');
  });
});
