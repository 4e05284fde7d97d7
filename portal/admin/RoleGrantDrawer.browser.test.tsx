import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import type { GrantTreeNode } from '../../shared/schemas/role-grants.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { answerApi, grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { RoleGrantDrawer } from './RoleGrantDrawer.tsx';
import { RoleListPage } from './RoleListPage.tsx';

const node = (key: string, title: string, children: GrantTreeNode[] = [], ruleFlag: 0 | 1 = 0): GrantTreeNode =>
  ({ key, title, slotTitle: title, isLeaf: children.length === 0, ruleFlag, menuType: children.length ? 1 : 2, children });
// 系统管理 ─ 角色管理 (data rules) ─ 新增角色
//          └ 用户管理 ─ 新增用户, 编辑用户
// 首页
const TREE = [
  node('sys', '系统管理', [node('role', '角色管理', [node('role:add', '新增角色')], 1), node('user', '用户管理', [node('user:add', '新增用户'), node('user:edit', '编辑用户')])]),
  node('home', '首页'),
];
const IDS = ['sys', 'role', 'role:add', 'user', 'user:add', 'user:edit', 'home'];
const RULES = [
  { id: 'r-a', permissionId: 'role', ruleName: '本部门', ruleColumn: 'orgCode', ruleConditions: 'eq', ruleValue: '#{sys_org_code}', status: '1' },
  { id: 'r-b', permissionId: 'role', ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: 'eq', ruleValue: '#{sys_user_code}', status: '1' },
];

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const rowOf = (key: string) => $(`[data-testid="role-grant-row"][data-key="${key}"]`);
const checkOf = (key: string) => rowOf(key)!.querySelector<HTMLElement & { checked: boolean; indeterminate: boolean }>('[data-testid="role-grant-check"]')!;
const shownKeys = () => [...document.querySelectorAll<HTMLElement>('[data-testid="role-grant-row"]')].map((row) => row.dataset.key);
/** Each shown node as key, then ✓ checked, ~ partial, or nothing. */
const look = () => shownKeys().map((key) => {
  const box = checkOf(key!);
  return `${key}${box.checked ? '✓' : box.indeterminate ? '~' : ''}`;
});
const click = (testId: string) => settle(() => $(`[data-testid="${testId}"]`)!.click());
const ids = (text: unknown) => String(text).split(',').filter(Boolean).sort();
const notes = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);

/** Renders the drawer of role r1, answering the tree, the role's grants (`granted`) and `more` calls. */
async function renderDrawer(granted: string[], more: (call: StubCall) => unknown = () => null) {
  const calls: StubCall[] = [];
  answerApi((call) => {
    calls.push(call);
    if (call.path === '/sys/role/queryTreeList') return { treeList: TREE, ids: IDS };
    if (call.path === '/sys/permission/queryRolePermission') return call.query.get('roleId') === 'r1' ? granted : [];
    return more(call);
  });
  const view = await render(<RoleGrantDrawer role={{ id: 'r1', roleName: '测试角色' }} onClose={() => undefined} />);
  await until(() => !!rowOf('home'));
  return { view, calls };
}

