import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { chooseLocale, expect, newSignedInPage, newSignedOutPage, openPortal, signIn, submitLogin, test } from './fixtures.ts';
import { authHeaders, expectFits, expectReachable, input, notification, rowAction } from './admin-helpers.ts';
import { goInApp } from './in-app.ts';

// What is particular to menus, permission groups and tenants; the three pages' list, add, edit,
// delete, three languages and phone size are the back-office journey's (back-office.spec.ts
// 'back-office journey: menus', '…: permission groups', '…: tenants').
// Runs on the shared server: every menu, group and tenant made here carries RUN in its name or
// code and is deleted afterwards (through the pages, or the API when a step failed).
const RUN = Date.now().toString(36);
const MENU = `E2E菜单${RUN}`;
const GROUP_CODE = `e2e_${RUN}`;
const TENANT = `E2E租户${RUN}`;
const TENANT_NUMBER = String(100_000 + (Date.now() % 899_999));
const TENANT_ADMIN = { username: `e2et_${RUN}`, password: 'Tenant#2026pass', phone: `139${String(Date.now() % 100_000_000).padStart(8, '0')}` };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const menuRow = (page: Page, name: string) => page.getByTestId('tree-row').filter({ has: page.getByTestId('menu-cell-name').getByText(name, { exact: true }) });
const rowOf = (page: Page, prefix: string, field: string, text: string) =>
  page.getByTestId(`${prefix}-row`).filter({ has: page.getByTestId(`${prefix}-cell-${field}`).getByText(text, { exact: true }) });

