import { expect } from 'chai';
import { startLocalization } from '../../shared/i18n/index.ts';
import { positionResource } from '../../shared/resources/position.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { resetApiConfig } from '../../shared/api/index.ts';
import { grant, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import type { ListConfig } from './list-config.ts';
import { ResourceListPage } from './ResourceListPage.tsx';

/*
 * How the kit's list page looks and is used (issue 23, as Ant Design Pro and vue-vben-admin
 * lay a list out): row actions as links with 更多, sort carets, the query form folded to one
 * row (展开/收起) and into a drawer on a phone, and an empty state with 新增.
 */

type Position = typeof positionResource;
const META = testMeta('menu-sys-position', 'PositionList', ['职务管理', 'Positions', '職務管理']);
const ALL = ['list', 'add', 'edit', 'delete', 'export'].map((a) => grant(`system:position:${a}`));
const position = (i: number) => ({ id: `p${i}`, code: `C${i}`, name: `职务 ${i}`, postRank: '1', createTime: new Date(2026, 0, i).toISOString() });
const done: string[] = [];
const EXTRAS: ListConfig<Position>['rowActions'] = [
  { key: 'freeze', label: () => '冻结', variant: 'danger', run: async (r) => void done.push(`freeze ${r.id}`) },
  { key: 'note', label: () => '备注', permission: 'system:position:import', run: async (r) => void done.push(`note ${r.id}`) },
];

const byTestId = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => [...view.host.querySelectorAll<HTMLElement>('[data-testid="position-row"]')];
const lists = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/position/list').map((c) => c.query);
const inline = (row: HTMLElement) => [...row.querySelectorAll('.kit-row-actions > .kit-link, .kit-row-actions > sl-dropdown > [slot="trigger"]')].map((b) => b.getAttribute('data-testid'));
const underMore = (row: HTMLElement) => [...row.querySelectorAll('sl-menu-item')].map((b) => b.getAttribute('data-testid'));
const filtersShown = (view: Rendered) => [...view.host.querySelectorAll('[data-testid^="position-filter-"]')].map((f) => f.getAttribute('data-testid'));
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}

async function renderPage({ auth = ALL, total = 3, width = '1400px', list = { columns: [{ key: 'code' }, { key: 'name' }, { key: 'createTime' }] } as ListConfig<Position> } = {}) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/position', META, auth as PermissionEntry[], (call) => {
    calls.push(call);
    if (call.path.startsWith('/sys/dict/getDictItems/')) return [{ value: '1', text: '员级', title: '员级', label: '员级' }];
    if (call.path === '/sys/position/list') return { records: Array.from({ length: total }, (_, i) => position(i + 1)), total };
    return null;
  });
  const view = await render(<ResourceListPage meta={META} resource={positionResource} list={list} form={{ fields: [] }} />, { width });
  return { view, calls };
}

