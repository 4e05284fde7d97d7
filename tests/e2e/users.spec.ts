import type { Locator, Page } from '@playwright/test';
import { expect, newSignedInPage, newSignedOutPage, signIn, test } from './fixtures.ts';
import { addTestUser } from './test-users.ts';
import { authHeaders, expectFits, expectReachable, expectRowActionsReachable, input, notification, rowAction, showFilters } from './admin-helpers.ts';

// What is particular to users; the page's list, add, edit, export, delete, three languages and
// phone size are the back-office journey's (back-office.spec.ts 'back-office journey: users').
// Runs on the shared server: the one user made here has a name starting with PREFIX and is
// deleted for good afterwards (through the page, or the API when a step failed).
const STAMP = Date.now().toString(36);
const PREFIX = `e2e_${STAMP}`;
const USERNAME = `${PREFIX}_u`;
const MOBILE = `139${String(Date.now()).slice(-8)}`;
/** The seeded lisi's mobile: taken. */
const TAKEN_MOBILE = '13800138002';
const FIRST_PASSWORD = 'First#2026pass';
const NEW_PASSWORD = 'Second#2026pass';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A real 1 × 1 PNG, uploaded as the new user's avatar. */
const AVATAR = { name: '头像.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };

/** The row of `username` in the list, or in the recycle bin when `bin` is given. */
const rowOf = (page: Page, username: string, bin?: Locator) => (bin ?? page).getByTestId(bin ? 'user-recycle-row' : 'user-row')
  .filter({ has: page.getByTestId(bin ? 'user-recycle-cell-username' : 'user-cell-username').getByText(username, { exact: true }) });
const node = (page: Page, name: string) => page.getByTestId('user-depart-tree').locator('sl-tree-item').filter({ hasText: name }).last();

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  const live = (await (await request.get(`/api/sys/user/list?pageSize=50&username=${PREFIX}`, { headers })).json()) as { result: { records: { id: string }[] } };
  const ids = live.result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/user/deleteBatch?ids=${ids.join(',')}`, { headers });
  const bin = (await (await request.get('/api/sys/user/recycleBin?pageSize=1000', { headers })).json()) as { result: { records: { id: string; username: string }[] } };
  const gone = bin.result.records.filter((r) => r.username.startsWith(PREFIX)).map((r) => r.id);
  if (gone.length) await request.delete(`/api/sys/user/deleteRecycleBin?userIds=${gone.join(',')}`, { headers });
});

/** Chooses `name` among the options of the open multiple select `testId`, then closes it. */
async function pick(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Filters the list by the username (the spec's own user). */
async function filterByName(page: Page, username: string): Promise<void> {
  await showFilters(page, 'user');
  await input(page, 'user-filter-username').fill(username);
  await page.getByTestId('user-search').click();
}

/** Answers a confirmation of `prefix`'s dialog after checking its question. */
async function confirmWith(page: Page, prefix: string, question: string | RegExp): Promise<void> {
  await expect(page.getByTestId(`${prefix}-confirm-text`)).toHaveText(question);
  await page.getByTestId(`${prefix}-confirm`).click();
}

test.describe('users (/isystem/user)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator adds a user with a department and a role (a taken account and mobile refused), filters by department, freezes, thaws and sets a password in cn', async ({ page, browser }) => {
    test.slow(); // A whole administration journey, and a sign-in in a second browser.
    await page.goto('/isystem/user');
    // The administrator account offers nothing that would change it.
    await filterByName(page, 'admin');
    await expect(rowOf(page, 'admin').locator('sl-button')).toHaveCount(0);

    // Add, with a department and a role; the account rule first, then a taken account and mobile (checkOnlyUser).
    await page.getByTestId('user-add').click();
    await input(page, 'user-username').fill('ab');
    await page.getByTestId('user-save').click();
    await expect(page.getByTestId('user-username-error')).toHaveText('用户名长度为4到18个字符');
    await input(page, 'user-username').fill('lisi');
    await input(page, 'user-realname').fill('端到端用户');
    await input(page, 'user-password').fill(FIRST_PASSWORD);
    await input(page, 'user-confirmPassword').fill(FIRST_PASSWORD);
    await input(page, 'user-phone').fill(TAKEN_MOBILE);
    await page.getByTestId('user-save').click();
    for (const field of ['username', 'phone']) await expect(page.getByTestId(`user-${field}-error`)).toHaveText('该值不可用，系统中已存在！');
    await expect(page.getByTestId('user-dialog')).toHaveAttribute('open', '');
    await input(page, 'user-username').fill(USERNAME);
    await input(page, 'user-phone').fill(MOBILE);
    await pick(page, 'user-departIds', '市场部');
    await pick(page, 'user-roleIds', '普通员工');
    // An avatar, uploaded at once; it is kept with the user on save.
    await page.getByTestId('user-avatar-input').setInputFiles(AVATAR);
    await expect(page.getByTestId('user-avatar-status')).toHaveText('上传完成');
    await page.getByTestId('user-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('user-dialog')).not.toHaveAttribute('open', '');

    // The department tree filters the list: the user is in 市场部, not in 人力资源部.
    await filterByName(page, PREFIX);
    await node(page, '人力资源部').click();
    await expect(page.getByTestId('user-empty')).toBeVisible();
    await node(page, '市场部').click();
    const row = rowOf(page, USERNAME);
    await expect(row.getByTestId('user-cell-departIds')).toHaveText('市场部');
    await expect(row.getByTestId('user-cell-status')).toHaveText('正常');

    // The avatar shows beside the name, and in the form on edit, loaded from the server.
    await expect(row.getByTestId('avatar-thumb')).toBeVisible();
    await rowAction(row, 'user-edit');
    const avatar = page.getByTestId('user-avatar-preview').locator('img');
    await expect(avatar).toHaveAttribute('src', /\/api\/sys\/common\/static\/avatar\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.getByTestId('user-cancel').click();
    await expect(page.getByTestId('user-dialog')).not.toHaveAttribute('open', '');

    // Freeze, then thaw, each after its question.
    await rowAction(row, 'user-freeze');
    await confirmWith(page, 'user', `确定冻结用户 ${USERNAME} 吗？冻结后该用户将立即退出登录。`);
    await expect(row.getByTestId('user-cell-status')).toHaveText('冻结');
    await rowAction(row, 'user-thaw');
    await confirmWith(page, 'user', `确定解冻用户 ${USERNAME} 吗？`);
    await expect(row.getByTestId('user-cell-status')).toHaveText('正常');

    // A new password, which the user signs in with in a browser of their own.
    await rowAction(row, 'user-set-password');
    await input(page, 'user-password-password').fill(NEW_PASSWORD);
    await input(page, 'user-password-confirmpassword').fill('Other#2026pass');
    await page.getByTestId('user-password-save').click();
    await expect(page.getByTestId('user-password-confirmpassword-error')).toHaveText('两次输入的密码不一样！');
    // Both again: under load the first fill can land before the opening dialog's input listens (ci27 saw it lost).
    await input(page, 'user-password-password').fill(NEW_PASSWORD);
    await input(page, 'user-password-confirmpassword').fill(NEW_PASSWORD);
    await page.getByTestId('user-password-save').click();
    await expect(notification(page, `已为 ${USERNAME} 设置新密码`)).toBeVisible();
    const other = await newSignedOutPage(browser);
    await signIn(other.page, USERNAME, NEW_PASSWORD);
    await other.context.close();

    await page.setViewportSize({ width: 1024, height: 768 });
    await expectFits(page, 1024);
  });

  test('a deleted user goes to the recycle bin, comes back, and is deleted for good after the irreversible question (cn)', async ({ page, request }) => {
    test.slow(); // Two round trips through the bin.
    const username = `${PREFIX}_bin`;
    await addTestUser(request, { username, password: FIRST_PASSWORD, realname: '回收站用户' });
    await page.goto('/isystem/user');
    await filterByName(page, username);
    const row = rowOf(page, username);
    const bin = page.getByTestId('user-recycle-dialog');

    await rowAction(row, 'user-delete');
    await confirmWith(page, 'user', `确定删除用户 ${username} 吗？删除后可在回收站中还原。`);
    await expect(row).toHaveCount(0);
    await page.getByTestId('user-recycle-bin').click();
    await expect(bin).toHaveAttribute('label', '用户回收站');
    await rowOf(page, username, bin).getByTestId('user-recycle-restore').click();
    await expect(notification(page, '还原成功')).toBeVisible();
    await expect(rowOf(page, username, bin)).toHaveCount(0);
    await page.getByTestId('user-recycle-close').click();
    await expect(bin).not.toHaveAttribute('open', '');
    await expect(row).toHaveCount(1);

    await rowAction(row, 'user-delete');
    await confirmWith(page, 'user', `确定删除用户 ${username} 吗？删除后可在回收站中还原。`);
    await expect(row).toHaveCount(0);
    await page.getByTestId('user-recycle-bin').click();
    await rowOf(page, username, bin).getByTestId('user-recycle-select').click();
    await page.getByTestId('user-recycle-batch-purge').click();
    await confirmWith(page, 'user-recycle', '确定彻底删除选中的 1 个用户吗？删除后不可恢复！');
    await expect(notification(page, '彻底删除成功')).toBeVisible();
    await expect(rowOf(page, username, bin)).toHaveCount(0);
    await page.getByTestId('user-recycle-close').click();
  });

  test('a user marked departed after the question cannot sign in, is edited after confirming, and comes back (cn, then at 390 × 844)', async ({ page, request }) => {
    test.slow(); // Three questions, a sign-in refused, and the phone size.
    const username = `${PREFIX}_quit`;
    await addTestUser(request, { username, password: FIRST_PASSWORD, realname: '离职用户' });
    await page.goto('/isystem/user');
    await filterByName(page, username);
    const row = rowOf(page, username);

    await rowAction(row, 'user-quit');
    await confirmWith(page, 'user', `确定将用户 ${username} 设为离职吗？离职后该用户将立即退出登录，且不能再登录。`);
    await expect(notification(page, '已设为离职')).toBeVisible();
    await expect(row.getByTestId('user-cell-status')).toHaveText('离职');
    await expect(row.getByTestId('user-freeze')).toHaveCount(0);
    const refused = await request.post('/api/sys/login', { data: { username, password: FIRST_PASSWORD } });
    expect(((await refused.json()) as { message: string }).message).toBe('该用户已离职，不能登录');

    // The status filter offers 离职 and finds the user by it.
    await showFilters(page, 'user');
    await page.getByTestId('user-filter-status').click();
    await page.getByRole('option', { name: '离职', exact: true }).click();
    await page.getByTestId('user-search').click();
    await expect(row.getByTestId('user-cell-status')).toHaveText('离职');

    // Editing asks first; the form opens only once the question is answered. The platform tenant chooses tenants there.
    await rowAction(row, 'user-edit');
    await expect(page.getByTestId('user-confirm-text')).toHaveText('该用户已离职，确定要编辑吗？');
    await expect(page.getByTestId('user-dialog')).not.toHaveAttribute('open', '');
    await page.getByTestId('user-confirm').click();
    await expect(page.getByTestId('user-dialog')).toHaveAttribute('open', '');
    await expect(page.getByTestId('user-tenantIds')).toBeVisible();
    await input(page, 'user-realname').fill('离职后改名');
    await page.getByTestId('user-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(row.getByTestId('user-cell-realname')).toHaveText('离职后改名');

    // At 390 × 844 the page still fits and the departed row's actions are reachable; the departure is cancelled there.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('user-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    await expectRowActionsReachable(row, ['user-edit', 'user-cancel-quit', 'user-delete'], 390);
    await rowAction(row, 'user-cancel-quit');
    await confirmWith(page, 'user', `确定取消用户 ${username} 的离职吗？`);
    await expect(notification(page, '已取消离职')).toBeVisible();
    await expect(row).toHaveCount(0); // No longer departed: out of the 离职 filter.
    await showFilters(page, 'user');
    await page.getByTestId('user-reset').click();
    await filterByName(page, username);
    await expect(row.getByTestId('user-cell-status')).toHaveText('正常');
    await expectRowActionsReachable(row, ['user-quit'], 390);
    await expectFits(page, 390);
    expect((await request.post('/api/sys/login', { data: { username, password: FIRST_PASSWORD } })).ok()).toBe(true);
  });

  test('at 1280 and 1024 px every column and the row actions are reachable: the table scrolls in its box, its actions column marks what lies under it', async ({ page }) => {
    await page.goto('/isystem/user');
    const row = rowOf(page, 'lisi');
    await expect(row).toBeVisible();
    const box = page.getByTestId('user-list').getByTestId('table-scroll');
    /** Whether the middle of the column's header and of lisi's cell show that cell itself, not the sticky actions column over it. */
    const uncovered = (key: string) => page.evaluate((testId) => {
      const cell = document.querySelector(`[data-testid="user-row"] [data-testid="${testId}"]`)!;
      const column = [...cell.parentElement!.children].indexOf(cell);
      const header = cell.closest('table')!.querySelectorAll('thead th')[column]!;
      return [cell, header].every((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const seen = document.elementFromPoint(x + width / 2, y + height / 2);
        return !!seen && element.contains(seen) && x + width <= window.innerWidth;
      });
    }, `user-cell-${key}`);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expectFits(page, width);
      await expectRowActionsReachable(row, ['user-edit', 'user-freeze', 'user-delete'], width);
      // The columns past the box's edge are reached by scrolling it; while some lie under the actions, it says so.
      await box.evaluate((element) => element.scrollTo({ left: 0 }));
      await expect(box).toHaveAttribute('data-hidden-end', '');
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(box).not.toHaveAttribute('data-hidden-end');
      for (const key of ['username', 'status', 'createTime']) {
        if (key === 'username') await box.evaluate((element) => element.scrollTo({ left: 0 }));
        else await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect.poll(() => uncovered(key), `${key} at ${width} px`).toBe(true);
      }
    }
  });

  test('at 390 × 844 with touch the page fits, the tree folds into a button, and every action is reachable', async ({ browser }) => {
    test.slow(); // Two dialogs on a touch phone.
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await page.goto('/isystem/user');
    await expect(page.getByTestId('user-table')).toHaveAttribute('aria-busy', 'false');
    await expectFits(page, 390);
    for (const id of ['user-add', 'user-query-open', 'user-recycle-bin', 'user-batch-freeze', 'user-depart-toggle']) await expectReachable(page.getByTestId(id), 390);

    // The tree opens above the list, and closes once a department is chosen.
    await expect(page.getByTestId('user-depart-tree')).toBeHidden();
    await page.getByTestId('user-depart-toggle').tap();
    await node(page, '市场部').tap();
    await expect(page.getByTestId('user-depart-toggle')).toHaveText('部门：市场部');
    await expect(page.getByTestId('user-depart-tree')).toBeHidden();
    await filterByName(page, 'lisi');
    const row = rowOf(page, 'lisi');
    await expect(row).toHaveCount(1);
    await expectFits(page, 390);
    await expectRowActionsReachable(row, ['user-edit', 'user-set-password', 'user-freeze', 'user-quit', 'user-delete'], 390);

    await rowAction(row, 'user-edit', 'tap');
    await expect(page.locator('sl-dialog[open]').locator('[part="panel"]')).toBeInViewport({ ratio: 1 });
    await page.getByTestId('user-avatar-upload').scrollIntoViewIfNeeded();
    await expectReachable(page.getByTestId('user-avatar-upload'), 390);
    await page.getByTestId('user-cancel').tap();
    await expect(page.getByTestId('user-dialog')).not.toHaveAttribute('open', '');
    await page.getByTestId('user-recycle-bin').tap();
    await expect(page.locator('sl-dialog[open]').locator('[part="panel"]')).toBeInViewport({ ratio: 1 });
    await expectReachable(page.getByTestId('user-recycle-batch-purge'), 390);
    await page.getByTestId('user-recycle-close').tap();
    await expectFits(page, 390);
    await context.close();
  });
});
