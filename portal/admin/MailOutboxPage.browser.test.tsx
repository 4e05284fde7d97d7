import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant as entry, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { MailOutboxPage } from './MailOutboxPage.tsx';

const META = testMeta('menu-sys-mail-outbox', 'MailOutbox', ['邮件发件箱', 'Mail outbox', '郵件發件箱']);

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => view.host.querySelectorAll('[data-testid="mail-outbox-row"]').length;

/** Signs in with `auth` and renders the page; the outbox answers like its contract, 3 mails. */
async function renderAs(auth: PermissionEntry[]) {
  const queries: URLSearchParams[] = [];
  await signInWithPage('/isystem/mailOutbox', META, auth, ({ query }) => {
    queries.push(query);
    const records = ['lisi', 'wangwu', 'zhangsan'].filter((u) => (query.get('toAddress') ?? '') === '' || u.includes(query.get('toAddress')!)).map((u, i) => ({
      id: `m${i}`, toAddress: `${u}@example.com`, subject: '【报表订阅】各部门月度报名人数', body: '您好',
      attachments: '各部门月度报名人数.pdf (application/pdf, 48213 B)', createTime: new Date(2026, 0, 1).toISOString(),
    }));
    return { records, total: records.length };
  });
  return { view: await render(<MailOutboxPage meta={META} />), queries };
}

describe('MailOutboxPage', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('lists the mails newest first with recipient, subject and attachments, filtered by recipient, read-only', async () => {
    const rendered = await renderAs([entry('system:mail:outbox')]);
    view = rendered.view;
    await until(() => rows(view!) === 3);
    expect(view.host.textContent).to.include('各部门月度报名人数.pdf (application/pdf, 48213 B)');
    const first = rendered.queries[0]!;
    expect([first.get('column'), first.get('order')]).to.deep.equal(['createTime', 'desc']);
    const to = byTestId<HTMLElement & { value: string }>(view, 'mail-outbox-filter-toAddress')!;
    await settle(() => {
      to.value = 'lisi';
      to.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    });
    await settle(() => byTestId<HTMLFormElement>(view!, 'mail-outbox-filter')!.requestSubmit());
    await until(() => rows(view!) === 1);
    expect(rendered.queries.at(-1)!.get('toAddress')).to.equal('lisi');
    for (const id of ['toolbar', 'add', 'select-all', 'edit', 'delete']) expect(byTestId(view, `mail-outbox-${id}`), id).to.equal(null);
  });
});
