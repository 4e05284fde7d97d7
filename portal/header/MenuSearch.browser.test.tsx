import { expect } from 'chai';
import { MemoryRouter, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle } from '../../tests/browser/render.tsx';
import { MenuSearch } from './MenuSearch.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

describe('MenuSearch (portal-shell §2.4 menu search by title)', () => {
  afterEach(() => {
    endSession();
    resetPermissions();
    resetApiConfig();
  });

  it('opens the first page matching what is in the box when Enter comes before the last keystroke re-rendered', async () => {
    await signInWithPage('/isystem/role', testMeta('role', 'RoleList', ['角色管理', 'Roles', '角色管理']), [], () => null);
    const view = await render(
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <MenuSearch />
        <Where />
      </MemoryRouter>,
    );
    const input = view.host.querySelector<HTMLElement & { value: string }>('[data-testid="menu-search"]')!;
    // The typed title is in the box, but its input event has not reached React yet.
    input.value = '角色管';
    await settle(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true })));
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal('/isystem/role');
    view.unmount();
  });
});
