import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { DepartListPage } from './DepartListPage.tsx';

const META = testMeta('menu-sys-depart', 'DepartList', ['部门管理', 'Departments', '部門管理']);
const ALL = ['list', 'add', 'edit', 'delete', 'authorize'].map((a) => grant(`system:depart:${a}`));
const ORG_TYPES = [['1', '公司'], ['2', '部门'], ['3', '岗位']].map(([value, text]) => ({ value, text, title: text, label: text }));

const depart = (id: string, name: string, orgCode: string, parentId: string | null, isLeaf: boolean) => ({
  id, parentId, departName: name, orgCode, orgType: parentId ? '2' : '1', phone: '', email: '', fax: '', address: '', memo: '', sortNo: 0,
  createTime: '2026-01-01T00:00:00.000Z', key: id, value: id, title: name, pid: parentId, isLeaf,
});
const HEAD = depart('hq', '总公司', 'A01', null, false);
const IT = depart('it', '信息技术部', 'A01A01', 'hq', true);
// system > user > [user:add]; home
const MENUS = {
  treeList: [
    { key: 'system', title: '系统管理', slotTitle: '系统管理', isLeaf: false, ruleFlag: 0, menuType: 0, children: [
      { key: 'user', title: '用户管理', slotTitle: '用户管理', isLeaf: false, ruleFlag: 0, menuType: 1, children: [
        { key: 'user:add', title: '新增用户', slotTitle: '新增用户', isLeaf: true, ruleFlag: 0, menuType: 2, children: [] },
      ] },
    ] },
    { key: 'home', title: '首页', slotTitle: '首页', isLeaf: true, ruleFlag: 0, menuType: 0, children: [] },
  ],
  ids: ['system', 'user', 'user:add', 'home'],
};

