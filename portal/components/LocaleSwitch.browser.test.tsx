import { expect } from 'chai';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { $locale } from '../../shared/stores/index.ts';
import { render, settle } from '../../tests/browser/render.tsx';

describe('LocaleSwitch', () => {
  afterEach(() => $locale.set('cn'));

  it('sets the shared locale store to the chosen language', async () => {
    const view = await render(<LocaleSwitch />);
    const en = view.host.querySelector<HTMLElement>('[data-testid="locale-en"]')!;
    await settle(() => en.click());
    expect($locale.get()).to.equal('en');
    const tc = view.host.querySelector<HTMLElement>('[data-testid="locale-tc"]')!;
    await settle(() => tc.click());
    expect($locale.get()).to.equal('tc');
    view.unmount();
  });
});
