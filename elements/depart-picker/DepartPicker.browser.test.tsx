import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $locale, endSession } from '../../shared/stores/index.ts';
import type { StubCall } from '../../tests/browser/api-stub.ts';
import { mountPicker, type MountedPicker } from '../../tests/browser/picker-dom.ts';
import { servePickers } from '../../tests/browser/picker-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import './register.ts';

describe('<dkp-depart-picker>', () => {
  let calls: StubCall[];
  let picker: MountedPicker;
  const dialog = () => picker.$<HTMLElement & { open: boolean }>('depart-picker-dialog');
  const box = (id: string) => picker.$<HTMLInputElement>(`pick-check-${id}`)!;
  const checked = () => ['co', 'dev', 'fe', 'be', 'mkt'].filter((id) => picker.$<HTMLInputElement>(`pick-check-${id}`)?.checked);
  const field = () => picker.$<HTMLInputElement>('depart-picker-input')!.value;

  async function open(attributes: Record<string, string> = {}) {
    picker = await mountPicker('dkp-depart-picker', attributes, 'depart-picker');
    await picker.click('depart-picker-open');
    await until(() => dialog()?.open === true && picker.$('pick-check-co') !== null);
  }
  const expandAll = async () => {
    await picker.click('pick-caret-dev');
    await until(() => picker.$('pick-check-fe') !== null);
  };

  beforeEach(() => {
    calls = [];
    servePickers(calls);
  });
  afterEach(async () => {
    document.querySelectorAll('dkp-depart-picker').forEach((e) => e.remove());
    endSession();
    $locale.set('cn');
    resetApiConfig();
    await resetViewport();
  });

  it('shows the names of its value; opens a 500-wide tree dialog, the root open, with the value checked', async () => {
    await open({ value: 'mkt' });
    await until(() => field() === '市场部');
    expect(getComputedStyle(dialog()!).getPropertyValue('--width').trim()).to.equal('500px');
    expect(picker.$('pick-node-dev'), 'the root is open').to.not.equal(null);
    expect(picker.$('pick-node-fe'), 'the level below stays closed').to.equal(null);
    await until(() => checked().join() === 'mkt');
    expect(picker.$('pick-linked'), 'single mode has no linking switch').to.equal(null);
  });

  it("single keeps one department checked: checking another replaces it; OK with none says 'Please select a record'", async () => {
    await open();
    await picker.click('pick-check-dev');
    await picker.click('pick-check-mkt');
    expect(checked()).to.deep.equal(['mkt']);
    await picker.click('pick-check-mkt');
    await picker.click('pick-ok');
    expect(picker.$('pick-warning')!.textContent).to.equal('请选择一条记录！');
    await picker.click('pick-check-co');
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'co', text: '总公司' }]);
    expect(dialog()!.open).to.equal(false);
    expect(field()).to.equal('总公司');
    expect(picker.element.getAttribute('value')).to.equal('co');
  });

  it('multiple, unlinked by default: each box alone; linked: a department with those below it, the parent half-checked', async () => {
    await open({ multiple: '' });
    await expandAll();
    await picker.click('pick-check-dev');
    expect(checked()).to.deep.equal(['dev']);
    await picker.click('pick-check-dev');
    await picker.click('pick-linked');
    expect(picker.$<HTMLInputElement>('pick-linked')!.checked).to.equal(true);
    await picker.click('pick-check-dev');
    expect(checked()).to.deep.equal(['dev', 'fe', 'be']);
    expect(box('co').indeterminate, 'the company is half-checked').to.equal(true);
    await picker.click('pick-check-mkt');
    expect(checked()).to.deep.equal(['co', 'dev', 'fe', 'be', 'mkt']);
    await picker.click('pick-check-fe');
    expect(checked()).to.deep.equal(['be', 'mkt']);
    expect(box('dev').indeterminate).to.equal(true);
    // Unlinked again: unchecking a parent leaves its children.
    await picker.click('pick-linked');
    await picker.click('pick-check-dev');
    expect(checked()).to.deep.equal(['dev', 'be', 'mkt']);
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'dev,be,mkt', text: '研发部,后端组,市场部' }]);
  });

  it('stores codes with value-field="orgCode"; the clear icon empties the value', async () => {
    await open({ multiple: 'true', 'value-field': 'orgCode', value: 'FE' });
    await until(() => field() === '前端组');
    await picker.click('pick-check-mkt');
    await picker.click('pick-ok');
    expect(picker.changes.at(-1), 'the value stays checked; in tree order').to.deep.equal({ value: 'FE,MKT', text: '前端组,市场部' });
    await picker.click('depart-picker-clear');
    expect(picker.changes.at(-1)).to.deep.equal({ value: '', text: '' });
    expect(field()).to.equal('');
    expect(picker.element.getAttribute('value')).to.equal('');
  });

  it('cancel keeps the value and clears what was checked in the dialog', async () => {
    await open({ value: 'mkt' });
    await until(() => checked().join() === 'mkt');
    await picker.click('pick-check-dev');
    await picker.click('pick-cancel');
    expect(dialog()!.open).to.equal(false);
    expect(picker.changes).to.deep.equal([]);
    await picker.click('depart-picker-open');
    await until(() => dialog()!.open && checked().join() === 'mkt');
  });

  it('fills a 390 px phone screen, the tree usable by touch', async () => {
    await setViewport(390, 844);
    await open();
    const panel = dialog()!.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    await until(() => Math.round(panel.getBoundingClientRect().width) === 390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(picker.$('pick-node-dev')!.querySelector('.dkp-pick-node')!.getBoundingClientRect().height, 'a row a finger can hit').to.be.at.least(32);
    await settle(() => picker.$('pick-check-mkt')!.click());
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'mkt', text: '市场部' }]);
  });
});
