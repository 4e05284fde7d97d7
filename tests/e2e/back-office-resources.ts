import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { readXlsxRows } from '../../server/lib/spreadsheet/xlsx-reader.ts';
import { expect } from './fixtures.ts';
import { fillCode, input, rowAction, showFilters } from './admin-helpers.ts';

/**
 * The back-office resources the journey (back-office.spec.ts) walks: for each, its menu entry,
 * its route, a label of its page in each language, and what it offers — add, edit, export,
 * delete — with the fields to fill and the value to find the row by. Kit list pages share
 * their test ids (`<prefix>-add`, `-row`, `-cell-<field>`, `-filter-<field>`…); the two tree
 * pages and the department roles bring steps of their own.
 */

export type Locale = 'cn' | 'en' | 'tc';
export type Texts = Record<Locale, string>;

/** One form field to fill: a Shoelace input (the default), a textarea, a select's option by its name, or a cron field. */
export interface Fill {
  id: string;
  value: string;
  as?: 'input' | 'textarea' | 'select' | 'cron' | 'code' | 'richText';
}

/** What a resource's page lets the journey do; absent steps are not offered by the page. */
export interface ResourceSteps {
  /** The page has loaded its list. */
  ready(page: Page): Promise<void>;
  /** The header cells (or other labels) where `label` must show. */
  labels(page: Page): Locator;
  /** The add button (also the control the phone check must reach). */
  addButton?: string;
  /** The button of a read-only page the phone check must reach. */
  phoneControl: string;
  /** Opens the add form, fills it with values made from `unique` and saves; resolves once the form closed. */
  add?(page: Page, unique: string): Promise<void>;
  /** The row of the record made from `unique` (shown after filtering where the page filters); absent on a read-only list with no row of this run. */
  find?(page: Page, unique: string): Promise<Locator>;
  /** The edit button of a row (the phone check must reach it and its form). */
  editButton?: string;
  /** Edits the record and checks the change shows in its row; answers the row's locator afterwards. */
  edit?(page: Page, row: Locator, unique: string): Promise<Locator>;
  /** The record's text that the export of the filtered list must hold. */
  exported?: (unique: string) => string;
  exportButton?: string;
  /** Deletes the record after the page's question. */
  delete?(page: Page, row: Locator): Promise<void>;
  /** Something the test does first through the API so that a read-only list has a row of this run (e.g. a failed sign-in for the log). */
  prepare?: (request: import('@playwright/test').APIRequestContext, unique: string) => Promise<void>;
}

export interface BackOfficeResource {
  /** The name in the test title: `back-office journey: <name>`. */
  name: string;
  path: string;
  /** The menu entry's title, which is the page's title. */
  menu: Texts;
  /** A label of the page (a column header) in each language. */
  label: Texts;
  steps: ResourceSteps;
}

/** Fills the open form. */
export async function fill(page: Page, fields: Fill[]): Promise<void> {
  for (const field of fields) {
    if (field.as === 'textarea') await page.getByTestId(field.id).locator('textarea').fill(field.value);
    else if (field.as === 'code') await fillCode(page, field.id, field.value);
    // The rich-text editor's surface (Tiptap's contenteditable) takes typed text.
    else if (field.as === 'richText') await page.getByTestId(`${field.id}-input`).fill(field.value);
    else if (field.as === 'select') {
      await page.getByTestId(field.id).click();
      await page.getByRole('option', { name: field.value, exact: true }).click();
    } else {
      await input(page, field.id).fill(field.value);
      // A cron field takes a typed expression on Enter (its editor's own input).
      if (field.as === 'cron') await input(page, field.id).press('Enter');
    }
  }
}

/** The rows of a downloaded .xlsx, as lists of cell texts. */
export async function xlsxRows(download: Download): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readXlsxRows(await readFile((await download.path())!), { maxRows: 10_000 })) rows.push(Object.values(row.values).map(String));
  return rows;
}

