import type { Locator, Page } from '@playwright/test';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { expectFits, expectSettled, expectRowActionsReachable, input, notification, tokenOf, rowAction } from './admin-helpers.ts';

// What is particular to the department tree and department roles; both pages' list, add, edit,
// delete, three languages and phone size are the back-office journey's (back-office.spec.ts
// 'back-office journey: departments', 'back-office journey: department roles').
// Runs on the shared server: every department made here is named with PREFIX and deleted
// afterwards (through the page, or the API when a step failed); its roles and grants go with it.
const PREFIX = `E2E-${Date.now().toString(36)}`;
const ROOT = `${PREFIX} 部门`;
const CHILD = `${PREFIX} 子部门`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const treeRow = (page: Page, name: string) => page.getByTestId('tree-row').filter({ has: page.getByTestId('org-cell-departName').getByText(name, { exact: true }) });
/** The checkbox of a menu (by its seeded id) in the authorisation drawer whose test ids start with `prefix`. */
const checkOf = (drawer: Locator, prefix: string, menuId: string) =>
  drawer.locator(`[data-testid="${prefix}-tree-row"][data-key="${menuId}"]`).getByTestId(`${prefix}-tree-check`);
const [SYSTEM, POSITIONS, USERS] = ['menu-system', 'menu-sys-position', 'menu-sys-user'];

test.afterAll(async ({ request }) => {
  const headers = { 'X-Access-Token': await tokenOf(request) };
  const res = await request.get(`/api/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(PREFIX)}`, { headers });
  const nodes = ((await res.json()) as { result: { id: string; orgCode: string }[] }).result;
  // Children before their parents: the server keeps a department with children.
  for (const node of nodes.sort((a, b) => b.orgCode.length - a.orgCode.length)) await request.delete(`/api/sys/sysDepart/delete?id=${node.id}`, { headers });
});

/** Fills the open department form with a name and saves it. */
async function saveDepartment(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('org-dialog')).toHaveAttribute('open', '');
  await input(page, 'org-departName').fill(name);
  await page.getByTestId('org-save').click();
  await expect(page.getByTestId('org-dialog')).not.toHaveAttribute('open', '');
}

/**
 * Opens a department's children once the tree has read itself again: every save and delete
 * reloads the tree, collapsed, so the caret is taken when it shows closed.
 */
async function expand(page: Page, name: string): Promise<void> {
  const caret = treeRow(page, name).getByTestId('tree-caret');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
}

/** Deletes a department after the question. */
async function deleteDepartment(page: Page, name: string): Promise<void> {
  await rowAction(treeRow(page, name), 'org-delete');
  await expect(page.getByTestId('org-confirm-text')).toHaveText(`确定删除部门“${name}”吗？`);
  await page.getByTestId('org-confirm').click();
}

