import { expect } from 'chai';
import { MemoryRouter, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { toggleFavourite } from '../../shared/favourites/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { favouritesServer } from '../../tests/browser/favourites-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import { clearHeaderSlot, HeaderSlot } from '../header/HeaderSlot.tsx';
import './register.ts';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

describe("the top bar's favourites", () => {
  let server: ReturnType<typeof favouritesServer>;
  let view: Rendered;
  const find = <T extends HTMLElement = HTMLElement>(testId: string) => view.host.querySelector<T>(`[data-testid="${testId}"]`);
  const titles = () => [...view.host.querySelectorAll('[data-testid="favourite-item"]')].map((item) => item.textContent);
  const dropdown = () => view.host.querySelector<HTMLElement & { open: boolean }>('sl-dropdown')!;

  async function show(initial: string[]) {
    server = favouritesServer(initial);
    await signInWithPage('/report/history', testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'Report history', '歷史報表']), [], (call) => server.answer(call));
    view = await render(
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <HeaderSlot name="favourites" />
        <Where />
      </MemoryRouter>,
    );
    await until(() => find('favourites-trigger') !== null);
  }
  const open = async () => {
    await settle(() => find('favourites-trigger')!.click());
    await until(() => dropdown().open);
  };

  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    endSession();
    resetPermissions();
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    await resetViewport();
  });
  after(() => clearHeaderSlot('favourites'));

  it('a star button opens the favourites by title; choosing one opens its page with the router', async () => {
    await show(['menu-report-history', 'menu-report-prep']);
    expect(find('header-favourites')!.shadowRoot, 'the element component, without a shadow root').to.equal(null);
    expect(find('favourites-trigger')!.getAttribute('aria-label')).to.equal('我的收藏');
    await open();
    await until(() => titles().length === 2);
    expect(titles()).to.deep.equal(['备课报表', '历史报表']);
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="favourite-item"][data-id="menu-report-history"]')!.click());
    await until(() => find('where')!.textContent === '/report/history');
    await until(() => !dropdown().open);
  });

  it('titles follow the language; the empty list says so; a star made on the page shows without reopening', async () => {
    await show([]);
    await open();
    await until(() => find('favourites-empty') !== null);
    expect(find('favourites-empty')!.textContent).to.contain('暂无收藏');
    await settle(() => $locale.set('en'));
    await until(() => find('favourites-empty')!.textContent!.includes('No favourites yet'));
    await settle(() => $locale.set('cn'));
    await settle(() => toggleFavourite('menu-report-history'));
    await until(() => titles().join() === '历史报表');
    await settle(() => $locale.set('en'));
    await until(() => titles().join() === 'Report history');
    expect(find('favourites-trigger')!.getAttribute('aria-label')).to.equal('My favourites');
    await settle(() => $locale.set('tc'));
    await until(() => titles().join() === '歷史報表');
    await settle(() => toggleFavourite('menu-report-history'));
    await until(() => find('favourites-empty') !== null);
    expect(find('favourites-empty')!.textContent).to.contain('暫無收藏');
  });

  it('fits a 390 px phone screen: the popover within the width, nothing overflowing sideways', async () => {
    await setViewport(390, 844);
    await show(['menu-report-history', 'menu-report-prep']);
    await open();
    await until(() => titles().length === 2);
    const panel = find('favourites-panel')!;
    // Once the opening animation (a scale) is over.
    await until(() => panel.offsetWidth > 0 && Math.round(panel.getBoundingClientRect().width) === panel.offsetWidth);
    const box = panel.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(view.host.querySelector<HTMLElement>('[data-testid="favourite-item"]')!.offsetHeight, 'a touch target').to.be.at.least(40);
  });
});
