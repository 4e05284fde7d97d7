import { expect } from 'chai';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, loadPermissions, resetPermissions, startSession } from '../../shared/stores/index.ts';
import { render, settle, type Rendered } from '../../tests/browser/render.tsx';
import { SmsOutboxPage } from './SmsOutboxPage.tsx';

const META = { id: 'menu-sys-sms-outbox', title: '短信发件箱', titleEN: 'SMS outbox', titleTC: '短信發件箱', icon: '', url: '', componentName: 'SmsOutbox', target: '', hidden: false, keepAlive: false, internalOrExternal: false };
const entry = (action: string): PermissionEntry => ({ action, describe: action, type: '1', status: '1' });
const TOTAL = 25;

/** Answers the permission load and the outbox like the server's contracts; records the outbox queries. */
function routeFetch(auth: PermissionEntry[]): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  configureApi({
    fetch: async (input) => {
      const url = new URL(String(input), location.href);
      let result: unknown;
      if (url.pathname.endsWith('/sys/permission/getUserPermissionByToken')) {
        result = { menu: [{ id: 'm', path: '/isystem/smsOutbox', component: 'SmsOutbox', name: 'm', redirect: '', hidden: false, alwaysShow: false, route: '1', meta: META }], auth, allAuth: auth, sysSafeMode: false };
      } else {
        queries.push(url.searchParams);
        const pageNo = Number(url.searchParams.get('pageNo'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const count = Math.max(0, Math.min(pageSize, TOTAL - (pageNo - 1) * pageSize));
        const records = Array.from({ length: count }, (_, i) => ({ id: `r${pageNo}-${i}`, mobile: '13800138001', content: `code ${i}`, createTime: new Date(2026, 0, 1).toISOString() }));
        result = { records, total: TOTAL };
      }
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return queries;
}

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => view.host.querySelectorAll('[data-testid="outbox-row"]').length;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await settle(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).to.equal(true);
};
const asked = (q: URLSearchParams | undefined) => q && `${q.get('pageNo')}/${q.get('pageSize')}/${q.get('mobile') ?? ''}`;

async function renderAs(auth: PermissionEntry[]) {
  const queries = routeFetch(auth);
  startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  await loadPermissions();
  return { view: await render(<SmsOutboxPage meta={META} />), queries };
}

describe('SmsOutboxPage', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('asks for the page, size and mobile the pager and the filter choose', async () => {
    const rendered = await renderAs([entry('system:sms:outbox')]);
    view = rendered.view;
    await waitFor(() => rows(view!) === 10);
    expect(asked(rendered.queries[0])).to.equal('1/10/');
    expect(byTestId(view, 'pagination-total')!.textContent).to.equal('1-10 共 25 条');

    await settle(() => byTestId(view!, 'pagination-next')!.click());
    await waitFor(() => asked(rendered.queries.at(-1)) === '2/10/');
    await waitFor(() => byTestId(view!, 'pagination-total')!.textContent === '11-20 共 25 条');

    const size = byTestId<HTMLElement & { value: string }>(view, 'pagination-size')!;
    await settle(() => {
      size.value = '30';
      size.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });
    await waitFor(() => rows(view!) === 25);
    expect(asked(rendered.queries.at(-1))).to.equal('1/30/');

    const mobile = byTestId<HTMLElement & { value: string }>(view, 'outbox-mobile')!;
    await settle(() => {
      mobile.value = '13800138001';
      mobile.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    });
    await settle(() => byTestId<HTMLFormElement>(view!, 'outbox-filter')!.requestSubmit());
    await waitFor(() => asked(rendered.queries.at(-1)) === '1/30/13800138001');
  });

  it('without system:sms:outbox says so and asks for nothing', async () => {
    const rendered = await renderAs([entry('system:user:list')]);
    view = rendered.view;
    await settle();
    expect(byTestId(view, 'outbox-forbidden')).to.not.equal(null);
    expect(byTestId(view, 'outbox-table')).to.equal(null);
    expect(rendered.queries).to.have.length(0);
  });
});
