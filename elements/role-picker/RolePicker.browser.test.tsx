import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $locale, endSession } from '../../shared/stores/index.ts';
import type { StubCall } from '../../tests/browser/api-stub.ts';
import { mountPicker, type MountedPicker } from '../../tests/browser/picker-dom.ts';
import { servePickers } from '../../tests/browser/picker-stub.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { MultiUserPicker, type PickedValue } from '../user-picker/index.ts';
import { RolePicker } from './index.ts';
import './register.ts';

describe('<dkp-role-picker>', () => {
  let calls: StubCall[];
  let picker: MountedPicker;
  const dialog = () => picker.$<HTMLElement & { open: boolean }>('role-picker-dialog');
  const lastRolePage = () => calls.filter((c) => c.path === '/sys/role/list').at(-1)!.query;

  async function open(attributes: Record<string, string> = {}) {
    picker = await mountPicker('dkp-role-picker', attributes, 'role-picker');
    await picker.click('role-picker-open');
    await until(() => dialog()?.open === true && picker.rows().length > 0);
  }

  beforeEach(() => {
    calls = [];
    servePickers(calls);
  });
  afterEach(() => {
    document.querySelectorAll('dkp-role-picker').forEach((e) => e.remove());
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  it('lists the roles 5 a page in a 900-wide dialog, searches by name, and shows the names of its value', async () => {
    await open({ value: 'r2' });
    await until(() => picker.$<HTMLInputElement>('role-picker-input')!.value === '角色2');
    expect(getComputedStyle(dialog()!).getPropertyValue('--width').trim()).to.equal('900px');
    expect(picker.rows()).to.deep.equal(['r1', 'r2', 'r3', 'r4', 'r5']);
    await until(() => picker.$<HTMLInputElement>('pick-choose-r2')!.checked);
    expect([lastRolePage().get('pageSize'), lastRolePage().get('column'), lastRolePage().get('order')]).to.deep.equal(['5', 'createTime', 'desc']);
    await picker.click('pick-next');
    await until(() => picker.rows().join() === 'r6,r7');
    await picker.search('角色7');
    await until(() => picker.rows().join() === 'r7');
    expect([lastRolePage().get('roleName'), lastRolePage().get('pageNo')]).to.deep.equal(['角色7', '1']);
  });

  it("single: OK with none says 'Please select a record'; OK emits the one picked", async () => {
    await open();
    await picker.click('pick-ok');
    expect(picker.$('pick-warning')!.textContent).to.equal('请选择一条记录！');
    await picker.click('pick-row-r3');
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'r3', text: '角色3' }]);
    expect(dialog()!.open).to.equal(false);
  });

  it('multiple: emits every role picked; OK with none empties the value', async () => {
    await open({ multiple: '' });
    await picker.click('pick-row-r1');
    await picker.click('pick-row-r4');
    await picker.click('pick-ok');
    expect(picker.changes).to.deep.equal([{ value: 'r1,r4', text: '角色1,角色4' }]);
    await picker.click('role-picker-open');
    await until(() => dialog()!.open && picker.$<HTMLInputElement>('pick-choose-r4')?.checked === true);
    await picker.click('pick-row-r1');
    await picker.click('pick-row-r4');
    await picker.click('pick-ok');
    expect(picker.changes.at(-1)).to.deep.equal({ value: '', text: '' });
  });
});

describe('pickers in a React host (the portal)', () => {
  let calls: StubCall[];
  beforeEach(() => {
    calls = [];
    servePickers(calls);
  });
  afterEach(() => {
    endSession();
    resetApiConfig();
  });

  it("the multi-user and role pickers render in the host's DOM and tell onChange", async () => {
    const picks: PickedValue[] = [];
    const view = await render(<div><MultiUserPicker value="zhangsan" onChange={(p) => picks.push(p)} /><RolePicker onChange={(p) => picks.push(p)} /></div>);
    const $ = (id: string) => view.host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    await until(() => $('user-picker-input') !== null && ($('user-picker-input') as HTMLInputElement).value === '张三');
    await settle(() => $('user-picker-open')!.click());
    await until(() => $('pick-row-u01') !== null);
    expect(($('pick-choose-u01') as HTMLInputElement).type, 'the multi-user picker picks several').to.equal('checkbox');
    await settle(() => $('pick-row-u01')!.click());
    await settle(() => $('pick-ok')!.click());
    expect(picks).to.deep.equal([{ value: 'zhangsan,user01', text: '张三,用户01' }]);
    expect(($('user-picker-input') as HTMLInputElement).value).to.equal('张三,用户01');
    view.unmount();
  });
});
