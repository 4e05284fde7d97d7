import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { render, settle } from '../../tests/browser/render.tsx';
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
});
