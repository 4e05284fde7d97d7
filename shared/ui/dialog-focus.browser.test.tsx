import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/drawer/drawer.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { expect } from 'chai';
import { typeKeys } from '../../tests/browser/runner-command.ts';
import { keepFocusAfterDialogs } from './dialog-focus.ts';

type Panel = HTMLElement & { open: boolean; show(): Promise<void>; hide(): Promise<void>; updateComplete: Promise<boolean> };
type Field = HTMLElement & { value: string; updateComplete: Promise<boolean> };

const hosts: HTMLElement[] = [];
/**
 * Resolves after the 0 ms timers set before it (timers of one delay run in the order they
 * were set): the code under test, like Shoelace, gives focus back in such a timer after
 * 'sl-after-hide', so this is the moment after that, not a wait for time.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const once = (element: HTMLElement, type: string) => new Promise<void>((resolve) => {
  const listener = (event: Event) => {
    if (event.target !== element) return;
    element.removeEventListener(type, listener);
    resolve();
  };
  element.addEventListener(type, listener);
});

/** An opener button, a field beside the panel, and the panel (a dialog or a drawer) with a field of its own. */
async function page(tag: 'sl-dialog' | 'sl-drawer') {
  const host = document.createElement('div');
  hosts.push(host);
  host.innerHTML = `<button data-id="opener">新增</button><sl-input data-id="filter"></sl-input>
    <${tag} data-id="panel" label="新增职务"><sl-input data-id="inside"></sl-input></${tag}>`;
  document.body.append(host);
  const get = <T extends HTMLElement>(id: string) => host.querySelector<T>(`[data-id="${id}"]`)!;
  const filter = get<Field>('filter');
  await filter.updateComplete;
  return { opener: get<HTMLButtonElement>('opener'), filter, inner: filter.shadowRoot!.querySelector('input')!, panel: get<Panel>('panel') };
}

/** Opens the panel from its opener, as a tap on 新增 does. */
async function open(opener: HTMLElement, panel: Panel): Promise<void> {
  opener.focus();
  const shown = once(panel, 'sl-after-show');
  panel.open = true;
  await shown;
}

describe('keepFocusAfterDialogs', () => {
  before(() => keepFocusAfterDialogs(document));
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  for (const tag of ['sl-dialog', 'sl-drawer'] as const) {
    it(`${tag}: a field focused while the panel fades out keeps its focus, and what is typed next lands in it`, async () => {
      const { opener, filter, inner, panel } = await page(tag);
      await open(opener, panel);
      const hidden = once(panel, 'sl-after-hide');
      panel.open = false;
      await once(panel, 'sl-hide');
      // The user taps the filter during the closing animation, and types a moment later.
      inner.focus();
      await hidden;
      await nextTask();
      await nextTask();
      expect(document.activeElement?.getAttribute('data-id')).to.equal('filter', 'the filter keeps its focus');
      await typeKeys('E2E-P');
      expect(filter.value).to.equal('E2E-P');
    });

    it(`${tag}: with focus nowhere else, focus goes back to the opener after the panel closed`, async () => {
      const { opener, panel } = await page(tag);
      await open(opener, panel);
      const inside = panel.querySelector<Field>('[data-id="inside"]')!;
      inside.focus();
      const hidden = once(panel, 'sl-after-hide');
      panel.open = false;
      await hidden;
      await nextTask();
      await nextTask();
      expect(document.activeElement?.getAttribute('data-id')).to.equal('opener');
    });
  }
});
