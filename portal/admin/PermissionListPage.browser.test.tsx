import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { PermissionListPage } from './PermissionListPage.tsx';

const META = testMeta('menu-sys-permission', 'PermissionList', ['菜单管理', 'Menus', '選單管理']);
const ALL = ['list', 'add', 'edit', 'delete', 'rule'].map((a) => grant(`system:permission:${a}`));
const base = { nameEn: '', nameTc: '', category: 'portal', component: '', componentName: '', redirect: '', icon: '', sortNo: 1, hidden: false,
  isRoute: true, alwaysShow: false, keepAlive: false, internalOrExternal: false, perms: '', permsType: '1', status: '1', permissionGroup: null,
  createTime: '2026-01-01T00:00:00.000Z' };
const SYSTEM = { ...base, id: 'sys', parentId: null, name: '系统管理', menuType: 0, url: '/isystem', hasChildren: true };
const POSITIONS = { ...base, id: 'pos', parentId: 'sys', name: '职务管理', menuType: 1, url: '/isystem/position', component: 'PositionList',
  componentName: 'PositionList', redirect: '/keep', keepAlive: true, hasChildren: false };
const RULE = { id: 'r1', permissionId: 'pos', ruleName: '本部门', ruleColumn: 'code', ruleConditions: 'eq', ruleValue: '#{sys_org_code}', status: '1' };
const TAKEN = '授权标识已存在!';
const SERVER_TAKEN = '该值不可用，系统中已存在！';

type Field = HTMLElement & { value: string };
const inDoc = <T extends HTMLElement = Field>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`);
const shownFields = () => [...document.querySelectorAll<HTMLElement>('[data-testid="menu-form"] .kit-field')].map((f) => f.dataset.field);
const errorOf = (key: string) => inDoc(`menu-${key}-error`)?.textContent ?? null;
const labelOf = (key: string) => inDoc<HTMLElement & { label: string }>(`menu-${key}`)!.label;
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
const choose = (id: string, value: string) => settle(() => fire(inDoc(id)!, 'sl-change', value));
const type = (id: string, value: string) => settle(() => fire(inDoc(id)!, 'sl-input', value));
const click = (id: string, within: ParentNode = document) => settle(() => within.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click());
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="tree-row"][data-id="${id}"]`);
const writes = (calls: StubCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

/** Renders the menu page over a stubbed server; perms starting with 'TAKEN' are taken. */
async function renderPage() {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/permission', META, ALL, (call) => {
    calls.push(call);
    if (call.path === '/sys/permission/getSystemSubmenu') return call.query.get('parentId') === 'sys' ? [POSITIONS] : [SYSTEM];
    if (call.path === '/sys/permission/list') return [{ ...SYSTEM, leaf: false, children: [{ ...POSITIONS, leaf: true }] }];
    if (call.path === '/sys/permissionGroup/list') return { records: [{ id: 'g1', name: '系统', code: 'sys', description: '', createTime: '' }], total: 1 };
    if (call.path === '/sys/duplicate/check') return call.query.get('fieldVal')!.startsWith('TAKEN') ? refuse(200, SERVER_TAKEN) : null;
    if (call.path === '/sys/permission/getPermRuleListByPermId') return [RULE];
    if (call.path.endsWith('PermissionRule')) return RULE;
    return POSITIONS;
  });
  const view = await render(<PermissionListPage meta={META} />);
  await until(() => rowOf(view, 'sys') !== null);
  return { view, calls };
}

