import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { authHeaders, input, showFilters } from './admin-helpers.ts';

// Runs on the shared server: the switch is put back to off afterwards (scan-login.spec expects
// the built-in QR code), and no seeded user's password changes.
const ZHANGSAN_MOBILE = '13800138001';
const LISI_MOBILE = '13800138002';
const APP_KEY = 'ding-e2e-admin-key';

const sideLink = (page: Page, name: string) => page.getByTestId('menu-tree').getByRole('link', { name, exact: true });

/** An administrator's token, for set-up and clean-up through the API. */
async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/** The status line of the sign-in page's scan tab, as a visitor who is not signed in sees it. */
async function scanTabStatus(browser: Browser, baseURL: string): Promise<{ status: string; url: string }> {
  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await guest.goto('/user/dingtalk');
  const qr = guest.getByTestId('scan-qr');
  await expect(qr).toHaveAttribute('data-url', /./);
  const result = { status: (await guest.getByTestId('scan-status').textContent()) ?? '', url: (await qr.getAttribute('data-url'))! };
  await context.close();
  return result;
}

test.afterAll(async ({ baseURL }) => {
  const res = await fetch(`${baseURL}/api/sys/config/enterpriseChatLogin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-token': await adminToken(baseURL!) },
    body: JSON.stringify({ enabled: false, provider: 'dingtalk', appKey: '', redirectUri: '' }),
  });
  if (!res.ok) throw new Error(`switching the chat login off failed: ${res.status}`);
});

test.describe('system settings (/isystem/config)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator turns the chat login on from the side menu; it is kept and the scan tab follows', async ({ page, browser, baseURL }) => {
    // Two languages, a reload and a second browser context: about 30 s on a busy 2-core machine.
    test.slow();
    await openPortal(page);
    await page.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true }).click();
    await sideLink(page, '系统配置').click();
    await expect(page).toHaveURL(/\/isystem\/config$/);
    await expect(page.getByTestId('page-title')).toHaveText('系统配置');

    // Switched on without credentials, each required field says so and nothing is saved.
    await page.getByTestId('chat-login-enabled').click();
    await input(page, 'chat-login-redirect-uri').fill('dkp.example.com/callback');
    await page.getByTestId('chat-login-save').click();
    await expect(page.getByTestId('chat-login-app-key-error')).toHaveText('请输入 AppKey');
    await expect(page.getByTestId('chat-login-app-secret-error')).toHaveText('请输入 AppSecret');
    await expect(page.getByTestId('chat-login-redirect-uri-error')).toHaveText('请输入以 http:// 或 https:// 开头的网址');
    await chooseLocale(page, 'en');
    await page.getByTestId('chat-login-save').click();
    await expect(page.getByTestId('chat-login-app-key-error')).toHaveText('Please enter the AppKey');
    await chooseLocale(page, 'cn');
    expect((await scanTabStatus(browser, baseURL!)).status).toBe('请使用已登录门户的手机扫描二维码');

    await input(page, 'chat-login-app-key').fill(APP_KEY);
    await expect(page.getByTestId('chat-login-app-key-error')).toHaveCount(0);
    await input(page, 'chat-login-app-secret').fill('ding-e2e-admin-secret');
    await input(page, 'chat-login-redirect-uri').fill(`${baseURL}/api/sys/scanLogin/dingtalk/callback`);
    await page.getByTestId('chat-login-save').click();
    await expect(page.getByTestId('notification').filter({ hasText: '保存成功' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('chat-login-enabled')).toHaveAttribute('checked', '');
    await expect(input(page, 'chat-login-app-key')).toHaveValue(APP_KEY);
    // The secret is never sent back: the field is empty and says one is kept.
    await expect(input(page, 'chat-login-app-secret')).toHaveValue('');
    await expect(input(page, 'chat-login-app-secret')).toHaveAttribute('placeholder', '已保存，留空则保持不变');
    expect(await page.content()).not.toContain('ding-e2e-admin-secret');

    const on = await scanTabStatus(browser, baseURL!);
    expect(on.status).toBe('请使用钉钉扫描二维码登录');
    expect(new URL(on.url).searchParams.get('client_id')).toBe(APP_KEY);

    // Off again, the secret kept: the scan tab goes back to the portal's own QR code.
    await page.getByTestId('chat-login-enabled').click();
    await page.getByTestId('chat-login-save').click();
    await expect(page.getByTestId('notification').filter({ hasText: '保存成功' })).toBeVisible();
    expect((await scanTabStatus(browser, baseURL!)).status).toBe('请使用已登录门户的手机扫描二维码');
  });

  test('the headings in cn; staff have neither page and a direct visit ends on 404', async ({ page }) => {
    // In cn: the headings in en and tc are the component tests' (SystemConfigPage.browser.test.tsx
    // 'speaks ${locale}…'), the outbox's title and a column in the three languages the back-office
    // journey's ('SMS outbox'), the menu rows' titles 0006-admin-settings-pages.test.ts's (issue 23).
    await openPortal(page);
    await page.goto('/isystem/config');
    await expect(page.getByTestId('page-title')).toHaveText('系统配置');
    await expect(page.getByTestId('chat-login-form').locator('h2')).toHaveText('企业通讯扫码登录');
    await page.goto('/isystem/smsOutbox');
    await expect(page.getByTestId('page-title')).toHaveText('短信发件箱');
    await expect(page.getByTestId('outbox-table').locator('th').first()).toContainText('发送时间');

    const { page: staffPage, context: staff } = await newSignedInPage(page.context().browser()!, 'staff');
    await openPortal(staffPage);
    await expect(staffPage.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true })).toHaveCount(0);
    for (const path of ['/isystem/config', '/isystem/smsOutbox']) {
      await staffPage.goto(path);
      await expect(staffPage).toHaveURL(/\/404$/);
      await expect(staffPage.getByTestId('not-found')).toBeVisible();
    }
    await staff.close();
  });
});

/** How many messages the outbox holds, of `mobile` alone when given: what the seed and earlier specs on this server sent too. */
async function outboxTotal(request: APIRequestContext, mobile?: string): Promise<number> {
  const res = await request.get('/api/sys/sms/outbox', { params: { pageNo: 1, pageSize: 1, ...(mobile ? { mobile } : {}) }, headers: await authHeaders(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { total: number } }).result.total;
}

/** The pager's range and total for the first page of `total` rows, `size` a page, as cn and en say it. */
const firstPageTotal = (total: number, size: number) => ({ cn: `1-${Math.min(total, size)} 共 ${total} 条`, en: `1-${Math.min(total, size)}, ${total} in total` });

test.describe('SMS outbox (/isystem/smsOutbox)', () => {
  test.use({ signedInAs: 'admin' });

  test('a code asked for on the sign-in page shows in the outbox, newest first, filtered and paged', async ({ page, browser, baseURL, request }) => {
    // The outbox may hold messages already (the seed, earlier specs): the test counts its own two on top.
    const before = { all: await outboxTotal(request), zhangsan: await outboxTotal(request, ZHANGSAN_MOBILE) };
    const context = await browser.newContext({ baseURL });
    const guest = await context.newPage();
    await guest.goto('/user/login');
    await guest.getByTestId('login-use-phone').click();
    await input(guest, 'phone-mobile').fill(ZHANGSAN_MOBILE);
    await guest.getByTestId('phone-send-code').click();
    await expect(guest.getByTestId('phone-login-notice')).toHaveText('验证码已发送，请查收短信');
    await context.close();
    const sent = await fetch(`${baseURL}/api/sys/sms`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: LISI_MOBILE, smsmode: '2' }),
    });
    expect(sent.status).toBe(200);

    await openPortal(page);
    await page.goto('/isystem/user');
    await sideLink(page, '短信发件箱').click();
    await expect(page).toHaveURL(/\/isystem\/smsOutbox$/);
    const rows = page.getByTestId('outbox-row');
    const all = before.all + 2;
    const zhangsans = before.zhangsan + 1;
    await expect(rows).toHaveCount(Math.min(all, 10));
    await expect(rows.nth(0)).toContainText(LISI_MOBILE);
    await expect(rows.nth(1)).toContainText(ZHANGSAN_MOBILE);
    await expect(rows.nth(1)).toContainText(/【DKP】您的验证码是 \d{6}/);
    await expect(page.getByTestId('pagination-total')).toHaveText(firstPageTotal(all, 10).cn);
    await expect(page.getByTestId('pagination-size')).toHaveJSProperty('value', '10');
    await expect(page.getByTestId('pagination-jump')).toBeVisible();
    await expect(page.getByTestId('pagination-page').first()).toHaveText('1');
    await expect(page.getByTestId('pagination-page').last()).toHaveText(String(Math.ceil(all / 10)));

    await showFilters(page, 'outbox');
    await input(page, 'outbox-filter-mobile').fill('12345');
    await page.getByTestId('outbox-search').click();
    await expect(page.getByTestId('outbox-filter-mobile-error')).toHaveText('请输入正确手机号');
    await input(page, 'outbox-filter-mobile').fill(ZHANGSAN_MOBILE);
    await page.getByTestId('outbox-search').click();
    await expect(rows).toHaveCount(Math.min(zhangsans, 10));
    for (const row of await rows.all()) await expect(row).toContainText(ZHANGSAN_MOBILE);
    await expect(page.getByTestId('pagination-total')).toHaveText(firstPageTotal(zhangsans, 10).cn);

    await page.getByTestId('pagination-size').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await expect(page.getByTestId('pagination-size')).toHaveJSProperty('value', '20');
    await expect(rows).toHaveCount(Math.min(zhangsans, 20));
    await chooseLocale(page, 'en');
    await expect(page.getByTestId('pagination-total')).toHaveText(firstPageTotal(zhangsans, 20).en);
    await page.getByTestId('outbox-reset').click();
    await expect(rows).toHaveCount(Math.min(all, 20));
    await expect(page.getByTestId('pagination-total')).toHaveText(firstPageTotal(all, 20).en);
    await chooseLocale(page, 'cn');
  });
});