/** A kit list page (portal/kit/ResourceListPage.tsx) and its test ids under `prefix`. */
interface KitPage {
  prefix: string;
  /** The filter field and the cell that hold the record's key (none on a read-only list with no row of this run). */
  key?: { filter: string; cell: string; value: (unique: string) => string };
  add?: (unique: string) => Fill[];
  /** `opens`: selects the edit form shows as saved (test id, the chosen option's text) before it is changed. */
  edit?: { fields: (unique: string) => Fill[]; cell: string; shows: (unique: string) => string; opens?: { id: string; shows: string }[] };
  export?: boolean;
  delete?: boolean;
  prepare?: ResourceSteps['prepare'];
}

function kitSteps(kit: KitPage): ResourceSteps {
  const { prefix } = kit;
  const id = (part: string) => `${prefix}-${part}`;
  const saveAndClose = async (page: Page) => {
    await page.getByTestId(id('save')).click();
    await expect(page.getByTestId(id('dialog'))).not.toHaveAttribute('open', '');
  };
  return {
    ready: (page) => expect(page.getByTestId(id('table'))).toHaveAttribute('aria-busy', 'false'),
    labels: (page) => page.getByTestId(id('table')).locator('th'),
    // On a phone the filters and 查询 wait in a drawer behind this button.
    phoneControl: id('query-open'),
    addButton: kit.add ? id('add') : undefined,
    add: kit.add && (async (page, unique) => {
      await page.getByTestId(id('add')).click();
      await expect(page.getByTestId(id('dialog'))).toHaveAttribute('open', '');
      await fill(page, kit.add!(unique));
      await saveAndClose(page);
    }),
    find: kit.key && (async (page, unique) => {
      const value = kit.key!.value(unique);
      await showFilters(page, prefix);
      await input(page, id(`filter-${kit.key!.filter}`)).fill(value);
      await page.getByTestId(id('search')).click();
      return page.getByTestId(id('row')).filter({ has: page.getByTestId(id(`cell-${kit.key!.cell}`)).getByText(value, { exact: true }) });
    }),
    editButton: kit.edit ? id('edit') : undefined,
    edit: kit.edit && (async (page, row, unique) => {
      await rowAction(row, id('edit'));
      await expect(page.getByTestId(id('dialog'))).toHaveAttribute('open', '');
      for (const saved of kit.edit!.opens ?? []) await expect(page.getByTestId(saved.id).locator('input[part~="display-input"]')).toHaveValue(saved.shows);
      await fill(page, kit.edit!.fields(unique));
      await saveAndClose(page);
      await expect(row.getByTestId(id(`cell-${kit.edit!.cell}`))).toHaveText(kit.edit!.shows(unique));
      return row;
    }),
    exported: kit.export ? kit.key?.value : undefined,
    exportButton: kit.export ? id('export') : undefined,
    delete: kit.delete ? async (page, row) => {
      await rowAction(row, id('delete'));
      await page.getByTestId(id('confirm')).click();
      await expect(row).toHaveCount(0);
    } : undefined,
    prepare: kit.prepare,
  };
}

/** A mobile number of this run: 139 and eight digits from `unique`'s hash. */
function mobileOf(unique: string): string {
  let hash = 7;
  for (const char of unique) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `139${String(hash).padStart(8, '0')}`;
}
/** A tenant number of this run (2…999999; the seed's are small). */
const tenantNumberOf = (unique: string) => String(100_000 + (Number.parseInt(mobileOf(unique).slice(3), 10) % 899_999));

const PASSWORD = 'Journey#2026pass';
const REPORT_SQL = "select to_char(month,'YYYY-MM') as month, sum(enrolments) as enrolments from report_data.course_months group by 1 order by 1";

