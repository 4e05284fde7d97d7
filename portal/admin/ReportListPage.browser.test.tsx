import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { typeCode } from '../../tests/browser/code-editor.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { ReportListPage } from './ReportListPage.tsx';

const META = testMeta('menu-sys-report', 'ReportList', ['报表设计', 'Report design', '報表設計']);
const ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`report:definition:${a}`));
const SOURCES = [{ id: 's1', code: 'portal', name: '门户数据库', nameEn: 'Portal database', nameTc: '門戶數據庫', kind: 'builtin', urlHint: '', description: '', createTime: '2026-01-01T00:00:00.000Z' }];
const MENUS = [{ id: 'menu-report-history', title: '历史报表', url: '/report/history' }];
const LABEL = { cn: '部门', en: 'Department', tc: '部門' };
const REPORT = {
  id: 'r1', code: 'by-dept', name: '各部门', nameEn: 'By department', nameTc: '各部門', sourceId: 's1', sourceName: '门户数据库',
  sqlText: 'select department, quarter, rate from t where :dept = \'\' or department = :dept', tableauView: '',
  params: [{ name: 'dept', type: 'text', label: LABEL, defaultValue: '', options: [{ value: 'RD', label: LABEL }] }],
  view: { chart: 'crosstab', aggregate: 'avg', rows: ['department'], columns: ['quarter'], measure: 'rate', labels: { department: LABEL } },
  rowCap: 500, timeoutMs: 3000, permissionId: 'menu-report-history', menuTitle: '历史报表', createTime: '2026-01-02T00:00:00.000Z',
};

const byTestId = (view: Rendered, id: string) => view.host.querySelector<HTMLElement & { value: string }>(`[data-testid="${id}"]`);
const errorOf = (view: Rendered, key: string) => byTestId(view, `report-${key}-error`)?.textContent ?? null;
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
// The SQL is typed into its code editor (CodeMirror), the other fields into Shoelace inputs.
const type = (view: Rendered, key: string, value: string) =>
  key === 'sqlText' ? typeCode(view.host, 'report-sqlText', value) : settle(() => fire(byTestId(view, `report-${key}`)!, 'sl-input', value));
const choose = (view: Rendered, key: string, value: string) => settle(() => fire(byTestId(view, `report-${key}`)!, 'sl-change', value));
const save = (view: Rendered) => settle(() => byTestId(view, 'report-save')!.click());
const writes = (calls: StubCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

async function renderPage(saved: (call: StubCall) => unknown = () => REPORT) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/report', META, ALL, (call) => {
    calls.push(call);
    if (call.path === '/report/definition/add' || call.path === '/report/definition/edit') return saved(call);
    if (call.path === '/report/definition/list') return { records: [REPORT], total: 1 };
    if (call.path === '/report/source/list') return { records: SOURCES, total: 1 };
    if (call.path === '/report/definition/menuChoices') return MENUS;
    if (call.path === '/sys/duplicate/check') return null;
    return REPORT;
  });
  const view = await render(<ReportListPage meta={META} />);
  await until(() => byTestId(view, 'report-row') !== null);
  return { view, calls };
}

/** Opens the add dialog and fills what a bar chart needs, the JSON fields left to the test. */
async function startBarReport(view: Rendered) {
  await settle(() => byTestId(view, 'report-add')!.click());
  await type(view, 'code', 'monthly');
  await type(view, 'name', '月度报名');
  await until(() => byTestId(view, 'report-sourceId')!.querySelectorAll('sl-option').length === 1);
  await choose(view, 'sourceId', 's1');
  await type(view, 'sqlText', 'select month, enrolments from t where :dept = \'\' or dept = :dept');
  await choose(view, 'chart', 'bar');
  await type(view, 'dimension', 'month');
  await type(view, 'measure', 'enrolments');
}