describe('the kit list page as users see it', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    done.length = 0;
    await resetViewport();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('shows a row\'s first action as a link and the rest under 更多, each with its permission; 删除 from the menu asks first', async () => {
    const page = await renderPage({ list: { columns: [{ key: 'code' }], rowActions: EXTRAS } });
    view = page.view;
    await until(() => rows(view!).length === 3);
    const row = rows(view)[0]!;
    // 备注 needs a permission the user does not hold (import, here).
    expect(inline(row)).to.deep.equal(['position-edit', 'position-more']);
    expect(underMore(row)).to.deep.equal(['position-freeze', 'position-delete']);
    expect(row.querySelector('sl-button'), 'no outlined buttons in a row').to.equal(null);
    expect(row.querySelector('[data-testid="position-delete"]')!.classList.contains('kit-menu-danger')).to.equal(true);

    await settle(() => row.querySelector<HTMLElement>('[data-testid="position-more"]')!.click());
    await until(() => row.querySelector('sl-dropdown')!.hasAttribute('open'));
    await settle(() => row.querySelector<HTMLElement>('[data-testid="position-delete"]')!.click());
    await until(() => byTestId(view!, 'position-confirm-text')?.textContent === '确定删除此记录吗？');
    await settle(() => byTestId(view!, 'position-confirm-cancel')!.click());
    expect(page.calls.some((c) => c.path === '/sys/position/delete')).to.equal(false);

    await settle(() => row.querySelector<HTMLElement>('[data-testid="position-freeze"]')!.click());
    await until(() => done.includes('freeze p1'));
  });

  it('with the extra permission 更多 holds it too; with only 编辑 and 删除 both are links and there is no 更多', async () => {
    let page = await renderPage({ auth: [...ALL, grant('system:position:import')], list: { columns: [{ key: 'code' }], rowActions: EXTRAS } });
    view = page.view;
    await until(() => rows(view!).length === 3);
    expect(underMore(rows(view)[0]!)).to.deep.equal(['position-freeze', 'position-note', 'position-delete']);
    view.unmount();
    resetPermissions();

    page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 3);
    expect(inline(rows(view)[0]!)).to.deep.equal(['position-edit', 'position-delete']);
    expect(rows(view)[0]!.querySelector('sl-dropdown')).to.equal(null);
  });

  it('draws two sort carets on a sortable header, the one of the order in force highlighted, and no glyphs', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 3);
    const carets = (key: string) => [...byTestId(view!, `position-sort-${key}`)!.querySelectorAll('svg.kit-sort-carets path')].map((p) => p.classList.contains('active'));
    expect(carets('code')).to.deep.equal([false, false]);
    expect(carets('createTime'), 'createTime desc first').to.deep.equal([false, true]);
    expect(byTestId(view, 'position-table')!.textContent).to.not.match(/[▲▼↕]/);
    await settle(() => byTestId(view!, 'position-sort-code')!.click());
    await until(() => lists(page.calls).at(-1)?.get('order') === 'asc');
    expect(carets('code')).to.deep.equal([true, false]);
    expect(carets('createTime')).to.deep.equal([false, false]);
    expect(byTestId(view, 'position-sort-code')!.closest('th')!.getAttribute('aria-sort')).to.equal('ascending');
  });

  it('folds the query form to the filters one row holds beside its buttons; 展开 shows the others, 收起 folds them again, a filter\'s draft kept', async () => {
    const page = await renderPage({ width: '560px' });
    view = page.view;
    await until(() => rows(view!).length === 3);
    await until(() => filtersShown(view!).length === 1, () => String(filtersShown(view!)));
    expect(filtersShown(view)).to.deep.equal(['position-filter-code']);
    const toggle = byTestId(view, 'position-query-toggle')!;
    expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).to.deep.equal(['展开', 'false']);

    await settle(() => toggle.click());
    expect(filtersShown(view)).to.deep.equal(['position-filter-code', 'position-filter-name', 'position-filter-postRank']);
    expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).to.deep.equal(['收起', 'true']);
    await settle(() => fire(byTestId(view!, 'position-filter-name')!, 'sl-input', '经理'));
    await settle(() => toggle.click());
    expect(filtersShown(view)).to.deep.equal(['position-filter-code']);
    // The folded filter still applies.
    await settle(() => view!.host.querySelector<HTMLFormElement>('[data-testid="position-filter"]')!.requestSubmit());
    await until(() => lists(page.calls).at(-1)?.get('name') === '经理');

    // Wide enough for all three: nothing to fold, no 展开.
    view.unmount();
    resetPermissions();
    view = (await renderPage({ width: '1400px' })).view;
    await until(() => filtersShown(view!).length === 3);
    expect(byTestId(view, 'position-query-toggle')).to.equal(null);
  });

  it('on a phone puts the filters into a drawer opened by 查询, which closes on search and then counts the filters in force', async () => {
    await setViewport(390, 844);
    const page = await renderPage({ width: 'auto' });
    view = page.view;
    await until(() => rows(view!).length === 3);
    const drawer = byTestId(view, 'position-query-drawer')!;
    const open = byTestId(view, 'position-query-open')!;
    expect(open.textContent).to.equal('查询');
    expect(drawer.hasAttribute('open')).to.equal(false);
    expect(drawer.querySelector('[data-testid="position-filter"]'), 'the form is in the drawer').to.not.equal(null);
    expect(byTestId(view, 'position-query-toggle'), 'no folding in the drawer').to.equal(null);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);

    await settle(() => open.click());
    await until(() => drawer.hasAttribute('open'));
    await settle(() => fire(byTestId(view!, 'position-filter-name')!, 'sl-input', '经理'));
    await settle(() => byTestId(view!, 'position-search')!.click());
    await until(() => lists(page.calls).at(-1)?.get('name') === '经理');
    await until(() => !drawer.hasAttribute('open'));
    await until(() => open.textContent === '查询（1）');
  });

  it('says 暂无数据 with a picture and offers 新增, which opens the form, when the list is empty', async () => {
    const page = await renderPage({ total: 0 });
    view = page.view;
    await until(() => byTestId(view!, 'position-empty') !== null);
    const empty = byTestId(view, 'position-empty')!;
    expect(empty.querySelector('svg.empty-state-picture')).to.not.equal(null);
    expect(empty.querySelector('.empty-state-title')!.textContent).to.equal('暂无数据');
    await settle(() => byTestId(view!, 'position-empty-add')!.click());
    await until(() => byTestId(view!, 'position-dialog')!.hasAttribute('open'));
    view.unmount();
    resetPermissions();

    // Without the add permission: the picture and the words only.
    view = (await renderPage({ total: 0, auth: ALL.filter((g) => g.action !== 'system:position:add') })).view;
    await until(() => byTestId(view!, 'position-empty') !== null);
    expect(byTestId(view, 'position-empty-add')).to.equal(null);
  });
});
