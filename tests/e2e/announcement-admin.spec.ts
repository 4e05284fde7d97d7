import type { APIRequestContext } from '@playwright/test';
import { ADMIN, STAFF, chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { input, tokenOf, rowAction, showFilters } from './admin-helpers.ts';

// What is particular to announcements; the page's list, add, edit, delete, three languages and
// phone size are the back-office journey's (back-office.spec.ts 'back-office journey: announcements').
// Runs on the shared server: every announcement made here carries TITLE_PREFIX and is deleted
// afterwards (through the page, or the API when a step failed); no seeded user changes.
const TITLE_PREFIX = 'e2e 通告管理';
const HOUR = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the value of a `datetime-local` field, in this machine's (and the browser's) time zone. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The titles of the unread announcements `listByUser` answers zhangsan. */
async function zhangsanSees(request: APIRequestContext): Promise<string[]> {
  const token = await tokenOf(request, STAFF.username, STAFF.password);
  const res = await request.get('/api/sys/annountCement/listByUser?pageSize=50', { headers: { 'X-Access-Token': token } });
  expect(res.ok()).toBe(true);
  const { result } = (await res.json()) as { result: { anntMsgList: { titile: string }[]; sysMsgList: { titile: string }[] } };
  return [...result.anntMsgList, ...result.sysMsgList].map((a) => a.titile);
}

test.afterAll(async ({ request }) => {
  const token = await tokenOf(request, ADMIN.username, ADMIN.password);
  const headers = { 'X-Access-Token': token };
  const res = await request.get(`/api/sys/annountCement/list?pageSize=100&titile=${encodeURIComponent(TITLE_PREFIX)}`, { headers });
  for (const { id } of ((await res.json()) as { result: { records: { id: string }[] } }).result.records) {
    await request.delete(`/api/sys/annountCement/delete?id=${id}`, { headers });
  }
});

test.describe('announcement administration (/isystem/announcement)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator adds a draft for zhangsan, releases it to him and revokes it', async ({ page, request }) => {
    const title = `${TITLE_PREFIX} ${Date.now()}`;
    await page.goto('/isystem/announcement');

    await page.getByTestId('announcement-add').click();
    const dialog = page.getByTestId('announcement-dialog');
    await expect(dialog).toHaveAttribute('open', '');
    await input(page, 'announcement-titile').fill(title);
    await page.getByTestId('announcement-msgContent').locator('textarea').fill('<p>五一放假安排</p><script>alert(1)</script>');
    // 'Specified users' with nobody chosen yet, and a start after the end: both §5 messages.
    await page.getByTestId('announcement-msgType-USER').click();
    await input(page, 'announcement-startTime').fill(localInput(Date.now() + 48 * HOUR));
    await input(page, 'announcement-endTime').fill(localInput(Date.now() + 24 * HOUR));
    await page.getByTestId('announcement-save').click();
    await expect(page.getByTestId('announcement-userIds-error')).toHaveText('指定用户不能为空');
    await expect(page.getByTestId('announcement-endTime-error')).toHaveText('开始时间必须早于结束时间');

    await page.getByTestId('announcement-userIds').click();
    await page.getByRole('option', { name: `${STAFF.realname} (${STAFF.username})` }).click();
    await input(page, 'announcement-titile').click();
    await expect(page.getByTestId('announcement-userIds-error')).toHaveCount(0);
    await input(page, 'announcement-startTime').fill(localInput(Date.now() - HOUR));
    await page.getByTestId('announcement-save').click();
    await expect(page.getByTestId('notification').filter({ hasText: '保存成功' })).toBeVisible();
    await expect(dialog).not.toHaveAttribute('open', '');

    const row = page.getByTestId('announcement-row').filter({ hasText: title });
    await expect(row.getByTestId('announcement-cell-sendStatus')).toHaveText('未发布');
    expect(await zhangsanSees(request)).not.toContain(title);

    await rowAction(row, 'announcement-release');
    await expect(page.getByTestId('announcement-confirm-text')).toContainText(title);
    await page.getByTestId('announcement-confirm').click();
    await expect(page.getByTestId('notification').filter({ hasText: '发布成功' })).toBeVisible();
    await expect(row.getByTestId('announcement-cell-sendStatus')).toHaveText('已发布');
    await expect(row.getByTestId('announcement-edit')).toHaveCount(0);
    expect(await zhangsanSees(request)).toContain(title);

    await rowAction(row, 'announcement-revoke');
    await page.getByTestId('announcement-confirm').click();
    await expect(page.getByTestId('notification').filter({ hasText: '撤销成功' })).toBeVisible();
    await expect(row.getByTestId('announcement-cell-sendStatus')).toHaveText('已撤销');
    expect(await zhangsanSees(request)).not.toContain(title);

    // The edit dialog shows what was stored: the content as the server sanitised it.
    await rowAction(row, 'announcement-edit');
    await expect(input(page, 'announcement-titile')).toHaveValue(title);
    await expect(page.getByTestId('announcement-msgContent').locator('textarea')).toHaveValue('<p>五一放假安排</p>');
    await page.getByTestId('announcement-cancel').click();
    await expect(page.getByTestId('announcement-dialog')).not.toHaveAttribute('open', '');
  });

  test('the filter, page-size and dialog selects show their choice in the new language without a reload', async ({ page }) => {
    // Two dialog round trips and three language loads.
    test.setTimeout(60_000);
    await page.goto('/isystem/announcement');
    const shown = (testId: string) => page.getByTestId(testId).locator('input.select__display-input');
    await showFilters(page, 'announcement');
    await page.getByTestId('announcement-filter-sendStatus').click();
    await page.getByRole('option', { name: '已发布' }).click();
    await expect(shown('announcement-filter-sendStatus')).toHaveValue('已发布');
    await expect(shown('pagination-size')).toHaveValue('10 条/页');
    await page.getByTestId('announcement-add').click();
    await expect(shown('announcement-priority')).toHaveValue('一般');
    await expect(shown('announcement-msgCategory')).toHaveValue('通知公告');
    await page.getByTestId('announcement-cancel').click();
    await expect(page.getByTestId('announcement-dialog')).not.toHaveAttribute('open');
    await chooseLocale(page, 'en');
    await expect(shown('announcement-filter-sendStatus')).toHaveValue('Released');
    await expect(shown('pagination-size')).toHaveValue('10 / page');
    await page.getByTestId('announcement-add').click();
    await expect(shown('announcement-priority')).toHaveValue('General');
    await expect(shown('announcement-msgCategory')).toHaveValue('Announcements');
    await page.getByTestId('announcement-cancel').click();
    await chooseLocale(page, 'tc');
    await expect(shown('pagination-size')).toHaveValue('10 條/頁');
  });

  test('staff have no entry and a direct visit ends on 404', async ({ browser }) => {
    const { page: staffPage, context: staff } = await newSignedInPage(browser, 'staff');
    await openPortal(staffPage);
    await expect(staffPage.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true })).toHaveCount(0);
    await staffPage.goto('/isystem/announcement');
    await expect(staffPage).toHaveURL(/\/404$/);
    await expect(staffPage.getByTestId('not-found')).toBeVisible();
    await staff.close();
  });
});
