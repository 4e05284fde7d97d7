import type { Page } from '@playwright/test';
import { input, notification } from './admin-helpers.ts';
import { ADMIN, STAFF, expect, submitLogin, test } from './fixtures.ts';
import { privateServer } from './private-server.ts';

// Issue 21: the shortest interval between two fires of a push plan, a platform setting on the
// system settings page, and the refusal a tenant's administrator sees in the push plan form.
// On a private server: the setting binds every tenant of the server it is changed on.
const server = privateServer();
const TENANT_ADMIN = { username: 'tadmin_fire', password: STAFF.password };

async function signInAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/user/login`);
  await submitLogin(page, username, password);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

test('the platform sets the minimum on the settings page; a tenant administrator is refused a plan firing more often, in the form', async ({ page, browser }) => {
  await signInAt(page, ADMIN.username, ADMIN.password);
  await page.goto(`${server.baseUrl}/isystem/config`);
  const seconds = input(page, 'fire-interval-seconds');
  await expect(seconds).toHaveValue('60');
  await seconds.fill('0');
  await page.getByTestId('fire-interval-save').click();
  await expect(page.getByTestId('fire-interval-seconds-error')).toHaveText('请输入 1 到 86400 之间的整数');
  await seconds.fill('120');
  await page.getByTestId('fire-interval-save').click();
  await expect(notification(page, '保存成功')).toBeVisible();
  await page.reload();
  await expect(input(page, 'fire-interval-seconds')).toHaveValue('120');

  // A tenant, made through the API as the platform administrator, and its administrator.
  const login = await page.request.post(`${server.baseUrl}/api/sys/login`, { data: { username: ADMIN.username, password: ADMIN.password } });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const made = await page.request.post(`${server.baseUrl}/api/sys/tenant/add`, {
    headers: { 'X-Access-Token': token },
    data: {
      tenantNumber: 131, name: '推送频率租户', status: 1, username: TENANT_ADMIN.username, password: TENANT_ADMIN.password,
      confirmPassword: TENANT_ADMIN.password, realname: '租户管理员', phone: '13900000131',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  const context = await browser.newContext();
  const tenantPage = await context.newPage();
  await tenantPage.goto(`${server.baseUrl}/user/login`);
  await submitLogin(tenantPage, TENANT_ADMIN.username, TENANT_ADMIN.password);
  await expect(tenantPage.getByTestId('app-layout')).toBeVisible();
  await tenantPage.goto(`${server.baseUrl}/isystem/pushPlan`);
  await tenantPage.getByTestId('push-plan-add').click();
  await input(tenantPage, 'push-plan-planName').fill('每分钟（太频繁）');
  await input(tenantPage, 'push-plan-cronExpression').fill('0 * * * * ?');
  await input(tenantPage, 'push-plan-cronExpression').press('Enter');
  await tenantPage.getByTestId('push-plan-save').click();
  await expect(tenantPage.getByTestId('push-plan-refusal')).toHaveText('Cron 表达式触发过于频繁：两次触发之间至少间隔 120 秒（平台设置）');
  await input(tenantPage, 'push-plan-cronExpression').fill('0 0/5 * * * ?');
  await input(tenantPage, 'push-plan-cronExpression').press('Enter');
  await tenantPage.getByTestId('push-plan-save').click();
  await expect(tenantPage.getByTestId('push-plan-row').filter({ hasText: '每分钟（太频繁）' })).toBeVisible();
  await context.close();
});
