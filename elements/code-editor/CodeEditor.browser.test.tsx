// <dkp-code-editor> in Chromium: CodeMirror inside the shadow root, value in and out, tab 2, modes.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cmContent } from '../../tests/browser/code-editor.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { CODE_MODES } from './code-modes.ts';
import './register.ts';

describe('<dkp-code-editor>', () => {
  let element: HTMLElementTagNameMap['dkp-code-editor'];
  let changes: string[];
  const content = () => cmContent(element.shadowRoot!);
  const cm = () => element.shadowRoot!.querySelector('.dkp-code-surface')!.shadowRoot!;
  const box = () => element.shadowRoot!.querySelector<HTMLElement>('[part="editor"]')!;
  const surface = () => element.shadowRoot!.querySelector<HTMLElement>('.dkp-code-surface');

  async function mount(attributes: Record<string, string>) {
    element = document.createElement('dkp-code-editor');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    changes = [];
    element.addEventListener('dkp-change', (event) => changes.push(event.detail.value));
    await settle(() => document.body.append(element));
    await until(() => content() !== null);
  }
  afterEach(() => element.remove());

  it('shows the value in CodeMirror inside its shadow root, 240 px high, styled there', async () => {
    await mount({ mode: 'sql', value: 'select 1\nfrom dual' });
    expect(content()!.textContent).to.equal('select 1from dual');
    expect(cm().querySelectorAll('.cm-line')).to.have.length(2);
    expect(box().getBoundingClientRect().height).to.equal(240);
    // CodeMirror's own styles reached its shadow root as constructed sheets (no <style>, which a page's CSP may refuse).
    expect(getComputedStyle(cm().querySelector('.cm-editor')!).display).to.equal('flex');
    expect(cm().adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(cm().querySelector('style')).to.equal(null);
    expect(content()!.getAttribute('aria-label')).to.equal('代码编辑器');
  });

  it('highlights SQL once its grammar has loaded', async () => {
    await mount({ mode: 'SQL', value: 'select name from users' });
    expect(surface()!.dataset.mode).to.equal('sql');
    await until(() => content()!.querySelector('span') !== null);
    const keyword = [...content()!.querySelectorAll('span')].find((s) => s.textContent === 'select');
    expect(keyword, 'select is a highlighted token').to.not.equal(undefined);
  });

  it('typing emits dkp-change with the whole code and writes value back; tab indents by 2', async () => {
    await mount({ mode: 'javascript', value: 'a' });
    content()!.focus();
    await settle(() => sendKeys({ press: 'End' }));
    await settle(() => sendKeys({ type: 'bc' }));
    await until(() => changes.at(-1) === 'abc');
    expect(element.getAttribute('value')).to.equal('abc');
    await settle(() => sendKeys({ press: 'Home' }));
    await settle(() => sendKeys({ press: 'Tab' }));
    await until(() => changes.at(-1) === '  abc');
  });

  it('a value set from outside replaces the text without an event', async () => {
    await mount({ mode: 'python', value: 'x = 1' });
    await settle(() => element.setAttribute('value', 'y = 2'));
    await until(() => content()!.textContent === 'y = 2');
    expect(changes).to.deep.equal([]);
  });

  it('takes height, tab size, readonly and placeholder', async () => {
    await mount({ mode: 'css', value: '', height: '300', 'tab-size': '4', placeholder: '写点什么', readonly: '' });
    expect(box().getBoundingClientRect().height).to.equal(300);
    expect(content()!.getAttribute('contenteditable')).to.equal('false');
    expect(cm().querySelector('.cm-placeholder')!.textContent).to.equal('写点什么');
  });

  it('loads every listed mode; an unknown one edits plain text', async () => {
    for (const mode of [...CODE_MODES, 'cobol']) {
      await mount({ mode, value: 'x' });
      expect(surface()!.dataset.mode).to.equal(mode === 'cobol' ? 'text' : mode);
      element.remove();
    }
    const { loadCodeMode } = await import('./code-modes.ts');
    for (const mode of CODE_MODES) expect(await loadCodeMode(mode), mode).to.not.equal(undefined);
    await mount({ mode: 'r', value: 'x' });
  });
});
