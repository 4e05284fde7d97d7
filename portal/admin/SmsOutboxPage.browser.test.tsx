import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant as entry, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { SmsOutboxPage } from './SmsOutboxPage.tsx';

const META = testMeta('menu-sys-sms-outbox', 'SmsOutbox', ['短信发件箱', 'SMS outbox', '短信發件箱']);
const TOTAL = 25;

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => view.host.querySelectorAll('[data-testid="outbox-row"]').length;
const asked = (q: URLSearchParams | undefined) => q && `${q.get('pageNo')}/${q.get('pageSize')}/${q.get('mobile') ?? ''}`;

/** Signs in with `auth` and renders the page; the outbox answers like its contract, 25 messages in all. */
async function renderAs(auth: PermissionEntry[]) {
  const queries: URLSearchParams[] = [];
  await signInWithPage('/isystem/smsOutbox', META, auth, ({ query }) => {
    queries.push(query);
    const pageNo = Number(query.get('pageNo'));
    const pageSize = Number(query.get('pageSize'));
    const count = Math.max(0, Math.min(pageSize, TOTAL - (pageNo - 1) * pageSize));
    const records = Array.from({ length: count }, (_, i) => ({ id: `r${pageNo}-${i}`, mobile: '13800138001', content: `code ${i}`, createTime: new Date(2026, 0, 1).toISOString() }));
    return { records, total: TOTAL };
  });
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
    await until(() => rows(view!) === 10);
    expect(asked(rendered.queries[0])).to.equal('1/10/');
    expect(byTestId(view, 'pagination-total')!.textContent).to.equal('1-10 共 25 条');

    await settle(() => byTestId(view!, 'pagination-next')!.click());
    await until(() => asked(rendered.queries.at(-1)) === '2/10/');
    await until(() => byTestId(view!, 'pagination-total')!.textContent === '11-20 共 25 条');

    const size = byTestId<HTMLElement & { value: string }>(view, 'pagination-size')!;
    await settle(() => {
      size.value = '30';
      size.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });
    await until(() => rows(view!) === 25);
    expect(asked(rendered.queries.at(-1))).to.equal('1/30/');

    const mobile = byTestId<HTMLElement & { value: string }>(view, 'outbox-filter-mobile')!;
    const typeMobile = (value: string) => settle(() => {
      mobile.value = value;
      mobile.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    });
    const asks = rendered.queries.length;
    await typeMobile('12345');
    await settle(() => byTestId<HTMLFormElement>(view!, 'outbox-filter')!.requestSubmit());
    expect(byTestId(view, 'outbox-filter-mobile-error')!.textContent).to.equal('请输入正确手机号');
    expect(rendered.queries.length, 'a malformed mobile is not asked').to.equal(asks);
    await typeMobile('13800138001');
    expect(byTestId(view, 'outbox-filter-mobile-error')).to.equal(null);
    await settle(() => byTestId<HTMLFormElement>(view!, 'outbox-filter')!.requestSubmit());
    await until(() => asked(rendered.queries.at(-1)) === '1/30/13800138001');
    const last = rendered.queries.at(-1)!;
    expect([last.get('column'), last.get('order')], 'newest first unless the header is clicked').to.deep.equal(['createTime', 'desc']);
  });

  it('is read-only: no add, edit, delete, selection or actions column', async () => {
    const rendered = await renderAs([entry('system:sms:outbox')]);
    view = rendered.view;
    await until(() => rows(view!) === 10);
    for (const id of ['toolbar', 'add', 'select-all', 'edit', 'delete']) expect(byTestId(view, `outbox-${id}`), id).to.equal(null);
    expect([...view.host.querySelectorAll('[data-testid="outbox-table"] th')].map((th) => th.textContent)).to.deep.equal(['发送时间', '手机号', '短信内容']);
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
