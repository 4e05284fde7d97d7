import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $locale, endSession } from '../../shared/stores/index.ts';
import type { StubCall } from '../../tests/browser/api-stub.ts';
import { mountPicker, type MountedPicker } from '../../tests/browser/picker-dom.ts';
import { servePickers } from '../../tests/browser/picker-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import './register.ts';

describe('<dkp-user-picker>', () => {
  let calls: StubCall[];
  let picker: MountedPicker;
  const dialog = () => picker.$<HTMLElement & { open: boolean }>('user-picker-dialog');
  const lastUserPage = () => calls.filter((c) => c.path === '/sys/user/queryUserComponentData').at(-1)!.query;
  const field = () => picker.$<HTMLInputElement>('user-picker-input')!.value;

  async function open(attributes: Record<string, string> = {}) {
    picker = await mountPicker('dkp-user-picker', attributes, 'user-picker');
    await picker.click('user-picker-open');
    await until(() => dialog()?.open === true && picker.rows().length > 0);
  }

  beforeEach(() => {
    calls = [];
    servePickers(calls);
  });
  afterEach(async () => {
    document.querySelectorAll('dkp-user-picker').forEach((e) => e.remove());
    endSession();
    $locale.set('cn');
    resetApiConfig();
    await resetViewport();
  });

  it('shows the names of its value, resolved by getMultiUser, and offers sign-in without a session', async () => {
    picker = await mountPicker('dkp-user-picker', { value: 'lisi,zhangsan', multiple: '' }, 'user-picker');
    await until(() => field() === '李四,张三');
    expect(calls.find((c) => c.path === '/sys/user/getMultiUser')!.query.get('usernames')).to.equal('lisi,zhangsan');
    await settle(() => endSession());
    await until(() => picker.$('dkp-sign-in-prompt') !== null);
  });

  it('opens a 1250-wide dialog with the department tree (roots open) and the first page of 5 users', async () => {
    await open();
    expect(getComputedStyle(dialog()!).getPropertyValue('--width').trim()).to.equal('1250px');
    expect(picker.rows()).to.deep.equal(['u01', 'u02', 'u03', 'u04', 'u05']);
    expect(picker.$('pick-total')!.textContent).to.equal('1-5 共 14 条');
    expect(lastUserPage().get('pageSize')).to.equal('5');
    expect(picker.$('pick-node-dev'), 'the root is open').to.not.equal(null);
    expect(picker.$('pick-node-fe'), 'below the root stays closed').to.equal(null);
    await picker.click('pick-caret-dev');
    expect(picker.$('pick-node-fe')).to.not.equal(null);
  });

  it('pages (next, and 10 a page from page 1) and searches by account from page 1', async () => {
    await open();
    await picker.click('pick-next');
    await until(() => picker.rows()[0] === 'u06');
    expect(lastUserPage().get('pageNo')).to.equal('2');
    const size = picker.$<HTMLSelectElement>('pick-size')!;
    await settle(() => {
      size.value = '10';
      size.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => picker.rows().length === 10);
    expect([lastUserPage().get('pageNo'), lastUserPage().get('pageSize')]).to.deep.equal(['1', '10']);
    await picker.search('user1');
    await until(() => picker.rows().join() === 'u10,u11,u12');
    expect([lastUserPage().get('username'), lastUserPage().get('pageNo')]).to.deep.equal(['user1', '1']);
    await picker.click('pick-search-reset');
    await until(() => picker.rows().length === 10);
    expect(lastUserPage().get('username')).to.equal(null);
  });

  it('shows the users of the department clicked in the tree, and all again', async () => {
    await open();
    await picker.click('pick-select-mkt');
    await until(() => picker.rows().join() === 'u02,u04,u06,u08,u10');
    expect(lastUserPage().get('departId')).to.equal('mkt');
    expect(picker.$('pick-total')!.textContent).to.equal('1-5 共 6 条');
    await picker.click('pick-all-departs');
    await until(() => picker.rows()[1] === 'u02' && lastUserPage().get('departId') === null);
  });

  it("single: OK with no user says 'Please select a record'; a pick replaces the last; OK emits it, writes the value, closes and clears", async () => {
    await open();
    await picker.click('pick-ok');
    expect(picker.$('pick-warning')!.textContent).to.equal('请选择一条记录！');
    expect(dialog()!.open).to.equal(true);
    await picker.click('pick-row-u01');
    await picker.click('pick-row-u03');
    expect(picker.$<HTMLInputElement>('pick-choose-u01')!.type).to.equal('radio');
    expect(picker.$('pick-selected-u01')).to.equal(null);
    expect(picker.$('pick-selected-u03')!.textContent).to.equal('用户03');
    expect(picker.$('pick-warning')).to.equal(null);
    await picker.search('user0');
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'user03', text: '用户03' }]);
    expect(dialog()!.open).to.equal(false);
    expect(picker.element.getAttribute('value')).to.equal('user03');
    expect(field()).to.equal('用户03');
    // Opened again: the search is cleared, page 1 of all, the value picked.
    await picker.click('user-picker-open');
    await until(() => dialog()!.open && picker.rows().length === 5);
    expect(picker.$<HTMLInputElement>('pick-search-input')!.value).to.equal('');
    expect(lastUserPage().get('username')).to.equal(null);
    expect(picker.$<HTMLInputElement>('pick-choose-u03')!.checked).to.equal(true);
  });

  it('multiple (a bare attribute): boxes, picks across pages, removes from the picked list, emits ids with value-field="id"', async () => {
    await open({ multiple: '', 'value-field': 'id' });
    expect(picker.$<HTMLInputElement>('pick-choose-u01')!.type).to.equal('checkbox');
    await picker.click('pick-choose-u01');
    await picker.click('pick-row-u02');
    await picker.click('pick-next');
    await until(() => picker.rows()[0] === 'u06');
    await picker.click('pick-row-u07');
    expect(picker.$('pick-selected')!.querySelector('header')!.textContent).to.equal('已选择 3 项');
    picker.$('pick-selected-u02')!.dispatchEvent(new CustomEvent('sl-remove'));
    await until(() => picker.$('pick-selected-u02') === null);
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'u01,u07', text: '用户01,用户07' }]);
    expect(picker.element.getAttribute('value')).to.equal('u01,u07');
  });

  it('the clear icon empties the value and says so; a value set by the page shows its names', async () => {
    picker = await mountPicker('dkp-user-picker', { value: 'zhangsan' }, 'user-picker');
    await until(() => field() === '张三');
    await picker.click('user-picker-clear');
    expect(field()).to.equal('');
    expect(picker.changes).to.deep.equal([{ value: '', text: '' }]);
    expect(picker.$('user-picker-clear')).to.equal(null);
    await settle(() => picker.element.setAttribute('value', 'lisi'));
    await until(() => field() === '李四');
  });

  it('still lists all users when the tree is refused (a user without the department list)', async () => {
    calls = [];
    servePickers(calls, { treeRefused: true });
    await open();
    expect(picker.$('pick-tree-failure')!.textContent).to.equal('拒绝访问');
    expect(picker.rows()).to.have.length(5);
  });

  it('fills a 390 px phone screen with the dialog, without sideways scrolling, OK in reach', async () => {
    await setViewport(390, 844);
    await open({ multiple: 'true' });
    const panel = dialog()!.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    await until(() => Math.round(panel.getBoundingClientRect().width) === 390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(panel.scrollWidth, 'nothing wider than the panel').to.be.at.most(390);
    const ok = picker.$('pick-ok')!.getBoundingClientRect();
    expect(ok.right).to.be.at.most(390);
    expect(ok.bottom).to.be.at.most(844);
    await picker.click('pick-row-u01');
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'user01', text: '用户01' }]);
  });
});
