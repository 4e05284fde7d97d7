import { expect } from 'chai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Tab } from '../../shared/layout/index.ts';
import { $tabRefresh, $locale, $tabs, resetTabs, visitTab } from '../../shared/stores/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { TabBar } from './TabBar.tsx';

const tab = (path: string): Tab => ({ path, title: { title: `页${path}`, titleEN: '', titleTC: '' } });
const HOME = tab('/h');
let shownPath = '';

function Harness() {
  const location = useLocation();
  shownPath = location.pathname;
  return <TabBar activePath={location.pathname} homePath="/h" />;
}

async function renderAt(path: string, open: string[], style: Partial<CSSStyleDeclaration> = {}) {
  for (const p of open) visitTab(tab(p), HOME);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Harness />} />
      </Routes>
    </MemoryRouter>,
    style,
  );
}

const tabPaths = () => $tabs.get().map((t) => t.path);
const tabEl = (host: HTMLElement, path: string) => host.querySelector<HTMLElement>(`[data-testid="tab"][data-path="${path}"]`)!;
const rightClick = (el: HTMLElement) => settle(() => el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 10, clientY: 10 })));
const press = (key: string) => settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
const warnings = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((a) => a.textContent);

describe('TabBar', () => {
  afterEach(() => {
    resetTabs();
    document.querySelectorAll('sl-alert').forEach((a) => a.remove());
  });

  it('shows the home tab first without a close button', async () => {
    const view = await renderAt('/a', ['/a', '/b']);
    const tabs = [...view.host.querySelectorAll<HTMLElement>('[data-testid="tab"]')];
    expect(tabs.map((t) => t.dataset.path)).to.deep.equal(['/h', '/a', '/b']);
    expect(tabs[0]!.querySelector('[data-testid="tab-close"]')).to.equal(null);
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    view.unmount();
  });

  // Moved from tests/e2e/home-route.spec.ts (issue 23): there the home tab in cn; the seeded
  // home entry's titles (首页 / Home / 首頁) are server/modules/permissions/permissions.test.ts's.
  it('titles the home tab from its menu entry in the language: Home in en, 首頁 in tc', async () => {
    // The tab follows the loaded catalogue's language (useLocale), which localization loads.
    startLocalization();
    const home: Tab = { path: '/h', title: { title: '首页', titleEN: 'Home', titleTC: '首頁' } };
    visitTab(tab('/a'), home);
    const view = await render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="*" element={<Harness />} />
        </Routes>
      </MemoryRouter>,
    );
    try {
      for (const [locale, title] of [['en', 'Home'], ['tc', '首頁'], ['cn', '首页']] as const) {
        await settle(() => $locale.set(locale));
        await until(() => tabEl(view.host, '/h').textContent === title, () => `${locale}: ${tabEl(view.host, '/h').textContent}`);
        expect(tabEl(view.host, '/h').querySelector('[data-testid="tab-close"]'), locale).to.equal(null);
      }
    } finally {
      $locale.set('cn');
      view.unmount();
    }
  });

  it('key 4 closes the other tabs, key 2 the left ones, key 3 the right ones', async () => {
    const view = await renderAt('/b', ['/a', '/b', '/c', '/d']);
    await rightClick(tabEl(view.host, '/c'));
    expect(view.host.querySelector('[data-testid="tab-context-menu"]')).to.not.equal(null);
    await press('3');
    expect(tabPaths()).to.deep.equal(['/h', '/a', '/b', '/c']);
    expect(view.host.querySelector('[data-testid="tab-context-menu"]')).to.equal(null);
    await rightClick(tabEl(view.host, '/b'));
    await press('2');
    expect(tabPaths()).to.deep.equal(['/h', '/b', '/c']);
    await rightClick(tabEl(view.host, '/c'));
    await press('4');
    expect(tabPaths()).to.deep.equal(['/h', '/c']);
    // The active tab /b was closed around /c, so /c is shown.
    expect(shownPath).to.equal('/c');
    view.unmount();
  });

  it('refresh (key 1 or a click) raises the refresh counter of that tab', async () => {
    const view = await renderAt('/a', ['/a']);
    await rightClick(tabEl(view.host, '/a'));
    await press('1');
    await rightClick(tabEl(view.host, '/a'));
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="tab-action-refresh"]')!.click());
    expect($tabRefresh.get()['/a']).to.equal(2);
    view.unmount();
  });

  it('closing the active tab shows its neighbour', async () => {
    const view = await renderAt('/b', ['/a', '/b', '/c']);
    await settle(() => tabEl(view.host, '/b').querySelector<HTMLElement>('[data-testid="tab-close"]')!.click());
    expect(tabPaths()).to.deep.equal(['/h', '/a', '/c']);
    expect(shownPath).to.equal('/c');
    view.unmount();
  });

  it('warns instead of closing the last remaining tab', async () => {
    const view = await renderAt('/h', []);
    await settle(() => visitTab(HOME, HOME));
    await rightClick(tabEl(view.host, '/h'));
    await press('4');
    expect(tabPaths()).to.deep.equal(['/h']);
    expect(warnings()).to.deep.equal(['这是最后一页，不能再关闭了啦']);
    view.unmount();
  });

  describe('when the tabs are wider than the bar', () => {
    const MANY = Array.from({ length: 12 }, (_, i) => `/page-${i}`);
    const strip = (host: HTMLElement) => host.querySelector<HTMLElement>('[role="tablist"]')!;
    const inView = (host: HTMLElement, path: string) => {
      const bar = strip(host).getBoundingClientRect();
      const box = tabEl(host, path).getBoundingClientRect();
      return box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5;
    };
    const button = (host: HTMLElement, id: string) => host.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`);

    it('shows no arrows and no menu while every tab fits', async () => {
      const view = await renderAt('/a', ['/a', '/b'], { width: '800px' });
      await settle();
      for (const id of ['tab-bar-prev', 'tab-bar-next', 'tab-bar-menu']) expect(button(view.host, id), id).to.equal(null);
      view.unmount();
    });

    it('scrolls the active tab into view, steps with the arrows, and lists every tab in a menu that opens one', async () => {
      const view = await renderAt('/page-11', MANY, { width: '400px' });
      await until(() => button(view.host, 'tab-bar-menu') !== null);
      expect(view.host.querySelector('[data-testid="tab-bar"]')!.scrollWidth, 'the bar itself does not overflow').to.be.at.most(400);
      await until(() => inView(view.host, '/page-11'));
      expect(inView(view.host, '/h'), 'the first tab is scrolled out').to.equal(false);
      expect([button(view.host, 'tab-bar-prev')!.disabled, button(view.host, 'tab-bar-next')!.disabled]).to.deep.equal([false, true]);

      const before = strip(view.host).scrollLeft;
      await settle(() => button(view.host, 'tab-bar-prev')!.click());
      await until(() => strip(view.host).scrollLeft < before);
      await until(() => !button(view.host, 'tab-bar-next')!.disabled);

      const items = [...view.host.querySelectorAll<HTMLElement & { checked: boolean }>('[data-testid="tab-bar-menu-item"]')];
      expect(items.map((item) => item.textContent)).to.deep.equal(['页/h', ...MANY.map((p) => `页${p}`)]);
      expect(items.filter((item) => item.checked).map((item) => item.textContent)).to.deep.equal(['页/page-11']);
      // Choosing a tab in the menu opens it, and it comes into view.
      await settle(() => items[1]!.dispatchEvent(new CustomEvent('sl-select', { bubbles: true, composed: true, detail: { item: items[1] } })));
      expect(shownPath).to.equal('/page-0');
      await until(() => inView(view.host, '/page-0'));
      view.unmount();
    });
  });
});
