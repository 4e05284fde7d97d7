import { expect } from 'chai';
import { apiConfig, configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { positionResource } from '../../shared/resources/position.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import type { ListConfig } from './list-config.ts';
import { ResourceListPage } from './ResourceListPage.tsx';

type Position = typeof positionResource;
const META = testMeta('menu-sys-position', 'PositionList', ['职务管理', 'Positions', '職務管理']);
const ALL = ['list', 'add', 'edit', 'delete', 'export', 'import'].map((a) => grant(`system:position:${a}`));
const RANKS = { cn: ['员级', '中级'], en: ['Staff', 'Intermediate'], tc: ['員級', '中級'] } as const;
const LIST: ListConfig<Position> = { columns: [{ key: 'code' }, { key: 'name' }, { key: 'postRank' }, { key: 'createTime' }] };
const position = (i: number) => ({ id: `p${i}`, code: `C${i}`, name: `职务 ${i}`, postRank: i % 2 ? '3' : '1', createTime: new Date(2026, 0, i, 9, 5, 7).toISOString() });

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => [...view.host.querySelectorAll<HTMLElement>('[data-testid="position-row"]')];
const lists = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/position/list').map((c) => c.query);
const asked = (q: URLSearchParams | undefined, ...keys: string[]) => q && keys.map((k) => q.get(k) ?? '').join('/');
const headers = (view: Rendered) => [...view.host.querySelectorAll('[data-testid="position-table"] th')].map((th) => th.textContent!.trim());
const notes = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}

interface Setup {
  auth?: PermissionEntry[];
  total?: number;
  /** Answers the list; by default `total` positions, 10 a page. */
  listAnswer?: (call: StubCall) => unknown;
  props?: Partial<Parameters<typeof ResourceListPage<Position>>[0]>;
  /** The page's width: wide enough by default for the query bar to show every filter in its row. */
  width?: string;
}

async function renderPage({ auth = ALL, total = 25, listAnswer, props = {}, width = '1400px' }: Setup = {}) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/position', META, auth, (call) => {
    calls.push(call);
    if (call.path.startsWith('/sys/dict/getDictItems/')) return RANKS[$locale.get()].map((text, i) => ({ value: ['1', '3'][i]!, text, title: text, label: text }));
    if (call.path === '/sys/position/list') {
      if (listAnswer) return listAnswer(call);
      const pageNo = Number(call.query.get('pageNo'));
      const pageSize = Number(call.query.get('pageSize'));
      const count = Math.max(0, Math.min(pageSize, total - (pageNo - 1) * pageSize));
      return { records: Array.from({ length: count }, (_, i) => position((pageNo - 1) * pageSize + i + 1)), total };
    }
    return null;
  });
  const view = await render(<ResourceListPage meta={META} resource={positionResource} list={LIST} {...props} />, { width });
  return { view, calls };
}