describe('PermissionListPage (menus, their form and data rules)', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('shows the fields of the menu type: a first-level menu, a submenu, a button, an external link', async () => {
    view = (await renderPage()).view;
    await click('menu-add');
    expect(inDoc('menu-dialog')!.getAttribute('label')).to.equal('新增菜单');
    expect(shownFields()).to.deep.equal(['menuType', 'category', 'name', 'nameEn', 'nameTc', 'url', 'component', 'componentName', 'icon', 'sortNo', 'permissionGroup', 'isRoute', 'hidden']);
    expect(labelOf('url')).to.equal('菜单路径');

    await choose('menu-menuType', '1');
    expect(shownFields()).to.include('parentId');
    await until(() => inDoc('menu-parentId')!.querySelectorAll('sl-option').length === 2);
    expect([...inDoc('menu-parentId')!.querySelectorAll('sl-option')].map((o) => o.textContent)).to.deep.equal(['系统管理', '\u3000职务管理']);

    await choose('menu-category', 'dataService');
    expect(shownFields()).to.not.include('component');
    expect(labelOf('url'), 'an external link has an address').to.equal('访问地址');

    await choose('menu-menuType', '2');
    expect(shownFields()).to.deep.equal(['menuType', 'name', 'nameEn', 'nameTc', 'parentId', 'perms', 'permsType', 'status', 'sortNo', 'permissionGroup']);
  });

  it('checks the rules of each type before saving: required fields, routes, http(s) URLs, a unique authorisation identifier', async () => {
    const { view: v, calls } = await renderPage();
    view = v;
    await click('menu-add');
    await click('menu-save');
    expect([errorOf('name'), errorOf('url')]).to.deep.equal(['请输入菜单名称', '请输入菜单路径']);
    await type('menu-url', 'isystem/x');
    await click('menu-save');
    expect(errorOf('url')).to.equal('菜单路径须以 / 开头');
    await choose('menu-category', 'link');
    await type('menu-url', 'javascript:alert(1)');
    await click('menu-save');
    expect(errorOf('url')).to.equal('请输入以 http:// 或 https:// 开头的网址');

    await choose('menu-menuType', '2');
    await type('menu-name', '新增按钮');
    await click('menu-save');
    expect([errorOf('parentId'), errorOf('perms')]).to.deep.equal(['请选择上级菜单', '请输入授权标识']);
    await choose('menu-parentId', 'pos');
    await type('menu-perms', 'TAKEN:add');
    await settle(() => fire(inDoc('menu-perms')!, 'sl-blur'));
    await until(() => errorOf('perms') === TAKEN);
    await click('menu-save');
    await until(() => calls.filter((c) => c.path === '/sys/duplicate/check').length === 2);
    expect(errorOf('perms')).to.equal(TAKEN);
    expect(calls.some((c) => c.method === 'POST'), 'nothing is saved').to.equal(false);
    const asked = calls.find((c) => c.path === '/sys/duplicate/check')!.query;
    expect([asked.get('tableName'), asked.get('fieldName')]).to.deep.equal(['sys_permission', 'perms']);

    await type('menu-perms', ' position:audit ');
    await click('menu-save');
    await until(() => writes(calls, '/sys/permission/add').length === 1);
    expect(writes(calls, '/sys/permission/add')[0]).to.include({ menuType: 2, parentId: 'pos', perms: 'position:audit', url: '', name: '新增按钮', permsType: '1', status: '1' });
  });

  it('adds a child under its parent, and an edit keeps what the form does not show', async () => {
    const { view: v, calls } = await renderPage();
    view = v;
    await click('menu-add-child', rowOf(view, 'sys')!);
    expect(inDoc<Field>('menu-menuType')!.value, 'under a first-level menu: a submenu').to.equal('1');
    await until(() => inDoc('menu-parentId')!.querySelectorAll('sl-option').length === 2);
    // The parent is chosen once the choices came.
    await until(() => inDoc<Field>('menu-parentId')!.value === 'sys');
    await click('menu-cancel');

    await settle(() => rowOf(view!, 'sys')!.querySelector<HTMLElement>('[data-testid="tree-caret"]')!.click());
    await until(() => rowOf(view!, 'pos') !== null);
    await click('menu-edit', rowOf(view, 'pos')!);
    expect(inDoc('menu-dialog')!.getAttribute('label')).to.equal('编辑菜单');
    await type('menu-nameEn', 'Positions');
    await click('menu-save');
    await until(() => writes(calls, '/sys/permission/edit').length === 1);
    expect(writes(calls, '/sys/permission/edit')[0]).to.include({
      id: 'pos', nameEn: 'Positions', menuType: 1, parentId: 'sys', redirect: '/keep', keepAlive: true, componentName: 'PositionList',
    });
  });

  it('lists, adds and deletes the data rules of a menu, offering its page\'s fields and the variables', async () => {
    const { view: v, calls } = await renderPage();
    view = v;
    await settle(() => rowOf(view!, 'sys')!.querySelector<HTMLElement>('[data-testid="tree-caret"]')!.click());
    await until(() => rowOf(view!, 'pos') !== null);
    await click('menu-rules', rowOf(view, 'pos')!);
    await until(() => document.querySelectorAll('[data-testid="rule-row"]').length === 1);
    expect(inDoc('rule-drawer')!.getAttribute('label')).to.equal('数据规则：职务管理');
    expect(calls.find((c) => c.path === '/sys/permission/getPermRuleListByPermId')!.query.get('permissionId')).to.equal('pos');
    expect(document.querySelector('[data-testid="rule-row"]')!.textContent).to.contain('本部门').and.contain('等于').and.contain('#{sys_org_code}');

    await click('rule-add');
    await click('rule-save');
    expect(['ruleName', 'ruleColumn', 'ruleValue'].map((k) => inDoc(`rule-${k}-error`)?.textContent)).to.deep.equal(['请输入规则名称', '请选择规则字段', '请输入规则值']);
    const columns = [...inDoc('rule-ruleColumn')!.querySelectorAll('sl-option')].map((o) => o.getAttribute('value'));
    expect(columns, 'the fields of the positions resource').to.include.members(['code', 'name', 'postRank']);
    await type('rule-ruleName', '本人创建');
    await choose('rule-ruleColumn', 'code');
    await choose('rule-ruleConditions', 'ne');
    await click('rule-variable', document.querySelector('[data-testid="rule-variables"]')!);
    expect(inDoc<Field>('rule-ruleValue')!.value).to.equal('#{sys_user_id}');
    const reads = calls.filter((c) => c.path === '/sys/permission/getPermRuleListByPermId').length;
    await click('rule-save');
    await until(() => writes(calls, '/sys/permission/addPermissionRule').length === 1);
    expect(writes(calls, '/sys/permission/addPermissionRule')[0]).to.deep.equal({
      permissionId: 'pos', ruleName: '本人创建', ruleColumn: 'code', ruleConditions: 'ne', ruleValue: '#{sys_user_id}', status: '1',
    });
    await until(() => calls.filter((c) => c.path === '/sys/permission/getPermRuleListByPermId').length === reads + 1);

    await click('rule-delete');
    expect(inDoc('rule-confirm-text')!.textContent).to.equal('确定删除此记录吗？');
    await click('rule-confirm');
    await until(() => calls.some((c) => c.path === '/sys/permission/deletePermissionRule'));
    expect(calls.find((c) => c.path === '/sys/permission/deletePermissionRule')!.query.get('id')).to.equal('r1');
  });
});