describe('ReportListPage (the report form)', () => {
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

  it('checks the parameters and column titles typed as JSON against their shape, under each field, and sends nothing until they fit', async () => {
    const page = await renderPage();
    view = page.view;
    await startBarReport(view);
    const label = '{"cn": "部门", "en": "", "tc": ""}';
    for (const [params, message] of [
      ['[{"name": "dept",', '不是有效的 JSON，请检查括号、引号和逗号'],
      ['{"name": "dept"}', '参数须为 JSON 数组，每项是一个参数'],
      ['["dept"]', '第 1 个参数须为对象：{"name": …, "type": …, "label": …}'],
      [`[{"name": "Dept", "type": "text", "label": ${label}}]`, '第 1 个参数的 name：“Dept”须以小写字母开头，只含小写字母、数字和下划线（最多 40 位）'],
      [`[{"name": "user_id", "type": "text", "label": ${label}}]`, '参数名“user_id”是内置参数，请换一个名称'],
      [`[{"name": "dept", "type": "text", "label": ${label}}, {"name": "dept", "type": "number", "label": ${label}}]`, '参数名“dept”重复'],
      [`[{"name": "dept", "type": "list", "label": ${label}}]`, '参数“dept”的 type 须为 text / number / date / month 之一'],
      ['[{"name": "dept", "type": "text", "label": {"cn": "部门"}}]', '参数“dept”的 label 须为 {"cn": …, "en": …, "tc": …}，cn 不能为空'],
      [`[{"name": "dept", "type": "text", "label": ${label}, "defaultValue": 3}]`, '参数“dept”的 defaultValue 须为文字（最多 100 位）'],
      [`[{"name": "dept", "type": "text", "label": ${label}, "options": [{"value": "RD"}]}]`, '参数“dept”的 options 须为数组（最多 200 项），每项为 {"value": …, "label": {"cn": …, "en": …, "tc": …}}'],
    ]) {
      await type(view, 'params', params!);
      await save(view);
      expect(errorOf(view, 'params'), params).to.equal(message);
    }
    await type(view, 'params', `[{"name": "dept", "type": "text", "label": ${label}}]`);
    for (const [labels, message] of [
      ['[]', '列标题须为 JSON 对象：列名对应三种语言的标题'],
      ['{"Month": {"cn": "月份", "en": "", "tc": ""}}', '列标题的列名：“Month”须以小写字母开头，只含小写字母、数字和下划线（最多 40 位）'],
      ['{"month": "月份"}', '列“month”的标题须为 {"cn": …, "en": …, "tc": …}，cn 不能为空'],
    ]) {
      await type(view, 'labels', labels!);
      await save(view);
      expect(errorOf(view, 'params'), 'the parameters fit now').to.equal(null);
      expect(errorOf(view, 'labels'), labels).to.equal(message);
    }
    expect(writes(page.calls), 'nothing is sent while a field is wrong').to.have.length(0);

    await type(view, 'labels', '{"month": {"cn": "月份", "en": "Month", "tc": "月份", "note": "x"}}');
    await save(view);
    await until(() => writes(page.calls).length === 1);
    expect(page.calls.find((c) => c.method === 'POST')!.body).to.deep.equal({
      code: 'monthly', name: '月度报名', nameEn: '', nameTc: '', sourceId: 's1', permissionId: '',
      sqlText: 'select month, enrolments from t where :dept = \'\' or dept = :dept', tableauView: '',
      params: [{ name: 'dept', type: 'text', label: { cn: '部门', en: '', tc: '' }, defaultValue: '' }],
      view: { chart: 'bar', aggregate: 'sum', dimension: 'month', measure: 'enrolments', labels: { month: { cn: '月份', en: 'Month', tc: '月份' } } },
      rowCap: 5000, timeoutMs: 15000,
    });
  });

  it('shows a refusal of the SQL by the server under the SQL field, and a refusal naming no field above the buttons', async () => {
    const SQL_REFUSED = '函数 set_config 不允许在报表中使用';
    let answer = refuse(400, '数据源不存在');
    const page = await renderPage(() => answer);
    view = page.view;
    await startBarReport(view);
    await type(view, 'sqlText', "select set_config('role', 'postgres', true)");
    await save(view);
    await until(() => byTestId(view!, 'report-refusal') !== null);
    expect(byTestId(view, 'report-refusal')!.textContent).to.equal('数据源不存在');
    expect(errorOf(view, 'sqlText')).to.equal(null);

    answer = refuse(400, SQL_REFUSED, { field: 'sqlText' });
    await save(view);
    await until(() => errorOf(view!, 'sqlText') !== null);
    expect(errorOf(view, 'sqlText')).to.equal(SQL_REFUSED);
    expect(byTestId(view, 'report-sqlText')!.hasAttribute('aria-invalid'), 'the field is marked invalid').to.equal(true);
    expect(byTestId(view, 'report-refusal'), 'not repeated above the buttons').to.equal(null);
    expect(byTestId(view, 'report-dialog')!.hasAttribute('open'), 'the form stays open to be corrected').to.equal(true);
    // Typing in the field takes its message away.
    await type(view, 'sqlText', 'select month, enrolments from report_data.course_months');
    expect(errorOf(view, 'sqlText')).to.equal(null);
  });

  it('tells the JSON mistakes in the user\'s language', async () => {
    await settle(() => $locale.set('en'));
    await until(() => $loadedLocale.get() === 'en');
    const page = await renderPage();
    view = page.view;
    await startBarReport(view);
    await type(view, 'params', '[{"name": "dept", "type": "text", "label": {"cn": "", "en": "Dept", "tc": ""}}]');
    await type(view, 'labels', 'month');
    await save(view);
    expect(errorOf(view, 'params')).to.equal('The label of parameter "dept" must be {"cn": …, "en": …, "tc": …} with cn not empty');
    expect(errorOf(view, 'labels')).to.equal('Not valid JSON: check the brackets, quotes and commas');
  });

  it('shows the view parts a chart kind uses, and edits a report as it is stored', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'report-edit')!.click());
    const shown = () => ['aggregate', 'dimension', 'series', 'measure', 'rows', 'columns'].filter((key) => byTestId(view!, `report-${key}`) !== null);
    expect(shown()).to.deep.equal(['aggregate', 'measure', 'rows', 'columns']);
    expect(byTestId(view, 'report-rows')!.value).to.equal('department');
    expect(JSON.parse(byTestId(view, 'report-params')!.value)).to.deep.equal(REPORT.params);
    await save(view);
    await until(() => writes(page.calls).length === 1);
    // What the record shows beside its input (names of its source and menu, its time) is not sent.
    const { sourceName, menuTitle, createTime, ...input } = REPORT;
    expect(page.calls.find((c) => c.method === 'PUT')!.body).to.deep.equal(input);

    await settle(() => byTestId(view!, 'report-edit')!.click());
    await choose(view, 'chart', 'table');
    expect(shown()).to.deep.equal(['columns']);
    await choose(view, 'chart', 'line');
    expect(shown()).to.deep.equal(['aggregate', 'dimension', 'series', 'measure']);
    await save(view);
    expect(errorOf(view, 'dimension')).to.equal('请输入维度列');
  });

  // Moved from tests/e2e/report-admin.spec.ts 'the pages speak en and tc…' (issue 23): the names the
  // server gives in the request's language (source, menu entry) are server/modules/reports/report-admin.test.ts's.
  for (const [locale, words] of Object.entries({ en: { name: 'By department', edit: 'Edit report' }, tc: { name: '各部門', edit: '編輯報表' } })) {
    it(`speaks ${locale}: the report's name from its three and the edit dialog's title`, async () => {
      await settle(() => $locale.set(locale as 'en' | 'tc'));
      await until(() => $loadedLocale.get() === locale);
      const page = await renderPage();
      view = page.view;
      expect(byTestId(view, 'report-cell-name')!.textContent).to.equal(words.name);
      expect(byTestId(view, 'report-cell-sourceName')!.textContent).to.equal(REPORT.sourceName);
      expect(byTestId(view, 'report-cell-menuTitle')!.textContent).to.equal(REPORT.menuTitle);
      await settle(() => byTestId(view!, 'report-edit')!.click());
      await until(() => byTestId(view!, 'report-dialog')?.getAttribute('label') === words.edit, () => `${byTestId(view!, 'report-dialog')?.getAttribute('label')}`);
    });
  }

  it('asks a report given a Tableau view for none of the query\'s parts, and checks the view\'s form', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'report-add')!.click());
    await type(view, 'code', 'tableau-self');
    await type(view, 'name', '自我分析');
    await type(view, 'tableauView', 'only-a-workbook');
    const queryParts = () => ['sourceId', 'sqlText', 'params', 'chart', 'labels', 'rowCap', 'timeoutMs'].filter((key) => byTestId(view!, `report-${key}`) !== null);
    expect(queryParts()).to.deep.equal([]);
    await save(view);
    expect(errorOf(view, 'tableauView')).to.equal('须为“工作簿/视图”');
    await type(view, 'tableauView', 'LearningOverview/Self');
    await save(view);
    await until(() => writes(page.calls).length === 1);
    expect(page.calls.find((c) => c.method === 'POST')!.body).to.deep.include({ code: 'tableau-self', tableauView: 'LearningOverview/Self', sourceId: '', sqlText: '', params: [] });
    await settle(() => byTestId(view!, 'report-add')!.click());
    expect(queryParts(), 'a query report asks for them again').to.include.members(['sourceId', 'sqlText', 'chart']);
  });
});
