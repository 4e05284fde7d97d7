import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import { $fullscreen } from '../../shared/stores/index.ts';
import { render, settle } from '../../tests/browser/render.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { GearMenu } from './GearMenu.tsx';
import { $gearMenuEntries, registerGearMenuEntry } from './gear-menu-entries.ts';
import { clearHeaderSlot, fillHeaderSlot, HeaderSlot } from './HeaderSlot.tsx';

describe('top-bar extension points (portal-shell §2.4)', () => {
  afterEach(() => {
    clearHeaderSlot('notices');
    $gearMenuEntries.set([]);
  });

  it('renders a slot only once a feature fills it', async () => {
    const view = await render(<HeaderSlot name="notices" />);
    expect(view.host.innerHTML).to.equal('');
    await settle(() => fillHeaderSlot('notices', () => <span data-testid="bell">bell</span>));
    expect(view.host.querySelector('[data-testid="bell"]')).to.not.equal(null);
    view.unmount();
  });

  it('lists registered gear-menu entries before about, and opens their dialog', async () => {
    const view = await render(
      <MemoryRouter>
        <GearMenu />
      </MemoryRouter>,
    );
    expect(view.host.querySelectorAll('sl-menu-item')).to.have.length(1);
    await settle(() =>
      registerGearMenuEntry({
        id: 'keys',
        label: () => 'keys',
        Dialog: ({ open }) => (open ? <p data-testid="keys-dialog">open</p> : null),
      }),
    );
    const items = [...view.host.querySelectorAll<HTMLElement>('sl-menu-item')].map((el) => el.dataset.testid);
    expect(items).to.deep.equal(['gear-keys', 'gear-about']);
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="gear-keys"]')!.click());
    expect(view.host.querySelector('[data-testid="keys-dialog"]')).to.not.equal(null);
    view.unmount();
  });
});

describe('FullscreenToggle (portal-shell §2.4, §4)', () => {
  afterEach(() => $fullscreen.set(false));

  it('switches the mode and its icon; Escape leaves it', async () => {
    const view = await render(<FullscreenToggle />);
    const button = () => view.host.querySelector<HTMLElement>('[data-testid="fullscreen-toggle"]')!;
    expect(button().querySelector('[data-icon]')!.getAttribute('data-icon')).to.equal('fullscreen');
    await settle(() => button().click());
    expect($fullscreen.get()).to.equal(true);
    expect(button().querySelector('[data-icon]')!.getAttribute('data-icon')).to.equal('fullscreen-exit');
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect($fullscreen.get()).to.equal(false);
    expect(button().querySelector('[data-icon]')!.getAttribute('data-icon')).to.equal('fullscreen');
    view.unmount();
  });
});
