import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { QuartzJobListPage } from './QuartzJobListPage.tsx';

const META = testMeta('menu-sys-job', 'QuartzJobList', ['定时任务', 'Scheduled jobs', '定時任務']);
const ALL = ['list', 'add', 'edit', 'delete', 'run'].map((a) => grant(`system:job:${a}`));
const JOB = {
  id: 'j1', kind: 'demo-log', kindTitle: '演示任务（写一行日志）', parameter: 'hello', cronExpression: '0 * * * * ?', description: '演示',
  descriptionEn: 'Demo', descriptionTc: '', status: 'running', nextFireTime: '2026-01-01T00:01:00.000Z', createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
};
const KINDS = {
  timeZone: 'Asia/Shanghai',
  kinds: [{ kind: 'demo-log', title: '演示任务（写一行日志）', parameter: '写入日志的文字' }, { kind: 'clean-expired', title: '清理过期数据', parameter: '不需要参数' }],
};
const RUNS = {
  total: 2,
  records: [
    { id: 'r2', fireTime: '2026-01-01T00:01:00.000Z', trigger: 'schedule', state: 'done', startTime: '2026-01-01T00:01:00.010Z', endTime: '2026-01-01T00:01:02.410Z', durationMs: 2400, outcome: 'failure', error: 'boom', attempts: 1 },
    { id: 'r1', fireTime: '2026-01-01T00:00:00.000Z', trigger: 'manual', state: 'done', startTime: '2026-01-01T00:00:00.010Z', endTime: '2026-01-01T00:00:00.020Z', durationMs: 12, outcome: 'success', error: '', attempts: 1 },
  ],
};

const byTestId = (view: Rendered, id: string) => view.host.querySelector<HTMLElement & { value: string }>(`[data-testid="${id}"]`);
const allByTestId = (view: Rendered, id: string) => [...view.host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
/** Types into a field: the cron field's own input (its value counts when left), or a Shoelace input. */
const type = (view: Rendered, key: string, value: string) => settle(() => {
  const cron = byTestId(view, `job-${key}-input`) as unknown as HTMLInputElement | null;
  if (!cron) return fire(byTestId(view, `job-${key}`)!, 'sl-input', value);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(cron, value);
  cron.dispatchEvent(new Event('input', { bubbles: true }));
  cron.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
});
const choose = (view: Rendered, key: string, value: string) => settle(() => fire(byTestId(view, `job-${key}`)!, 'sl-change', value));

async function renderPage(auth = ALL, job: typeof JOB = JOB) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/quartzJob', META, auth, (call) => {
    calls.push(call);
    if (call.path === '/sys/quartzJob/list') return { records: [job], total: 1 };
    if (call.path === '/sys/quartzJob/kinds') return KINDS;
    if (call.path === '/sys/quartzJob/runs') return RUNS;
    if (call.path === '/sys/quartzJob/add') return { ...JOB, id: 'j2' };
    return null;
  });
  const view = await render(<QuartzJobListPage meta={META} />);
  await until(() => byTestId(view, 'job-row') !== null);
  return { view, calls };
}

