import { expect } from 'chai';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { toggleFavourite } from '../../shared/favourites/index.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { favouritesServer, NOT_PERMITTED } from '../../tests/browser/favourites-stub.ts';
import { byTestId, render, settle, textOf, until, type Rendered } from '../../tests/browser/render.tsx';
import { MenuPage } from '../pages/MenuPage.tsx';
import { pageFor } from '../router/page-registry.ts';
import { FavouriteStar } from '../../elements/favourites/index.ts';
import { notify } from '../components/notify.ts';

const HISTORY = testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'Report history', '歷史報表']);
const notes = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);

describe('the favourite star of a report page', () => {
  let server: ReturnType<typeof favouritesServer>;
  let view: Rendered;
  const star = () => byTestId(view, 'favourite-star') as HTMLButtonElement;
  const pressed = () => star().getAttribute('aria-pressed');

  async function signIn(initial: string[] = []) {
    server = favouritesServer(initial);
    await signInWithPage('/report/history', HISTORY, [], (call) => server.answer(call));
  }

  before(() => startLocalization());
  afterEach(() => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    endSession();
    resetPermissions();
    $locale.set('cn');
    resetApiConfig();
  });

  it("a report viewer page shows its title with the star beside it; another page has no star", async () => {
    await signIn();
    const ReportPage = pageFor('ReportViewer');
    view = await render(<MemoryRouter initialEntries={['/report/history']}><Suspense fallback={null}><ReportPage meta={HISTORY} /></Suspense></MemoryRouter>);
    await until(() => textOf(view, 'page-title') === '历史报表' && pressed() === 'false');
    const head = view.host.querySelector('.page-head')!;
    expect(head.contains(star()), 'the star is in the title row').to.equal(true);
    view.unmount();
    view = await render(<MenuPage meta={testMeta('menu-resources', 'Resources', ['公共资源', 'Common resources', '公共資源'])} />);
    expect(textOf(view, 'page-title')).to.equal('公共资源');
    expect(view.host.querySelector('[data-testid="favourite-star"]')).to.equal(null);
  });

  it('a click stars the page (add call), a second unstars it (delete call); the list reloads after each', async () => {
    await signIn();
    view = await render(<FavouriteStar menuId="menu-report-history" />);
    await until(() => pressed() === 'false' && !star().disabled);
    expect(star().getAttribute('aria-label')).to.equal('收藏');
    expect(star().querySelector('svg')!.dataset.icon).to.equal('star');

    await settle(() => star().click());
    await until(() => pressed() === 'true');
    expect(star().querySelector('svg')!.dataset.icon).to.equal('star-fill');
    expect(star().title).to.equal('取消收藏');
    const add = server.calls.find((c) => c.path === '/sys/collect/add')!;
    expect([add.method, add.body]).to.deep.equal(['POST', { sysPermissionId: 'menu-report-history' }]);
    await until(() => server.lists() === 2);

    await settle(() => star().click());
    await until(() => pressed() === 'false');
    const removal = server.calls.find((c) => c.path === '/sys/collect/delete')!;
    expect([removal.method, removal.query.get('id')]).to.deep.equal(['DELETE', 'f1']);
    await until(() => server.lists() === 3);
    expect(pressed()).to.equal('false');
    expect(notes()).to.deep.equal([]);
  });

  it('is filled for a page already starred, and stays so while the list reloads', async () => {
    await signIn(['menu-report-history']);
    view = await render(<FavouriteStar menuId="menu-report-history" />);
    await until(() => pressed() === 'true');
    // Starred elsewhere meanwhile: a reload shows the list it replaces until the answer comes.
    const seen = new Set<string | null>();
    const watch = new MutationObserver(() => seen.add(pressed()));
    watch.observe(star(), { attributes: true, attributeFilter: ['aria-pressed'] });
    await settle(() => toggleFavourite('menu-report-prep'));
    await until(() => server.lists() === 2);
    watch.disconnect();
    expect([...seen], 'never unpressed').to.not.include('false');
    expect(pressed()).to.equal('true');
  });

  it("a refusal shows the server's words and leaves the star as it was", async () => {
    await signIn();
    view = await render(<FavouriteStar menuId="menu-report-gone" onRefused={(text) => notify(text, 'danger')} />);
    await until(() => pressed() === 'false' && !star().disabled);
    await settle(() => star().click());
    await until(() => notes().length === 1);
    expect(notes()).to.deep.equal([NOT_PERMITTED]);
    expect(pressed()).to.equal('false');
    await until(() => !star().disabled);
  });

  it('is labelled in en and tc', async () => {
    await signIn(['menu-report-history']);
    view = await render(<FavouriteStar menuId="menu-report-history" />);
    await until(() => pressed() === 'true');
    await settle(() => $locale.set('en'));
    await until(() => star().getAttribute('aria-label') === 'Favourite');
    expect(star().title).to.equal('Remove from favourites');
    await settle(() => $locale.set('tc'));
    await until(() => star().title === '取消收藏' && star().getAttribute('aria-label') === '收藏');
  });
});
