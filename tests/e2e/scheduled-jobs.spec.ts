import type { Page } from '@playwright/test';
import { expect, newSignedInPage, test } from './fixtures.ts';
import { authHeaders, expectFits, expectReachable, input, notification, rowAction } from './admin-helpers.ts';

// What is particular to scheduled jobs; the page's list, add, edit, delete, three languages and
// phone size are the back-office journey's (back-office.spec.ts 'back-office journey: scheduled jobs').
// Runs on the shared server, whose scheduler polls every second: the one job made here is
// described with PREFIX and deleted afterwards (through the page, or the API when a step failed).
const PREFIX = `e2e-${Date.now().toString(36)}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const jobRow = (page: Page, description: string) =>
  page.getByTestId('job-row').filter({ has: page.getByTestId('job-cell-description').getByText(description, { exact: true }) });

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  const res = await request.get(`/api/sys/quartzJob/list?pageSize=100&description=${PREFIX}`, { headers });
  const ids = ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/quartzJob/deleteBatch?ids=${ids.join(',')}`, { headers });
});

test.describe('scheduled jobs (/isystem/quartzJob)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator adds a job firing every second, starts it, sees its runs, pauses it and runs it once', async ({ page }) => {
    test.slow(); // Waits for the scheduler's fires.
    await page.goto('/isystem/quartzJob');
    await expect(jobRow(page, '清理过期的会话、验证码、短信验证码和报表票据').getByTestId('job-status')).toHaveText('运行中');

    await page.getByTestId('job-add').click();
    await expect(page.getByTestId('job-dialog')).toHaveAttribute('label', '新增定时任务');
    await page.getByTestId('job-kind').click();
    await page.getByRole('option', { name: '演示任务（写一行日志）' }).click();
    await expect(page.getByTestId('job-parameter-below')).toHaveText('写入日志的文字');
    await input(page, 'job-parameter').fill(PREFIX);
    await input(page, 'job-cronExpression').fill('0/1 * * * * *');
    await input(page, 'job-cronExpression').press('Enter');
    await page.getByTestId('job-save').click();
    await expect(page.getByTestId('job-cronExpression-error')).toHaveText('日与周须有且只有一个为 ?');
    await input(page, 'job-cronExpression').fill('0/1 * * * * ? *');
    await input(page, 'job-cronExpression').press('Enter');
    await expect(page.getByTestId('cron-fire-time')).toHaveCount(5);
    await input(page, 'job-description').fill(PREFIX);
    await page.getByTestId('job-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    const row = jobRow(page, PREFIX);
    await expect(row.getByTestId('job-cell-kindTitle')).toHaveText('演示任务（写一行日志）');
    await expect(row.getByTestId('job-status')).toHaveText('已暂停');

    // Started: it fires each second; the history shows the runs with outcome and duration.
    await rowAction(row, 'job-resume');
    await expect(notification(page, '定时任务已启动')).toBeVisible();
    await expect(row.getByTestId('job-status')).toHaveText('运行中');
    await rowAction(row, 'job-runs');
    const drawer = page.getByTestId('job-runs-drawer');
    await expect(drawer).toHaveAttribute('label', `执行记录：${PREFIX}`);
    await expect.poll(() => drawer.getByTestId('job-run').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(drawer.getByTestId('job-run').first().getByTestId('job-run-outcome')).toHaveText('成功');
    await expect(drawer.getByTestId('job-run').first().getByTestId('job-run-duration')).toHaveText(/^\d+(\.\d)? m?s$/);
    await page.keyboard.press('Escape');

    // Paused, then run once by hand.
    await rowAction(row, 'job-pause');
    await expect(row.getByTestId('job-status')).toHaveText('已暂停');
    await rowAction(row, 'job-execute');
    await page.getByTestId('job-confirm').click();
    await expect(notification(page, '已加入执行队列，稍后可在执行记录中查看')).toBeVisible();
    await rowAction(row, 'job-runs');
    await expect(drawer.getByTestId('job-run').first()).toContainText('手动执行', { timeout: 10_000 });
    await expect(drawer.getByTestId('job-run').first().getByTestId('job-run-outcome')).toHaveText('成功');
    await page.keyboard.press('Escape');
  });

  test('at 390 × 844 with touch the form with its fire times and the history fit', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await page.goto('/isystem/quartzJob');
    await expect(page.getByTestId('job-table')).toHaveAttribute('aria-busy', 'false');
    await page.getByTestId('job-add').tap();
    await input(page, 'job-cronExpression').fill('0 0 2 * * ?');
    await input(page, 'job-cronExpression').press('Enter');
    await expect(page.getByTestId('cron-fire-time')).toHaveCount(5);
    await expectReachable(page.getByTestId('job-save'), 390);
    await expectFits(page, 390);
    await page.getByTestId('job-cancel').tap();
    await rowAction(jobRow(page, '演示任务：每分钟写一行日志'), 'job-runs', 'tap');
    await expect(page.getByTestId('job-runs-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    await expectReachable(page.getByTestId('job-runs-refresh'), 390);
    await context.close();
  });
});
