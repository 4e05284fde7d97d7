import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { DepartRoleListPage } from './DepartRoleListPage.tsx';

const META = testMeta('menu-sys-depart-role', 'DepartRoleList', ['部门角色', 'Department roles', '部門角色']);
const ROLES = ['list', 'add', 'edit', 'delete'].map((a) => grant(`system:departRole:${a}`));
const ALL = [...ROLES, grant('system:depart:list')];
const ORDINARY = '普通员工暂无此权限';

const depart = (id: string, name: string, parentId: string | null, isLeaf: boolean) => ({
  id, parentId, departName: name, orgCode: id, orgType: '2', phone: '', email: '', fax: '', address: '', memo: '', sortNo: 0,
  createTime: '2026-01-01T00:00:00.000Z', key: id, value: id, title: name, pid: parentId, isLeaf,
});
const role = (id: string, departId: string) => ({ id, departId, roleName: `角色 ${id}`, roleCode: `code_${id}`, description: '', createTime: '2026-01-02T03:04:05.000Z' });
const GRANTABLE = {
  treeList: [{ key: 'user', title: '用户管理', titleEN: 'Users', titleTC: '用戶管理', icon: '', parentId: null, menuType: 1, isLeaf: false, children: [
    { key: 'user:add', title: '新增用户', titleEN: 'Add user', titleTC: '新增用戶', icon: '', parentId: 'user', menuType: 2, isLeaf: true },
  ] }],
  ids: ['user', 'user:add'],
};

const byTestId = <T extends HTMLElement = HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`[data-testid="${id}"]`);
const all = (view: Rendered, id: string) => [...view.host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
const type = (view: Rendered, id: string, value: string) => settle(() => fire(byTestId(view.host, id)!, 'sl-input', value));
const choose = (view: Rendered, id: string) => settle(() => view.host.querySelector<HTMLElement>(`[data-testid="depart-picker-item"][data-id="${id}"] [data-testid="depart-picker-name"]`)!.click());

async function renderPage(auth: PermissionEntry[] = ALL, answer: (call: StubCall) => unknown = () => undefined) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/departRole', META, auth, (call) => {
    calls.push(call);
    const special = answer(call);
    if (special !== undefined) return special;
    switch (call.path) {
      case '/sys/sysDepart/queryDepartTreeSync': return call.query.get('pid') === 'hq' ? [depart('it', '信息技术部', 'hq', true)] : [depart('hq', '总公司', null, false)];
      case '/sys/sysDepart/queryMyDeptTreeList': return [{ ...depart('mk', '市场部', null, true), children: [] }];
      case '/sys/sysDepartRole/list': {
        const departId = call.query.get('departId')!;
        return { records: departId === 'hq' ? [role('r1', 'hq'), role('r2', 'hq')] : [], total: departId === 'hq' ? 2 : 0 };
      }
      case '/sys/sysDepartRole/add': return role('r3', 'it');
      case '/sys/sysDepartPermission/queryTreeListForDeptRole': return GRANTABLE;
      case '/sys/sysDepartPermission/queryDeptRolePermission': return ['user'];
      default: return null;
    }
  });
  const view = await render(<DepartRoleListPage meta={META} />);
  await until(() => all(view, 'depart-picker-item').length > 0);
  return { view, calls };
}

const lists = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/sysDepartRole/list').map((c) => `${c.query.get('departId')}/${c.query.get('roleName') ?? ''}`);

