import { expect } from 'chai';
import { $locale, $settings, DEFAULT_SETTINGS, THEME_PRESETS } from '../../shared/stores/index.ts';
import { render, settle } from '../../tests/browser/render.tsx';
import { $settingsDrawerOpen } from './drawer-state.ts';
import { SettingsDrawer } from './SettingsDrawer.tsx';

type Control = HTMLElement & { value: string; checked: boolean; disabled: boolean };

describe('SettingsDrawer (portal-shell §2.4)', () => {
  let view: Awaited<ReturnType<typeof render>>;
  const get = (id: string) => view.host.querySelector<Control>(`[data-testid="${id}"]`)!;
  const change = (id: string, apply: (el: Control) => void) =>
    settle(() => {
      const el = get(id);
      apply(el);
      el.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });

  beforeEach(async () => {
    $settings.set({ ...DEFAULT_SETTINGS });
    $settingsDrawerOpen.set(true);
    view = await render(<SettingsDrawer />);
  });
  afterEach(() => {
    view.unmount();
    $settingsDrawerOpen.set(false);
    $settings.set({ ...DEFAULT_SETTINGS });
    $locale.set('cn');
  });

  it('sets the primary colour from the five presets and the custom picker', async () => {
    for (const [name, color] of Object.entries(THEME_PRESETS)) {
      await settle(() => get(`theme-preset-${name}`).click());
      expect($settings.get().primaryColor).to.equal(color);
      expect(get(`theme-preset-${name}`).getAttribute('aria-pressed')).to.equal('true');
    }
    await change('theme-custom', (el) => (el.value = '#336699'));
    expect($settings.get().primaryColor).to.equal('#336699');
  });

  it('the notice sound is off until the user turns it on', async () => {
    expect($settings.get().noticeSound).to.equal('false');
    expect(get('settings-noticeSound').checked).to.equal(false);
    await change('settings-noticeSound', (el) => (el.checked = true));
    expect($settings.get().noticeSound).to.equal('true');
  });

  it('switches every flag setting', async () => {
    for (const name of ['fixedHeader', 'fixedSidebar', 'autoHideHeader', 'colorWeak', 'multiTab', 'noticeSound'] as const) {
      const before = $settings.get()[name];
      await change(`settings-${name}`, (el) => (el.checked = before !== 'true'));
      expect($settings.get()[name], name).to.equal(before === 'true' ? 'false' : 'true');
    }
  });

  it('allows Fluid width only with the top-menu layout, and says why', async () => {
    expect(get('settings-width-fluid').disabled).to.equal(true);
    expect(get('settings-fluid-reason').textContent).to.equal('流式宽度仅在顶部菜单布局下可用');
    await change('settings-contentWidth', (el) => (el.value = 'Fluid'));
    expect($settings.get().contentWidth).to.equal('Fixed');

    await change('settings-layout', (el) => (el.value = 'topmenu'));
    expect($settings.get().layout).to.equal('topmenu');
    expect(get('settings-width-fluid').disabled).to.equal(false);
    expect(get('settings-fluid-reason')).to.equal(null);
    await change('settings-contentWidth', (el) => (el.value = 'Fluid'));
    expect($settings.get().contentWidth).to.equal('Fluid');

    // Back to the side menu: Fluid no longer applies.
    await change('settings-layout', (el) => (el.value = 'sidemenu'));
    expect($settings.get()).to.include({ layout: 'sidemenu', contentWidth: 'Fixed' });
  });

  it('chooses the language and shows the fixed font', async () => {
    await change('settings-locale', (el) => (el.value = 'en'));
    expect($locale.get()).to.equal('en');
    expect(get('settings-font').textContent).to.equal('字体：微软雅黑，14px（固定）');
  });
});
