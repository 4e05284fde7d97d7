import { expect } from 'chai';
import { MemoryRouter, useLocation } from 'react-router';
import { render, settle } from '../../tests/browser/render.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function type(host: HTMLElement, text: string) {
  const input = host.querySelector<HTMLElement & { value: string }>('[data-testid="header-search"]')!;
  await settle(() => {
    input.value = text;
    input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  });
  await settle(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true })));
}

describe('HeaderSearch (portal-shell §2.4 search box)', () => {
  const ui = (
    <MemoryRouter initialEntries={['/isystem/role']}>
      <HeaderSearch />
      <Where />
    </MemoryRouter>
  );

  it('opens the search-results page with the encoded key on Enter', async () => {
    const view = await render(ui);
    await type(view.host, ' 销售 & report ');
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal(
      '/dashboard/analysis?mode=SearchList&key=%E9%94%80%E5%94%AE%20%26%20report&category=1',
    );
    view.unmount();
  });

  it('searches for what is in the box when Enter comes before the last keystroke re-rendered', async () => {
    const view = await render(ui);
    await type(view.host, '销售');
    const input = view.host.querySelector<HTMLElement & { value: string }>('[data-testid="header-search"]')!;
    // The last character is in the box, but its input event has not reached React yet.
    input.value = '销售额';
    await settle(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true })));
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal(
      '/dashboard/analysis?mode=SearchList&key=%E9%94%80%E5%94%AE%E9%A2%9D&category=1',
    );
    view.unmount();
  });

  it('does nothing for blank input', async () => {
    const view = await render(ui);
    await type(view.host, '   ');
    expect(view.host.querySelector('[data-testid="where"]')!.textContent).to.equal('/isystem/role');
    view.unmount();
  });
});
