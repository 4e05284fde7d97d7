import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { expect } from 'chai';
import { Pagination } from './Pagination.tsx';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { $locale } from '../../shared/stores/index.ts';
import { $loadedLocale, followOptionLabels, startLocalization } from '../../shared/i18n/index.ts';

type Select = HTMLElement & { displayLabel: string; updateComplete: Promise<boolean> };
const shown = (select: Select) => select.updateComplete.then(() => select.displayLabel);

describe('followOptionLabels', () => {
  before(async () => {
    await startLocalization();
    followOptionLabels(document);
  });
  afterEach(async () => {
    $locale.set('cn');
    await until(() => $loadedLocale.get() === 'cn');
  });

  it('shows the chosen option of a select in the new language after a switch, without a reload', async () => {
    const view = await render(<Pagination pageNo={1} pageSize={10} total={25} onChange={() => undefined} />);
    const size = view.host.querySelector<Select>('[data-testid="pagination-size"]')!;
    await until(() => size.displayLabel === '10 条/页');
    for (const [locale, label] of [['en', '10 / page'], ['tc', '10 條/頁'], ['cn', '10 条/页']] as const) {
      await settle(() => $locale.set(locale));
      await until(() => $loadedLocale.get() === locale);
      expect(await shown(size)).to.equal(label);
    }
    view.unmount();
  });

  it('follows any text change of the chosen option, and keeps the chosen value', async () => {
    const ui = (label: string) => (
      <SlSelect value="b" data-testid="select">
        <SlOption value="a">甲</SlOption>
        <SlOption value="b">{label}</SlOption>
      </SlSelect>
    );
    const view = await render(ui('乙'));
    const select = view.host.querySelector<Select & { value: string }>('[data-testid="select"]')!;
    await until(() => select.displayLabel === '乙');
    await view.rerender(ui('B'));
    expect(await shown(select)).to.equal('B');
    expect(select.value).to.equal('b');
    view.unmount();
  });
});