describe('RoleGrantDrawer (role authorisation)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(() => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('shows what the role has, checks one node at a time unlinked, and saves the set with what was loaded', async () => {
    const drawer = await renderDrawer(['home', 'sys', 'role']);
    view = drawer.view;
    expect($('[data-testid="role-grant-drawer"]')!.getAttribute('label')).to.equal('角色权限配置：测试角色');
    await until(() => $('[data-testid="role-grant-drawer"]')!.hasAttribute('open'));
    expect(look(), 'the first level is open; unlinked, each box shows its own grant').to.deep.equal(['sys✓', 'role✓', 'user', 'home✓']);
    expect(($('[data-testid="role-grant-linked"]') as HTMLElement & { checked: boolean }).checked).to.equal(false);

    await settle(() => checkOf('sys').click());
    await settle(() => checkOf('user').click());
    expect(look(), 'unlinked: neither children nor parents follow').to.deep.equal(['sys', 'role✓', 'user✓', 'home✓']);
    // A title without data rules is its box's label.
    await settle(() => rowOf('home')!.querySelector<HTMLElement>('[data-testid="role-grant-title"]')!.click());
    expect(look()).to.deep.equal(['sys', 'role✓', 'user✓', 'home']);

    await click('role-grant-save');
    await until(() => drawer.calls.some((c) => c.path === '/sys/permission/saveRolePermission'));
    const body = drawer.calls.find((c) => c.path === '/sys/permission/saveRolePermission')!.body as Record<string, string>;
    expect(body.roleId).to.equal('r1');
    expect(ids(body.permissionIds)).to.deep.equal(['role', 'user']);
    expect(ids(body.lastpermissionIds)).to.deep.equal(['home', 'role', 'sys']);
    await until(() => notes().includes('保存成功'));
    expect($('[data-testid="role-grant-drawer"]')!.hasAttribute('open'), '仅保存 keeps the drawer open').to.equal(true);

    // What was saved is the next save's base.
    await settle(() => checkOf('home').click());
    await click('role-grant-save');
    await until(() => drawer.calls.filter((c) => c.path === '/sys/permission/saveRolePermission').length === 2);
    const second = drawer.calls.filter((c) => c.path === '/sys/permission/saveRolePermission')[1]!.body as Record<string, string>;
    expect(ids(second.lastpermissionIds)).to.deep.equal(['role', 'user']);
  });

  it('linked: a node takes its subtree and ancestors along, shows partial parents; expand, collapse, check all and none', async () => {
    const drawer = await renderDrawer(['sys', 'role']);
    view = drawer.view;
    await click('role-grant-linked');
    await click('role-grant-expand-all');
    expect(look(), 'the same grant, read linked: role lacks its button').to.deep.equal(['sys~', 'role~', 'role:add', 'user', 'user:add', 'user:edit', 'home']);

    await settle(() => checkOf('user').click());
    expect(look()).to.deep.equal(['sys~', 'role~', 'role:add', 'user✓', 'user:add✓', 'user:edit✓', 'home']);
    await settle(() => checkOf('role').click());
    expect(look(), 'a partial node completes; then its parent is whole').to.deep.equal(['sys✓', 'role✓', 'role:add✓', 'user✓', 'user:add✓', 'user:edit✓', 'home']);
    await settle(() => checkOf('user:add').click());
    expect(look()).to.deep.equal(['sys~', 'role✓', 'role:add✓', 'user~', 'user:add', 'user:edit✓', 'home']);

    await click('role-grant-collapse-all');
    expect(shownKeys()).to.deep.equal(['sys', 'home']);
    await settle(() => rowOf('sys')!.querySelector<HTMLElement>('[data-testid="role-grant-caret"]')!.click());
    expect(shownKeys()).to.deep.equal(['sys', 'role', 'user', 'home']);

    await click('role-grant-check-all');
    expect(look()).to.deep.equal(['sys✓', 'role✓', 'user✓', 'home✓']);
    await click('role-grant-check-none');
    expect(look()).to.deep.equal(['sys', 'role', 'user', 'home']);

    // Linked, checking a button grants its page and directory too (the menu hides orphans).
    await click('role-grant-expand-all');
    await settle(() => checkOf('user:edit').click());
    await click('role-grant-save-close');
    await until(() => drawer.calls.some((c) => c.path === '/sys/permission/saveRolePermission'));
    const body = drawer.calls.find((c) => c.path === '/sys/permission/saveRolePermission')!.body as Record<string, string>;
    expect(ids(body.permissionIds)).to.deep.equal(['sys', 'user', 'user:edit']);
    expect(ids(body.lastpermissionIds)).to.deep.equal(['role', 'sys']);
    await until(() => !$('[data-testid="role-grant-drawer"]')!.hasAttribute('open'));
  });

  it('a refused save says why and keeps the drawer open', async () => {
    const drawer = await renderDrawer(['home'], (call) => (call.path === '/sys/permission/saveRolePermission' ? refuse(400, '权限不存在：x') : null));
    view = drawer.view;
    await settle(() => checkOf('sys').click());
    await click('role-grant-save-close');
    await until(() => notes().includes('保存失败：权限不存在：x'));
    expect($('[data-testid="role-grant-drawer"]')!.hasAttribute('open')).to.equal(true);
  });

  it('a menu with data rules opens them: the role\'s are checked, and saving sends the chosen ones or shows the refusal', async () => {
    let refuseRules = true;
    const drawer = await renderDrawer(['sys', 'role'], (call) => {
      if (call.path === '/sys/role/queryDataRule/role/r1') return { datarule: RULES, drChecked: 'r-a' };
      if (call.path === '/sys/role/saveDataRule') return refuseRules ? refuse(400, '请先保存角色菜单权限!') : null;
      return null;
    });
    view = drawer.view;
    expect(rowOf('role')!.querySelector('[data-testid="role-grant-rule-mark"]')!.textContent).to.equal('数据规则');
    expect(rowOf('user')!.querySelector('[data-testid="role-grant-rule-mark"]')).to.equal(null);

    await settle(() => rowOf('role')!.querySelector<HTMLElement>('[data-testid="role-grant-title"]')!.click());
    expect(checkOf('role').checked, 'the title of a menu with rules opens them instead of toggling').to.equal(true);
    await until(() => document.querySelectorAll('[data-testid="role-rule-check"]').length === 2);
    expect($('[data-testid="role-rule-drawer"]')!.getAttribute('label')).to.equal('数据规则：角色管理');
    const boxes = () => [...document.querySelectorAll<HTMLElement & { checked: boolean }>('[data-testid="role-rule-check"]')];
    expect(boxes().map((b) => [b.textContent, b.checked])).to.deep.equal([
      ['本部门orgCode eq #{sys_org_code}', true], ['本人创建createBy eq #{sys_user_code}', false],
    ]);
    await settle(() => boxes()[1]!.click());
    await click('role-rule-save');
    await until(() => $('[data-testid="role-rule-refusal"]')?.textContent === '请先保存角色菜单权限!');
    expect($('[data-testid="role-rule-drawer"]')!.hasAttribute('open')).to.equal(true);

    refuseRules = false;
    await click('role-rule-save');
    await until(() => !$('[data-testid="role-rule-drawer"]'));
    const saves = drawer.calls.filter((c) => c.path === '/sys/role/saveDataRule').map((c) => c.body as Record<string, string>);
    expect(saves.map((b) => [b.roleId, b.permissionId, ids(b.dataRuleIds).join(',')])).to.deep.equal([['r1', 'role', 'r-a,r-b'], ['r1', 'role', 'r-a,r-b']]);
    expect(notes()).to.include('保存成功');
    expect($('[data-testid="role-grant-drawer"]')!.hasAttribute('open'), 'the authorisation drawer stays').to.equal(true);
  });
});

