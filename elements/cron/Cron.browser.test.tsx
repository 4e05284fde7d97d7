// The theme, as a page loads it: sizes on a phone are checked.
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { $locale } from '../../shared/stores/index.ts';
import { holdTimers } from '../../tests/browser/held-timers.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import './register.ts';

type Dialog = HTMLElement & { open: boolean };
const FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('<dkp-cron>', () => {
  let element: HTMLElement;
  let changes: string[];
  const $ = <T extends HTMLElement = HTMLElement>(id: string) => element.shadowRoot?.querySelector<T>(`[data-testid="${id}"]`) ?? null;
  const click = (id: string) => settle(() => $(id)!.click());
  const expression = () => $<HTMLInputElement>('cron-expression')!.value;
  const dialog = () => $<Dialog>('cron-editor');
  const previewShown = () => $('cron-preview')?.dataset.expression;
  const times = () => [...element.shadowRoot!.querySelectorAll('[data-testid="cron-preview-times"] li')].map((li) => li.textContent!);
  /** Sets a native input's or select's value as typing or choosing does, so React hears it. */
  async function put(id: string, value: string) {
    const input = $<HTMLInputElement>(id)!;
    await settle(() => {
      const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
  }
  async function mount(attributes: Record<string, string> = {}) {
    element = document.createElement('dkp-cron');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    changes = [];
    element.addEventListener('dkp-change', (event) => changes.push(event.detail.value));
    await settle(() => document.body.append(element));
    await until(() => $('cron-field') !== null || $('cron-compact') !== null);
  }
  async function open(attributes: Record<string, string> = {}) {
    await mount(attributes);
    await click('cron-field-open');
    await until(() => dialog()?.open === true && $('cron-expression') !== null);
  }
  /** Waits until the debounced preview shows the expression in the box. */
  const previewed = () => until(() => previewShown() === expression());

  afterEach(async () => {
    element?.remove();
    $locale.set('cn');
    await resetViewport();
  });

  it('opens an 800-wide editor (608 with hide-year, no year tab) with a tab per part, from the value', async () => {
    await open({ value: '0 0/5 * * * ?' });
    expect($<HTMLInputElement>('cron-field-input')!.value).to.equal('0 0/5 * * * ?');
    expect(getComputedStyle(dialog()!).getPropertyValue('--width').trim()).to.equal('800px');
    expect(['second', 'minute', 'hour', 'day', 'month', 'week', 'year'].map((p) => $(`cron-tab-${p}`)?.textContent)).to.deep.equal(['秒', '分', '时', '日', '月', '周', '年']);
    expect(expression()).to.equal('0 0/5 * * * ?');
    expect($<HTMLInputElement>('cron-minute-mode-loop')!.checked).to.equal(true);
    expect($<HTMLInputElement>('cron-minute-loop-interval')!.value).to.equal('5');
    element.remove();
    await open({ 'hide-year': '' });
    expect(getComputedStyle(dialog()!).getPropertyValue('--width').trim()).to.equal('608px');
    expect($('cron-tab-year')).to.equal(null);
    expect(expression(), 'the default of §9').to.equal('* * * * * ? *');
  });

  it("each part's modes write the part: every, range, loop, specify; the day's nW, L, LW, L-n; the week's d#n and dL", async () => {
    await open({ value: '0 0 0 * * ?' });
    await click('cron-tab-second');
    await click('cron-second-mode-range');
    await put('cron-second-range-start', '5');
    await put('cron-second-range-end', '10');
    expect(expression()).to.equal('5-10 0 0 * * ?');
    await click('cron-second-mode-loop');
    await put('cron-second-loop-interval', '15');
    expect(expression()).to.equal('0/15 0 0 * * ?');
    await click('cron-minute-specify-30');
    await click('cron-minute-specify-45');
    expect(expression()).to.equal('0/15 0,30,45 0 * * ?');
    await click('cron-minute-specify-0');
    await put('cron-hour-range-start', '9');
    await put('cron-hour-range-end', '17');
    expect(expression(), 'typing a number chooses its mode').to.equal('0/15 30,45 9-17 * * ?');
    await put('cron-hour-range-end', '30');
    expect(expression(), 'hours stop at 23 (§5)').to.equal('0/15 30,45 9-23 * * ?');
    for (const [mode, text] of [['workday', '1W'], ['last', 'L'], ['lastWorkday', 'LW'], ['beforeEnd', 'L-1'], ['every', '*']] as const) {
      await click(`cron-day-mode-${mode}`);
      expect(expression().split(' ')[3]).to.equal(text);
    }
    await put('cron-month-loop-interval', '3');
    expect(expression()).to.equal('0/15 30,45 9-23 1 1/3 ?', 'a month changed with the day every makes the day 1 (§4)');
    await click('cron-day-mode-unset');
    expect(expression().split(' ').slice(3, 6)).to.deep.equal(['?', '1/3', '*']);
    await click('cron-week-mode-nth');
    await put('cron-week-nth', '3');
    await put('cron-week-nth-weekday', '6');
    expect(expression().split(' ')[5]).to.equal('6#3');
    await put('cron-week-last-weekday', '2');
    expect(expression().split(' ')[5]).to.equal('2L');
    await click('cron-week-specify-1');
    await click('cron-week-specify-7');
    expect(expression().split(' ')[5], 'Sunday 1 … Saturday 7').to.equal('1,7');
    await click('cron-year-mode-range');
    expect(expression().split(' ')[6]).to.equal(`${new Date().getFullYear()}-${new Date().getFullYear() + 100}`);
    await click('cron-year-mode-unset');
    expect(expression().split(' ')).to.have.length(6);
  });

  it('an expression typed fills the tabs; day and week exclude each other', async () => {
    await open();
    await put('cron-expression', '0 15 10 ? * 6#3 2030-2031');
    expect($<HTMLInputElement>('cron-minute-specify-15')!.checked).to.equal(true);
    expect($<HTMLInputElement>('cron-week-mode-nth')!.checked).to.equal(true);
    expect($<HTMLInputElement>('cron-week-nth')!.value).to.equal('3');
    expect($<HTMLSelectElement>('cron-week-nth-weekday')!.value).to.equal('6');
    expect($<HTMLInputElement>('cron-year-range-start')!.value).to.equal('2030');
    expect($<HTMLFieldSetElement>('cron-day-modes')!.disabled, 'the week is set: the day is off').to.equal(true);
    expect($<HTMLFieldSetElement>('cron-week-modes')!.disabled).to.equal(false);
    await click('cron-week-mode-unset');
    expect(expression(), "week 'not set' makes the day every day").to.equal('0 15 10 * * ? 2030-2031');
    expect($<HTMLFieldSetElement>('cron-week-modes')!.disabled).to.equal(true);
    expect($('cron-week-disabled')!.textContent).to.contain('不指定');
    await click('cron-day-mode-last');
    expect(expression()).to.equal('0 15 10 L * ? 2030-2031');
    await put('cron-expression', '0 1-10/2 * * * ?');
    expect($('cron-minute-custom')!.textContent, 'a form no mode writes is shown as it is').to.contain('1-10/2');
  });

  it('interplay (§4): minute changed makes second 0, hour changed makes minute 0, a day set makes hour 0', async () => {
    await open({ value: '* * * * * ?' });
    await click('cron-minute-mode-loop');
    expect(expression()).to.equal('0 0/1 * * * ?');
    await click('cron-minute-mode-every');
    await click('cron-hour-specify-8');
    expect(expression()).to.equal('0 0 8 * * ?');
    await put('cron-expression', '* * * * * ?');
    await click('cron-day-specify-15');
    expect(expression()).to.equal('0 0 0 15 * ?');
  });

  it('previews the next 10 times as yyyy-MM-dd HH:mm:ss, 500 ms after the last change; OK emits and writes the value', async () => {
    await open({ value: '0 0 8 * * ?' });
    await until(() => times().length === 10);
    expect(times().every((t) => FORMAT.test(t) && t.endsWith(' 08:00:00'))).to.equal(true);
    // The test holds the 500 ms waits (§4) and ends them itself: the wait is checked by what
    // the editor sets and clears, not by how long it takes.
    const waits = holdTimers(500);
    try {
      await put('cron-expression', '0 30 9 ? * 2');
      expect(waits.pending(), 'a change starts a wait of 500 ms').to.equal(1);
      expect(previewShown(), 'not yet: the preview waits').to.equal('0 0 8 * * ?');
      await put('cron-expression', '0 30 9 ? * 2#1');
      expect(waits.pending(), 'each change restarts the wait: the first is cleared').to.equal(1);
      expect(previewShown()).to.equal('0 0 8 * * ?');
      await settle(() => waits.fire());
    } finally {
      waits.restore();
    }
    expect(previewShown(), 'the wait ended: the last expression is shown').to.equal('0 30 9 ? * 2#1');
    expect(times()).to.have.length(10);
    for (const t of times()) expect(new Date(t.replace(' ', 'T')).getDay(), `${t} is a Monday`).to.equal(1);
    await click('cron-ok');
    expect(changes).to.deep.equal(['0 30 9 ? * 2#1']);
    expect(element.getAttribute('value')).to.equal('0 30 9 ? * 2#1');
    expect(dialog()!.open).to.equal(false);
    expect($<HTMLInputElement>('cron-field-input')!.value).to.equal('0 30 9 ? * 2#1');
  });

  it("says 'no execution time' for a past year and why an expression is invalid, in cn, en and tc; OK refused while invalid", async () => {
    await open({ value: '0 0 0 1 1 ? 2019' });
    await until(() => $('cron-preview-none') !== null);
    expect($('cron-preview-none')!.textContent).to.equal('没有执行时间');
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => $('cron-preview-none')?.textContent === 'No execution time');
    expect($('cron-tab-second')!.textContent).to.equal('Second');
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => $('cron-preview-none')?.textContent === '沒有執行時間');
    await put('cron-expression', '0 70 0 * * ?');
    expect($<HTMLElement & { disabled: boolean }>('cron-ok')!.disabled).to.equal(true);
    await previewed();
    expect($('cron-problem')!.textContent).to.equal('「分」的值無效：70');
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => $('cron-problem')?.textContent === 'Invalid value of Minute: 70');
    await put('cron-expression', '0 0 0 * * *');
    await previewed();
    expect($('cron-problem')!.textContent).to.equal("Exactly one of day and week must be '?'");
    await settle(() => element.setAttribute('locale', 'cn'));
    await put('cron-expression', '0 0 0 * *');
    await previewed();
    expect($('cron-problem')!.textContent).to.contain('6 或 7 个部分');
    await click('cron-cancel');
    expect(changes, 'cancel keeps the value').to.deep.equal([]);
  });

  it('the compact editor: tabs every, range, loop, specify for a unit (minute by default), emitting each change', async () => {
    await mount({ mode: 'compact', value: '0 0/5 * * * ?' });
    await until(() => $('cron-compact-expression')?.textContent === '0 0/5 * * * ?');
    expect($('cron-compact-tab-loop')!.getAttribute('aria-selected')).to.equal('true');
    expect($('cron-compact-tab-every')!.textContent).to.equal('每分钟');
    await click('cron-compact-tab-range');
    expect(changes.at(-1)).to.equal('0 0-59 * * * ?');
    await put('cron-minute-range-start', '10');
    await put('cron-minute-range-end', '20');
    expect(changes.at(-1)).to.equal('0 10-20 * * * ?');
    await click('cron-compact-tab-specify');
    await click('cron-minute-specify-30');
    expect(changes.at(-1)).to.equal('0 0,30 * * * ?');
    await put('cron-compact-unit', 'hour');
    expect(changes.at(-1)).to.equal('0 0 0 * * ?');
    await click('cron-compact-tab-every');
    expect(changes.at(-1)).to.equal('0 0 * * * ?');
    expect(element.getAttribute('value')).to.equal('0 0 * * * ?');
    await until(() => previewShown() === '0 0 * * * ?' && times().length === 10);
    await settle(() => element.setAttribute('value', '0 0 8 1 * ?'));
    await until(() => $('cron-compact-other') !== null);
  });

  it('fits a 390 × 844 phone: the editor fills the screen, nothing overflows sideways, the tabs scroll in their bar', async () => {
    await setViewport(390, 844);
    await open({ value: '0 0 8 * * ?' });
    const panel = dialog()!.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    await until(() => Math.round(panel.getBoundingClientRect().width) === 390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    await click('cron-tab-second');
    const body = dialog()!.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
    expect(body.scrollWidth, 'the body does not scroll sideways').to.be.at.most(body.clientWidth + 1);
    const radio = $('cron-second-mode-range')!.closest('label')!;
    expect(radio.getBoundingClientRect().height, 'a row a finger can hit').to.be.at.least(32);
    expect($('cron-expression')!.getBoundingClientRect().right).to.be.at.most(390);
    // In English (longer words), the week's and day's tabs wrap too; the tab bar scrolls within itself.
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => $('cron-tab-week')?.textContent === 'Week');
    for (const tab of ['cron-tab-week', 'cron-tab-day']) {
      await click(tab);
      const panel = $(tab)!.closest('sl-tab-group')!.querySelector<HTMLElement>(`sl-tab-panel[name="${tab.slice('cron-tab-'.length)}"]`)!;
      await until(() => panel.hasAttribute('active') && panel.getBoundingClientRect().height > 0);
      expect(body.scrollWidth, `${tab}: no sideways scroll`).to.be.at.most(body.clientWidth + 1);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
  });

  it('is 800 wide at 1024 px, beside the page', async () => {
    await setViewport(1024, 768);
    await open({ value: '0 0 8 * * ?' });
    const panel = dialog()!.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    await until(() => Math.round(panel.getBoundingClientRect().width) === 800);
    expect(document.documentElement.scrollWidth).to.be.at.most(1024);
  });
});