test.describe('departments (/isystem/depart) and department roles', () => {
  test.use({ signedInAs: 'admin' });

  test('in cn the administrator builds a department with a child, grants it, gives it a role and deletes it', async ({ page }) => {
    // Many dialog and drawer round trips: about 30 s on a quiet machine, three times that on a busy one.
    test.setTimeout(150_000);
    await page.goto('/isystem/depart');
    await expect(treeRow(page, '总公司')).toBeVisible();

    // The form's rules are the component tests' (DepartListPage.browser.test.tsx); here the journey.
    await page.getByTestId('org-add').click();
    await input(page, 'org-phone').fill('010-12345678');
    await saveDepartment(page, ROOT);
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(treeRow(page, ROOT).locator('td[data-column="orgType"]')).toHaveText('部门');

    // A child under it: its code continues the parent's, given by the server.
    await rowAction(treeRow(page, ROOT), 'org-add-child');
    await saveDepartment(page, `${CHILD} 草稿`);
    await expand(page, ROOT);
    const rootCode = await treeRow(page, ROOT).locator('td[data-column="orgCode"]').textContent();
    await expect(treeRow(page, `${CHILD} 草稿`).locator('td[data-column="orgCode"]')).toHaveText(new RegExp(`^${rootCode}[A-Z]\\d\\d$`));

    await rowAction(treeRow(page, `${CHILD} 草稿`), 'org-edit');
    await expect(page.getByTestId('org-orgCode')).toHaveJSProperty('readonly', true);
    await expect(page.getByTestId('org-parentId')).toHaveJSProperty('value', await treeRow(page, ROOT).getAttribute('data-id'));
    await saveDepartment(page, CHILD);
    await expand(page, ROOT);
    await expect(treeRow(page, CHILD)).toBeVisible();

    // Refused while a child remains, with the server's reason; allowed for the child.
    await deleteDepartment(page, ROOT);
    await expect(notification(page, `部门“${ROOT}”下还有子部门，不能删除`)).toBeVisible();
    await expand(page, ROOT);
    await deleteDepartment(page, CHILD);
    await expect(notification(page, '删除成功')).toBeVisible();
    await expect(treeRow(page, CHILD)).toHaveCount(0);

    // The department may grant the positions page: checking is unlinked at first (as JeecgBoot);
    // linked, its buttons and its parent menu (shown partly checked) come along.
    await rowAction(treeRow(page, ROOT), 'org-grant');
    const departDrawer = page.getByTestId('org-grant-drawer');
    await expect(departDrawer).toHaveAttribute('label', `部门权限：${ROOT}`);
    const linked = departDrawer.getByTestId('org-grant-drawer-linked');
    await expect(linked).toHaveJSProperty('checked', false);
    await linked.click();
    await expect(linked).toHaveJSProperty('checked', true);
    await checkOf(departDrawer, 'org-grant-drawer', POSITIONS).click();
    await expect(checkOf(departDrawer, 'org-grant-drawer', POSITIONS)).toHaveJSProperty('checked', true);
    await expect(checkOf(departDrawer, 'org-grant-drawer', SYSTEM)).toHaveJSProperty('indeterminate', true);
    await departDrawer.getByTestId('org-grant-drawer-save').click();
    await expect(departDrawer).not.toHaveAttribute('open', '');

    // A role of the department, authorised within what the department may grant.
    await page.getByTestId('menu-tree').getByRole('link', { name: '部门角色', exact: true }).click();
    await expect(page.getByTestId('page-title')).toHaveText('部门角色');
    await page.getByTestId('depart-picker-name').getByText(ROOT, { exact: true }).click();
    await expect(page.getByTestId('depart-role-title')).toHaveText(`${ROOT} 的部门角色`);
    await page.getByTestId('depart-role-add').click();
    await input(page, 'depart-role-roleName').fill('e2e 职务管理员');
    await input(page, 'depart-role-roleCode').fill(`${PREFIX}_pos`);
    await page.getByTestId('depart-role-save').click();
    await expect(page.getByTestId('depart-role-row')).toHaveCount(1);
    await rowAction(page.getByTestId('depart-role-row'), 'depart-role-grant');
    const roleDrawer = page.getByTestId('depart-role-grant-drawer');
    await expect(checkOf(roleDrawer, 'depart-role-grant-drawer', POSITIONS)).toBeVisible();
    await expect(checkOf(roleDrawer, 'depart-role-grant-drawer', USERS), 'only what the department may grant').toHaveCount(0);
    await checkOf(roleDrawer, 'depart-role-grant-drawer', POSITIONS).click();
    await roleDrawer.getByTestId('depart-role-grant-drawer-save').click();
    await expect(roleDrawer).not.toHaveAttribute('open', '');
    await expect(notification(page, '保存成功').last()).toBeVisible();

    // Empty now, the department goes (its roles and grants with it).
    await page.getByTestId('menu-tree').getByRole('link', { name: '部门管理', exact: true }).click();
    await deleteDepartment(page, ROOT);
    await expect(notification(page, '删除成功').last()).toBeVisible();
    await expect(treeRow(page, ROOT)).toHaveCount(0);
  });

  test('both pages speak en and tc: the grant button and the department roles\' hint', async ({ page }) => {
    test.slow(); // Two pages in two languages.
    await openPortal(page);
    const texts = {
      en: { columns: ['Name', 'Code', 'Type', 'Phone'], grant: 'Department permissions', choose: 'Choose a department first' },
      tc: { columns: ['機構名稱', '機構編碼', '機構類型', '電話'], grant: '部門權限', choose: '請先選擇一個部門' },
    } as const;
    for (const [locale, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
      await page.goto('/isystem/depart');
      await chooseLocale(page, locale);
      // The tree table's headers, each in its own column (the kit's tree table, not the list's).
      for (const [i, column] of t.columns.entries()) await expect(page.getByTestId('tree-table').locator('th[data-column]').nth(i)).toHaveText(column);
      await expect(treeRow(page, '总公司').getByTestId('org-grant')).toHaveText(t.grant);
      await page.goto('/isystem/departRole');
      await expect(page.getByTestId('depart-role-choose')).toHaveText(t.choose);
    }
    await chooseLocale(page, 'cn');
  });

  test('at 390 × 844 with touch both pages fit: row actions reachable, drawers full width, tree and roles stacked', async ({ browser }) => {
    test.slow();
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    await page.goto('/isystem/depart');
    await expect(treeRow(page, '总公司')).toBeVisible();
    await treeRow(page, '总公司').getByTestId('tree-caret').tap();
    await expect(treeRow(page, '总公司').getByTestId('tree-caret')).toHaveAttribute('aria-expanded', 'true');
    await expectFits(page, 390);
    await expectRowActionsReachable(treeRow(page, '总公司'), ['org-edit', 'org-add-child', 'org-grant', 'org-delete'], 390);
    await rowAction(treeRow(page, '总公司'), 'org-grant', 'tap');
    const panel = page.getByTestId('org-grant-drawer').locator('[part="panel"]');
    // Its rows in view mean the drawer is shown and its slide-in has begun: measure once it ends.
    await expect(page.getByTestId('org-grant-drawer-tree-row').first()).toBeVisible();
    await expectSettled(panel);
    expect((await panel.boundingBox())!.width).toBe(390);
    await page.getByTestId('org-grant-drawer-cancel').tap();

    await page.goto('/isystem/departRole');
    await page.getByTestId('depart-picker-name').getByText('总公司', { exact: true }).tap();
    await expect(page.getByTestId('depart-role-title')).toBeVisible();
    const picker = (await page.getByTestId('depart-picker').boundingBox())!;
    const roles = (await page.getByTestId('depart-role-title').boundingBox())!;
    expect(roles.y, 'the roles come below the tree').toBeGreaterThanOrEqual(picker.y + picker.height);
    await expectFits(page, 390);
    await context.close();
  });
});
