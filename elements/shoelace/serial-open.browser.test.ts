import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import SlDropdownElement from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import { expect } from 'chai';
import { serializeOpenChanges } from './serial-open.ts';

type Dropdown = HTMLElement & { open: boolean; updateComplete: Promise<boolean> };

const hosts: HTMLElement[] = [];
const once = (element: HTMLElement, type: string) => new Promise<void>((resolve) => {
  element.addEventListener(type, (event) => event.target === element && resolve(), { once: true });
});
/** Whether the menu is drawn: the popup active and the panel not hidden. */
const shown = (dropdown: Dropdown) => {
  const popup = dropdown.shadowRoot!.querySelector('sl-popup') as HTMLElement & { active: boolean };
  const panel = dropdown.shadowRoot!.querySelector<HTMLElement>('slot:not([name])')!;
  return popup.active && !panel.hidden && dropdown.querySelector('sl-menu')!.getBoundingClientRect().height > 0;
};

async function dropdown(): Promise<Dropdown> {
  const host = document.createElement('div');
  hosts.push(host);
  host.innerHTML = `<sl-dropdown><button slot="trigger">more</button><sl-menu><sl-menu-item value="a">A</sl-menu-item></sl-menu></sl-dropdown>`;
  document.body.append(host);
  const element = host.querySelector('sl-dropdown') as Dropdown;
  await element.updateComplete;
  return element;
}

/** Opens, then closes, then opens again while the hide animation still runs; resolves when all of it ended. */
async function reopenWhileHiding(element: Dropdown): Promise<void> {
  const opened = once(element, 'sl-after-show');
  element.open = true;
  await opened;
  const hiding = once(element, 'sl-hide');
  const hidden = once(element, 'sl-after-hide');
  element.open = false;
  await hiding;
  const reopened = once(element, 'sl-after-show');
  element.open = true;
  await Promise.all([hidden, reopened]);
}

describe('serializeOpenChanges (Shoelace popups reopened mid-hide)', () => {
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  it('Shoelace alone leaves a dropdown reopened mid-hide open but not drawn (why the patch exists)', async function () {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) this.skip();
    // The registered class is patched only by the next test (Mocha runs them in order). When
    // a Shoelace release fixes this, this test fails: drop the patch then.
    const element = await dropdown();
    await reopenWhileHiding(element);
    expect(element.open).to.equal(true);
    expect(shown(element)).to.equal(false);
  });

  it('with the patch the reopened dropdown is drawn once the hide ends, and a close-open-close ends closed', async () => {
    serializeOpenChanges(SlDropdownElement);
    const element = await dropdown();
    await reopenWhileHiding(element);
    expect(element.open).to.equal(true);
    expect(shown(element)).to.equal(true);

    // Opened and closed again while the hide runs: the queued changes find nothing to do.
    const hidden = once(element, 'sl-after-hide');
    element.open = false;
    await element.updateComplete;
    element.open = true;
    await element.updateComplete;
    element.open = false;
    await element.updateComplete;
    await hidden;
    expect(element.open).to.equal(false);
    expect(shown(element)).to.equal(false);
  });
});
