import type { Page } from '@playwright/test';
import { expectFits, input, notification, rowAction } from './admin-helpers.ts';
import { ADMIN, STAFF, chooseLocale, expect, submitLogin, test } from './fixtures.ts';
import { privateServer } from './private-server.ts';

// The subscription journey of issue 13 (portal-shell §2.7, §3, §7): an administrator makes a
// push plan with the cron editor, subscribes two users to a report from its page's subscribe
// icon, the plan's job runs on the jobs page, each user gets a mail (the outbox, as no SMTP
// server is configured here) with the files of their type and a notice in the bell. On a
// private server: the deliveries leave notices the shared server's bell specs would count.
const server = privateServer();
const PLAN = '每分钟推送（e2e）';
const REPORT = '/report/history';

async function signInAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/user/login`);
  await submitLogin(page, username, password);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/**
 * Counts the report's mails in the outbox per recipient, through the API as the signed-in
 * administrator of `page`.
 */
async function outboxCounter(page: Page): Promise<() => Promise<Record<string, number>>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? '{}') as { token: string }).token);
  return async () => {
    const answer = await page.request.get(`${server.baseUrl}/api/sys/mail/outbox?pageSize=200`, { headers: { 'X-Access-Token': token } });
    expect(answer.status()).toBe(200);
    const { records } = ((await answer.json()) as { result: { records: { toAddress: string; subject: string }[] } }).result;
    const counts: Record<string, number> = {};
    for (const mail of records.filter((m) => m.subject.includes('各部门月度报名人数'))) counts[mail.toAddress] = (counts[mail.toAddress] ?? 0) + 1;
    return counts;
  };
}

test('a push plan every minute, two users subscribed from the report page, its job run: a mail each with its files and a notice in the bell', async ({ page, browser }) => {
  await signInAt(page, ADMIN.username, ADMIN.password);

  // The plan, its schedule typed in the cron field, its next fire times under it.
  await page.goto(`${server.baseUrl}/isystem/pushPlan`);
  await page.getByTestId('push-plan-add').click();
  await input(page, 'push-plan-planName').fill(PLAN);
  await input(page, 'push-plan-cronExpression').fill('0 * * * * ?');
  await input(page, 'push-plan-cronExpression').press('Enter');
  await expect(page.getByTestId('cron-fire-time')).toHaveCount(5);
  await page.getByTestId('push-plan-save').click();
  await expect(page.getByTestId('push-plan-row').filter({ hasText: PLAN })).toBeVisible();

  // From the report page's subscribe icon: zhangsan and lisi, picture and PDF, on that plan.
  await page.goto(`${server.baseUrl}${REPORT}`);
  await page.getByTestId('header-subscribe').click();
  const drawer = page.getByTestId('subs-drawer');
  await drawer.getByTestId('subs-add').click();
  await drawer.getByTestId('subs-form-users').getByTestId('user-picker-open').click();
  const picker = page.getByTestId('user-picker-dialog');
  for (const username of [STAFF.username, 'lisi']) {
    await picker.locator('[data-testid^="pick-row-"]').filter({ has: page.getByRole('cell', { name: username, exact: true }) }).click();
  }
  await picker.getByTestId('pick-ok').click();
  await drawer.getByTestId('subs-form-type').click();
  await page.getByRole('option', { name: '图片和PDF' }).click();
  await drawer.getByTestId('subs-form-plans').click();
  await page.getByRole('option', { name: PLAN }).click();
  await page.keyboard.press('Escape');
  await drawer.getByTestId('subs-form-save').click();
  const row = drawer.getByTestId('subs-row').filter({ hasText: PLAN });
  await expect(row.getByTestId('subs-users')).toHaveText(`lisi,${STAFF.username}`);
  await expect(row.getByTestId('subs-type')).toHaveText('图片和PDF');

  // The plan's job on the jobs page: run once now, its run logged as a success.
  await page.goto(`${server.baseUrl}/isystem/quartzJob`);
  const job = page.getByTestId('job-row').filter({ has: page.getByTestId('job-cell-description').getByText(PLAN, { exact: true }) });
  await expect(job.getByTestId('job-cell-kindTitle')).toHaveText('报表推送计划');
  await rowAction(job, 'job-execute');
  await page.getByTestId('job-confirm').click();
  await expect(notification(page, '已加入执行队列')).toBeVisible();
  await rowAction(job, 'job-runs');
  await expect(page.getByTestId('job-run').first().getByTestId('job-run-outcome')).toHaveText('成功', { timeout: 30_000 });

  // The mails: one per user and fire (the plan also fires on its own each minute), with the
  // picture and the PDF. Each fire mails both users, so once no delivery is half done, each has
  // as many as the other, and nobody else has any.
  const recipients = { zhangsan: `${STAFF.username}@example.com`, lisi: 'lisi@example.com' } as const;
  const mailsPerRecipient = await outboxCounter(page);
  await expect.poll(async () => {
    const counts = await mailsPerRecipient();
    const [zhangsan, lisi] = [counts[recipients.zhangsan] ?? 0, counts[recipients.lisi] ?? 0];
    return { recipients: Object.keys(counts).sort(), balanced: zhangsan === lisi && zhangsan >= 1 };
  }).toEqual({ recipients: Object.values(recipients).sort(), balanced: true });
  await page.goto(`${server.baseUrl}/isystem/mailOutbox`);
  const mails = page.getByTestId('mail-outbox-row').filter({ hasText: '各部门月度报名人数' });
  for (const address of Object.values(recipients)) await expect(mails.filter({ hasText: address }).first()).toBeVisible();
  for (const mail of await mails.all()) await expect(mail.getByTestId('mail-outbox-cell-attachments')).toContainText(/\.png[\s\S]*\.pdf|\.pdf[\s\S]*\.png/);

  // The drawer in English.
  await chooseLocale(page, 'en');
  await page.goto(`${server.baseUrl}${REPORT}`);
  await page.getByTestId('header-subscribe').click();
  await expect(page.getByTestId('subs-drawer').getByTestId('subs-row').filter({ hasText: PLAN }).getByTestId('subs-type')).toHaveText('Picture and PDF');

  // zhangsan's bell: the notice that opens the report (one per fire: the run, and the plan's own minute).
  const staff = await browser.newPage();
  await signInAt(staff, STAFF.username, STAFF.password);
  await staff.getByTestId('notice-bell').click();
  // As many notices as mails: polled together, since the plan's own minute may add one to each.
  const notices = staff.getByTestId('notice-list-all').locator('li', { hasText: '各部门月度报名人数' });
  await expect.poll(async () => {
    const mailed = (await mailsPerRecipient())[recipients.zhangsan] ?? 0;
    return mailed >= 1 && (await notices.count()) === mailed;
  }).toBe(true);
  await staff.close();
});

test('at 390 × 844 with touch the subscription drawer is full width and its actions reachable', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInAt(page, ADMIN.username, ADMIN.password);
  await page.goto(`${server.baseUrl}${REPORT}`);
  // On a phone the header's tools are behind its 'more' button.
  await page.getByTestId('header-more').tap();
  await page.getByTestId('header-subscribe').tap();
  const drawer = page.getByTestId('subs-drawer');
  await expect(drawer.getByTestId('subs-add')).toBeVisible();
  await expectFits(page, 390);
  await drawer.getByTestId('subs-add').tap();
  await expect(drawer.getByTestId('subs-form-save')).toBeInViewport();
  await context.close();
});

test('in tc the drawer filters by type and plan, edits a merged row, deletes one after asking and batch-deletes the rest (issue 22 audit)', async ({ page, request }) => {
  // Rows of this test's own, on another report page and on plans that fire once a year.
  const stamp = Date.now().toString(36);
  const tenant = { 'X-Tenant-Id': '1' };
  const login = await request.post(`${server.baseUrl}/api/sys/login`, { headers: tenant, data: { username: ADMIN.username, password: ADMIN.password } });
  const headers = { ...tenant, 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const call = async (path: string, data: unknown) => {
    const answer = await request.post(`${server.baseUrl}/api${path}`, { headers, data });
    const body = (await answer.json()) as { success: boolean; message: string; result: { id: string } | null };
    expect(body.success, `${path}: ${body.message}`).toBe(true);
    return body.result;
  };
  const first = `年度甲 ${stamp}`;
  const second = `年度乙 ${stamp}`;
  const p1 = (await call('/sys/file/plan/addPushPlan', { planName: first, cronExpression: '0 0 3 1 1 ?' }))!.id;
  const p2 = (await call('/sys/file/plan/addPushPlan', { planName: second, cronExpression: '0 0 4 1 1 ?' }))!.id;
  const permissionId = 'menu-report-prep';
  await call('/sys/file/subscribe/relationUser', { permissionId, userNameList: [STAFF.username], type: '0', planId: p1 });
  await call('/sys/file/subscribe/relationUser', { permissionId, userNameList: ['lisi'], type: '1', planId: p1 });
  await call('/sys/file/subscribe/relationUser', { permissionId, userNameList: [STAFF.username], type: '2', planId: p2 });

  await signInAt(page, ADMIN.username, ADMIN.password);
  await chooseLocale(page, 'tc');
  await page.goto(`${server.baseUrl}/report/prep`);
  await page.getByTestId('header-subscribe').click();
  const drawer = page.getByTestId('subs-drawer');
  const rows = drawer.getByTestId('subs-row');
  const row = (plan: string, type: string) => rows.filter({ has: page.getByTestId('subs-plan').getByText(plan, { exact: true }) }).filter({ has: page.getByTestId('subs-type').getByText(type, { exact: true }) });
  await expect(rows).toHaveCount(3);
  await expect(row(first, '圖片').getByTestId('subs-users')).toHaveText(STAFF.username);
  await expect(row(first, 'PDF').getByTestId('subs-users')).toHaveText('lisi');
  await expect(row(second, '圖片和PDF').getByTestId('subs-users')).toHaveText(STAFF.username);

  // Filters: by type, then by plan (each asked of the server).
  await drawer.getByTestId('subs-filter-type').click();
  await page.getByRole('option', { name: 'PDF', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(row(first, 'PDF')).toHaveCount(1);
  await drawer.getByTestId('subs-filter-type').locator('[part~="clear-button"]').click();
  await expect(rows).toHaveCount(3);
  await drawer.getByTestId('subs-filter-plan').click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(row(second, '圖片和PDF')).toHaveCount(1);
  await drawer.getByTestId('subs-filter-plan').locator('[part~="clear-button"]').click();
  await expect(rows).toHaveCount(3);

  // Edit: zhangsan's picture on the first plan becomes picture and PDF.
  await row(first, '圖片').getByTestId('subs-edit').click();
  await drawer.getByTestId('subs-form-type').click();
  await page.getByRole('option', { name: '圖片和PDF', exact: true }).click();
  await drawer.getByTestId('subs-form-save').click();
  await expect(row(first, '圖片和PDF').getByTestId('subs-users')).toHaveText(STAFF.username);
  await expect(row(first, '圖片')).toHaveCount(0);

  // Delete one after the question; then the two left together.
  await row(second, '圖片和PDF').getByTestId('subs-delete').click();
  await expect(drawer.getByTestId('subs-confirm-question')).toHaveText('確定刪除此記錄嗎？');
  await drawer.getByTestId('subs-confirm-ok').click();
  await expect(rows).toHaveCount(2);
  await expect(row(second, '圖片和PDF')).toHaveCount(0);
  await drawer.getByTestId('subs-select-all').check();
  await drawer.getByTestId('subs-batch-delete').click();
  await expect(drawer.getByTestId('subs-confirm-question')).toHaveText('確定刪除選中的 2 條記錄嗎？');
  await drawer.getByTestId('subs-confirm-ok').click();
  await expect(drawer.getByTestId('subs-empty')).toHaveText('暫無數據');
  // The server agrees: nothing left on the page.
  const left = await request.get(`${server.baseUrl}/api/sys/file/subscribe/getSub`, { headers, params: { permissionId } });
  expect(((await left.json()) as { result: unknown[] }).result).toEqual([]);
});