/** The department tree (`/isystem/depart`, test ids `org-…`), searched by name. */
const departmentSteps: ResourceSteps = (() => {
  const name = (unique: string) => `旅程部门${unique}`;
  const phoneOf = (unique: string) => `010-${mobileOf(unique).slice(3)}`;
  const treeRow = (page: Page, text: string) => page.getByTestId('tree-row').filter({ has: page.getByTestId('org-cell-departName').getByText(text, { exact: true }) });
  const save = async (page: Page, departName: string) => {
    await expect(page.getByTestId('org-dialog')).toHaveAttribute('open', '');
    await input(page, 'org-departName').fill(departName);
    await page.getByTestId('org-save').click();
    await expect(page.getByTestId('org-dialog')).not.toHaveAttribute('open', '');
  };
  return {
    ready: (page) => expect(page.getByTestId('tree-row').first()).toBeVisible(),
    labels: (page) => page.getByTestId('tree-table').locator('th'),
    addButton: 'org-add',
    editButton: 'org-edit',
    phoneControl: 'org-search',
    async add(page, unique) {
      await page.getByTestId('org-add').click();
      await save(page, name(unique));
    },
    async find(page, unique) {
      await input(page, 'org-keyword').fill(name(unique));
      await page.getByTestId('org-search').click();
      return treeRow(page, name(unique));
    },
    async edit(page, row, unique) {
      await rowAction(row, 'org-edit');
      await expect(input(page, 'org-departName')).toHaveValue(name(unique));
      await input(page, 'org-phone').fill(phoneOf(unique));
      await save(page, name(unique));
      // Every save reads the tree again: the search shows the department with its new phone.
      await expect(row.locator('td[data-column="phone"]')).toHaveText(phoneOf(unique));
      return row;
    },
    async delete(page, row) {
      await rowAction(row, 'org-delete');
      await page.getByTestId('org-confirm').click();
      await expect(row).toHaveCount(0);
    },
  };
})();

/** The menu tree (`/isystem/permission`, test ids `menu-…`): a first-level menu. */
const menuSteps: ResourceSteps = (() => {
  const name = (unique: string) => `旅程菜单${unique}`;
  const menuRow = (page: Page, text: string) => page.getByTestId('tree-row').filter({ has: page.getByTestId('menu-cell-name').getByText(text, { exact: true }) });
  const saveAndClose = async (page: Page) => {
    await page.getByTestId('menu-save').click();
    await expect(page.getByTestId('menu-dialog')).not.toHaveAttribute('open', '');
  };
  return {
    ready: (page) => expect(page.getByTestId('tree-row').first()).toBeVisible(),
    labels: (page) => page.getByTestId('tree-table').locator('th'),
    addButton: 'menu-add',
    editButton: 'menu-edit',
    phoneControl: 'menu-add',
    async add(page, unique) {
      await page.getByTestId('menu-add').click();
      await fill(page, [{ id: 'menu-name', value: name(unique) }, { id: 'menu-url', value: `/journey-${unique}` }]);
      await saveAndClose(page);
    },
    find: async (page, unique) => menuRow(page, name(unique)),
    async edit(page, row, unique) {
      await rowAction(row, 'menu-edit');
      await expect(input(page, 'menu-name')).toHaveValue(name(unique));
      await input(page, 'menu-url').fill(`/journey-${unique}-changed`);
      await saveAndClose(page);
      await expect(row.locator('.menu-url')).toHaveText(`/journey-${unique}-changed`);
      return row;
    },
    async delete(page, row) {
      await row.getByTestId('menu-more').click();
      await page.getByTestId('menu-delete').filter({ visible: true }).click();
      await page.getByTestId('menu-confirm').click();
      await expect(row).toHaveCount(0);
    },
  };
})();

/** The department roles (`/isystem/departRole`): the kit's list of the seeded 总公司's roles, chosen in the tree first. */
const departRoleSteps: ResourceSteps = (() => {
  const kit = kitSteps({
    prefix: 'depart-role',
    key: { filter: 'roleCode', cell: 'roleCode', value: (u) => `journey_dr_${u}` },
    add: (u) => [{ id: 'depart-role-roleName', value: `旅程部门角色${u}`.slice(0, 30) }, { id: 'depart-role-roleCode', value: `journey_dr_${u}` }],
    edit: { fields: () => [{ id: 'depart-role-description', value: '旅程改', as: 'textarea' }], cell: 'description', shows: () => '旅程改' },
    delete: true,
  });
  return {
    ...kit,
    async ready(page) {
      await page.getByTestId('depart-picker-name').getByText('总公司', { exact: true }).click();
      await kit.ready(page);
    },
  };
})();

/**
 * Report data sources: the e2e server has no DKP_SECRET_KEY, so a PostgreSQL source (whose URL
 * is sealed with it) cannot be added, and the built-in source is the only one of its kind. The
 * journey edits the seeded built-in source's description and puts it back.
 */