describe('ResourceListPage (the kit list, on positions)', () => {
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

  it('shows the columns by their labels, dictionary texts and times, asks createTime desc first and pages with 共 N 条', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    expect(headers(view)).to.deep.equal(['', '职务编码', '职务名称', '职级', '创建时间', '操作']);
    expect(asked(lists(page.calls)[0], 'pageNo', 'pageSize', 'column', 'order')).to.equal('1/10/createTime/desc');
    await until(() => byTestId(view!, 'position-cell-postRank')!.textContent === '中级');
    expect(byTestId(view, 'position-cell-createTime')!.textContent).to.equal('2026/01/01 09:05:07');
    expect(byTestId(view, 'pagination-total')!.textContent).to.equal('1-10 共 25 条');
    expect(view.host.querySelector('th[aria-sort="descending"]')!.textContent).to.contain('创建时间');
    const widths = [...view.host.querySelectorAll<HTMLElement>('[data-testid="position-table"] th')].map((th) => th.style.width);
    expect(widths).to.deep.equal(['', '120px', '120px', '120px', '200px', '']);

    await settle(() => byTestId(view!, 'pagination-next')!.click());
    await until(() => asked(lists(page.calls).at(-1), 'pageNo') === '2');
    await until(() => byTestId(view!, 'pagination-total')!.textContent === '11-20 共 25 条');
  });

  it('sorts by a sortable header: ascending first, then descending, with aria-sort', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    const th = () => byTestId(view!, 'position-sort-code')!.closest('th')!;
    expect(th().getAttribute('aria-sort')).to.equal('none');
    await settle(() => byTestId(view!, 'position-sort-code')!.click());
    await until(() => asked(lists(page.calls).at(-1), 'column', 'order') === 'code/asc');
    expect(th().getAttribute('aria-sort')).to.equal('ascending');
    await settle(() => byTestId(view!, 'position-sort-code')!.click());
    await until(() => asked(lists(page.calls).at(-1), 'column', 'order') === 'code/desc');
    expect(th().getAttribute('aria-sort')).to.equal('descending');
  });

  it('filters: text fields contain, a dictionary field is a select of its items; 重置 clears them', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    await until(() => byTestId(view!, 'position-filter-postRank')!.querySelectorAll('sl-option').length === 2);
    expect([...byTestId(view, 'position-filter-postRank')!.querySelectorAll('sl-option')].map((o) => o.textContent)).to.deep.equal(['员级', '中级']);
    await settle(() => fire(byTestId(view!, 'position-filter-name')!, 'sl-input', ' 经理 '));
    await settle(() => fire(byTestId(view!, 'position-filter-postRank')!, 'sl-change', '3'));
    await settle(() => byTestId<HTMLFormElement>(view!, 'position-filter')!.requestSubmit());
    await until(() => asked(lists(page.calls).at(-1), 'pageNo', 'name', 'postRank', 'code') === '1/经理/3/');
    await settle(() => byTestId(view!, 'position-reset')!.click());
    await until(() => asked(lists(page.calls).at(-1), 'name', 'postRank') === '/');
    expect((byTestId(view, 'position-filter-name') as HTMLElement & { value: string }).value).to.equal('');
  });

  it('batch delete needs a selection, asks to confirm, deletes the selected ids and reads the list again', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    await settle(() => byTestId(view!, 'position-batch-delete')!.click());
    expect(notes()).to.deep.equal(['请选择一条记录！']);
    expect(byTestId(view, 'position-confirm-dialog')!.hasAttribute('open')).to.equal(false);

    await settle(() => rows(view!)[1]!.querySelector<HTMLElement>('[data-testid="position-select"]')!.click());
    expect(byTestId(view, 'position-batch-delete')!.textContent).to.contain('（1）');
    await settle(() => byTestId(view!, 'position-select-all')!.click());
    expect(rows(view).filter((r) => r.dataset.selected === 'true')).to.have.length(10);
    await settle(() => byTestId(view!, 'position-select-all')!.click());
    await settle(() => rows(view!)[0]!.querySelector<HTMLElement>('[data-testid="position-select"]')!.click());
    await settle(() => rows(view!)[2]!.querySelector<HTMLElement>('[data-testid="position-select"]')!.click());
    expect((byTestId(view, 'position-select-all') as HTMLElement & { indeterminate: boolean }).indeterminate).to.equal(true);
    await settle(() => byTestId(view!, 'position-batch-delete')!.click());
    expect(byTestId(view, 'position-confirm-text')!.textContent).to.equal('确定删除选中的 2 条记录吗？');
    const before = lists(page.calls).length;
    await settle(() => byTestId(view!, 'position-confirm')!.click());
    await until(() => lists(page.calls).length === before + 1);
    const batch = page.calls.find((c) => c.path === '/sys/position/deleteBatch')!;
    expect([batch.method, batch.query.get('ids')]).to.deep.equal(['DELETE', 'p1,p3']);
    await until(() => notes().includes('删除成功'));

    await settle(() => rows(view!)[4]!.querySelector<HTMLElement>('[data-testid="position-delete"]')!.click());
    expect(byTestId(view, 'position-confirm-text')!.textContent).to.equal('确定删除此记录吗？');
    await settle(() => byTestId(view!, 'position-confirm-cancel')!.click());
    expect(page.calls.some((c) => c.path === '/sys/position/delete')).to.equal(false);
  });

  it('shows each toolbar button, the checkboxes and row actions only with their permission', async () => {
    let imported = 0;
    const page = await renderPage({ props: { onImport: () => void imported++, form: { fields: [] } } });
    view = page.view;
    await until(() => rows(view!).length === 10);
    for (const id of ['add', 'batch-delete', 'import', 'export', 'select-all']) expect(byTestId(view, `position-${id}`), id).to.not.equal(null);
    // Two actions: both links, no 更多.
    expect([...rows(view)[0]!.querySelectorAll('.kit-row-actions > [data-testid]')].map((b) => b.getAttribute('data-testid'))).to.deep.equal(['position-edit', 'position-delete']);
    await settle(() => byTestId(view!, 'position-import')!.click());
    expect(imported).to.equal(1);
    view.unmount();
    resetPermissions();

    const reader = await renderPage({ auth: [grant('system:position:list')], props: { onImport: () => undefined, form: { fields: [] } } });
    view = reader.view;
    await until(() => rows(view!).length === 10);
    for (const id of ['add', 'batch-delete', 'import', 'export', 'select-all', 'toolbar', 'edit', 'delete']) expect(byTestId(view, `position-${id}`), id).to.equal(null);
    expect(headers(view)).to.deep.equal(['职务编码', '职务名称', '职级', '创建时间']);
    view.unmount();
    resetPermissions();

    const nobody = await renderPage({ auth: [grant('system:user:list')] });
    view = nobody.view;
    await settle();
    expect(byTestId(view, 'position-forbidden')).to.not.equal(null);
    expect(byTestId(view, 'position-table')).to.equal(null);
    expect(lists(nobody.calls)).to.have.length(0);
  });

  it('says it is loading until the first page answers, then 暂无数据 for an empty list', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const page = await renderPage({ listAnswer: () => new Promise((resolve) => { answer = resolve; }) });
    view = page.view;
    await until(() => byTestId(view!, 'list-loading') !== null);
    expect(byTestId(view, 'position-table')!.getAttribute('aria-busy')).to.equal('true');
    expect(byTestId(view, 'position-empty')).to.equal(null);
    expect(byTestId(view, 'pagination')).to.equal(null);
    await settle(() => answer({ records: [], total: 0 }));
    await until(() => byTestId(view!, 'position-empty') !== null);
    expect(byTestId(view, 'position-empty')!.textContent).to.equal('暂无数据');
    expect(byTestId(view, 'list-loading')).to.equal(null);
    expect(byTestId(view, 'pagination-total')!.textContent).to.equal('0-0 共 0 条');
  });

  it('speaks en and tc: column titles from the field labels, dictionary texts from the dictionary in that language', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => byTestId(view!, 'position-cell-postRank')?.textContent === '中级');
    await settle(() => $locale.set('en'));
    await until(() => byTestId(view!, 'position-cell-postRank')!.textContent === 'Intermediate');
    expect(headers(view).slice(1, 5)).to.deep.equal(['Code', 'Name', 'Rank', 'Created']);
    await settle(() => $locale.set('tc'));
    await until(() => byTestId(view!, 'position-cell-postRank')!.textContent === '中級');
    expect(headers(view).slice(1, 5)).to.deep.equal(['職務編碼', '職務名稱', '職級', '創建時間']);
  });

  it('offers the advanced query of the kit when the page brings none, over the resource\'s query fields', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    const button = byTestId(view, 'advanced-query-open');
    expect(button, 'the advanced query button').to.exist;
    expect(button!.dataset.active).to.equal('false');
    await settle(() => button!.click());
    await until(() => !!document.querySelector('sl-dialog[data-testid="advanced-query"][open] [data-testid="query-field"]'));
  });

  it('opens the kit\'s Excel import with the import permission', async () => {
    const page = await renderPage();
    view = page.view;
    await until(() => rows(view!).length === 10);
    await settle(() => byTestId(view!, 'position-import')!.click());
    await until(() => !!document.querySelector('sl-dialog[data-testid="import-dialog"][open]'));
  });

  it('shows no import without the import permission', async () => {
    const page = await renderPage({ auth: ALL.filter((entry) => entry.action !== 'system:position:import') });
    view = page.view;
    await until(() => rows(view!).length === 10);
    expect(byTestId(view, 'position-import')).to.equal(null);
  });

  it('sends the advanced query of its slot, and exports the current query or the selected ids', async () => {
    const page = await renderPage({
      props: { advancedQuery: ({ onApply }) => <button type="button" data-testid="apply-advanced" onClick={() => onApply({ conditions: [{ field: 'name', rule: 'like', val: '经理' }], matchType: 'or' })}>q</button> },
    });
    view = page.view;
    await until(() => rows(view!).length === 10);
    await settle(() => byTestId(view!, 'apply-advanced')!.click());
    await until(() => asked(lists(page.calls).at(-1), 'superQueryMatchType') === 'or');
    expect(JSON.parse(decodeURIComponent(lists(page.calls).at(-1)!.get('superQueryParams')!))).to.deep.equal([{ field: 'name', rule: 'like', val: '经理' }]);

    const stub = apiConfig().fetch;
    const exports: URL[] = [];
    configureApi({
      fetch: async (input, init) => {
        const url = new URL(String(input), location.href);
        if (!url.pathname.endsWith('/exportXls')) return stub(input, init);
        exports.push(url);
        return new Response('xlsx', { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''%E8%81%8C%E5%8A%A1.xlsx" } });
      },
    });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function saving(this: HTMLAnchorElement) { saved.push(this.download); };
    try {
      await settle(() => byTestId(view!, 'position-export')!.click());
      await until(() => saved.length === 1);
      expect(asked(exports[0]!.searchParams, 'superQueryMatchType', 'column', 'order', 'selections', 'pageNo')).to.equal('or/createTime/desc//');
      await settle(() => rows(view!)[0]!.querySelector<HTMLElement>('[data-testid="position-select"]')!.click());
      await settle(() => byTestId(view!, 'position-export')!.click());
      await until(() => saved.length === 2);
      expect(exports[1]!.searchParams.get('selections')).to.equal(rows(view)[0]!.dataset.id);
      expect(saved).to.deep.equal(['职务.xlsx', '职务.xlsx']);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
