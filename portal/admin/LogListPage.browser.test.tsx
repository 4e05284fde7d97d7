import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant as entry, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { byTestId, render, settle, typeInto, until, type Rendered } from '../../tests/browser/render.tsx';
import { LogListPage } from './LogListPage.tsx';

const META = testMeta('menu-sys-log', 'LogList', ['系统日志', 'Logs', '系統日誌']);
const OPERATE_TYPES = [{ value: '1', text: '访问' }, { value: '2', text: '新增' }];

const rows = (view: Rendered) => view.host.querySelectorAll('[data-testid="log-row"]').length;
const headers = (view: Rendered) => [...view.host.querySelectorAll('[data-testid="log-table"] th')].map((th) => th.textContent?.trim());
const cells = (view: Rendered) => [...view.host.querySelectorAll('[data-testid="log-row"]')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

/** Signs in with `auth` and renders the page; the list answers one entry of the asked type. */
async function renderAs(auth: PermissionEntry[]) {
  const queries: URLSearchParams[] = [];
  await signInWithPage('/isystem/log', META, auth, ({ path, query }) => {
    if (path === '/sys/dict/getDictItems/operate_type') return OPERATE_TYPES;
    if (path.startsWith('/sys/dict/getDictItems/')) return [];
    queries.push(query);
    const logType = Number(query.get('logType'));
    const record = { id: `e${logType}`, logType, username: 'zhangsan', logContent: logType === 3 ? '历史报表' : '用户 zhangsan 登录成功',
      requestUrl: logType === 3 ? '/report/history' : '', operateType: logType === 3 ? 1 : 0, ip: '127.0.0.1', createTime: new Date(2026, 0, 2, 3, 4, 5).toISOString() };
    return { records: [record], total: 1 };
  });
  // Wide enough for every filter in the query bar's row (it folds the others away).
  return { view: await render(<LogListPage meta={META} />, { width: '1600px' }), queries };
}

describe('LogListPage', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('without system:log:list says so and asks for nothing', async () => {
    const rendered = await renderAs([entry('system:user:list')]);
    view = rendered.view;
    await settle();
    expect(byTestId(view, 'log-forbidden')).to.not.equal(null);
    expect(byTestId(view, 'log-tabs')).to.equal(null);
    expect(rendered.queries).to.have.length(0);
  });

  it('shows a tab per log type, sign-ins first, each asking its own type with the columns that fit it, newest first', async () => {
    const rendered = await renderAs([entry('system:log:list')]);
    view = rendered.view;
    await until(() => rows(view!) === 1);
    const first = rendered.queries[0]!;
    expect([first.get('logType'), first.get('column'), first.get('order'), first.get('pageSize')]).to.deep.equal(['1', 'createTime', 'desc', '10']);
    expect(headers(view)).to.deep.equal(['操作人账号', '日志内容', 'IP', '创建时间']);

    await settle(() => byTestId(view!, 'log-tab-access').click());
    await until(() => rendered.queries.at(-1)?.get('logType') === '3' && cells(view!)[0]?.[1] === '历史报表');
    expect(headers(view)).to.deep.equal(['操作人账号', '日志内容', '请求地址', '操作类型', 'IP', '创建时间']);
    await until(() => cells(view!)[0]![3] === '访问');
    expect(cells(view)[0]).to.deep.equal(['zhangsan', '历史报表', '/report/history', '访问', '127.0.0.1', '2026/01/02 03:04:05']);
  });

  // Moved from the e2e test 'the page speaks en and tc…' (issue 23). The operate type's text is the
  // operate_type dictionary's, answered by the server in the request's language.
  const SPOKEN = {
    en: { tabs: ['Sign-in log', 'Operation log', 'Access log'], columns: ['Account', 'Content', 'URL', 'Operation', 'IP', 'Time'], search: 'Search' },
    tc: { tabs: ['登錄日誌', '操作日誌', '訪問日誌'], columns: ['操作人賬號', '日誌內容', '請求地址', '操作類型', 'IP', '創建時間'], search: '查詢' },
  } as const;
  for (const locale of ['en', 'tc'] as const) {
    it(`speaks ${locale}: tabs, the access log's columns and the search button`, async () => {
      const t = SPOKEN[locale];
      startLocalization();
      await settle(() => $locale.set(locale));
      await until(() => $loadedLocale.get() === locale);
      try {
        const rendered = await renderAs([entry('system:log:list')]);
        view = rendered.view;
        await until(() => rows(view!) === 1);
        expect(['login', 'operation', 'access'].map((name) => byTestId(view!, `log-tab-${name}`).textContent!.trim())).to.deep.equal([...t.tabs]);
        await settle(() => byTestId(view!, 'log-tab-access').click());
        await until(() => cells(view!)[0]?.[1] === '历史报表');
        expect(headers(view)).to.deep.equal([...t.columns]);
        expect(byTestId(view, 'log-search').textContent!.trim()).to.equal(t.search);
      } finally {
        await settle(() => $locale.set('cn'));
        await until(() => $loadedLocale.get() === 'cn');
      }
    });
  }

  it('filters by account, content and a day range within the tab, and refuses a range that runs backwards', async () => {
    const rendered = await renderAs([entry('system:log:list')]);
    view = rendered.view;
    await until(() => rows(view!) === 1);
    await settle(() => byTestId(view!, 'log-tab-access').click());
    await until(() => rendered.queries.at(-1)?.get('logType') === '3');
    await typeInto(view, 'log-filter-username', 'zhang');
    await typeInto(view, 'log-filter-logContent', '报表');
    await typeInto(view, 'log-filter-createTime-from', '2026-01-05');
    await typeInto(view, 'log-filter-createTime-to', '2026-01-02');
    const asks = rendered.queries.length;
    await settle(() => view!.host.querySelector<HTMLFormElement>('[data-testid="log-filter"]')!.requestSubmit());
    expect(byTestId(view, 'log-filter-createTime-error').textContent).to.equal('开始日期不能晚于结束日期');
    expect(rendered.queries.length, 'a backwards range is not asked').to.equal(asks);

    await typeInto(view, 'log-filter-createTime-to', '2026-01-06');
    await settle(() => view!.host.querySelector<HTMLFormElement>('[data-testid="log-filter"]')!.requestSubmit());
    await until(() => rendered.queries.length > asks);
    const asked = rendered.queries.at(-1)!;
    expect([asked.get('logType'), asked.get('username'), asked.get('logContent')]).to.deep.equal(['3', 'zhang', '报表']);
    expect(asked.get('createTime_begin')).to.equal(new Date(2026, 0, 5).toISOString());
    expect(asked.get('createTime_end')).to.equal(new Date(new Date(2026, 0, 7).getTime() - 1).toISOString());

    await settle(() => byTestId(view!, 'log-reset').click());
    await until(() => !rendered.queries.at(-1)!.has('username'));
    expect(rendered.queries.at(-1)!.get('logType'), 'reset keeps the tab').to.equal('3');
  });

  it('is read-only: no add, delete or import; export only with system:log:export', async () => {
    const rendered = await renderAs([entry('system:log:list')]);
    view = rendered.view;
    await until(() => rows(view!) === 1);
    for (const id of ['add', 'batch-delete', 'import', 'export', 'edit', 'delete']) expect(byTestId(view, `log-${id}`), id).to.equal(null);
    view.unmount();
    resetPermissions();
    const withExport = await renderAs([entry('system:log:list'), entry('system:log:export')]);
    view = withExport.view;
    await until(() => rows(view!) === 1);
    expect(byTestId(view, 'log-export')).to.not.equal(null);
    for (const id of ['add', 'batch-delete', 'import']) expect(byTestId(view, `log-${id}`), id).to.equal(null);
  });

});
