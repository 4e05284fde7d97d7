import { expect } from 'chai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { LauncherApp } from '../../shared/schemas/launcher.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { SpaceDialog } from './SpaceDialog.tsx';

const item = (id: string, path: string, titleEN: string, meta: Partial<MenuItem['meta']> = {}, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, path, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: id, titleEN, titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false, ...meta },
  ...extra,
});
const MENU = [
  item('reports', '/report', 'Reports', {}, { children: [item('history', '/report/history', 'History'), item('hidden-route', '/x', 'X', {}, { route: '0' })] }),
  item('site', '/site', 'Site', { internalOrExternal: true, url: 'https://example.org/' }),
  item('bad', '/bad', 'Bad', { internalOrExternal: true, url: 'javascript:alert(1)' }),
];
const space = (entryIds: string[]): LauncherApp => ({ id: 'portal-x', kind: 'portal', name: 'X space', description: 'What X does', icon: 'truck', added: false, entryIds });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

async function renderDialog(entryIds: string[], onClose: () => void = () => undefined) {
  return render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <Routes>
        <Route path="*" element={<><SpaceDialog space={space(entryIds)} menu={MENU} onClose={onClose} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SpaceDialog (portal-shell §2.4 special-space portals)', () => {
  const buttons = (host: HTMLElement) => [...host.querySelectorAll<HTMLButtonElement>('[data-testid="space-pages"] button')];

  it('lists the pages found in the menu, in the space\'s order, leaving out what leads nowhere', async () => {
    const view = await renderDialog(['site', 'history', 'gone', 'bad', 'hidden-route']);
    await until(() => buttons(view.host).length > 0);
    expect(buttons(view.host).map((b) => b.dataset.testid)).to.deep.equal(['space-page-site', 'space-page-history']);
    expect(view.host.querySelector('.space-description')!.textContent).to.equal('What X does');
    view.unmount();
  });

  it('opens a portal page through the router and closes', async () => {
    let closed = 0;
    const view = await renderDialog(['history'], () => { closed++; });
    await until(() => buttons(view.host).length === 1);
    await settle(() => buttons(view.host)[0]!.click());
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal('/report/history');
    expect(closed).to.equal(1);
    view.unmount();
  });

  it('opens an external page in a new tab', async () => {
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => { opened.push(args); return null; };
    try {
      const view = await renderDialog(['site']);
      await until(() => buttons(view.host).length === 1);
      await settle(() => buttons(view.host)[0]!.click());
      expect(opened).to.deep.equal([['https://example.org/', '_blank', 'noopener,noreferrer']]);
      expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal('/dashboard/analysis');
      view.unmount();
    } finally {
      window.open = original;
    }
  });

  it('says so when none of the space\'s pages are open to the user', async () => {
    const view = await renderDialog(['gone']);
    await until(() => view.host.querySelector('[data-testid="space-empty"]') !== null);
    expect(buttons(view.host)).to.have.length(0);
    view.unmount();
  });
});
