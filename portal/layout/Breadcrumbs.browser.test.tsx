import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import { breadcrumbs } from '../../shared/layout/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { $locale } from '../../shared/stores/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const item = (id: string, path: string, title: string, titleEN: string, children?: MenuItem[]): MenuItem => ({
  id, path, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title, titleEN, titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false },
  ...(children ? { children } : {}),
});
const MENU = [
  item('home', '/dashboard/analysis', '首页', 'Home'),
  item('system', '/isystem', '系统管理', 'System', [item('role', '/isystem/role', '角色管理', 'Roles')]),
];
const HOME = { path: '/dashboard/analysis', title: MENU[0]!.meta };

const crumbs = (host: HTMLElement) => [...host.querySelectorAll('nav > a, nav > span:not(.breadcrumbs-separator)')].map((e) => [e.tagName, e.textContent]);

describe('Breadcrumbs', () => {
  before(() => startLocalization());
  afterEach(() => $locale.set('cn'));

  it('lead from home through the parents to the current page, which is not a link', async () => {
    const view = await render(
      <MemoryRouter>
        <Breadcrumbs crumbs={breadcrumbs(MENU, HOME, '/isystem/role')} />
      </MemoryRouter>,
    );
    expect(crumbs(view.host)).to.deep.equal([['A', '首页'], ['A', '系统管理'], ['SPAN', '角色管理']]);
    expect(view.host.querySelector('a')!.getAttribute('href')).to.equal('/dashboard/analysis');
    await settle(() => $locale.set('en'));
    // The English catalogue loads asynchronously: the first crumb turns once it has.
    await until(() => crumbs(view.host)[0]?.[1] === 'Home');
    expect(crumbs(view.host).map((c) => c[1])).to.deep.equal(['Home', 'System', 'Roles']);
    view.unmount();
  });

  it('on home show only the home crumb', async () => {
    const view = await render(
      <MemoryRouter>
        <Breadcrumbs crumbs={breadcrumbs(MENU, HOME, '/dashboard/analysis')} />
      </MemoryRouter>,
    );
    expect(crumbs(view.host)).to.deep.equal([['SPAN', '首页']]);
    view.unmount();
  });
});