describe('DepartRoleListPage', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it("lists a chosen department's roles, keeps it through the query bar, and adds a role to it", async () => {
    const page = await renderPage();
    view = page.view;
    expect(byTestId(view.host, 'depart-role-choose')!.textContent).to.equal('请先选择一个部门');
    expect(lists(page.calls), 'nothing is listed before a department is chosen').to.deep.equal([]);

    await choose(view, 'hq');
    await until(() => all(view!, 'depart-role-row').length === 2);
    expect(byTestId(view.host, 'depart-role-title')!.textContent).to.equal('总公司 的部门角色');
    expect(view.host.querySelector('[data-testid="depart-picker-item"][data-id="hq"] button[aria-current="true"]')).to.not.equal(null);
    expect(byTestId(view.host, 'depart-role-filter-departId'), 'the department is chosen in the tree, not typed').to.equal(null);
    await type(view, 'depart-role-filter-roleName', '经理');
    await settle(() => byTestId(view!.host, 'depart-role-search')!.click());
    await settle(() => byTestId(view!.host, 'depart-role-reset')!.click());
    await until(() => lists(page.calls).length === 3);
    expect(lists(page.calls)).to.deep.equal(['hq/', 'hq/经理', 'hq/']);

    await settle(() => byTestId(view!.host.querySelector('[data-id="hq"]')!, 'tree-caret')!.click());
    await until(() => all(view!, 'depart-picker-item').length === 2);
    await choose(view, 'it');
    await until(() => !!byTestId(view!.host, 'depart-role-empty'));
    expect(lists(page.calls).at(-1)).to.equal('it/');

    await settle(() => byTestId(view!.host, 'depart-role-add')!.click());
    await settle(() => byTestId(view!.host, 'depart-role-save')!.click());
    expect(byTestId(view.host, 'depart-role-roleName-error')!.textContent).to.equal('请输入部门角色名称');
    await type(view, 'depart-role-roleName', '管');
    await type(view, 'depart-role-roleCode', '经理');
    await settle(() => byTestId(view!.host, 'depart-role-save')!.click());
    expect(byTestId(view.host, 'depart-role-roleName-error')!.textContent).to.equal('最小长度2位字符');
    expect(byTestId(view.host, 'depart-role-roleCode-error')!.textContent).to.equal('不能输入中文');
    await type(view, 'depart-role-roleName', '运维管理员');
    await type(view, 'depart-role-roleCode', 'ops admin');
    await settle(() => byTestId(view!.host, 'depart-role-save')!.click());
    expect(byTestId(view.host, 'depart-role-roleCode-error')!.textContent).to.equal('只允许字母、数字、下划线、短横线、冒号和点');
    await type(view, 'depart-role-roleCode', 'ops_admin');
    await settle(() => byTestId(view!.host, 'depart-role-save')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/sysDepartRole/add'));
    expect(page.calls.find((c) => c.path === '/sys/sysDepartRole/add')!.body).to.deep.equal({
      departId: 'it', roleName: '运维管理员', roleCode: 'ops_admin', description: '',
    });
  });

  it("authorises a role within its department's permissions", async () => {
    const page = await renderPage();
    view = page.view;
    await choose(view, 'hq');
    await until(() => all(view!, 'depart-role-row').length === 2);
    await settle(() => byTestId(all(view!, 'depart-role-row')[0]!, 'depart-role-grant')!.click());
    await until(() => !!byTestId(view!.host, 'depart-role-grant-drawer-tree-row'));
    const drawer = byTestId(view.host, 'depart-role-grant-drawer')!;
    expect(drawer.getAttribute('label')).to.equal('角色授权：角色 r1');
    expect(page.calls.find((c) => c.path === '/sys/sysDepartPermission/queryTreeListForDeptRole')!.query.get('departId')).to.equal('hq');
    expect(page.calls.find((c) => c.path === '/sys/sysDepartPermission/queryDeptRolePermission')!.query.get('roleId')).to.equal('r1');
    expect(document.querySelectorAll('sl-alert[data-testid="notification"]').length, 'opening says nothing').to.equal(0);
    await settle(() => byTestId(drawer, 'depart-role-grant-drawer-check-all')!.click());
    await settle(() => byTestId(drawer, 'depart-role-grant-drawer-save')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/sysDepartPermission/saveDeptRolePermission'));
    expect(page.calls.find((c) => c.path === '/sys/sysDepartPermission/saveDeptRolePermission')!.body).to.deep.equal({
      roleId: 'r1', permissionIds: 'user,user:add', lastpermissionIds: 'user',
    });
  });

  it("shows the server's word to someone who may not grant in the department", async () => {
    const page = await renderPage(ALL, (call) => (call.path.startsWith('/sys/sysDepartPermission/') ? refuse(403, ORDINARY) : undefined));
    view = page.view;
    await choose(view, 'hq');
    await until(() => all(view!, 'depart-role-row').length === 2);
    await settle(() => byTestId(all(view!, 'depart-role-row')[1]!, 'depart-role-grant')!.click());
    await until(() => !!byTestId(view!.host, 'depart-role-grant-drawer-failure'));
    expect(byTestId(view.host, 'depart-role-grant-drawer-failure')!.textContent).to.equal(ORDINARY);
    expect(byTestId<HTMLElement & { disabled: boolean }>(view.host, 'depart-role-grant-drawer-save')!.disabled).to.equal(true);
  });

  it('without the department list, offers the caller\'s own departments', async () => {
    const page = await renderPage(ROLES);
    view = page.view;
    expect(all(view, 'depart-picker-name').map((b) => b.textContent)).to.deep.equal(['市场部']);
    expect(page.calls.some((c) => c.path === '/sys/sysDepart/queryDepartTreeSync')).to.equal(false);
  });
});
