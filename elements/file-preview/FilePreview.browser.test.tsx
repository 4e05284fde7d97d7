// <dkp-file-preview> in Chromium: a real PDF drawn by pdf.js (its worker from our build) inside the
// element's shadow root, read by ranges; a picture, a text file (escaped), other files, a 404.
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { textPdf, tinyPdf } from '../../tests/browser/tiny-pdf.ts';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import './register.ts';

// A real 1 × 1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const TEXT = '<b>粗体</b> & <script>alert(1)</script>\n第二行';

interface Asked { path: string; range: string | null; token: string | null; query: URLSearchParams }
let asked: Asked[];
let files: Map<string, { bytes: Uint8Array; type: string }>;

/** The file route as the server answers it (server/modules/files/send-file.ts): whole, or one range (206); unknown paths 404 in the caller's language. */
function serveFiles() {
  configureApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = new URL(String(input), location.href);
      const headers = new Headers(init?.headers);
      const path = url.pathname.replace(/^\/api/, '');
      asked.push({ path, range: headers.get('range'), token: headers.get('x-access-token'), query: url.searchParams });
      const file = files.get(path);
      if (!file) {
        return new Response(JSON.stringify({ success: false, code: 404, message: 'not found', result: null }), { status: 404, headers: { 'content-type': 'application/json' } });
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(headers.get('range') ?? '');
      if (!range) return new Response(new Blob([file.bytes as BlobPart]), { status: 200, headers: { 'content-type': file.type } });
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), file.bytes.length - 1);
      return new Response(new Blob([file.bytes.slice(start, end + 1) as BlobPart]), {
        status: 206, headers: { 'content-type': file.type, 'content-range': `bytes ${start}-${end}/${file.bytes.length}` },
      });
    },
  });
}

