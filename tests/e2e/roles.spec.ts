import type { Page } from '@playwright/test';
import { expect, newSignedInPage, newSignedOutPage, signIn, test } from './fixtures.ts';
import { addTestUser, removeUsersNamed, rolesByCode } from './test-users.ts';
import { authHeaders, expectFits, expectReachable, expectSettled, input, notification, rowAction, showFilters, expectRowActionsReachable } from './admin-helpers.ts';

// What is particular to roles; the page's list, add, edit, export, delete, three languages and
// phone size are the back-office journey's (back-office.spec.ts 'back-office journey: roles').
// Runs on the shared server: the role made here has a code starting with PREFIX, its user is
// named after it; both are deleted afterwards (the role through the page, or the API when a
// step failed). The administrator role's grants are never saved here.
const PREFIX = `e2e-${Date.now().toString(36)}`;
const USER = { username: `e2e_${Date.now().toString(36)}`, password: 'Role#2026pass' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const rows = (page: Page) => page.getByTestId('role-row');
/** The authorisation tree's row titled `title`. */
const grantRow = (page: Page, title: string) =>
  page.getByTestId('role-grant-row').filter({ has: page.getByTestId('role-grant-title').getByText(title, { exact: true }) });

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  await removeUsersNamed(request, USER.username);
  const ids = (await rolesByCode(request, PREFIX)).map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/role/deleteBatch?ids=${ids.join(',')}`, { headers });
});

/** Searches by role code and waits for the answer: every row shown then carries the code. */
async function filterByCode(page: Page, code: string): Promise<void> {
  await showFilters(page, 'role');
  await input(page, 'role-filter-roleCode').fill(code);
  await page.getByTestId('role-search').click();
  await expect(page.getByTestId('role-table')).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page).filter({ hasNotText: code })).toHaveCount(0);
}

/** In the open drawer, linked: checks or unchecks 职务管理 with its buttons and 系统管理, and saves and closes. */
async function togglePositions(page: Page): Promise<void> {
  const drawer = page.getByTestId('role-grant-drawer');
  await expect(drawer).toHaveAttribute('open', '');
  await page.getByTestId('role-grant-linked').click();
  await page.getByTestId('role-grant-expand-all').click();
  await grantRow(page, '职务管理').getByTestId('role-grant-check').click();
  await page.getByTestId('role-grant-save-close').click();
  await expect(notification(page, '保存成功')).toBeVisible();
  await expect(drawer).toHaveCount(0);
}

test.describe('roles (/isystem/role)', () => {
  test.use({ signedInAs: 'admin' });

  test('a role\'s form rules, the administrator role kept, and a role authorised (seen live by its user) in cn', async ({ page, browser, request }) => {
    // Two browsers, dialogs and drawers: about 40 s on an idle machine, much more on a loaded one.
    test.setTimeout(180_000);
    await page.goto('/isystem/role');

    // §5: name 2-30, code without Chinese and unique; nothing is saved meanwhile.
    await page.getByTestId('role-add').click();
    await input(page, 'role-roleName').fill('甲');
    await input(page, 'role-roleCode').fill('角色code');
    await page.getByTestId('role-save').click();
    await expect(page.getByTestId('role-roleName-error')).toHaveText('最小长度2位字符');
    await expect(page.getByTestId('role-roleCode-error')).toHaveText('不能输入中文');
    await input(page, 'role-roleName').fill('e2e 审计员');
    await input(page, 'role-roleCode').fill('admin');
    await page.getByTestId('role-save').click();
    // The form asks the duplicate check before saving: the taken code is said under its field.
    await expect(page.getByTestId('role-roleCode-error')).toHaveText('该值不可用，系统中已存在！');
    await expect(page.getByTestId('role-refusal')).toHaveCount(0);
    await input(page, 'role-roleCode').fill(PREFIX);
    await page.getByTestId('role-description').locator('textarea').fill('只看职务');
    await page.getByTestId('role-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('role-dialog')).not.toHaveAttribute('open', '');

    // The administrator role cannot be deleted: no delete on its row.
    await filterByCode(page, 'admin');
    await expect(rows(page).filter({ hasText: '管理员' }).getByTestId('role-edit')).toBeVisible();
    await expect(rows(page).filter({ hasText: '管理员' }).getByTestId('role-delete')).toHaveCount(0);

    await filterByCode(page, PREFIX);
    await expect(rows(page)).toHaveCount(1);

    // A user of the role (and of staff, for a menu to start with) is signed in elsewhere.
    const [role] = await rolesByCode(request, PREFIX);
    const [staff] = (await rolesByCode(request, 'staff')).filter((r) => r.roleCode === 'staff');
    await addTestUser(request, { ...USER, realname: 'e2e 角色用户', roleIds: [role!.id, staff!.id] });
    const { page: user, context: other } = await newSignedOutPage(browser);
    await signIn(user, USER.username, USER.password);
    const systemMenu = user.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true });
    await expect(user.getByTestId('top-menu')).toBeVisible();
    await expect(systemMenu).toHaveCount(0);

    // Granting 职务管理 shows it to that user at once, without a reload; taking it away hides it.
    await page.bringToFront();
    // The drawer reads its tree by the role's call, as JeecgBoot's does (`/sys/role/queryTreeList`).
    const tree = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/sys/role/queryTreeList');
    await rowAction(rows(page), 'role-authorize');
    expect((await tree).status()).toBe(200);
    await expect(page.getByTestId('role-grant-drawer')).toHaveAttribute('label', `角色权限配置：e2e 审计员`);
    await togglePositions(page);
    await expect(systemMenu).toBeVisible();
    await systemMenu.click();
    await expect(user.getByTestId('menu-tree').getByRole('link', { name: '职务管理', exact: true })).toBeVisible();
    await page.bringToFront();
    await rowAction(rows(page), 'role-authorize');
    await expect(grantRow(page, '职务管理').getByTestId('role-grant-check')).toHaveJSProperty('checked', true);
    await togglePositions(page);
    await expect(systemMenu).toHaveCount(0);
    await other.close();
  });

  test('at 390 × 844 with touch the drawer takes the whole width, every control on screen', async ({ browser }) => {
    test.slow(); // A touch phone's drawer with the whole tree open.
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await page.goto('/isystem/role');
    await expect(page.getByTestId('role-table')).toHaveAttribute('aria-busy', 'false');
    await filterByCode(page, 'admin');
    await expectRowActionsReachable(rows(page).first(), ['role-authorize'], 390);
    await rowAction(rows(page).first(), 'role-authorize', 'tap');

    const panel = page.getByTestId('role-grant-drawer').locator('[part="panel"]');
    // In view means shown, so its slide-in has begun: wait for it to end before measuring.
    await expect(panel).toBeInViewport({ ratio: 1 });
    await expectSettled(panel);
    expect((await panel.boundingBox())!.width).toBe(390);
    await page.getByTestId('role-grant-expand-all').tap();
    const check = grantRow(page, '职务管理').getByTestId('role-grant-check');
    await check.scrollIntoViewIfNeeded();
    await expectReachable(check, 390);
    const before = await check.evaluate((box) => (box as HTMLElement & { checked: boolean }).checked);
    await check.tap();
    await expect(check).toHaveJSProperty('checked', !before);
    const body = page.getByTestId('role-grant-drawer').locator('[part="body"]');
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const id of ['role-grant-save', 'role-grant-save-close', 'role-grant-cancel', 'role-grant-linked']) {
      await page.getByTestId(id).scrollIntoViewIfNeeded();
      await expectReachable(page.getByTestId(id), 390);
    }
    // The administrator role's grants are not saved: 取消 leaves them as they were.
    await page.getByTestId('role-grant-cancel').tap();
    await expect(page.getByTestId('role-grant-drawer')).toHaveCount(0);
    await expectFits(page, 390);
    await context.close();
  });
});