const reportSourceSteps: ResourceSteps = (() => {
  const kit = kitSteps({ prefix: 'report-source', key: { filter: 'code', cell: 'code', value: () => 'portal' } });
  const description = (page: Page) => page.getByTestId('report-source-description').locator('textarea');
  const describe = async (page: Page, row: Locator, text: string) => {
    await rowAction(row, 'report-source-edit');
    await expect(page.getByTestId('report-source-dialog')).toHaveAttribute('open', '');
    const before = await description(page).inputValue();
    await description(page).fill(text);
    await page.getByTestId('report-source-save').click();
    await expect(page.getByTestId('report-source-dialog')).not.toHaveAttribute('open', '');
    await expect(row.getByTestId('report-source-cell-description')).toHaveText(text);
    return before;
  };
  return {
    ...kit,
    // Its add form opens (and must fit a phone) even though this server cannot save a new source.
    addButton: 'report-source-add',
    editButton: 'report-source-edit',
    async edit(page, row, unique) {
      const before = await describe(page, row, `旅程改${unique}`);
      await describe(page, row, before);
      return row;
    },
  };
})();

/** Every back-office resource page of the kit's portal, in the order of the 系统管理 menu. */
export const BACK_OFFICE_RESOURCES: BackOfficeResource[] = [
  {
    name: 'users', path: '/isystem/user',
    menu: { cn: '用户管理', en: 'Users', tc: '用戶管理' }, label: { cn: '用户账号', en: 'Username', tc: '用戶賬號' },
    steps: kitSteps({
      prefix: 'user',
      key: { filter: 'username', cell: 'username', value: (u) => `jy_${u}` },
      add: (u) => [
        { id: 'user-username', value: `jy_${u}` }, { id: 'user-realname', value: `旅程用户${u}` },
        { id: 'user-password', value: PASSWORD }, { id: 'user-confirmPassword', value: PASSWORD }, { id: 'user-phone', value: mobileOf(u) },
      ],
      edit: { fields: (u) => [{ id: 'user-realname', value: `旅程改${u}` }], cell: 'realname', shows: (u) => `旅程改${u}` },
      export: true, delete: true,
    }),
  },
  {
    name: 'roles', path: '/isystem/role',
    menu: { cn: '角色管理', en: 'Roles', tc: '角色管理' }, label: { cn: '角色编码', en: 'Role code', tc: '角色編碼' },
    steps: kitSteps({
      prefix: 'role',
      key: { filter: 'roleCode', cell: 'roleCode', value: (u) => `journey_${u}` },
      add: (u) => [{ id: 'role-roleName', value: `旅程角色${u}` }, { id: 'role-roleCode', value: `journey_${u}` }],
      edit: { fields: (u) => [{ id: 'role-description', value: `旅程改${u}`, as: 'textarea' }], cell: 'description', shows: (u) => `旅程改${u}` },
      export: true, delete: true,
    }),
  },
  {
    name: 'departments', path: '/isystem/depart',
    menu: { cn: '部门管理', en: 'Departments', tc: '部門管理' }, label: { cn: '机构名称', en: 'Name', tc: '機構名稱' },
    steps: departmentSteps,
  },
  {
    name: 'department roles', path: '/isystem/departRole',
    menu: { cn: '部门角色', en: 'Department roles', tc: '部門角色' }, label: { cn: '部门角色编码', en: 'Role code', tc: '部門角色編碼' },
    steps: departRoleSteps,
  },
  {
    name: 'positions', path: '/isystem/position',
    menu: { cn: '职务管理', en: 'Positions', tc: '職務管理' }, label: { cn: '职务编码', en: 'Code', tc: '職務編碼' },
    steps: kitSteps({
      prefix: 'position',
      key: { filter: 'code', cell: 'code', value: (u) => `JY-${u}` },
      add: (u) => [{ id: 'position-code', value: `JY-${u}` }, { id: 'position-name', value: `旅程职务${u}` }, { id: 'position-postRank', value: '中级', as: 'select' }],
      edit: { fields: (u) => [{ id: 'position-name', value: `旅程改${u}` }], cell: 'name', shows: (u) => `旅程改${u}` },
      export: true, delete: true,
    }),
  },
  {
    name: 'menus', path: '/isystem/permission',
    menu: { cn: '菜单管理', en: 'Menus', tc: '選單管理' }, label: { cn: '菜单名称', en: 'Name', tc: '選單名稱' },
    steps: menuSteps,
  },
  {
    name: 'permission groups', path: '/isystem/permissionGroup',
    menu: { cn: '权限分组', en: 'Permission groups', tc: '權限分組' }, label: { cn: '分组编码', en: 'Code', tc: '分組編碼' },
    steps: kitSteps({
      prefix: 'permissionGroup',
      key: { filter: 'code', cell: 'code', value: (u) => `journey_${u}` },
      add: (u) => [{ id: 'permissionGroup-name', value: `旅程分组${u}` }, { id: 'permissionGroup-code', value: `journey_${u}` }],
      edit: { fields: (u) => [{ id: 'permissionGroup-description', value: `旅程改${u}`, as: 'textarea' }], cell: 'description', shows: (u) => `旅程改${u}` },
      delete: true,
    }),
  },
  {
    name: 'announcements', path: '/isystem/announcement',
    menu: { cn: '通告管理', en: 'Announcements', tc: '通告管理' }, label: { cn: '标题', en: 'Title', tc: '標題' },
    steps: kitSteps({
      prefix: 'announcement',
      key: { filter: 'titile', cell: 'titile', value: (u) => `旅程通告${u}` },
      add: (u) => [{ id: 'announcement-titile', value: `旅程通告${u}` }, { id: 'announcement-msgContent', value: '<p>旅程</p>', as: 'textarea' }],
      edit: { fields: (u) => [{ id: 'announcement-sender', value: `旅程发布人${u}` }], cell: 'sender', shows: (u) => `旅程发布人${u}` },
      delete: true,
    }),
  },
  {
    name: 'articles', path: '/isystem/article',
    menu: { cn: '文章管理', en: 'Articles', tc: '文章管理' }, label: { cn: '文章标题', en: 'Title', tc: '文章標題' },
    steps: kitSteps({
      prefix: 'article',
      key: { filter: 'title', cell: 'title', value: (u) => `旅程文章${u}` },
      // A knowledge article: its folder picked from the knowledge tree (the folder widget), which the server checks on save.
      add: (u) => [
        { id: 'article-title', value: `旅程文章${u}` }, { id: 'article-body', value: '旅程正文', as: 'richText' },
        { id: 'article-channel', value: '知识库', as: 'select' }, { id: 'article-folderId', value: '考勤制度', as: 'select' },
      ],
      edit: {
        fields: (u) => [{ id: 'article-category', value: `旅程分类${u}` }], cell: 'category', shows: (u) => `旅程分类${u}`,
        opens: [{ id: 'article-folderId', shows: '考勤制度' }],
      },
      export: true, delete: true,
    }),
  },
  {
    name: 'report sources', path: '/isystem/reportSource',
    menu: { cn: '数据源管理', en: 'Data sources', tc: '數據源管理' }, label: { cn: '编码', en: 'Code', tc: '編碼' },
    steps: reportSourceSteps,
  },
  {
    name: 'report designs', path: '/isystem/report',
    menu: { cn: '报表设计', en: 'Report design', tc: '報表設計' }, label: { cn: '编码', en: 'Code', tc: '編碼' },
    steps: kitSteps({
      prefix: 'report',
      key: { filter: 'code', cell: 'code', value: (u) => `journey_${u}` },
      add: (u) => [
        { id: 'report-code', value: `journey_${u}` }, { id: 'report-name', value: `旅程报表${u}` },
        { id: 'report-sourceId', value: '门户数据库 (内置)', as: 'select' }, { id: 'report-sqlText', value: REPORT_SQL, as: 'code' },
      ],
      edit: { fields: (u) => [{ id: 'report-name', value: `旅程改${u}` }], cell: 'name', shows: (u) => `旅程改${u}` },
      delete: true,
    }),
  },
  {
    name: 'push plans', path: '/isystem/pushPlan',
    menu: { cn: '推送计划', en: 'Push plans', tc: '推送計劃' }, label: { cn: '计划名称', en: 'Plan name', tc: '計劃名稱' },
    steps: kitSteps({
      prefix: 'push-plan',
      key: { filter: 'planName', cell: 'planName', value: (u) => `旅程计划${u}` },
      add: (u) => [{ id: 'push-plan-planName', value: `旅程计划${u}` }, { id: 'push-plan-cronExpression', value: '0 0 8 * * ?', as: 'cron' }],
      edit: { fields: (u) => [{ id: 'push-plan-description', value: `旅程改${u}`, as: 'textarea' }], cell: 'description', shows: (u) => `旅程改${u}` },
      delete: true,
    }),
  },
  {
    name: 'mail outbox', path: '/isystem/mailOutbox',
    menu: { cn: '邮件发件箱', en: 'Mail outbox', tc: '郵件發件箱' }, label: { cn: '收件人', en: 'To', tc: '收件人' },
    steps: kitSteps({ prefix: 'mail-outbox' }),
  },
  {
    name: 'tenants', path: '/isystem/tenant',
    menu: { cn: '租户管理', en: 'Tenants', tc: '租戶管理' }, label: { cn: '租户名称', en: 'Tenant name', tc: '租戶名稱' },
    steps: kitSteps({
      prefix: 'tenants',
      key: { filter: 'id', cell: 'id', value: tenantNumberOf },
      add: (u) => [
        { id: 'tenants-tenantNumber', value: tenantNumberOf(u) }, { id: 'tenants-name', value: `旅程租户${u}` },
        { id: 'tenants-username', value: `jyt_${u}` }, { id: 'tenants-password', value: PASSWORD }, { id: 'tenants-confirmPassword', value: PASSWORD },
        { id: 'tenants-realname', value: '旅程租户管理员' }, { id: 'tenants-phone', value: mobileOf(`${u}t`) },
      ],
      edit: { fields: (u) => [{ id: 'tenants-name', value: `旅程租户改${u}` }], cell: 'name', shows: (u) => `旅程租户改${u}` },
      delete: true,
    }),
  },
  {
    name: 'scheduled jobs', path: '/isystem/quartzJob',
    menu: { cn: '定时任务', en: 'Scheduled jobs', tc: '定時任務' }, label: { cn: '参数', en: 'Parameter', tc: '參數' },
    steps: kitSteps({
      prefix: 'job',
      key: { filter: 'description', cell: 'description', value: (u) => `旅程任务${u}` },
      add: (u) => [
        { id: 'job-kind', value: '演示任务（写一行日志）', as: 'select' }, { id: 'job-parameter', value: `journey ${u}` },
        { id: 'job-cronExpression', value: '0 0 2 * * ?', as: 'cron' }, { id: 'job-description', value: `旅程任务${u}` },
      ],
      edit: { fields: (u) => [{ id: 'job-parameter', value: `journey changed ${u}` }], cell: 'parameter', shows: (u) => `journey changed ${u}` },
      delete: true,
    }),
  },
  {
    name: 'system log', path: '/isystem/log',
    menu: { cn: '系统日志', en: 'Logs', tc: '系統日誌' }, label: { cn: '操作人账号', en: 'Account', tc: '操作人賬號' },
    steps: kitSteps({
      prefix: 'log',
      // A failed sign-in under an account of this run writes a login log line of its own.
      key: { filter: 'username', cell: 'username', value: (u) => `journey_${u}` },
      prepare: async (request, u) => {
        const res = await request.post('/api/sys/login', { data: { username: `journey_${u}`, password: 'Wrong#2026pass' } });
        expect(((await res.json()) as { success: boolean }).success).toBe(false);
      },
      export: true,
    }),
  },
  {
    name: 'SMS outbox', path: '/isystem/smsOutbox',
    menu: { cn: '短信发件箱', en: 'SMS outbox', tc: '短信發件箱' }, label: { cn: '手机号', en: 'Mobile number', tc: '手機號' },
    steps: kitSteps({ prefix: 'outbox' }),
  },
];