describe('QuartzJobListPage (scheduled jobs)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('lists the jobs with their kind, cron expression, description and status, and acts on a row with the run permission', async () => {
    const page = await renderPage();
    view = page.view;
    const row = byTestId(view, 'job-row')!;
    expect(row.textContent).to.include('演示任务（写一行日志）').and.include('0 * * * * ?').and.include('演示');
    expect(byTestId(view, 'job-status')!.textContent).to.equal('运行中');
    expect(byTestId(view, 'job-pause')).to.not.equal(null);
    expect(byTestId(view, 'job-resume'), 'a running job is paused, not started').to.equal(null);
    await settle(() => byTestId(view!, 'job-pause')!.click());
    await until(() => page.calls.some((c) => c.path === '/sys/quartzJob/pause'));
    expect(page.calls.find((c) => c.path === '/sys/quartzJob/pause')!.query.get('id')).to.equal('j1');
  });

  it('checks the cron expression as the server does and shows its next five fire times in the server\'s zone', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'job-add')!.click());
    await until(() => byTestId(view!, 'job-kind')!.querySelectorAll('sl-option').length === 2);
    await choose(view, 'kind', 'demo-log');
    expect(byTestId(view, 'job-parameter-below')!.textContent).to.equal('写入日志的文字');
    for (const [expression, message] of [
      ['* * *', 'Cron 表达式应有 6 或 7 段：秒 分 时 日 月 周 [年]'],
      ['0 * * * * *', '日与周须有且只有一个为 ?'],
      ['0 * 25 * * ?', 'Cron 表达式格式不正确'],
    ]) {
      await type(view, 'cronExpression', expression!);
      await settle(() => byTestId(view!, 'job-save')!.click());
      expect(byTestId(view, 'job-cronExpression-error')?.textContent, expression).to.equal(message);
      expect(byTestId(view, 'cron-preview')).to.equal(null);
    }
    await type(view, 'cronExpression', '0 0 9 * * ?');
    const times = allByTestId(view, 'cron-fire-time').map((li) => li.textContent);
    expect(times).to.have.length(5);
    for (const time of times) expect(time).to.match(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    expect(byTestId(view, 'cron-preview')!.textContent).to.include('Asia/Shanghai');
    await type(view, 'parameter', 'hi');
    await settle(() => byTestId(view!, 'job-save')!.click());
    await until(() => page.calls.some((c) => c.method === 'POST'));
    expect(page.calls.find((c) => c.method === 'POST')!.body).to.deep.equal({
      kind: 'demo-log', parameter: 'hi', cronExpression: '0 0 9 * * ?', description: '', descriptionEn: '', descriptionTc: '', status: 'paused',
    });
  });

  it('shows the run history with outcome, duration and error, in the user\'s language', async () => {
    await settle(() => $locale.set('en'));
    await until(() => $loadedLocale.get() === 'en');
    const page = await renderPage();
    view = page.view;
    expect(byTestId(view, 'job-status')!.textContent).to.equal('Running');
    await settle(() => byTestId(view!, 'job-runs')!.click());
    await until(() => allByTestId(view!, 'job-run').length === 2);
    const [failed, done] = allByTestId(view, 'job-run');
    expect(failed!.textContent).to.include('Failed').and.include('2.4 s').and.include('boom').and.include('On schedule');
    expect(done!.textContent).to.include('Success').and.include('12 ms').and.include('Run by hand');
    expect(page.calls.find((c) => c.path === '/sys/quartzJob/runs')!.query.get('jobId')).to.equal('j1');
  });

  // Moved from the e2e test 'the page speaks en: the kinds, the status and the history' (issue 23); the
  // kinds' titles are the server's, in the request's language (scheduler.test.ts).
  it("speaks en: a paused job's status and start, the history's title (the job's description in en) and columns", async () => {
    await settle(() => $locale.set('en'));
    await until(() => $loadedLocale.get() === 'en');
    const page = await renderPage(ALL, { ...JOB, status: 'paused' });
    view = page.view;
    expect(byTestId(view, 'job-status')!.textContent).to.equal('Paused');
    expect(byTestId(view, 'job-resume')!.textContent).to.equal('Start');
    await settle(() => byTestId(view!, 'job-runs')!.click());
    await until(() => allByTestId(view!, 'job-run').length === 2);
    expect(byTestId(view, 'job-runs-drawer')!.getAttribute('label')).to.equal('Run history: Demo');
    expect([...byTestId(view, 'job-runs-table')!.querySelectorAll('th')].map((th) => th.textContent!.trim()))
      .to.deep.equal(['Fire time', 'Trigger', 'Start time', 'Duration', 'Outcome', 'Error']);
  });

  it('offers no start, pause or run once without the run permission', async () => {
    const page = await renderPage(['list', 'edit'].map((a) => grant(`system:job:${a}`)));
    view = page.view;
    expect(byTestId(view, 'job-pause')).to.equal(null);
    expect(byTestId(view, 'job-execute')).to.equal(null);
    expect(byTestId(view, 'job-runs')).to.not.equal(null);
  });
});
