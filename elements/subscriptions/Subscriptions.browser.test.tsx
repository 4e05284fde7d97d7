import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { serveSubscriptions, type SubscriptionServerOptions } from '../../tests/browser/subscriptions-stub.ts';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import { Subscriptions } from './index.ts';
import './register.ts';

type Control = HTMLElement & { value: unknown; open?: boolean };

describe('<dkp-subscriptions> (the subscription drawer)', () => {
  let view: Rendered | undefined;
  let calls: StubCall[];
  const $ = <T extends HTMLElement = Control>(id: string, root: ParentNode = view!.host) => root.querySelector<T>(`[data-testid="${id}"]`);
  const $$ = (id: string) => [...view!.host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  const cells = (id: string) => $$(id).map((cell) => cell.textContent);
  const subCalls = (path: string) => calls.filter((c) => c.path === `/sys/file/subscribe/${path}`);
  const message = () => $('subs-message');
  const click = (id: string, root?: ParentNode) => settle(() => $(id, root)!.click());
  const choose = (id: string, value: unknown) => settle(() => {
    const select = $(id)!;
    select.value = value;
    select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
  });

  async function show(options: SubscriptionServerOptions = {}, permissionId = 'menu-report-history') {
    // A new sign-in with other grants: the permissions of the one before are forgotten.
    resetPermissions();
    ({ calls } = await serveSubscriptions(options));
    view = await render(<Subscriptions permissionId={permissionId} open />);
    if (permissionId && (options.auth?.length ?? 1) > 0) await until(() => $$('subs-row').length === 2 || $('subs-forbidden') !== null);
  }

  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    endSession();
    resetPermissions();
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    await resetViewport();
  });

  it('lists the merged rows of the menu (plan, type, users comma-joined) in a 1000 px drawer; plans come from pushPlanPage', async () => {
    await show();
    expect(cells('subs-plan')).to.deep.equal(['每日早八点', '每周一']);
    expect(cells('subs-type')).to.deep.equal(['图片', '图片和PDF']);
    expect(cells('subs-users')).to.deep.equal(['zhangsan,lisi', 'wangwu']);
    const list = subCalls('getSub')[0]!;
    expect([list.method, list.query.get('permissionId'), list.query.get('pageNo'), list.query.get('pageSize')]).to.deep.equal(['GET', 'menu-report-history', '1', '10']);
    expect(list.query.has('type'), 'no type filter at first').to.equal(false);
    const drawer = $('subs-drawer')!;
    await until(() => drawer.shadowRoot?.querySelector('[part="panel"]') != null);
    expect(Math.round(drawer.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!.getBoundingClientRect().width)).to.equal(Math.min(1000, innerWidth));
    await until(() => $('subs-filter-plan')!.querySelectorAll('sl-option').length === 2);
    expect(calls.some((c) => c.path === '/sys/file/plan/pushPlanPage')).to.equal(true);
  });

  it('filters by type and by plan (type and planId sent, back to page 1)', async () => {
    await show();
    await choose('subs-filter-type', '2');
    await until(() => $$('subs-row').length === 1);
    expect(subCalls('getSub').at(-1)!.query.get('type')).to.equal('2');
    await choose('subs-filter-type', '');
    await until(() => $$('subs-row').length === 2);
    await until(() => $('subs-filter-plan')!.querySelectorAll('sl-option').length === 2);
    await choose('subs-filter-plan', 'p1');
    await until(() => $$('subs-row').length === 1);
    const last = subCalls('getSub').at(-1)!.query;
    expect([last.get('planId'), last.get('pageNo'), last.has('type')]).to.deep.equal(['p1', '1', false]);
    expect(cells('subs-plan')).to.deep.equal(['每日早八点']);
  });

  it("adds: users from the picker, type and plans; relationUser gets the shared schema's body; the server's word shows as a success and the list reloads", async () => {
    await show({ successMessage: '订阅成功！' });
    await click('subs-add');
    await until(() => $('subs-form')!.open === true);
    await click('subs-form-save');
    expect($('subs-form-users-error')!.textContent).to.equal('请选择用户账号');
    expect($('subs-form-type-error')!.textContent).to.equal('请选择订阅类型');
    expect($('subs-form-plans-error')!.textContent).to.equal('请选择订阅计划');
    expect(subCalls('relationUser')).to.have.length(0);

    await click('user-picker-open');
    await until(() => $('pick-row-u-zs') !== null && $('pick-row-u-ww') !== null);
    await click('pick-row-u-zs');
    await click('pick-row-u-ww');
    await click('pick-ok');
    await until(() => ($('user-picker-input') as HTMLInputElement).value === '张三,王五');
    await choose('subs-form-type', '1');
    await choose('subs-form-plans', ['p1', 'p2']);
    const lists = subCalls('getSub').length;
    await click('subs-form-save');
    await until(() => message() !== null);
    expect(subCalls('relationUser').map((c) => [c.method, c.body])).to.deep.equal([
      ['POST', { permissionId: 'menu-report-history', userNameList: ['zhangsan', 'wangwu'], type: '1', planId: ['p1', 'p2'] }],
    ]);
    expect([message()!.dataset.variant, message()!.textContent]).to.deep.equal(['success', '订阅成功！']);
    await until(() => subCalls('getSub').length === lists + 1);
    await until(() => $('subs-form')!.open === false);
  });

  it('edits a merged row with updateRelationUser (originalPlanId, originalType); a refusal stays in the dialog as a warning', async () => {
    await show({ refuseSave: '该用户已订阅此计划' });
    await click('subs-edit');
    await until(() => $('subs-form')!.open === true && ($('user-picker-input') as HTMLInputElement)?.value === '张三,李四');
    expect($('subs-form-type')!.value).to.equal('0');
    expect($('subs-form-plans')!.value).to.deep.equal(['p1']);
    await choose('subs-form-type', '2');
    await click('subs-form-save');
    await until(() => $('subs-form-warning') !== null);
    expect(subCalls('updateRelationUser').map((c) => c.body)).to.deep.equal([
      { permissionId: 'menu-report-history', userNameList: ['zhangsan', 'lisi'], type: '2', planId: ['p1'], originalPlanId: 'p1', originalType: '0' },
    ]);
    expect($('subs-form-warning')!.textContent).to.equal('该用户已订阅此计划');
    expect($('subs-form')!.open, 'the dialog stays for another try').to.equal(true);
  });

  it('deletes one row after asking (DELETE deleteSub with permissionId, planId, type), then reloads; a refusal warns', async () => {
    await show({ successMessage: '删除成功！' });
    await settle(() => $$('subs-delete')[1]!.click());
    await until(() => $('subs-confirm')!.open === true);
    expect($('subs-confirm-question')!.textContent).to.equal('确定删除此记录吗？');
    const lists = subCalls('getSub').length;
    await click('subs-confirm-ok');
    await until(() => message() !== null);
    const removal = subCalls('deleteSub')[0]!;
    expect([removal.method, removal.query.get('permissionId'), removal.query.get('planId'), removal.query.get('type')]).to.deep.equal(['DELETE', 'menu-report-history', 'p2', '2']);
    expect([message()!.dataset.variant, message()!.textContent]).to.deep.equal(['success', '删除成功！']);
    await until(() => subCalls('getSub').length === lists + 1);

    view!.unmount();
    await show({ refuseDelete: '删除失败，订阅不存在' });
    await settle(() => $$('subs-delete')[0]!.click());
    await click('subs-confirm-ok');
    await until(() => message() !== null);
    expect([message()!.dataset.variant, message()!.textContent]).to.deep.equal(['warning', '删除失败，订阅不存在']);
  });

  it('batch-deletes the ticked rows, one deleteSub each; with none ticked it asks for a record', async () => {
    await show();
    await click('subs-batch-delete');
    expect([message()!.dataset.variant, message()!.textContent]).to.deep.equal(['warning', '请选择一条记录！']);
    await click('subs-select-all');
    expect($('subs-batch-delete')!.textContent).to.equal('批量删除 (2)');
    await click('subs-batch-delete');
    await until(() => $('subs-confirm')!.open === true);
    expect($('subs-confirm-question')!.textContent).to.equal('确定删除选中的 2 条记录吗？');
    await click('subs-confirm-ok');
    await until(() => subCalls('deleteSub').length === 2 && message()?.dataset.variant === 'success');
    expect(subCalls('deleteSub').map((c) => `${c.query.get('planId')}:${c.query.get('type')}`)).to.deep.equal(['p1:0', 'p2:2']);
  });

  it('shows each button only with its permission; without the list permission it lists nothing', async () => {
    await show({ auth: [grant('system:subscribe:list')] });
    expect([$('subs-add'), $('subs-batch-delete'), $('subs-edit'), $('subs-delete'), $('subs-select-all')]).to.deep.equal([null, null, null, null, null]);
    view!.unmount();
    await show({ auth: [grant('system:subscribe:list'), grant('system:subscribe:edit')] });
    expect([$('subs-add'), $('subs-edit') !== null, $('subs-delete')]).to.deep.equal([null, true, null]);
    view!.unmount();
    resetPermissions();
    ({ calls } = await serveSubscriptions({ auth: [grant('system:other')] }));
    view = await render(<Subscriptions permissionId="menu-report-history" open />);
    await until(() => $('subs-forbidden') !== null);
    expect(subCalls('getSub')).to.have.length(0);
  });

  it("without a menu it asks for nothing and 新增 says '请选择一个菜单!'", async () => {
    await show({}, '');
    await until(() => $('subs-add') !== null);
    await click('subs-add');
    expect([message()!.dataset.variant, message()!.textContent]).to.deep.equal(['warning', '请选择一个菜单!']);
    expect($('subs-form')!.open).to.equal(false);
    expect(subCalls('getSub')).to.have.length(0);
  });

  it('pages (10, 20, 30 a page) when the server answers a page instead of an array', async () => {
    await show({ paged: true });
    expect($('subs-total')!.textContent).to.equal('1-2 共 2 条');
    await settle(() => {
      const size = $<HTMLSelectElement>('subs-size')!;
      size.value = '20';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => subCalls('getSub').at(-1)!.query.get('pageSize') === '20');
    expect(subCalls('getSub').at(-1)!.query.get('pageNo')).to.equal('1');
    view!.unmount();
    await show();
    expect($('subs-pager'), 'an array answer is the whole list').to.equal(null);
  });

  it('speaks en and tc', async () => {
    await show();
    await settle(() => $locale.set('en'));
    await until(() => cells('subs-type').join() === 'Picture,Picture and PDF');
    expect($('subs-drawer')!.getAttribute('label')).to.equal('Subscribe');
    expect($('subs-add')!.textContent).to.equal('Add');
    await settle(() => $locale.set('tc'));
    await until(() => cells('subs-type').join() === '圖片,圖片和PDF');
    expect($('subs-drawer')!.getAttribute('label')).to.equal('訂閱');
  });

  it('on a 390 px phone the drawer takes the whole width, the table scrolls inside it and every action is reachable', async () => {
    await setViewport(390, 844);
    await show();
    const drawer = $('subs-drawer')!;
    await until(() => Math.round(drawer.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!.getBoundingClientRect().width) === 390);
    const scroll = $('subs-scroll')!;
    expect(scroll.scrollWidth, 'the table is wider than the phone').to.be.greaterThan(scroll.clientWidth);
    expect(scroll.getBoundingClientRect().right).to.be.at.most(390);
    for (const id of ['subs-add', 'subs-batch-delete', 'subs-filter-type', 'subs-filter-plan']) expect($(id)!.getBoundingClientRect().right, id).to.be.at.most(390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
  });

  it('as a custom element: open attribute, closing removes it and emits dkp-subscriptions-close', async () => {
    ({ calls } = await serveSubscriptions());
    const element = document.createElement('dkp-subscriptions');
    element.setAttribute('permission-id', 'menu-report-history');
    const closes: string[] = [];
    element.addEventListener('dkp-subscriptions-close', (event) => closes.push(event.detail.permissionId));
    await settle(() => document.body.append(element));
    try {
      await settle(() => element.setAttribute('open', ''));
      const inner = (id: string) => element.shadowRoot?.querySelector<Control>(`[data-testid="${id}"]`) ?? null;
      await until(() => element.shadowRoot!.querySelectorAll('[data-testid="subs-row"]').length === 2);
      expect(inner('subs-drawer')!.open).to.equal(true);
      await settle(() => inner('subs-drawer')!.dispatchEvent(new CustomEvent('sl-request-close', { cancelable: true, detail: { source: 'close-button' } })));
      expect(closes).to.deep.equal(['menu-report-history']);
      expect(element.hasAttribute('open')).to.equal(false);
      await until(() => inner('subs-drawer')!.open === false);
    } finally {
      element.remove();
    }
  });
});