const byTestId = <T extends HTMLElement = HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`[data-testid="${id}"]`);
const names = (view: Rendered) => [...view.host.querySelectorAll('[data-testid="tree-row"]')].map((row) => `${'  '.repeat(Number((row as HTMLElement).dataset.depth))}${row.querySelector('[data-testid="org-cell-departName"]')!.textContent}`);
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="tree-row"][data-id="${id}"]`)!;
const notes = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);
const isOpen = (view: Rendered, id: string) => byTestId(view.host, id)!.hasAttribute('open');
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
const type = (view: Rendered, id: string, value: string) => settle(() => fire(byTestId(view.host, id)!, 'sl-input', value));

interface Setup {
  auth?: PermissionEntry[];
  /** Answers one call before the default answers; `undefined` lets them answer. */
  answer?: (call: StubCall) => unknown;
}

async function renderPage({ auth = ALL, answer }: Setup = {}) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/depart', META, auth, (call) => {
    calls.push(call);
    const special = answer?.(call);
    if (special !== undefined) return special;
    switch (call.path) {
      case '/sys/dict/getDictItems/org_type': return ORG_TYPES;
      case '/sys/sysDepart/queryDepartTreeSync': return call.query.get('pid') === 'hq' ? [IT] : call.query.has('pid') ? [] : [HEAD];
      case '/sys/sysDepart/searchBy': return [IT];
      case '/sys/sysDepart/queryIdTree': return [{ ...HEAD, children: [{ ...IT, children: [] }] }];
      case '/sys/sysDepart/queryHeads': return ['u2'];
      case '/sys/user/queryUserByDepId': return [{ id: 'u1', username: 'zhangsan', realname: '张三' }, { id: 'u2', username: 'lisi', realname: '李四' }];
      case '/sys/permission/queryTreeList': return MENUS;
      case '/sys/permission/queryDepartPermission': return ['home'];
      case '/sys/sysDepart/add': return { ...IT, id: 'new' };
      case '/sys/sysDepart/edit': return IT;
      default: return null;
    }
  });
  const view = await render(<DepartListPage meta={META} />);
  await until(() => names(view).length > 0);
  return { view, calls };
}

const levels = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/sysDepart/queryDepartTreeSync').map((c) => c.query.get('pid') ?? '');

describe('DepartListPage', () => {
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

  it('loads the tree a level at a time, and searches by name', async () => {
    const page = await renderPage();
    view = page.view;
    expect(names(view)).to.deep.equal(['总公司']);
    expect(rowOf(view, 'hq').textContent).to.contain('A01').and.contain('公司');
    await settle(() => byTestId(rowOf(view!, 'hq'), 'tree-caret')!.click());
    await until(() => names(view!).length === 2);
    expect(names(view)).to.deep.equal(['总公司', '  信息技术部']);
    expect(levels(page.calls)).to.deep.equal(['', 'hq']);

    await type(view, 'org-keyword', ' 技术 ');
    await settle(() => byTestId(view!.host, 'org-search')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/sysDepart/searchBy'));
    expect(page.calls.find((c) => c.path === '/sys/sysDepart/searchBy')!.query.get('keyWord')).to.equal('技术');
    await until(() => names(view!).join() === '信息技术部');
    await settle(() => byTestId(view!.host, 'org-reset')!.click());
    await until(() => names(view!).join() === '总公司');
  });

  it('adds a child under its parent: rules first, then the add, then the tree reads again', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(rowOf(view!, 'hq'), 'org-add-child')!.click());
    await until(() => isOpen(view!, 'org-dialog'));
    expect(byTestId(view.host, 'org-dialog')!.getAttribute('label')).to.equal('新增部门');
    expect(byTestId(view.host, 'org-orgCode'), 'no code before the server gives one').to.equal(null);
    expect(byTestId(view.host, 'org-heads'), 'no heads before there are members').to.equal(null);
    await until(() => (byTestId<HTMLElement & { value: string }>(view!.host, 'org-parentId')!.value === 'hq'));

    await type(view, 'org-phone', '12345');
    await type(view, 'org-fax', '12345');
    await type(view, 'org-email', 'nobody');
    await settle(() => byTestId(view!.host, 'org-save')!.click());
    expect(byTestId(view.host, 'org-departName-error')!.textContent).to.equal('请输入机构名称');
    expect(byTestId(view.host, 'org-phone-error')!.textContent).to.equal('电话号码格式不正确！');
    expect(byTestId(view.host, 'org-fax-error')!.textContent).to.equal('传真号码格式不正确！');
    expect(byTestId(view.host, 'org-email-error')!.textContent).to.equal('邮箱格式不正确');
    expect(page.calls.some((c) => c.path === '/sys/sysDepart/add')).to.equal(false);

    await type(view, 'org-departName', ' 运维部 ');
    await type(view, 'org-phone', '010-12345678');
    await type(view, 'org-fax', '');
    await type(view, 'org-email', 'ops@example.com');
    const asked = levels(page.calls).length;
    await settle(() => byTestId(view!.host, 'org-save')!.click());
    await until(() => !isOpen(view!, 'org-dialog'));
    const add = page.calls.find((c) => c.path === '/sys/sysDepart/add')!;
    expect(add.body).to.deep.equal({
      departName: '运维部', parentId: 'hq', orgType: '2', phone: '010-12345678', fax: '', email: 'ops@example.com', address: '', memo: '', sortNo: 0,
    });
    await until(() => levels(page.calls).length > asked);
    expect(notes()).to.include('保存成功');
  });

  it('edits: the code read-only, the heads among the members, saved beside the department', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(rowOf(view!, 'hq'), 'tree-caret')!.click());
    await until(() => names(view!).length === 2);
    await settle(() => byTestId(rowOf(view!, 'it'), 'org-edit')!.click());
    await until(() => isOpen(view!, 'org-dialog'));
    const code = byTestId<HTMLElement & { value: string; readonly: boolean }>(view.host, 'org-orgCode')!;
    expect(code.value).to.equal('A01A01');
    expect(code.readonly).to.equal(true);
    const heads = byTestId<HTMLElement & { value: string[] }>(view.host, 'org-heads')!;
    await until(() => heads.querySelectorAll('sl-option').length === 2);
    // The heads come with the members: the select shows them once its options are there.
    await until(() => JSON.stringify(heads.value) === '["u2"]');
    expect(page.calls.find((c) => c.path === '/sys/user/queryUserByDepId')!.query.get('id')).to.equal('it');
    // The parent choices leave out the department itself.
    await until(() => byTestId(view!.host, 'org-parentId')!.querySelectorAll('sl-option').length === 1);

    await settle(() => fire(heads, 'sl-change', ['u1', 'u2']));
    await type(view, 'org-departName', '信息部');
    await settle(() => byTestId(view!.host, 'org-save')!.click());
    await until(() => !isOpen(view!, 'org-dialog'));
    const edit = page.calls.find((c) => c.path === '/sys/sysDepart/edit')!;
    expect(edit.body).to.include({ id: 'it', departName: '信息部', parentId: 'hq' });
    expect(edit.body).to.not.have.property('heads');
    expect(page.calls.find((c) => c.path === '/sys/sysDepart/saveHeads')!.body).to.deep.equal({ departId: 'it', userIds: 'u1,u2' });
  });

  it("asks before deleting and shows the server's refusal", async () => {
    const refusal = '部门“总公司”下还有子部门，不能删除';
    const page = await renderPage({ answer: (call) => (call.path === '/sys/sysDepart/delete' ? refuse(400, refusal) : undefined) });
    view = page.view;
    await settle(() => byTestId(rowOf(view!, 'hq'), 'org-delete')!.click());
    expect(byTestId(view.host, 'org-confirm-text')!.textContent).to.equal('确定删除部门“总公司”吗？');
    await settle(() => byTestId(view!.host, 'org-confirm')!.click());
    await until(() => notes().length > 0);
    expect(notes()).to.deep.equal([`操作失败：${refusal}`]);
    expect(page.calls.find((c) => c.path === '/sys/sysDepart/delete')!.query.get('id')).to.equal('hq');
    expect(names(view)).to.deep.equal(['总公司']);
  });

  it('deletes the checked departments at once (deleteBatch), after asking, and reads the tree again', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(rowOf(view!, 'hq'), 'tree-caret')!.click());
    await until(() => names(view!).length === 2);
    await settle(() => byTestId(view!.host, 'org-batch-delete')!.click());
    expect(notes(), 'nothing checked, nothing asked').to.deep.equal(['请选择一条记录！']);
    for (const id of ['hq', 'it']) {
      await settle(() => {
        const box = byTestId<HTMLElement & { checked: boolean }>(rowOf(view!, id), 'tree-select')!;
        box.checked = true;
        fire(box, 'sl-change');
      });
    }
    expect(byTestId(view.host, 'org-batch-delete')!.textContent).to.equal('批量删除（2）');
    await settle(() => byTestId(view!.host, 'org-batch-delete')!.click());
    expect(byTestId(view.host, 'org-confirm-text')!.textContent).to.equal('确定删除选中的 2 条记录吗？');
    const asked = levels(page.calls).length;
    await settle(() => byTestId(view!.host, 'org-confirm')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/sysDepart/deleteBatch'));
    expect(page.calls.find((c) => c.path === '/sys/sysDepart/deleteBatch')!.query.get('ids')).to.equal('hq,it');
    await until(() => levels(page.calls).length > asked);
    expect(notes()).to.include('删除成功');
  });

  it("grants the department's permissions in a drawer: unlinked by default, linked on the switch, then the change is saved", async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(rowOf(view!, 'hq'), 'org-grant')!.click());
    await until(() => !!byTestId(view!.host, 'org-grant-drawer-tree-row'));
    const drawer = byTestId(view.host, 'org-grant-drawer')!;
    expect(drawer.getAttribute('label')).to.equal('部门权限：总公司');
    expect(page.calls.find((c) => c.path === '/sys/permission/queryDepartPermission')!.query.get('departId')).to.equal('hq');
    const rows = () => [...drawer.querySelectorAll<HTMLElement>('[data-testid="org-grant-drawer-tree-row"]')];
    const boxOf = (key: string) => drawer.querySelector<HTMLElement & { checked: boolean; indeterminate: boolean }>(
      `[data-testid="org-grant-drawer-tree-row"][data-key="${key}"] [data-testid="org-grant-drawer-tree-check"]`)!;
    const checked = () => rows().filter((row) => boxOf(row.dataset.key!).checked).map((row) => row.dataset.key);
    const click = (key: string) => settle(() => {
      const box = boxOf(key);
      box.checked = !box.checked;
      fire(box, 'sl-change');
    });
    // The first level is open; 展开全部 shows the buttons.
    expect(rows().map((row) => row.dataset.key)).to.deep.equal(['system', 'user', 'home']);
    await settle(() => byTestId(drawer, 'org-grant-drawer-expand-all')!.click());
    expect(rows().map((row) => row.dataset.key)).to.deep.equal(['system', 'user', 'user:add', 'home']);
    expect(checked()).to.deep.equal(['home']);
    const linked = byTestId<HTMLElement & { checked: boolean }>(drawer, 'org-grant-drawer-linked')!;
    expect(linked.checked, 'unlinked by default, as the role drawer (JeecgBoot)').to.equal(false);
    // Unlinked: one node alone.
    await click('user:add');
    expect(checked()).to.deep.equal(['user:add', 'home']);
    // Linked: a menu takes its subtree and its parent; unchecking the last one under a parent takes it too.
    await settle(() => {
      linked.checked = true;
      fire(linked, 'sl-change');
    });
    expect(boxOf('user').indeterminate, 'a partly granted menu shows partial when linked').to.equal(true);
    await click('user');
    expect(checked()).to.deep.equal(['system', 'user', 'user:add', 'home']);
    await click('user');
    expect(checked()).to.deep.equal(['home']);
    await click('user:add');
    expect(checked()).to.deep.equal(['system', 'user', 'user:add', 'home']);

    await settle(() => byTestId(drawer, 'org-grant-drawer-save')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/permission/saveDepartPermission'));
    const body = page.calls.find((c) => c.path === '/sys/permission/saveDepartPermission')!.body as Record<string, string>;
    expect({ ...body, permissionIds: body.permissionIds!.split(',').sort().join(',') }).to.deep.equal({
      departId: 'hq', permissionIds: 'home,system,user,user:add', lastpermissionIds: 'home',
    });
    await until(() => !drawer.hasAttribute('open'));
    expect(notes()).to.include('保存成功');
  });

  it('offers only the actions the user holds; without the list permission it asks nothing', async () => {
    const page = await renderPage({ auth: [grant('system:depart:list'), grant('system:depart:edit')] });
    view = page.view;
    for (const id of ['org-add', 'org-add-child', 'org-delete', 'org-batch-delete', 'org-grant', 'tree-select']) expect(byTestId(view.host, id), id).to.equal(null);
    expect(byTestId(rowOf(view, 'hq'), 'org-edit')).to.not.equal(null);
    view.unmount();
    view = undefined;
    resetPermissions();

    const calls: StubCall[] = [];
    await signInWithPage('/isystem/depart', META, [], (call) => { calls.push(call); return null; });
    view = await render(<DepartListPage meta={META} />);
    expect(byTestId(view.host, 'org-forbidden')!.textContent).to.equal('抱歉，您无权查看此页面。');
    expect(calls.filter((c) => c.path.startsWith('/sys/sysDepart/'))).to.deep.equal([]);
  });
});