describe('RoleListPage', () => {
  let view: Rendered | undefined;
  const META = testMeta('menu-sys-role', 'RoleList', ['角色管理', 'Roles', '角色管理']);
  const role = (id: string, roleCode: string, roleName: string) => ({ id, roleCode, roleName, description: '', createTime: new Date(2026, 0, 1).toISOString() });
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  async function renderPage(actions: string[]) {
    await signInWithPage('/isystem/role', META, actions.map((a) => grant(`system:role:${a}`)), (call) => {
      if (call.path === '/sys/role/list') return { records: [role('r-admin', 'admin', '管理员'), role('r1', 'staff', '员工')], total: 2 };
      if (call.path === '/sys/role/queryTreeList') return { treeList: TREE, ids: IDS };
      if (call.path === '/sys/permission/queryRolePermission') return [];
      return null;
    });
    view = await render(<RoleListPage meta={META} />);
    await until(() => view!.host.querySelectorAll('[data-testid="role-row"]').length === 2);
    return [...view.host.querySelectorAll<HTMLElement>('[data-testid="role-row"]')];
  }

  it('the administrator role has no delete; 授权 opens the drawer of its row', async () => {
    const [admin, staff] = await renderPage(['list', 'add', 'edit', 'delete', 'authorize']);
    expect(admin!.querySelector('[data-testid="role-delete"]'), 'the administrator role cannot be deleted').to.equal(null);
    expect(staff!.querySelector('[data-testid="role-delete"]')).not.to.equal(null);
    expect([admin, staff].map((row) => row!.querySelector('[data-testid="role-authorize"]')?.textContent)).to.deep.equal(['授权', '授权']);
    await settle(() => staff!.querySelector<HTMLElement>('[data-testid="role-authorize"]')!.click());
    await until(() => !!rowOf('home'));
    expect($('[data-testid="role-grant-drawer"]')!.getAttribute('label')).to.equal('角色权限配置：员工');
  });

  // Moved from the e2e test 'the authorisation drawer speaks en and tc' (issue 23). The tree's titles
  // are the server's, in the request's language (role-grants.test.ts 'answers the same tree…').
  const SPOKEN = {
    en: { authorise: 'Authorise', drawer: 'Role permissions: 员工', tools: ['Expand all', 'Collapse all', 'Check all', 'Check none'], save: 'Save and close' },
    tc: { authorise: '授權', drawer: '角色權限配置：员工', tools: ['展開全部', '摺疊全部', '選擇全部', '取消選擇'], save: '保存並關閉' },
  } as const;
  for (const locale of ['en', 'tc'] as const) {
    it(`the authorisation drawer speaks ${locale}: 授权, its title, tools and buttons`, async () => {
      const t = SPOKEN[locale];
      startLocalization();
      await settle(() => $locale.set(locale));
      await until(() => $loadedLocale.get() === locale);
      try {
        const [, staff] = await renderPage(['list', 'authorize']);
        const authorise = staff!.querySelector<HTMLElement>('[data-testid="role-authorize"]')!;
        expect(authorise.textContent).to.equal(t.authorise);
        await settle(() => authorise.click());
        await until(() => !!rowOf('home'));
        expect($('[data-testid="role-grant-drawer"]')!.getAttribute('label')).to.equal(t.drawer);
        expect(['expand-all', 'collapse-all', 'check-all', 'check-none'].map((id) => $(`[data-testid="role-grant-${id}"]`)!.textContent!.trim())).to.deep.equal([...t.tools]);
        expect($('[data-testid="role-grant-save-close"]')!.textContent!.trim()).to.equal(t.save);
      } finally {
        await settle(() => $locale.set('cn'));
        await until(() => $loadedLocale.get() === 'cn');
      }
    });
  }

  it('授权 needs its permission', async () => {
    const [admin] = await renderPage(['list', 'edit']);
    expect(admin!.querySelector('[data-testid="role-authorize"]')).to.equal(null);
    expect(admin!.querySelector('[data-testid="role-edit"]')).not.to.equal(null);
  });
});
