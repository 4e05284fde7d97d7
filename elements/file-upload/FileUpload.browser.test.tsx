// <dkp-file-upload> and its popup in Chromium: 520 × 200, progress, names shortened to 5 characters,
// the server's localised refusal, '未上传任何文件', the result; in cn, en and tc.
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { configureApi, resetApiConfig, type UploadProgress } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import './register.ts';

interface Sent { biz: FormDataEntryValue | null; file: File; progress: UploadProgress; answer(response: Response): void }
let sent: Sent[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stored = (path: string, id: string) => json(200, { success: true, code: 200, message: path, result: { id, path, fileName: 'x', size: 1, contentType: 'application/pdf' } });

/** Each upload waits for the test to report its progress and answer it, as the server would (server/modules/files/upload-route.ts). */
function serveByHand() {
  configureApi({
    baseUrl: '/api',
    progressFetch: (_url, init, progress) => {
      const form = init.body as FormData;
      return new Promise<Response>((resolve) => sent.push({ biz: form.get('biz'), file: form.get('file') as File, progress, answer: resolve }));
    },
  });
}

describe('<dkp-file-upload>', () => {
  let element: HTMLElementTagNameMap['dkp-file-upload'];
  let changes: { value: string; text: string }[];
  const root = () => element.shadowRoot!;
  const byId = (id: string) => root().querySelector<HTMLElement>(`[data-testid="file-upload-${id}"]`)!;
  const all = (id: string) => [...root().querySelectorAll<HTMLElement>(`[data-testid="file-upload-${id}"]`)];
  const popup = () => byId('popup') as HTMLElement & { open: boolean };

  async function mount(attributes: Record<string, string> = {}) {
    element = document.createElement('dkp-file-upload');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    changes = [];
    element.addEventListener('dkp-change', (event) => changes.push(event.detail));
    await settle(() => document.body.append(element));
  }
  /** Opens the popup and waits until its opening animation (a scale from 0.8) has ended, so sizes are its own. */
  async function open() {
    const shown = new Promise((resolve) => popup().addEventListener('sl-after-show', resolve, { once: true }));
    await settle(() => byId('open').click());
    await settle(() => shown);
  }
  async function choose(...files: File[]) {
    await settle(() => {
      const input = byId('popup-input') as HTMLInputElement;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  before(() => startLocalization());
  beforeEach(() => {
    sent = [];
    serveByHand();
    startSession({ token: 'tok-1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    element?.remove();
    await settle(() => $locale.set('cn'));
    await resetViewport();
    resetApiConfig();
    endSession();
  });

  it('opens a 520 × 200 popup; OK with no file says 未上传任何文件 and stays open', async () => {
    await mount({ biz: 'docs' });
    expect(byId('open').textContent).to.equal('上传文件');
    await open();
    const panel = popup().shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect();
    expect(Math.round(panel.width)).to.equal(520);
    expect(byId('popup-body').getBoundingClientRect().height).to.equal(200);
    await settle(() => byId('popup-ok').click());
    expect(byId('popup-warning').textContent).to.equal('未上传任何文件');
    expect(popup().open).to.equal(true);
  });

  it('uploads each chosen file to biz with its progress, lists names shortened to 5 characters, and gives the result on OK', async () => {
    await mount({ biz: 'docs' });
    await open();
    await choose(new File(['%PDF-1.4'], '季度经营报告.pdf', { type: 'application/pdf' }), new File(['x'], 'a.txt', { type: 'text/plain' }));
    await until(() => sent.length === 2);
    expect(sent.map((s) => [s.biz, s.file.name])).to.deep.equal([['docs', '季度经营报告.pdf'], ['docs', 'a.txt']]);
    expect(all('popup-name').map((n) => n.textContent)).to.deep.equal(['季度经营报…', 'a.txt']);
    expect(all('popup-name')[0]!.title).to.equal('季度经营报告.pdf');
    await settle(() => sent[0]!.progress(512, 1024));
    expect(all('popup-status')[0]!.textContent).to.equal('上传中 (50%)');
    await settle(() => byId('popup-ok').click());
    expect(byId('popup-warning').textContent, 'OK waits for the uploads').to.equal('文件正在上传，请稍候');
    await settle(() => sent[0]!.answer(stored('docs/aa.pdf', 'f-1')));
    await settle(() => sent[1]!.answer(stored('docs/bb.txt', 'f-2')));
    await until(() => all('popup-status').every((s) => s.textContent === '上传完成'));
    await settle(() => byId('popup-ok').click());
    await until(() => !popup().open);
    expect(changes).to.deep.equal([{ value: 'docs/aa.pdf,docs/bb.txt', text: '季度经营报告.pdf,a.txt' }]);
    expect(element.getAttribute('value')).to.equal('docs/aa.pdf,docs/bb.txt');
    expect(all('file').map((f) => f.textContent?.replace('×', ''))).to.deep.equal(['季度经营报…', 'a.txt']);
    await settle(() => all('file-remove')[0]!.click());
    expect(changes.at(-1)).to.deep.equal({ value: 'docs/bb.txt', text: 'a.txt' });
  });

  it('shows the server\'s localised refusal and "{file} 上传失败."; a failure without a message is 未知错误', async () => {
    await mount();
    await open();
    await choose(new File(['MZ'], 'setup.exe'), new File(['?'], 'odd.bin'));
    await until(() => sent.length === 2);
    expect(sent[0]!.biz, 'temp by default').to.equal('temp');
    const refusal = '只能上传图片、PDF、Office 文档（Word、Excel、PowerPoint）、文本文件或 ZIP 压缩包';
    await settle(() => sent[0]!.answer(json(415, { success: false, code: 415, message: refusal, result: null })));
    await settle(() => sent[1]!.answer(json(200, { success: false, code: 500, result: null })));
    await until(() => all('popup-item').every((i) => i.dataset.status === 'error'));
    expect(all('popup-status').map((s) => s.textContent)).to.deep.equal([refusal, '未知错误']);
    expect(byId('popup-warning').textContent).to.equal('setup.exe 上传失败. odd.bin 上传失败.');
    await settle(() => byId('popup-ok').click());
    expect(byId('popup-warning').textContent).to.equal('未上传任何文件');
    await settle(() => byId('popup-cancel').click());
    await until(() => !popup().open);
    expect(changes).to.deep.equal([]);
  });

  for (const [locale, words] of [
    ['en', { open: 'Upload files', none: 'No file has been uploaded', uploading: 'Uploading (25%)', failed: 'x.exe upload failed.', unknown: 'Unknown error' }],
    ['tc', { open: '上傳文件', none: '未上傳任何文件', uploading: '上傳中 (25%)', failed: 'x.exe 上傳失敗.', unknown: '未知錯誤' }],
  ] as const) {
    it(`speaks ${locale}: the button, progress, failure and 'no file' words`, async () => {
      await settle(() => $locale.set(locale));
      await mount();
      expect(byId('open').textContent).to.equal(words.open);
      await open();
      await settle(() => byId('popup-ok').click());
      expect(byId('popup-warning').textContent).to.equal(words.none);
      await choose(new File(['MZ'], 'x.exe'));
      await until(() => sent.length === 1);
      await settle(() => sent[0]!.progress(1, 4));
      expect(byId('popup-status').textContent).to.equal(words.uploading);
      await settle(() => sent[0]!.answer(json(200, { success: false, code: 500, result: null })));
      await until(() => byId('popup-item').dataset.status === 'error');
      expect(byId('popup-status').textContent).to.equal(words.unknown);
      expect(byId('popup-warning').textContent).to.equal(words.failed);
    });
  }

  it('takes a 390 px phone screen\'s whole width, its buttons big enough for a finger', async () => {
    await setViewport(390, 844);
    await mount();
    await open();
    const panel = popup().shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect();
    expect(panel.width).to.be.at.most(390);
    await choose(new File(['x'], 'a.txt'));
    await until(() => sent.length === 1);
    const remove = byId('popup-remove').getBoundingClientRect();
    expect(Math.min(remove.width, remove.height)).to.be.at.least(40);
  });
});
