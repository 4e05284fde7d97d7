// The kit's form widget 'attachments': chosen by the article definition's `format: 'attachments'` (one source); files listed
// by name and size, removed, and added through the upload popup of <dkp-file-upload> (the server answered by hand, as
// elements/file-upload's test does; the real server end to end: tests/e2e/news.spec.ts).
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { useState } from 'react';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { articleResource } from '../../shared/resources/article.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { byTestId, render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import type { FormFile, FormValue } from './form-config.ts';
import { FormField } from './FormField.tsx';
import { resolveField } from './resolve-form.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("FormField widget 'attachments'", () => {
  let view: Rendered | undefined;
  let changes: FormValue[];
  let sent: { biz: FormDataEntryValue | null; name: string; answer(response: Response): void }[];
  before(() => startLocalization());
  beforeEach(() => {
    sent = [];
    changes = [];
    configureApi({
      baseUrl: '/api',
      progressFetch: (_url, init) => {
        const form = init.body as FormData;
        return new Promise<Response>((resolve) => sent.push({ biz: form.get('biz'), name: (form.get('file') as File).name, answer: resolve }));
      },
    });
    startSession({ token: 'tok-1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    endSession();
  });

  function Form({ initial }: { initial: FormFile[] }) {
    const [value, setValue] = useState<FormValue>(initial);
    return <FormField field={resolveField(articleResource, 'attachments')} value={value} error={undefined} id="article-attachments" onLeave={() => undefined}
      onChange={(v) => { changes.push(v); setValue(v); }} />;
  }
  const all = (id: string) => [...view!.host.querySelectorAll<HTMLElement>(`[data-testid="article-attachments-${id}"]`)];

  it('the article definition chooses it: the files by whole name and size, removed, and added through the upload popup into biz attachments', async () => {
    const field = resolveField(articleResource, 'attachments');
    expect([field.widget, field.maxItems]).to.deep.equal(['attachments', 20]);
    view = await render(<Form initial={[{ name: '二〇二六年度经营报告.pdf', url: '/sys/common/file/docs/aa.pdf', size: 2048 }, { name: '外站', url: 'https://files.example/b.pdf' }]} />);
    expect(view.host.querySelector('.kit-attachments')!.getAttribute('aria-label')).to.equal('附件');
    expect(all('file-name').map((n) => n.textContent)).to.deep.equal(['二〇二六年度经营报告.pdf', '外站']);
    expect(all('file-size').map((n) => n.textContent)).to.deep.equal(['2.0 KB'], 'another site\'s file has no size');

    await settle(() => all('file-remove')[1]!.click());
    expect(changes.at(-1)).to.deep.equal([{ name: '二〇二六年度经营报告.pdf', url: '/sys/common/file/docs/aa.pdf', size: 2048 }]);

    const popup = () => view!.host.querySelector<HTMLElement & { open: boolean }>('[data-testid="article-attachments-popup"]');
    expect(popup(), 'mounted only while open').to.equal(null);
    await settle(() => byTestId(view!, 'article-attachments-add').click());
    await until(() => popup()?.open === true);
    await settle(() => byTestId(view!, 'article-attachments-popup-ok').click());
    expect(byTestId(view, 'article-attachments-popup-warning').textContent).to.equal('未上传任何文件');
    await settle(() => {
      const input = byTestId(view!, 'article-attachments-popup-input') as unknown as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File(['第一行\n'], '说明.txt', { type: 'text/plain' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => sent.length === 1);
    expect([sent[0]!.biz, sent[0]!.name]).to.deep.equal(['attachments', '说明.txt']);
    await settle(() => sent[0]!.answer(json({ success: true, code: 200, message: 'attachments/bb.txt', result: { id: 'f-2', path: 'attachments/bb.txt', fileName: '说明.txt', size: 10, contentType: 'text/plain' } })));
    await until(() => all('popup-status')[0]?.textContent === '上传完成');
    await settle(() => byTestId(view!, 'article-attachments-popup-ok').click());
    await until(() => popup() === null);
    const size = new Blob(['第一行\n']).size;
    expect(changes.at(-1)).to.deep.equal([
      { name: '二〇二六年度经营报告.pdf', url: '/sys/common/file/docs/aa.pdf', size: 2048 },
      { name: '说明.txt', url: '/sys/common/file/attachments/bb.txt', size },
    ]);
    expect(all('file-name').map((n) => n.textContent)).to.deep.equal(['二〇二六年度经营报告.pdf', '说明.txt']);
  });

  it('speaks the language of the page: its label, the empty list and the button in en and tc', async () => {
    for (const [locale, label, none, add] of [['en', 'Attachments', 'No attachments', 'Upload attachments'], ['tc', '附件', '暫無附件', '上傳附件']] as const) {
      await settle(() => $locale.set(locale));
      view = await render(<Form initial={[]} />);
      expect(view.host.querySelector('.kit-attachments')!.getAttribute('aria-label')).to.equal(label);
      expect(byTestId(view, 'article-attachments-none').textContent).to.equal(none);
      expect(byTestId(view, 'article-attachments-add').textContent).to.equal(add);
      view.unmount();
      view = undefined;
    }
  });
});
