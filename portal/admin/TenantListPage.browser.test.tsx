import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { tenantResource } from '../../shared/resources/tenant.ts';
import { freezeTenantRow, thawTenantRow } from '../../shared/resources/tenant-actions.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { rowActionIds } from '../../tests/browser/row-actions.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { TenantListPage } from './TenantListPage.tsx';

const META = testMeta('menu-sys-tenant', 'TenantList', ['租户管理', 'Tenants', '租戶管理']);
const ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`system:tenant:${a}`));
const LISTED = [
  { id: '1', name: '平台', status: 1, createTime: '2026-01-01T00:00:00.000Z' },
  { id: '1001', name: '甲公司', status: 1, createTime: '2026-01-02T00:00:00.000Z' },
  { id: '1002', name: '乙公司', status: 0, createTime: '2026-01-03T00:00:00.000Z' },
];

const byTestId = <T extends HTMLElement = HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`[data-testid="${id}"]`);
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="tenants-row"][data-id="${id}"]`)!;
const actionsOf = (view: Rendered, id: string) => rowActionIds(rowOf(view, id)).map((testId) => testId.replace('tenants-', ''));
/** The row's action of `key`: a link, or its entry under 更多. */
const actionLink = (view: Rendered, id: string, key: string) => byTestId(rowOf(view, id), `tenants-${key}`)!;

async function renderPage(auth = ALL) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/tenant', META, auth, (call) => {
    calls.push(call);
    if (call.path === '/sys/tenant/list') return { records: LISTED, total: LISTED.length };
    if (call.path.startsWith('/sys/dict/getDictItems/')) return [{ value: '1', text: '正常', title: '正常', label: '正常' }, { value: '0', text: '冻结', title: '冻结', label: '冻结' }];
    return call.method === 'PUT' ? LISTED[1] : null;
  });
  const view = await render(<TenantListPage meta={META} />, { width: '1280px' });
  await until(() => view.host.querySelectorAll('[data-testid="tenants-row"]').length === LISTED.length);
  return { view, calls };
}

/** Switches the language and waits for its messages. */
async function speak(locale: 'cn' | 'en' | 'tc') {
  await settle(() => $locale.set(locale));
  await until(() => $loadedLocale.get() === locale);
}

describe('TenantListPage (row actions and form from the definition)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    await speak('cn');
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('offers 冻结 to a normal tenant and 解冻 to a frozen one, never to the platform\'s own, and only with the edit permission', async () => {
    const page = await renderPage();
    view = page.view;
    expect(actionsOf(view, '1')).to.deep.equal(['delete']);
    expect(actionsOf(view, '1001')).to.deep.equal(['edit', 'freeze', 'delete']);
    expect(actionsOf(view, '1002')).to.deep.equal(['edit', 'thaw', 'delete']);
    view.unmount();
    resetPermissions();
    view = (await renderPage([grant('system:tenant:list')])).view;
    expect(actionsOf(view, '1001')).to.deep.equal([]);
  });

  for (const locale of ['cn', 'en', 'tc'] as const) {
    it(`labels, asks and tells in the definition's words, then freezes through edit (${locale})`, async () => {
      const page = await renderPage();
      view = page.view;
      await speak(locale);
      const freeze = actionLink(view, '1001', 'freeze');
      expect(freeze.textContent).to.equal(freezeTenantRow.row.label[locale]);
      expect(actionLink(view, '1002', 'thaw').textContent).to.equal(thawTenantRow.row.label[locale]);
      await settle(() => freeze.click());
      expect(byTestId(view.host, 'tenants-confirm-text')!.textContent).to.equal(freezeTenantRow.row.confirm![locale]);
      expect(page.calls.some((c) => c.method === 'PUT')).to.equal(false);
      await settle(() => byTestId(view!.host, 'tenants-confirm')!.click());
      await until(() => page.calls.some((c) => c.method === 'PUT'));
      const edit = page.calls.find((c) => c.method === 'PUT')!;
      expect([edit.path, edit.body]).to.deep.equal(['/sys/tenant/edit', { id: '1001', name: '甲公司', status: 0 }]);
      await until(() => document.querySelector('[data-testid="notification"]') !== null);
      expect(document.querySelector('[data-testid="notification"]')!.textContent).to.equal(freezeTenantRow.row.done![locale]);
    });

    it(`takes the form's labels, required marks, lengths and help from the definition (${locale})`, async () => {
      const page = await renderPage();
      view = page.view;
      await speak(locale);
      await settle(() => byTestId(view!.host, 'tenants-add')!.click());
      type Input = HTMLElement & { label: string; required: boolean; maxlength: number; helpText: string };
      const [tenantNumber, name, username, realname] = ['tenantNumber', 'name', 'username', 'realname'].map((key) => byTestId<Input>(view!.host, `tenants-${key}`)!);
      const { inputFields, fields } = tenantResource;
      expect([tenantNumber!.label, name!.label, username!.label, realname!.label]).to.deep.equal([
        inputFields!.tenantNumber!.label[locale], fields.name!.label[locale], inputFields!.username!.label[locale], inputFields!.realname!.label[locale],
      ]);
      expect([tenantNumber!.required, name!.required, username!.required, realname!.required]).to.deep.equal([true, true, true, true]);
      // TenantAddSchema: name and realname at most 100 and 50; the account 4 to 18 (FIELD_RULES.usernameLength).
      expect([name!.maxlength, username!.maxlength, realname!.maxlength]).to.deep.equal([100, 18, 50]);
      expect(username!.helpText).to.equal(inputFields!.username!.help![locale]);
    });
  }
});
