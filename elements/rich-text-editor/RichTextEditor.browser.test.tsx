// <dkp-rich-text-editor> in Chromium: Tiptap with its surface in the light DOM, value in and out,
// toolbar, font sizes, sanitised input, image upload with biz=jeditor, Chinese typed with an input method.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { imeCommit, imeCompose } from '../../tests/browser/runner-command.ts';
import { SURFACE_SLOT } from './RichTextWorkspace.tsx';
import './register.ts';

// A real 1 × 1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const STORED = 'jeditor/0123456789abcdef0123456789abcdef.png';

describe('<dkp-rich-text-editor>', () => {
  let element: HTMLElementTagNameMap['dkp-rich-text-editor'];
  let changes: { value: string; text: string }[];
  const $ = (id: string) => element.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  /** The editing surface: in the element's light DOM, not its shadow root. */
  const surface = () => element.querySelector<HTMLElement>('[data-testid="rich-text-editor-input"]');

  async function mount(attributes: Record<string, string>) {
    element = document.createElement('dkp-rich-text-editor');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    changes = [];
    element.addEventListener('dkp-change', (event) => changes.push(event.detail));
    await settle(() => document.body.append(element));
    await until(() => surface() !== null);
  }
  /** Puts the caret at the end of the surface's text. */
  async function caretAtEnd() {
    await settle(() => {
      surface()!.focus();
      const range = document.createRange();
      range.selectNodeContents(surface()!);
      range.collapse(false);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
  }
  /**
   * Types `commit` as a pinyin input method does, a composition per key; the next key comes
   * once the surface shows the last one, as a person types looking at the screen.
   */
  async function typeWithIme(before: string, pinyin: string, commit: string) {
    for (let i = 1; i <= pinyin.length; i++) {
      const composing = pinyin.slice(0, i);
      await settle(() => imeCompose(composing));
      await until(() => surface()!.textContent === `${before}${composing}`, () => surface()!.textContent!);
    }
    await settle(() => imeCommit(commit));
  }
  afterEach(() => {
    element.remove();
    $locale.set('cn');
  });

  it('mounts its surface in the light DOM through a slot, 300 px high, and shows the value', async () => {
    await mount({ value: '<p>数据<strong>门户</strong></p>' });
    expect(element.shadowRoot!.contains(surface())).to.equal(false);
    expect(surface()!.closest(`[slot="${SURFACE_SLOT}"]`)!.parentElement).to.equal(element);
    expect(element.shadowRoot!.querySelector(`slot[name="${SURFACE_SLOT}"]`)).to.not.equal(null);
    expect(surface()!.innerHTML).to.equal('<p>数据<strong>门户</strong></p>');
    expect($('rich-text-editor')!.getBoundingClientRect().height).to.equal(300);
    // The surface shows inside the editor's box, under the toolbar.
    const box = $('rich-text-editor')!.getBoundingClientRect();
    const shown = surface()!.getBoundingClientRect();
    expect(shown.top).to.be.greaterThan($('rich-text-editor-bold')!.getBoundingClientRect().bottom - 1);
    expect(shown.bottom).to.be.at.most(box.bottom + 1);
  });

  it('Chinese typed with an input method inside the element arrives once (tiptap #4919)', async () => {
    await mount({ value: '<p>知识</p>' });
    await caretAtEnd();
    await typeWithIme('知识', 'shuju', '数据');
    await until(() => changes.length > 0 && changes.at(-1)!.value === '<p>知识数据</p>', () => JSON.stringify(changes));
    await typeWithIme('知识数据', 'menhu', '门户');
    await until(() => changes.at(-1)!.value === '<p>知识数据门户</p>', () => JSON.stringify(changes.at(-1)));
    expect(changes.at(-1)!.text).to.equal('知识数据门户');
    expect(element.getAttribute('value')).to.equal('<p>知识数据门户</p>');
  });

  it('typing and the toolbar: bold, a font size of 8–36 pt; the value goes out as HTML', async () => {
    await mount({ value: '' });
    expect([...$('rich-text-editor-font-size')!.querySelectorAll('option')].map((o) => o.value).filter(Boolean))
      .to.deep.equal(['8pt', '9pt', '10pt', '11pt', '12pt', '14pt', '16pt', '18pt', '20pt', '24pt', '28pt', '36pt']);
    await caretAtEnd();
    await settle(() => $('rich-text-editor-bold')!.click());
    await settle(() => sendKeys({ type: 'abc' }));
    await until(() => changes.at(-1)?.value === '<p><strong>abc</strong></p>');
    expect($('rich-text-editor-bold')!.getAttribute('aria-pressed')).to.equal('true');
    await settle(() => sendKeys({ press: 'Shift+Home' }));
    const size = $('rich-text-editor-font-size') as HTMLSelectElement;
    await settle(() => {
      size.value = '24pt';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => changes.at(-1)?.value === '<p><span style="font-size: 24pt;"><strong>abc</strong></span></p>', () => changes.at(-1)!.value);
  });

  it('cleans what comes in: script, handlers, foreign images and javascript: links are not shown', async () => {
    await mount({ value: '<p onclick="alert(1)">a<img src=x onerror="window.__rteXss=1"><a href="javascript:alert(1)">j</a></p><script>window.__rteXss=2</script><img src="https://evil.example/p.png">' });
    expect(surface()!.innerHTML).to.not.match(/onclick|onerror|javascript:|evil\.example|<script/);
    expect((window as { __rteXss?: number }).__rteXss).to.equal(undefined);
    await settle(() => element.setAttribute('value', '<p>b<iframe src="https://evil.example/"></iframe></p>'));
    await until(() => surface()!.textContent === 'b');
    expect(surface()!.querySelector('iframe')).to.equal(null);
    expect(changes, 'a value from outside is no change of the user').to.deep.equal([]);
  });

  describe('image upload', () => {
    let sent: { path: string; biz: FormDataEntryValue | null; file: File | null }[];
    let reply: Response;
    beforeEach(() => {
      sent = [];
      configureApi({
        baseUrl: '/api',
        fetch: async (input, init) => {
          const form = init?.body as FormData;
          sent.push({ path: new URL(String(input), location.href).pathname, biz: form.get('biz'), file: form.get('file') as File | null });
          return reply;
        },
      });
      startSession({ token: 'tok-1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
    });
    afterEach(() => {
      resetApiConfig();
      endSession();
    });
    async function choose(file: File) {
      await settle(() => {
        const input = $('rich-text-editor-image-file') as HTMLInputElement;
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }

    it('uploads the chosen image with biz=jeditor and inserts it as our static path', async () => {
      reply = new Response(JSON.stringify({ success: true, code: 200, message: STORED, result: { path: STORED } }), { headers: { 'content-type': 'application/json' } });
      await mount({ value: '<p>x</p>' });
      await caretAtEnd();
      await choose(new File([PNG], '图.png', { type: 'image/png' }));
      await until(() => surface()!.querySelector('img') !== null);
      expect(sent).to.have.length(1);
      expect(sent[0]!.path).to.equal('/api/sys/common/upload');
      expect(sent[0]!.biz).to.equal('jeditor');
      expect(sent[0]!.file!.name).to.equal('图.png');
      expect(surface()!.querySelector('img')!.getAttribute('src')).to.equal(`/api/sys/common/static/${STORED}`);
      expect(changes.at(-1)!.value).to.contain(`<img src="/api/sys/common/static/${STORED}" alt="图.png">`);
    });

    it('says why an upload failed: the server\'s message, or a file that is no image', async () => {
      reply = new Response(JSON.stringify({ success: false, code: 400, message: '只能上传图片', result: null }), { status: 400, headers: { 'content-type': 'application/json' } });
      await mount({ value: '' });
      await choose(new File([PNG], 'a.png', { type: 'image/png' }));
      await until(() => $('rich-text-editor-status')?.textContent === '上传失败：只能上传图片');
      await choose(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
      await until(() => $('rich-text-editor-status')?.textContent === '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片');
      expect(sent).to.have.length(1);
      expect(surface()!.querySelector('img')).to.equal(null);
    });
  });

  it('readonly shows the content without the toolbar, not editable', async () => {
    await mount({ value: '<p>只读</p>', readonly: '' });
    expect($('rich-text-editor-bold')).to.equal(null);
    expect(surface()!.getAttribute('contenteditable')).to.equal('false');
  });
});
