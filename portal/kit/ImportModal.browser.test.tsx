import { expect } from 'chai';
import { useState } from 'react';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import { ImportModal } from './ImportModal.tsx';

interface Sent { method: string; path: string; file: string | null; form: FormData | null; headers: Headers }
type Answer = { status?: number; body: unknown; type?: string };
let sent: Sent[];
let imported: number;
let closed: number;

/** Answers each call by `answer(file name or path)`, recording what was sent. */
function serve(answer: (key: string) => Answer) {
  configureApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = new URL(String(input), location.href);
      const form = init?.body instanceof FormData ? init.body : null;
      const file = form ? (form.get('files[]') as File).name : null;
      const path = url.pathname.replace(/^\/api/, '');
      sent.push({ method: init?.method ?? 'GET', path, file, form, headers: new Headers(init?.headers) });
      const { status = 200, body, type = 'application/json' } = answer(file ?? path);
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
    },
  });
}
const ok = (code: number, message: string, result: unknown = null) => ({ body: { success: true, code, message, result, timestamp: 0 } });
const refused = (status: number, message: string) => ({ status, body: { success: false, code: status, message, result: null, timestamp: 0 } });

function Page() {
  const [open, setOpen] = useState(true);
  return <ImportModal open={open} url="/sys/position/importExcel" options={{ validateStatus: '1' }}
    onImported={() => imported++} onClose={() => { closed++; setOpen(false); }} />;
}

type El = HTMLElement & { disabled: boolean };
const one = (view: Rendered, id: string) => view.host.querySelector<El>(`[data-testid="${id}"]`)!;
const files = (view: Rendered) => [...view.host.querySelectorAll<HTMLElement>('[data-testid="import-file"]')]
  .map((li) => `${li.dataset.name}:${li.dataset.status}`);
const notices = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);
const choose = (view: Rendered, ...names: string[]) => settle(() => {
  const input = one(view, 'import-input') as unknown as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const name of names) transfer.items.add(new File([`rows of ${name}`], name));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
});
const upload = async (view: Rendered) => {
  await settle(() => one(view, 'import-upload').click());
  await until(() => !files(view).some((f) => f.endsWith(':uploading')) && !one(view, 'import-upload').hasAttribute('loading'));
};

