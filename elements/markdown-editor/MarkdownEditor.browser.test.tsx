// <dkp-markdown-editor> in Chromium: source in CodeMirror, the preview sanitised, toolbar, layouts.
import { expect } from 'chai';
import { cmContent, codeViewOf, typeCode } from '../../tests/browser/code-editor.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { $locale } from '../../shared/stores/index.ts';
import './register.ts';

describe('<dkp-markdown-editor>', () => {
  let element: HTMLElementTagNameMap['dkp-markdown-editor'];
  let changes: string[];
  const root = () => element.shadowRoot!;
  const $ = (id: string) => root().querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const preview = () => $('markdown-editor-preview');

  async function mount(attributes: Record<string, string>) {
    element = document.createElement('dkp-markdown-editor');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    changes = [];
    element.addEventListener('dkp-change', (event) => changes.push(event.detail.value));
    await settle(() => document.body.append(element));
    await until(() => cmContent(root()) !== null);
  }
  afterEach(() => {
    element.remove();
    $locale.set('cn');
  });

  it('shows the source and its preview side by side, 300 px high, texts in simplified Chinese', async () => {
    await mount({ value: '# 标题\n\n**粗体** 与 `代码`' });
    expect($('markdown-editor')!.getBoundingClientRect().height).to.equal(300);
    await until(() => preview()?.querySelector('h1') !== null);
    expect(preview()!.querySelector('h1')!.textContent).to.equal('标题');
    expect(preview()!.querySelector('strong')!.textContent).to.equal('粗体');
    expect($('markdown-editor-layout-split')!.getAttribute('aria-pressed')).to.equal('true');
    expect($('markdown-editor-bold')!.getAttribute('aria-label')).to.equal('加粗');
    expect($('markdown-editor-layout-preview')!.textContent).to.equal('预览');
  });

  it('sanitises the preview: script, handlers, javascript: links and foreign images do not survive', async () => {
    await mount({ value: '' });
    const attack = [
      '<script>window.__mdXss = 1</script>',
      '<img src=x onerror="window.__mdXss = 2">',
      '[click](javascript:window.__mdXss=3)',
      '<a href="javascript:alert(1)">a</a>',
      '![pixel](https://evil.example/p.png)',
      '<iframe src="https://evil.example/"></iframe>',
      '<p style="position:fixed;inset:0" onclick="x()">p</p>',
      '<svg><script>window.__mdXss = 4</script></svg>',
      '![ours](/api/sys/common/static/jeditor/0123456789abcdef0123456789abcdef.png)',
    ].join('\n\n');
    await typeCode(root(), 'markdown-editor', attack);
    await until(() => preview()!.querySelector('img') !== null);
    const html = preview()!.innerHTML;
    expect(html).to.not.match(/<script|onerror|onclick|javascript:|evil\.example|<iframe|<svg|position/i);
    expect((window as { __mdXss?: number }).__mdXss).to.equal(undefined);
    expect([...preview()!.querySelectorAll('img')].map((i) => i.getAttribute('src'))).to.deep.equal(['/api/sys/common/static/jeditor/0123456789abcdef0123456789abcdef.png']);
    expect(changes.at(-1)).to.equal(attack);
    expect(element.getAttribute('value')).to.equal(attack);
  });

  it('the toolbar formats the selection; the layouts show the source, both or the preview', async () => {
    await mount({ value: '数据' });
    const view = await codeViewOf(root(), 'markdown-editor');
    await settle(() => view.dispatch({ selection: { anchor: 0, head: 2 } }));
    await settle(() => $('markdown-editor-bold')!.click());
    await until(() => changes.at(-1) === '**数据**');
    await settle(() => $('markdown-editor-heading')!.click());
    await until(() => changes.at(-1) === '## **数据**');
    await until(() => preview()?.querySelector('h2 strong')?.textContent === '数据');
    await settle(() => $('markdown-editor-layout-preview')!.click());
    expect(root().querySelector<HTMLElement>('.dkp-md-source')!.hidden).to.equal(true);
    await settle(() => $('markdown-editor-layout-edit')!.click());
    expect(preview()).to.equal(null);
  });

  it('keeps its height at least 200 and speaks en and tc', async () => {
    await mount({ value: 'x', height: '120' });
    expect($('markdown-editor')!.getBoundingClientRect().height).to.equal(200);
    await settle(() => $locale.set('en'));
    await until(() => $('markdown-editor-layout-preview')!.textContent === 'Preview');
    await settle(() => $locale.set('tc'));
    await until(() => $('markdown-editor-layout-preview')!.textContent === '預覽');
  });

  it('readonly shows the preview alone', async () => {
    element = document.createElement('dkp-markdown-editor');
    element.setAttribute('readonly', '');
    element.setAttribute('value', '*只读*');
    await settle(() => document.body.append(element));
    await until(() => preview()?.querySelector('em') !== null);
    expect($('markdown-editor-bold')).to.equal(null);
  });
});
