import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { formatFireTime, nextFireTimes } from '../../shared/cron/quartz.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { PushPlanListPage } from './PushPlanListPage.tsx';

const META = testMeta('menu-sys-push-plan', 'PushPlanList', ['推送计划', 'Push plans', '推送計劃']);
const ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`system:pushPlan:${a}`));
const PLAN = { id: 'p1', planName: '每日早八点', cronExpression: '0 0 8 * * ?', description: '工作日早报', createTime: '2026-01-01 00:00:00' };

type Control = HTMLElement & { value: string; open?: boolean };
const $ = (view: Rendered, id: string) => view.host.querySelector<Control>(`[data-testid="${id}"]`);
function fire(element: HTMLElement, type: string, value: string) {
  (element as Control).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
/** Types into a field: the cron field's own input (its value counts when left), or a Shoelace input. */
const type = (view: Rendered, key: string, value: string) => settle(() => {
  const cron = $(view, `push-plan-${key}-input`) as HTMLInputElement | null;
  if (!cron) return fire($(view, `push-plan-${key}`)!, 'sl-input', value);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(cron, value);
  cron.dispatchEvent(new Event('input', { bubbles: true }));
  cron.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
});
const click = (view: Rendered, id: string) => settle(() => $(view, id)!.click());
const writes = (calls: StubCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body ?? Object.fromEntries(c.query)]);

describe('PushPlanListPage (/isystem/pushPlan)', () => {
  let view: Rendered | undefined;
  let calls: StubCall[];
  async function show(auth = ALL) {
    calls = [];
    await signInWithPage('/isystem/pushPlan', META, auth, (call) => {
      calls.push(call);
      if (call.path === '/sys/file/plan/pushPlanPage') return { records: [PLAN], total: 1 };
      return null;
    });
    view = await render(<PushPlanListPage meta={META} />);
    await until(() => $(view!, 'push-plan-row') !== null);
  }

  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    endSession();
    resetPermissions();
    await settle(() => $locale.set('cn'));
    resetApiConfig();
  });

  it('lists the plans from pushPlanPage (paged, planName filter)', async () => {
    await show();
    const list = calls.find((c) => c.path === '/sys/file/plan/pushPlanPage')!;
    expect([list.query.get('pageNo'), list.query.get('pageSize')]).to.deep.equal(['1', '10']);
    expect($(view!, 'push-plan-cell-planName')!.textContent).to.equal('每日早八点');
    expect($(view!, 'push-plan-cell-cronExpression')!.textContent).to.equal('0 0 8 * * ?');
  });

  it('refuses a cron expression Quartz would not read, shows the next 5 fire times of a good one, and adds with POST addPushPlan', async () => {
    await show();
    await click(view!, 'push-plan-add');
    await until(() => $(view!, 'push-plan-dialog')!.open === true);
    await type(view!, 'planName', '每分钟');
    await type(view!, 'cronExpression', '0 * * * * *');
    expect($(view!, 'cron-problem')!.textContent).to.equal('日与周须有且只有一个为 ?');
    await click(view!, 'push-plan-save');
    await until(() => $(view!, 'push-plan-cronExpression-error')?.textContent === '日与周须有且只有一个为 ?');
    await type(view!, 'cronExpression', '0 0 8');
    expect($(view!, 'cron-problem')!.textContent).to.equal('Cron 表达式应有 6 或 7 段：秒 分 时 日 月 周 [年]');
    expect(writes(calls)).to.deep.equal([]);

    await type(view!, 'cronExpression', '0 * * * * ?');
    const shown = [...view!.host.querySelectorAll('[data-testid="cron-fire-time"]')].map((li) => li.textContent);
    expect(shown).to.have.length(5);
    expect(shown).to.deep.equal(nextFireTimes('0 * * * * ?', 5).map((time) => formatFireTime(time)));
    await type(view!, 'description', '测试');
    await click(view!, 'push-plan-save');
    await until(() => writes(calls).length === 1);
    expect(writes(calls)).to.deep.equal([['POST', '/sys/file/plan/addPushPlan', { planName: '每分钟', cronExpression: '0 * * * * ?', description: '测试' }]]);
  });

  it('edits with POST updatePushPlan (with id) and deletes with DELETE deletePushPlan?id=', async () => {
    await show();
    await click(view!, 'push-plan-edit');
    await until(() => $(view!, 'push-plan-dialog')!.open === true && $(view!, 'push-plan-planName')!.value === '每日早八点');
    await until(() => view!.host.querySelectorAll('[data-testid="cron-fire-time"]').length === 5);
    await type(view!, 'cronExpression', '0 0 9 ? * 2');
    await click(view!, 'push-plan-save');
    await until(() => writes(calls).length === 1);
    expect(writes(calls)[0]).to.deep.equal(['POST', '/sys/file/plan/updatePushPlan', { planName: '每日早八点', cronExpression: '0 0 9 ? * 2', description: '工作日早报', id: 'p1' }]);
    await until(() => $(view!, 'push-plan-dialog')!.open === false);
    await click(view!, 'push-plan-delete');
    await until(() => $(view!, 'push-plan-confirm-dialog')?.open === true);
    await click(view!, 'push-plan-confirm');
    await until(() => writes(calls).length === 2);
    expect(writes(calls)[1]).to.deep.equal(['DELETE', '/sys/file/plan/deletePushPlan', { id: 'p1' }]);
  });

  it('speaks en and tc', async () => {
    await show();
    await click(view!, 'push-plan-add');
    await type(view!, 'cronExpression', '0 0 8');
    await settle(() => $locale.set('en'));
    await until(() => $(view!, 'cron-problem')!.textContent === 'A cron expression has 6 or 7 parts: second minute hour day month week [year]');
    await settle(() => $locale.set('tc'));
    await until(() => $(view!, 'cron-problem')!.textContent === 'Cron 表達式應有 6 或 7 段：秒 分 時 日 月 週 [年]');
  });
});