describe('ImportModal', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  beforeEach(() => {
    sent = [];
    imported = 0;
    closed = 0;
    startSession({ token: 'tok-9', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    endSession();
  });

  it('is titled 导入Excel; upload is disabled without files; other types are refused by name; files can be removed', async () => {
    serve(() => ok(200, ''));
    view = await render(<Page />);
    expect(one(view, 'import-dialog').getAttribute('label')).to.equal('导入Excel');
    expect(one(view, 'import-dialog').style.getPropertyValue('--width')).to.equal('600px');
    expect(one(view, 'import-upload').disabled).to.equal(true);
    expect(one(view, 'import-input').getAttribute('accept')).to.match(/^\.xls,\.xlsx,/);

    await choose(view, 'notes.txt', '职务.xlsx', 'old.XLS', 'data.csv');
    expect(notices()).to.deep.equal(['只能导入 .xls 或 .xlsx 文件：notes.txt, data.csv']);
    expect(files(view)).to.deep.equal(['职务.xlsx:ready', 'old.XLS:ready']);
    expect(one(view, 'import-upload').disabled).to.equal(false);
    await settle(() => view!.host.querySelectorAll<HTMLElement>('[data-testid="import-file-remove"]')[0]!.click());
    await settle(() => view!.host.querySelectorAll<HTMLElement>('[data-testid="import-file-remove"]')[0]!.click());
    expect(files(view)).to.deep.equal([]);
    expect(one(view, 'import-upload').disabled).to.equal(true);
    expect(sent).to.deep.equal([]);
  });

  it('uploads each file as files[] with the options, then says so, reloads the list and closes', async () => {
    serve(() => ok(200, '文件导入成功！数据行数：2'));
    view = await render(<Page />);
    await choose(view, 'a.xlsx', 'b.xls');
    await upload(view);
    expect(sent.map((s) => `${s.method} ${s.path} ${s.file} ${s.form?.get('validateStatus')}`)).to.deep.equal([
      'POST /sys/position/importExcel a.xlsx 1', 'POST /sys/position/importExcel b.xls 1',
    ]);
    expect(sent[0]!.headers.get('X-Access-Token')).to.equal('tok-9');
    expect(sent[0]!.headers.get('Content-Type')).to.equal(null, 'the browser sets the multipart boundary');
    expect(files(view)).to.deep.equal(['a.xlsx:done', 'b.xls:done']);
    expect(notices()).to.deep.equal(['导入成功']);
    expect([imported, closed]).to.deep.equal([1, 1]);
  });

  it('a 201 answer warns that some data was wrong, with the error data to download through the API client', async () => {
    serve((key) => key === 'a.xlsx'
      ? ok(201, '部分导入', { msg: '总行数：3，错误行数：1', fileUrl: '/sys/common/static/import/err-1.xls', fileName: '错误数据.xls' })
      : { body: new Uint8Array([1, 2, 3]), type: 'application/vnd.ms-excel' });
    view = await render(<Page />);
    await choose(view, 'a.xlsx');
    await upload(view);
    expect(files(view)).to.deep.equal(['a.xlsx:partial']);
    const warning = one(view, 'import-warning');
    await until(() => warning.hasAttribute('open'));
    expect(warning.getAttribute('label')).to.equal('导入成功，但有部分数据有误！');
    expect(one(view, 'import-warning-message').textContent).to.equal('总行数：3，错误行数：1');
    const link = one(view, 'import-error-file') as unknown as HTMLAnchorElement;
    expect(link.textContent).to.equal('下载错误数据');
    expect(link.getAttribute('href')).to.equal('/api/sys/common/static/import/err-1.xls');
    expect(link.getAttribute('download')).to.equal('错误数据.xls');
    expect([imported, closed]).to.deep.equal([1, 0]);

    await settle(() => link.click());
    await until(() => sent.length === 2);
    expect(sent[1]!.method).to.equal('GET');
    expect(sent[1]!.path).to.equal('/sys/common/static/import/err-1.xls');
    expect(sent[1]!.headers.get('X-Access-Token')).to.equal('tok-9');
    await settle(() => one(view!, 'import-warning-ok').click());
    expect(warning.hasAttribute('open')).to.equal(false);
  });

  it('a failure warns with the file name and the server message, keeps the dialog open and can be sent again', async () => {
    let fail = true;
    serve((key) => (key === 'bad.xlsx' && fail ? refused(500, '第2行：职务编码重复') : key === 'worse.xls' ? { status: 200, body: { success: false, code: 500, message: '模板不对', result: null, timestamp: 0 } } : ok(200, '')));
    view = await render(<Page />);
    await choose(view, 'bad.xlsx', 'worse.xls');
    await upload(view);
    expect(notices()).to.deep.equal(['bad.xlsx 导入失败：第2行：职务编码重复', 'worse.xls 导入失败：模板不对']);
    expect(files(view)).to.deep.equal(['bad.xlsx:failed', 'worse.xls:failed']);
    expect(one(view, 'import-file-message').textContent).to.equal('第2行：职务编码重复');
    expect([imported, closed]).to.deep.equal([0, 0]);
    expect(one(view, 'import-upload').disabled).to.equal(false, 'failed files can be sent again');

    fail = false;
    await settle(() => view!.host.querySelectorAll<HTMLElement>('[data-testid="import-file-remove"]')[1]!.click());
    await upload(view);
    expect(files(view)).to.deep.equal(['bad.xlsx:done']);
    expect([imported, closed]).to.deep.equal([1, 1]);
  });

  it('takes the whole width of a 390 px phone', async () => {
    serve(() => ok(200, ''));
    try {
      await setViewport(390, 844);
      view = await render(<Page />);
      await choose(view, 'a-file-with-a-rather-long-name-of-the-quarterly-positions-report.xlsx');
      const panel = () => one(view!, 'import-dialog').shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect();
      await until(() => panel().width === 390);
      expect(document.documentElement.scrollWidth).to.equal(390);
      expect(one(view, 'import-files').getBoundingClientRect().right).to.be.at.most(390);
    } finally {
      await resetViewport();
    }
  });

  it('speaks English', async () => {
    await settle(() => $locale.set('en'));
    serve(() => ok(201, '', { msg: '1 bad row', fileUrl: '/f/e.xls', fileName: 'e.xls' }));
    view = await render(<Page />);
    await until(() => one(view!, 'import-dialog').getAttribute('label') === 'Import Excel');
    expect(one(view, 'import-upload').textContent).to.equal('Upload');
    await choose(view, 'notes.txt', 'a.xlsx');
    expect(notices()).to.deep.equal(['Only .xls or .xlsx files can be imported: notes.txt']);
    await upload(view);
    expect(one(view, 'import-warning').getAttribute('label')).to.equal('Import succeeded, but there is some error data!');
    expect(one(view, 'import-error-file').textContent).to.equal('Download error data');
  });
});
