import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { registerIconLibrary, unregisterIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { SideMenu } from './SideMenu.tsx';

const item = (id: string, path: string, extra: Partial<MenuItem> = {}, meta: Partial<MenuItem['meta']> = {}): MenuItem => ({
  id, path, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: true, route: '1',
  meta: { id, title: id, titleEN: '', titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false, ...meta },
  ...extra,
});
const ITEMS = [
  item('a', '/a', { children: [item('a1', '/a/1'), item('a2', '/a/2')] }),
  item('b', '/b', { children: [item('b1', '/b/1'), item('b2', '/b/2')] }),
  item('site', '/site', {}, { internalOrExternal: true, url: 'https://example.org/' }),
  item('bad', '/bad', {}, { internalOrExternal: true, url: 'javascript:alert(1)' }),
  item('blank', '/blank', {}, { target: '_blank', url: 'http://intranet.example/' }),
];

const open = (host: HTMLElement) => [...host.querySelectorAll('[aria-expanded="true"]')].map((b) => b.closest('li')!.dataset.menuId);
const parent = (host: HTMLElement, id: string) => host.querySelector<HTMLElement>(`li[data-menu-id="${id}"] > button`)!;

async function renderMenu(trailIds: string[], collapsed = false) {
  return render(
    <MemoryRouter initialEntries={['/b/2']}>
      <SideMenu items={ITEMS} trailIds={trailIds} collapsed={collapsed} />
    </MemoryRouter>,
  );
}

describe('SideMenu', () => {
  it('opens the branch of the current page and selects its entry', async () => {
    const view = await renderMenu(['top', 'b', 'b2']);
    expect(open(view.host)).to.deep.equal(['b']);
    expect(view.host.querySelector('li[aria-current="page"]')!.getAttribute('data-menu-id')).to.equal('b2');
    view.unmount();
  });

  it('keeps one branch open at a time', async () => {
    const view = await renderMenu(['top', 'b', 'b2']);
    await settle(() => parent(view.host, 'a').click());
    expect(open(view.host)).to.deep.equal(['a']);
    await settle(() => parent(view.host, 'a').click());
    expect(open(view.host)).to.deep.equal([]);
    view.unmount();
  });

  it('opens external entries in a new tab, only for http(s) addresses', async () => {
    const view = await renderMenu([]);
    const link = (id: string) => view.host.querySelector<HTMLAnchorElement>(`li[data-menu-id="${id}"] > a`);
    expect(link('site')!.href).to.equal('https://example.org/');
    expect(link('site')!.target).to.equal('_blank');
    expect(link('blank')!.href).to.equal('http://intranet.example/');
    expect(link('blank')!.target).to.equal('_blank');
    expect(link('bad')).to.equal(null);
    view.unmount();
  });

  it('collapsed, shows first letters and opens no branch', async () => {
    const view = await renderMenu(['top', 'b', 'b2'], true);
    expect(open(view.host)).to.deep.equal([]);
    expect([...view.host.querySelectorAll('.side-menu-initial')].map((e) => e.textContent)).to.deep.equal(['a', 'b', 's', 'b', 'b']);
    view.unmount();
  });

  describe('icons', () => {
    const SVG = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>');
    // The default library stands in for our server's icon folder: one known name, others fail.
    before(() => registerIconLibrary('default', { resolver: (name) => (name === 'grid' ? SVG : `/no-such-icon/${name}.svg`) }));
    after(() => unregisterIconLibrary('default'));

    const withIcons = [item('a', '/a', {}, { icon: 'grid' }), item('b', '/b', {}, { icon: 'no-such-name' }), item('c', '/c')];
    const renderIcons = (collapsed: boolean) => render(
      <MemoryRouter initialEntries={['/a']}>
        <SideMenu items={withIcons} trailIds={[]} collapsed={collapsed} />
      </MemoryRouter>,
    );
    const face = (host: HTMLElement, id: string) => host.querySelector(`li[data-menu-id="${id}"] > a`)!;

    it('collapsed, shows the icon, falling back to the first letter for an unknown or missing icon', async () => {
      const view = await renderIcons(true);
      await until(() => face(view.host, 'b').querySelector('.side-menu-initial') !== null);
      const icon = face(view.host, 'a').querySelector('sl-icon')!;
      expect(icon.getAttribute('name')).to.equal('grid');
      await until(() => icon.shadowRoot?.querySelector('svg') !== null);
      expect(face(view.host, 'b').querySelector('sl-icon')).to.equal(null);
      expect(face(view.host, 'b').textContent).to.equal('b');
      expect(face(view.host, 'c').textContent).to.equal('c');
      // The link keeps its name for assistive technology when only the icon shows.
      expect(face(view.host, 'a').getAttribute('title')).to.equal('a');
      view.unmount();
    });

    it('expanded, shows the icon beside the title', async () => {
      const view = await renderIcons(false);
      expect(face(view.host, 'a').querySelector('sl-icon')).to.not.equal(null);
      expect(face(view.host, 'a').textContent).to.equal('a');
      expect(face(view.host, 'c').querySelector('sl-icon, .side-menu-initial')).to.equal(null);
      view.unmount();
    });
  });
});