async function idsOf(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<string[]> {
  const res = await request.get(path, { headers });
  return ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
}

test.afterAll(async ({ request }) => {
  const headers = await authHeaders(request);
  for (const id of await idsOf(request, `/api/sys/permission/pageList?pageSize=100&name=${encodeURIComponent(RUN)}`, headers)) {
    await request.delete(`/api/sys/permission/delete?id=${id}`, { headers });
  }
  const groups = await idsOf(request, `/api/sys/permissionGroup/list?pageSize=100&code=${GROUP_CODE}`, headers);
  if (groups.length) await request.delete(`/api/sys/permissionGroup/deleteBatch?ids=${groups.join(',')}`, { headers });
  const tenants = await idsOf(request, `/api/sys/tenant/list?pageSize=100&name=${encodeURIComponent(RUN)}`, headers);
  if (tenants.length) await request.delete(`/api/sys/tenant/deleteBatch?ids=${tenants.join(',')}`, { headers });
});

/** Opens a row's 更多 menu and chooses one of its entries. */
async function more(page: Page, row: Locator, entry: 'add-child' | 'rules' | 'delete'): Promise<void> {
  await row.getByTestId('menu-more').click();
  await page.getByTestId(`menu-${entry}`).filter({ visible: true }).click();
}

test.describe('menus, permission groups and tenants (/isystem/permission, /isystem/permissionGroup, /isystem/tenant)', () => {
  test.use({ signedInAs: 'admin' });

  test('the administrator manages a menu, its button and data rule, a permission group, and a tenant whose administrator signs in until it is frozen (cn)', async ({ page, browser }) => {
    test.setTimeout(240_000); // A long journey of many round trips.
    await page.goto('/isystem/permission');
    await expect(page.getByTestId('page-title')).toHaveText('菜单管理');

    // A first-level menu of the positions page (so its data rules have fields), then a button under it.
    await page.getByTestId('menu-add').click();
    await input(page, 'menu-name').fill(MENU);
    await input(page, 'menu-url').fill(`/e2e-${RUN}`);
    await input(page, 'menu-componentName').fill('PositionList');
    await page.getByTestId('menu-save').click();
    await expect(notification(page, '保存成功')).toBeVisible();
    await expect(menuRow(page, MENU)).toHaveCount(1);

    await more(page, menuRow(page, MENU), 'add-child');
    await page.getByTestId('menu-menuType-2').click();
    await expect(page.getByTestId('menu-url')).toBeHidden();
    await input(page, 'menu-name').fill(`${MENU}按钮`);
    await input(page, 'menu-perms').fill(`e2e:${RUN}:audit`);
    await page.getByTestId('menu-save').click();
    await expect(page.getByTestId('menu-dialog')).not.toHaveAttribute('open', '');
    await menuRow(page, MENU).getByTestId('tree-caret').click();
    await expect(menuRow(page, `${MENU}按钮`)).toHaveAttribute('data-depth', '1');
    await expect(menuRow(page, `${MENU}按钮`).getByTestId('menu-cell-perms')).toHaveText(`e2e:${RUN}:audit`);

    // The same identifier again, in another case and among others: refused, nothing saved.
    await more(page, menuRow(page, MENU), 'add-child');
    await page.getByTestId('menu-menuType-2').click();
    await input(page, 'menu-name').fill(`${MENU}重复`);
    await input(page, 'menu-perms').fill(`e2e:${RUN}:other,E2E:${RUN}:AUDIT`);
    await page.getByTestId('menu-save').click();
    // The form asks the duplicate check of each part before saving: the taken one is said under the field.
    await expect(page.getByTestId('menu-perms-error')).toHaveText('授权标识已存在!');
    await expect(page.getByTestId('menu-refusal')).toHaveCount(0);
    await page.getByTestId('menu-cancel').click();
    await expect(menuRow(page, `${MENU}重复`)).toHaveCount(0);

    // A data rule on the menu: a field of its page, a condition, a variable as value.
    await more(page, menuRow(page, MENU), 'rules');
    await expect(page.getByTestId('rule-drawer')).toHaveAttribute('label', `数据规则：${MENU}`);
    await expect(page.getByTestId('rule-empty')).toHaveText('暂无数据');
    await page.getByTestId('rule-add').click();
    await input(page, 'rule-ruleName').fill('本部门职务');
    await page.getByTestId('rule-ruleColumn').click();
    await page.getByRole('option', { name: '职务编码 (code)' }).click();
    await page.locator('[data-variable="#{sys_org_code}"]').click();
    await page.getByTestId('rule-save').click();
    await expect(page.getByTestId('rule-row')).toHaveCount(1);
    await expect(page.getByTestId('rule-row')).toContainText('本部门职务');
    await expect(page.getByTestId('rule-row')).toContainText('#{sys_org_code}');
    // Edited through the drawer: the form comes back filled, the new name is listed.
    await page.getByTestId('rule-row').getByTestId('rule-edit').click();
    await expect(page.getByTestId('rule-form').locator('h3')).toHaveText('编辑数据规则');
    await expect(input(page, 'rule-ruleName')).toHaveValue('本部门职务');
    await input(page, 'rule-ruleName').fill('本部门职务（改）');
    await page.getByTestId('rule-save').click();
    await expect(page.getByTestId('rule-row')).toHaveCount(1);
    await expect(page.getByTestId('rule-row')).toContainText('本部门职务（改）');
    await expect(page.getByTestId('rule-row')).toContainText('#{sys_org_code}');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('rule-drawer')).not.toHaveAttribute('open', '');

    // A permission group: a taken code refused, whatever its case (the group is deleted afterwards).
    await goInApp(page, '/isystem/permissionGroup');
    await expect(page.getByTestId('page-title')).toHaveText('权限分组');
    await page.getByTestId('permissionGroup-add').click();
    await input(page, 'permissionGroup-name').fill(`E2E分组${RUN}`);
    await input(page, 'permissionGroup-code').fill(GROUP_CODE);
    await page.getByTestId('permissionGroup-save').click();
    await expect(page.getByTestId('permissionGroup-dialog')).not.toHaveAttribute('open', '');
    await page.getByTestId('permissionGroup-add').click();
    await input(page, 'permissionGroup-name').fill(`E2E分组${RUN}二`);
    await input(page, 'permissionGroup-code').fill(GROUP_CODE.toUpperCase());
    await page.getByTestId('permissionGroup-save').click();
    await expect(page.getByTestId('permissionGroup-code-error')).toHaveText('该值不可用，系统中已存在！');
    await expect(page.getByTestId('permissionGroup-refusal')).toHaveCount(0);
    await page.getByTestId('permissionGroup-cancel').click();

    // A tenant and its first administrator, who signs in to it in a browser of their own.
    await goInApp(page, '/isystem/tenant');
    await expect(page.getByTestId('page-title')).toHaveText('租户管理');
    await page.getByTestId('tenants-add').click();
    await page.getByTestId('tenants-save').click();
    await expect(page.getByTestId('tenants-username-error')).toHaveText('请输入用户账号');
    await input(page, 'tenants-tenantNumber').fill(TENANT_NUMBER);
    await input(page, 'tenants-name').fill(TENANT);
    await input(page, 'tenants-username').fill(TENANT_ADMIN.username);
    await input(page, 'tenants-password').fill(TENANT_ADMIN.password);
    await input(page, 'tenants-confirmPassword').fill(`${TENANT_ADMIN.password}x`);
    await input(page, 'tenants-realname').fill('租户管理员');
    await input(page, 'tenants-phone').fill(TENANT_ADMIN.phone);
    await page.getByTestId('tenants-save').click();
    await expect(page.getByTestId('tenants-confirmPassword-error')).toHaveText('两次输入的密码不一样！');
    await input(page, 'tenants-confirmPassword').fill(TENANT_ADMIN.password);
    await page.getByTestId('tenants-save').click();
    await expect(page.getByTestId('tenants-dialog')).not.toHaveAttribute('open', '');
    const tenantRow = rowOf(page, 'tenants', 'name', TENANT);
    await expect(tenantRow.getByTestId('tenants-cell-status')).toHaveText('正常');

    // Edit asks for the name alone (the number and the administrator are set on add).
    await rowAction(tenantRow, 'tenants-edit');
    await expect(page.getByTestId('tenants-dialog')).toHaveAttribute('label', '编辑租户');
    await expect(input(page, 'tenants-name')).toHaveValue(TENANT);
    await expect(page.getByTestId('tenants-username')).toHaveCount(0);
    await page.getByTestId('tenants-cancel').click();
    await expect(page.getByTestId('tenants-dialog')).not.toHaveAttribute('open', '');

    const { page: theirs, context: other } = await newSignedOutPage(browser);
    await signIn(theirs, TENANT_ADMIN.username, TENANT_ADMIN.password);
    // Only the platform manages tenants: a tenant's administrator has no such page.
    await expect(theirs.getByTestId('top-menu')).toBeVisible();
    await theirs.goto('/isystem/tenant');
    await expect(theirs).toHaveURL(/\/404$/);
    await goInApp(theirs, '/isystem/user');
    await expect(theirs.getByTestId('page-title')).toHaveText('用户管理');

    // Frozen: their session ends and signing in is refused; thawed, deleted.
    await rowAction(tenantRow, 'tenants-freeze');
    await expect(page.getByTestId('tenants-confirm-text')).toContainText('确定冻结此租户吗？');
    await page.getByTestId('tenants-confirm').click();
    await expect(tenantRow.getByTestId('tenants-cell-status')).toHaveText('冻结');
    await other.close();
    const { page: refused, context: again } = await newSignedOutPage(browser);
    await refused.goto('/user/login');
    await submitLogin(refused, TENANT_ADMIN.username, TENANT_ADMIN.password);
    await expect(refused.getByTestId('login-error')).toBeVisible();
    await expect(refused.getByTestId('app-layout')).toHaveCount(0);
    await again.close();

    await rowAction(tenantRow, 'tenants-thaw');
    await page.getByTestId('tenants-confirm').click();
    await expect(tenantRow.getByTestId('tenants-cell-status')).toHaveText('正常');

    // The menu goes with its button and rule.
    await goInApp(page, '/isystem/permission');
    await more(page, menuRow(page, MENU), 'delete');
    await expect(page.getByTestId('menu-confirm-text')).toHaveText('确定删除此菜单吗？其下级菜单和按钮将一并删除。');
    await page.getByTestId('menu-confirm').click();
    await expect(notification(page, '删除成功')).toBeVisible();
    await expect(menuRow(page, MENU)).toHaveCount(0);
  });

  test('the rules drawer, the group form and the tenant form speak en and tc, and the three pages fit a 1024 px screen', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page);
    const texts = {
      en: {
        add: 'Add menu', state: 'Normal',
        rules: /^Data rules: \S/, ruleColumn: 'Rule name', addRule: 'Add data rule', ruleName: 'Please enter Rule name',
        addGroup: 'Add permission group', groupName: 'Please enter Group name', groupCode: 'Only letters, digits and _ : . - are allowed',
        addTenant: 'Add tenant', tenantNumber: 'Tenant number must be a whole number from 2 to 999999', account: 'Please enter Account',
      },
      tc: {
        add: '新增選單', state: '正常',
        rules: /^數據規則：\S/, ruleColumn: '規則名稱', addRule: '新增數據規則', ruleName: '請輸入規則名稱',
        addGroup: '新增權限分組', groupName: '請輸入分組名稱', groupCode: '只允許字母、數字和 _ : . -',
        addTenant: '新增租戶', tenantNumber: '租戶編號為 2 到 999999 的整數', account: '請輸入用戶賬號',
      },
    } as const;
    for (const [locale, t] of Object.entries(texts) as [keyof typeof texts, (typeof texts)[keyof typeof texts]][]) {
      await goInApp(page, '/isystem/permission');
      await chooseLocale(page, locale);
      await expectFits(page, 1024);
      await page.getByTestId('menu-add').click();
      await expect(page.getByTestId('menu-dialog')).toHaveAttribute('label', t.add);
      await page.getByTestId('menu-cancel').click();
      // The data rules drawer of a menu, and its form's required name.
      await more(page, page.getByTestId('tree-row').first(), 'rules');
      await expect(page.getByTestId('rule-drawer')).toHaveAttribute('label', t.rules);
      await expect(page.getByTestId('rule-table').locator('th').first()).toHaveText(t.ruleColumn);
      await page.getByTestId('rule-add').click();
      await expect(page.getByTestId('rule-form').locator('h3')).toHaveText(t.addRule);
      await page.getByTestId('rule-save').click();
      await expect(page.getByTestId('rule-ruleName-error')).toHaveText(t.ruleName);
      await page.getByTestId('rule-cancel').click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('rule-drawer')).not.toHaveAttribute('open', '');

      await goInApp(page, '/isystem/permissionGroup');
      await expect(page.getByTestId('permissionGroup-table')).toHaveAttribute('aria-busy', 'false');
      await expectFits(page, 1024);
      await page.getByTestId('permissionGroup-add').click();
      await expect(page.getByTestId('permissionGroup-dialog')).toHaveAttribute('label', t.addGroup);
      await input(page, 'permissionGroup-code').fill('a b');
      await page.getByTestId('permissionGroup-save').click();
      await expect(page.getByTestId('permissionGroup-name-error')).toHaveText(t.groupName);
      await expect(page.getByTestId('permissionGroup-code-error')).toHaveText(t.groupCode);
      await page.getByTestId('permissionGroup-cancel').click();

      await goInApp(page, '/isystem/tenant');
      await expect(page.getByTestId('tenants-row').first().getByTestId('tenants-cell-status')).toHaveText(t.state);
      await expectFits(page, 1024);
      await page.getByTestId('tenants-add').click();
      await expect(page.getByTestId('tenants-dialog')).toHaveAttribute('label', t.addTenant);
      await input(page, 'tenants-tenantNumber').fill('1');
      await page.getByTestId('tenants-save').click();
      await expect(page.getByTestId('tenants-tenantNumber-error')).toHaveText(t.tenantNumber);
      await expect(page.getByTestId('tenants-username-error')).toHaveText(t.account);
      await page.getByTestId('tenants-cancel').click();
    }
    await chooseLocale(page, 'cn');
  });

  test('at 390 × 844 with touch the menu tree\'s actions and the rules drawer are reachable', async ({ browser }) => {
    test.slow();
    const { page, context } = await newSignedInPage(browser, 'admin', PHONE);
    // The menu tree scrolls inside its box, its actions stay on screen; the rules drawer fits.
    await page.goto('/isystem/permission');
    const first = page.getByTestId('tree-row').first();
    await expectReachable(first.getByTestId('menu-edit'), 390);
    await expectReachable(first.getByTestId('menu-more'), 390);
    await first.getByTestId('menu-more').tap();
    await page.getByTestId('menu-rules').filter({ visible: true }).tap();
    await expect(page.getByTestId('rule-drawer').locator('[part="panel"]')).toBeInViewport({ ratio: 1 });
    await expectReachable(page.getByTestId('rule-add'), 390);
    await expectFits(page, 390);
    await context.close();
  });
});
