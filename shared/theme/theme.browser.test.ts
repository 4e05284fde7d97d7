import '@shoelace-style/shoelace/dist/themes/light.css';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { expect } from 'chai';
import { $settings, changeSetting, DEFAULT_SETTINGS, THEME_PRESETS } from '../stores/settings.ts';
import { applyTheme, COLOR_WEAK_CLASS, followTheme, themeCssText } from './index.ts';

const root = document.documentElement;
const variable = (name: string) => getComputedStyle(root).getPropertyValue(name).trim();

describe('theme (portal-shell §2.4 settings drawer)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    $settings.set({ ...DEFAULT_SETTINGS });
    applyTheme(DEFAULT_SETTINGS);
  });

  it('writes the primary colour and Shoelace palette on :root, following $settings', () => {
    stop = followTheme();
    expect(variable('--sl-color-primary-600')).to.equal('rgb(29 58 110)');
    changeSetting('primaryColor', THEME_PRESETS.volcano);
    expect(variable('--sl-color-primary-600')).to.equal('rgb(250 84 28)');
    expect(variable('--dkp-primary')).to.equal('rgb(250 84 28)');
    // Lighter steps move towards white, darker towards black.
    expect(variable('--sl-color-primary-50')).to.equal('rgb(255 246 244)');
    expect(variable('--sl-color-primary-950')).to.equal('rgb(100 34 11)');
  });

  it('repaints a Shoelace primary button', async () => {
    stop = followTheme();
    const button = document.createElement('sl-button');
    button.setAttribute('variant', 'primary');
    button.textContent = 'OK';
    document.body.append(button);
    await customElements.whenDefined('sl-button');
    await (button as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const base = button.shadowRoot!.querySelector('[part~="base"]')!;
    // Shoelace animates colour changes; the test reads the end state.
    button.style.setProperty('--sl-transition-x-fast', '0s');
    changeSetting('primaryColor', '#13c2c2');
    expect(getComputedStyle(base).backgroundColor).to.equal('rgb(19, 194, 194)');
    changeSetting('primaryColor', '#722ed1');
    expect(getComputedStyle(base).backgroundColor).to.equal('rgb(114, 46, 209)');
    button.remove();
  });

  it('switches colour-weak mode on and off with a class and an invert filter', () => {
    stop = followTheme();
    changeSetting('colorWeak', 'true');
    expect(root.classList.contains(COLOR_WEAK_CLASS)).to.equal(true);
    expect(getComputedStyle(root).filter).to.equal('invert(0.8)');
    changeSetting('colorWeak', 'false');
    expect(root.classList.contains(COLOR_WEAK_CLASS)).to.equal(false);
    expect(getComputedStyle(root).filter).to.equal('none');
  });

  it('ignores an unreadable colour and keeps the last good theme', () => {
    stop = followTheme();
    changeSetting('primaryColor', '#1890ff');
    changeSetting('primaryColor', 'not-a-colour');
    expect(variable('--sl-color-primary-600')).to.equal('rgb(24 144 255)');
  });

  it('gives CSS text a shadow root can adopt', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCssText('#fa541c'));
    shadow.adoptedStyleSheets = [sheet];
    const inner = document.createElement('span');
    shadow.append(inner);
    expect(getComputedStyle(inner).getPropertyValue('--sl-color-primary-600').trim()).to.equal('rgb(250 84 28)');
    host.remove();
  });
});
