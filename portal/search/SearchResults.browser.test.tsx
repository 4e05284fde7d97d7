import { expect } from 'chai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { SearchRecord } from '../../shared/schemas/search.ts';
import { answerApi, handled, refuse, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { SearchResults } from './SearchResults.tsx';
import { $searchResults } from './search-store.ts';

const hit = (n: number): SearchRecord => ({ id: `r${n}`, title: `报表 ${n}`, path: `/report/${n}`, trail: ['报表中心'], external: false, category: '1' });
const ALL = Array.from({ length: 23 }, (_, i) => hit(i + 1));

interface Asked { key: string; pageNo: number; pageSize: number }

/**
 * Answers `/sys/search/list` from `records` as the server pages them; `hold` delays the answer
 * for a key until the test releases it, `fail` answers that key with a failure envelope.
 * Returns the calls as the stub saw them.
 */
function serve(records: SearchRecord[], asked: Asked[], options: { hold?: Map<string, Promise<void>>; fail?: Set<string> } = {}): StubCall[] {
  const calls: StubCall[] = [];
  answerApi(async (call) => {
    calls.push(call);
    const { path, query: params } = call;
    if (path !== '/sys/search/list') return refuse(404, 'not found');
    const query = { key: params.get('key')!, pageNo: Number(params.get('pageNo')), pageSize: Number(params.get('pageSize')) };
    asked.push(query);
    await options.hold?.get(query.key);
    if (options.fail?.has(query.key)) return refuse(500, '服务器内部错误，请稍后再试');
    const matching = records.filter((r) => r.title.includes(query.key) || query.key === '*');
    const start = (query.pageNo - 1) * query.pageSize;
    return { records: matching.slice(start, start + query.pageSize), total: matching.length, pageNo: query.pageNo, pageSize: query.pageSize };
  });
  return calls;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const page = (key: string) => (
  <MemoryRouter initialEntries={['/dashboard/analysis']}>
    <Routes>
      <Route path="*" element={<><SearchResults query={{ key, category: '1' }} /><Where /></>} />
    </Routes>
  </MemoryRouter>
);

describe('SearchResults (portal-shell §2.1 search-results page, §9 paging)', () => {
  afterEach(() => {
    resetApiConfig();
    $searchResults.set({ status: 'idle', query: null, pageNo: 1, pageSize: 10, records: [], total: 0, error: '' });
  });

  it('shows the loading state, then the hits with their trail, the count and the range', async () => {
    const asked: Asked[] = [];
    let release = () => {};
    serve(ALL, asked, { hold: new Map([['报表', new Promise<void>((r) => { release = r; })]]) });
    const view = await render(page('报表'));
    const q = (id: string) => view.host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    await until(() => asked.length === 1);
    expect(q('search-loading')).to.not.equal(null);
    await settle(() => release());
    await until(() => q('search-results') !== null);
    expect(q('search-loading')).to.equal(null);
    expect(view.host.querySelectorAll('.search-hit')).to.have.length(10);
    expect(q('search-hit-r1')!.querySelector('[data-testid="search-hit-trail"]')!.textContent).to.equal('报表中心');
    expect(q('search-summary')!.textContent).to.equal('“报表”共找到 23 个页面');
    expect(q('pagination-total')!.textContent).to.equal('1-10 共 23 条');
    expect(asked).to.deep.equal([{ key: '报表', pageNo: 1, pageSize: 10 }]);
    view.unmount();
  });

  it('pages forward, changes the page size from the first page and jumps to a page', async () => {
    const asked: Asked[] = [];
    serve(ALL, asked);
    const view = await render(page('报表'));
    const q = (id: string) => view.host.querySelector<HTMLElement & { value: string }>(`[data-testid="${id}"]`);
    await until(() => q('search-results') !== null);

    await settle(() => [...view.host.querySelectorAll<HTMLElement>('[data-testid="pagination-page"]')].find((b) => b.textContent === '3')!.click());
    // The pager moves at once; the rows follow when the answer arrives.
    await until(() => view.host.querySelectorAll('.search-hit').length === 3);
    expect(q('pagination-total')!.textContent).to.equal('21-23 共 23 条');
    expect(q('pagination-next')!.hasAttribute('disabled')).to.equal(true);

    await settle(() => {
      q('pagination-size')!.value = '20';
      q('pagination-size')!.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });
    await until(() => q('pagination-total')!.textContent === '1-20 共 23 条');

    await settle(() => {
      // React tracks an input's value: set it through the native setter so onChange sees it.
      const jump = q('pagination-jump') as unknown as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(jump, '9');
      jump.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(() => q('pagination-jump')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await until(() => q('pagination-total')!.textContent === '21-23 共 23 条');
    expect(asked.map((a) => [a.pageNo, a.pageSize])).to.deep.equal([[1, 10], [3, 10], [1, 20], [2, 20]]);
    view.unmount();
  });

  it('opens a portal page through the router and an external page in a new tab', async () => {
    const wiki: SearchRecord = { id: 'wiki', title: '内网百科', path: 'https://wiki.example.org/', trail: [], external: true, category: '1' };
    serve([hit(1), wiki], []);
    const view = await render(page('*'));
    await until(() => view.host.querySelector('[data-testid="search-hit-wiki"]') !== null);
    const external = view.host.querySelector<HTMLAnchorElement>('[data-testid="search-hit-wiki"] a')!;
    expect([external.getAttribute('href'), external.target, external.rel]).to.deep.equal(['https://wiki.example.org/', '_blank', 'noopener noreferrer']);
    await settle(() => view.host.querySelector<HTMLAnchorElement>('[data-testid="search-hit-r1"] a')!.click());
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal('/report/1');
    view.unmount();
  });

  it('says when nothing matches, and asks nothing for a blank key', async () => {
    const asked: Asked[] = [];
    serve(ALL, asked);
    const view = await render(page('没有这个'));
    await until(() => view.host.querySelector('[data-testid="search-empty"]') !== null);
    expect(view.host.querySelector('[data-testid="search-empty"]')!.textContent).to.equal('没有找到与“没有这个”相关的页面');
    expect(view.host.querySelector('[data-testid="pagination"]')).to.equal(null);
    await view.rerender(page(''));
    expect(view.host.querySelector('[data-testid="search-blank"]')).to.not.equal(null);
    expect(asked).to.have.length(1);
    view.unmount();
  });

  it('shows the failure with a retry that asks again', async () => {
    const asked: Asked[] = [];
    const fail = new Set(['报表']);
    serve(ALL, asked, { fail });
    const view = await render(page('报表'));
    await until(() => view.host.querySelector('[data-testid="search-error"]') !== null);
    expect(view.host.querySelector('[data-testid="search-error"]')!.textContent).to.contain('服务器内部错误');
    fail.clear();
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="search-retry"]')!.click());
    await until(() => view.host.querySelector('[data-testid="search-results"]') !== null);
    expect(asked).to.have.length(2);
    view.unmount();
  });

  it('keeps the answer of the latest key when an earlier search answers late', async () => {
    let releaseOld = () => {};
    const calls = serve(ALL, [], { hold: new Map([['报表 1', new Promise<void>((r) => { releaseOld = r; })]]) });
    const view = await render(page('报表 1'));
    await view.rerender(page('报表 23'));
    await until(() => view.host.querySelector('[data-testid="search-summary"]')?.textContent === '“报表 23”共找到 1 个页面');
    await settle(() => releaseOld());
    // The late answer has been read and handled (dropped) before the page is looked at again.
    await settle(() => handled(calls.find((c) => c.query.get('key') === '报表 1')!));
    expect(view.host.querySelector('[data-testid="search-summary"]')!.textContent).to.equal('“报表 23”共找到 1 个页面');
    view.unmount();
  });
});