describe('<dkp-file-preview>', () => {
  let element: HTMLElementTagNameMap['dkp-file-preview'];
  const root = () => element.shadowRoot!;
  const part = (id: string) => root().querySelector<HTMLElement & { disabled: boolean }>(`[data-testid="file-preview-${id}"]`);
  const image = () => root().querySelector<HTMLImageElement>('[data-testid="file-preview-image"]');
  const canvas = () => part('canvas') as unknown as HTMLCanvasElement | null;
  const rendered = () => Number(canvas()?.dataset.rendered ?? 0);
  /** The colour at the middle of the drawn page, as `r,g,b`. */
  const middle = () => {
    const c = canvas()!;
    const [r, g, b] = c.getContext('2d')!.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
    return `${r},${g},${b}`;
  };

  async function mount(attributes: Record<string, string>) {
    element = document.createElement('dkp-file-preview');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await settle(() => document.body.append(element));
  }

  before(() => startLocalization());
  beforeEach(() => {
    asked = [];
    files = new Map();
    serveFiles();
    startSession({ token: 'tok-1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    element?.remove();
    await settle(() => $locale.set('cn'));
    await resetViewport();
    resetApiConfig();
    endSession();
  });

  it('draws the first page of a real PDF with pdf.js inside its shadow root, reading it by ranges; turns pages and zooms', async function () {
    this.timeout(30_000);
    // Longer than one range (256 KiB), its cross-reference table at the end: pdf.js must ask for more.
    files.set('/sys/common/file/docs/a.pdf', { bytes: tinyPdf({ padding: 300_000 }), type: 'application/pdf' });
    await mount({ src: '/sys/common/file/docs/a.pdf', name: '季度报告.pdf' });
    expect(part('name')!.textContent).to.equal('季度报告.pdf');
    await waitFor(() => rendered() >= 1);
    expect(middle(), 'page 1 is red').to.equal('255,0,0');
    expect(part('page')!.textContent).to.equal('第 1 / 2 页');
    expect(asked[0]).to.include({ path: '/sys/common/file/docs/a.pdf', range: 'bytes=0-262143', token: 'tok-1' });
    expect(asked.length, 'the rest came by further ranges').to.be.greaterThan(1);
    expect(asked.every((a) => a.range !== null), 'never the whole file at once').to.equal(true);
    expect(part('previous')!.disabled).to.equal(true);

    await settle(() => part('next')!.click());
    await waitFor(() => canvas()!.dataset.page === '2' && rendered() >= 2 && middle() === '0,0,255');
    expect(part('page')!.textContent).to.equal('第 2 / 2 页');
    expect(part('next')!.disabled).to.equal(true);

    const fitted = canvas()!.getBoundingClientRect().width;
    const zoom = part('zoom')!.textContent;
    await settle(() => part('zoom-in')!.click());
    await waitFor(() => canvas()!.getBoundingClientRect().width > fitted);
    expect(part('zoom')!.textContent).to.not.equal(zoom);
    await settle(() => part('fit')!.click());
    await waitFor(() => Math.abs(canvas()!.getBoundingClientRect().width - fitted) < 1);
  });

  it('lays the page\'s text over it: a standard font and a Chinese CID font without an embedded CMap (read through our CMaps), selectable', async function () {
    this.timeout(30_000);
    files.set('/sys/common/file/docs/text.pdf', { bytes: textPdf({ latin: 'Hello PDF', chinese: '中文文本' }), type: 'application/pdf' });
    await mount({ src: '/sys/common/file/docs/text.pdf' });
    await waitFor(() => rendered() >= 1);
    const layer = part('text-layer')!;
    const spans = [...layer.querySelectorAll('span')];
    expect(spans.map((span) => span.textContent).join('|')).to.equal('Hello PDF|中文文本');
    // Each span lies on the drawn page, where its words are: the Latin line above the Chinese one.
    const page = canvas()!.getBoundingClientRect();
    const [latin, chinese] = spans.map((span) => span.getBoundingClientRect());
    for (const box of [latin!, chinese!]) {
      expect(box.width).to.be.greaterThan(0);
      expect(box.left).to.be.at.least(page.left - 1);
      expect(box.right).to.be.at.most(page.right + 1);
      expect(box.top).to.be.at.least(page.top - 1);
      expect(box.bottom).to.be.at.most(page.bottom + 1);
    }
    expect(latin!.bottom).to.be.at.most(chinese!.top + 1);
    // The Chinese line is drawn too, not left blank: dark pixels in its band of the canvas.
    const c = canvas()!;
    const scale = c.width / page.width;
    const band = c.getContext('2d')!.getImageData(0, Math.floor((chinese!.top - page.top) * scale), c.width, Math.max(1, Math.floor(chinese!.height * scale))).data;
    let dark = 0;
    for (let i = 0; i < band.length; i += 4) if (band[i]! < 128 && band[i + 3]! > 0) dark++;
    expect(dark, 'the Chinese glyphs were drawn').to.be.greaterThan(20);
    // Selectable: the text is there for a selection to take (what copying a selection copies).
    expect(getComputedStyle(spans[1]!).userSelect).to.not.equal('none');
    const selection = (root() as ShadowRoot & { getSelection(): Selection }).getSelection();
    selection.removeAllRanges();
    const range = document.createRange();
    range.selectNodeContents(layer);
    selection.addRange(range);
    expect(selection.toString().replace(/\s+/g, '')).to.equal('HelloPDF中文文本');
    selection.removeAllRanges();
  });

  it('shows a picture inline and a text file as text, never as markup; offers other files for download only', async () => {
    files.set('/sys/common/file/pics/p.png', { bytes: PNG, type: 'image/png' });
    files.set('/sys/common/file/notes/n.txt', { bytes: new TextEncoder().encode(TEXT), type: 'text/plain; charset=utf-8' });
    files.set('/sys/common/file/docs/d.docx', { bytes: new Uint8Array([80, 75, 3, 4]), type: 'application/zip' });

    await mount({ src: '/sys/common/file/pics/p.png' });
    await until(() => image()?.complete === true && image()!.naturalWidth === 1);
    expect(image()!.src).to.match(/^blob:/);
    expect(part('name')!.textContent).to.equal('p.png');
    element.remove();

    await mount({ src: '/api/sys/common/file/notes/n.txt', name: '说明.txt' });
    await until(() => part('text') !== null);
    expect(part('text')!.textContent).to.equal(TEXT);
    expect(part('text')!.querySelector('b, script'), 'the markup stayed letters').to.equal(null);
    expect(asked.at(-1)!.range, 'only the head of a text file is read').to.equal('bytes=0-1048575');
    element.remove();

    asked = [];
    await mount({ src: 'docs/d.docx', name: '合同.docx' });
    expect(part('other')!.textContent).to.equal('该类型的文件不能预览，请下载后查看');
    expect(asked, 'nothing read before the download is asked for').to.have.length(0);
    await settle(() => part('download')!.click());
    await until(() => asked.length === 1);
    expect(asked[0]!.path).to.equal('/sys/common/file/docs/d.docx');
    expect(asked[0]!.query.get('download')).to.equal('1');
  });

  it('a 404 shows the localised message (cn, then en and tc) instead of the file', async () => {
    await mount({ src: '/sys/common/file/docs/gone.pdf' });
    await until(() => part('error') !== null);
    expect(part('error')!.textContent).to.equal('很抱歉，资源未找到！');
    element.remove();
    await settle(() => $locale.set('en'));
    await mount({ src: '/sys/common/file/docs/gone.txt' });
    await until(() => part('error') !== null);
    expect(part('error')!.textContent).to.equal('Sorry, the resource was not found.');
    expect(part('download')!.textContent).to.equal('Download');
    element.remove();
    await settle(() => $locale.set('tc'));
    await mount({ src: '/sys/common/file/docs/gone.png' });
    await until(() => part('error') !== null);
    expect(part('error')!.textContent).to.equal('很抱歉，資源未找到！');
  });

  it('fits a 390 px phone screen: the page fitted to the width, the buttons big enough for a finger', async function () {
    this.timeout(30_000);
    await setViewport(390, 844);
    files.set('/sys/common/file/docs/a.pdf', { bytes: tinyPdf({ width: 600, height: 800 }), type: 'application/pdf' });
    await mount({ src: '/sys/common/file/docs/a.pdf', height: '700' });
    await waitFor(() => rendered() >= 1);
    const box = root().querySelector<HTMLElement>('[part="preview"]')!.getBoundingClientRect();
    expect(box.width).to.be.at.most(390);
    expect(canvas()!.getBoundingClientRect().width).to.be.at.most(box.width);
    for (const id of ['previous', 'next', 'zoom-in', 'zoom-out']) {
      const button = part(id)!.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect();
      expect(Math.min(button.width, button.height), id).to.be.at.least(40);
    }
  });
});

/** Waits (up to 20 s: pdf.js's worker starts on a loaded machine) until `check` holds. */
async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await settle(() => new Promise((r) => setTimeout(r, 50)));
  if (!check()) throw new Error(`condition not met within 20 s: ${check.toString()}`);
}
