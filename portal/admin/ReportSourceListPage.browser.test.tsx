import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { answerApi, grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { ReportSourceListPage } from './ReportSourceListPage.tsx';

const META = testMeta('menu-sys-report-source', 'ReportSourceList', ['数据源管理', 'Data sources', '數據源管理']);
const ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`report:source:${a}`));
const LISTED = [
  { id: 's1', code: 'portal', name: '门户数据库', nameEn: 'Portal database', nameTc: '門戶數據庫', kind: 'builtin', urlHint: '', allowedSchema: 'report_data', description: 'report_data', createTime: '2026-01-01T00:00:00.000Z' },
  { id: 's2', code: 'dw', name: '数据仓库', nameEn: '', nameTc: '', kind: 'postgres', urlHint: 'postgres://reader:***@dw:5432/dw', allowedSchema: 'public', description: '', createTime: '2026-01-02T00:00:00.000Z' },
];
const UNREACHABLE = '无法连接到数据源，请检查连接地址或稍后再试';

const byTestId = (root: ParentNode, id: string) => root.querySelector<HTMLElement & { value: string; disabled: boolean }>(`[data-testid="${id}"]`);
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="report-source-row"][data-id="${id}"]`)!;
const tests = (calls: StubCall[]) => calls.filter((c) => c.path === '/report/source/testConnection').map((c) => c.body);
const lists = (calls: StubCall[]) => calls.filter((c) => c.path === '/report/source/list').length;
const notices = () => [...document.querySelectorAll('[data-testid="notification"]')].map((n) => n.textContent);
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}

async function renderPage() {
  const calls: StubCall[] = [];
  const answer = (call: StubCall) => {
    calls.push(call);
    if (call.path === '/report/source/list') return { records: LISTED, total: LISTED.length };
    if (call.path === '/report/source/testConnection') return (call.body as { url?: string }).url?.includes('bad') ? refuse(400, UNREACHABLE) : null;
    return null;
  };
  await signInWithPage('/isystem/reportSource', META, ALL, answer);
  // Successful envelopes say what the server says of a connection that answered.
  answerApi((call) => (call.path === '/sys/permission/getUserPermissionByToken' ? { menu: [], auth: ALL, allAuth: ALL, sysSafeMode: false } : answer(call)), { successMessage: '连接成功' });
  const view = await render(<ReportSourceListPage meta={META} />);
  await until(() => view.host.querySelectorAll('[data-testid="report-source-row"]').length === 2);
  return { view, calls };
}

describe('ReportSourceListPage (data sources, 测试连接)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    await settle(() => $locale.set('cn'));
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('lists each source with its name, kind and masked connection, and tests a stored one from its row', async () => {
    const page = await renderPage();
    view = page.view;
    expect(byTestId(rowOf(view, 's1'), 'report-source-cell-kind')!.textContent).to.equal('内置');
    expect(byTestId(rowOf(view, 's2'), 'report-source-cell-kind')!.textContent).to.equal('PostgreSQL');
    expect(byTestId(rowOf(view, 's2'), 'report-source-cell-urlHint')!.textContent).to.equal('postgres://reader:***@dw:5432/dw');
    await settle(() => byTestId(rowOf(view!, 's2'), 'report-source-test')!.click());
    await until(() => notices().includes('连接成功'));
    expect(tests(page.calls)).to.deep.equal([{ id: 's2' }]);
  });

  // Moved from tests/e2e/report-admin.spec.ts 'the pages speak en and tc…' (issue 23); the seeded
  // source's three names are server/modules/reports/report-admin.test.ts's.
  for (const [locale, words] of Object.entries({ en: { name: 'Portal database', kind: 'Built-in' }, tc: { name: '門戶數據庫', kind: '內置' } })) {
    it(`speaks ${locale}: a source's name from its three and its kind`, async () => {
      await settle(() => $locale.set(locale as 'en' | 'tc'));
      await until(() => $loadedLocale.get() === locale);
      view = (await renderPage()).view;
      expect(byTestId(rowOf(view, 's1'), 'report-source-cell-name')!.textContent).to.equal(words.name);
      expect(byTestId(rowOf(view, 's1'), 'report-source-cell-kind')!.textContent).to.equal(words.kind);
    });
  }

  it('tests the URL typed in the form, or the stored one when it is left empty on edit; a failure shows the server\'s reason', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!.host, 'report-source-add')!.click());
    const button = () => byTestId(view!.host, 'report-source-form-test')!;
    expect(button().disabled, 'nothing to connect to yet').to.equal(true);
    await settle(() => fire(byTestId(view!.host, 'report-source-url')!, 'sl-input', 'postgres://u:bad@h/db'));
    expect(button().disabled).to.equal(false);
    await settle(() => button().click());
    await until(() => notices().includes(UNREACHABLE));
    expect(tests(page.calls)).to.deep.equal([{ url: 'postgres://u:bad@h/db' }]);
    await settle(() => fire(byTestId(view!.host, 'report-source-kind')!, 'sl-change', 'builtin'));
    expect(byTestId(view.host, 'report-source-form-test'), 'the built-in source has no URL to test').to.equal(null);
    expect(byTestId(view.host, 'report-source-url')).to.equal(null);
    await settle(() => byTestId(view!.host, 'report-source-cancel')!.click());

    await settle(() => byTestId(rowOf(view!, 's2'), 'report-source-edit')!.click());
    expect(byTestId(view.host, 'report-source-url')!.value, 'the stored URL is never shown').to.equal('');
    expect(button().disabled).to.equal(false);
    await settle(() => button().click());
    await until(() => tests(page.calls).length === 2);
    expect(tests(page.calls)[1]).to.deep.equal({ id: 's2' });
    // The schema its reports may read: an identifier, checked under its field before anything is sent.
    expect(byTestId(view.host, 'report-source-allowedSchema')!.value).to.equal('public');
    await settle(() => fire(byTestId(view!.host, 'report-source-allowedSchema')!, 'sl-input', 'Sales;'));
    await settle(() => byTestId(view!.host, 'report-source-save')!.click());
    expect(byTestId(view.host, 'report-source-allowedSchema-error')!.textContent).to.equal('允许的模式须为标识符（小写字母、数字、下划线，以字母或下划线开头）');
    await settle(() => fire(byTestId(view!.host, 'report-source-allowedSchema')!, 'sl-input', 'sales'));
    await settle(() => byTestId(view!.host, 'report-source-save')!.click());
    await until(() => page.calls.some((c) => c.method === 'PUT'));
    expect(page.calls.find((c) => c.method === 'PUT')!.body).to.deep.equal({
      id: 's2', code: 'dw', name: '数据仓库', nameEn: '', nameTc: '', kind: 'postgres', url: '', description: '', allowedSchema: 'sales',
    });
    await until(() => !byTestId(view!.host, 'report-source-dialog')!.hasAttribute('open') && lists(page.calls) === 2);
  });
});
