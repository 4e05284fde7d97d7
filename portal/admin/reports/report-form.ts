import { msg, str } from '@lit/localize';
import { get } from '../../../shared/api/index.ts';
import { localized } from '../../../shared/i18n/index.ts';
import { dataProviderFor, type RecordOf } from '../../../shared/kit/index.ts';
import { AGGREGATES, CHART_KINDS, type Aggregate, type ChartKind, type ReportView } from '../../../shared/reports/report-view.ts';
import { TABLEAU_VIEW_PATTERN, reportResource, type ReportMenuChoice } from '../../../shared/resources/report.ts';
import { reportSourceResource } from '../../../shared/resources/report-source.ts';
import { $locale } from '../../../shared/stores/index.ts';
import { requiredFieldRule, type FieldRule } from '../../../shared/validation/index.ts';
import type { FormConfig, FormFieldConfig, FormValues } from '../../kit/form-config.ts';
import type { Choice } from '../../kit/list-config.ts';
import { CODE_FIELD, NAME_FIELDS } from './name-fields.ts';
import { COLUMN_NAME, columnNameProblem, parseLabels, parseParams, valueOr } from './report-json.ts';
import { aggregateText, chartText, sourceKindText } from './report-texts.ts';

type Report = typeof reportResource;

/** The parts of the view each chart kind uses (shared/reports/report-view.ts `ReportViewSchema`). */
const VIEW_PARTS = {
  dimension: ['bar', 'line', 'pie', 'scatter'],
  series: ['bar', 'line'],
  measure: ['bar', 'line', 'pie', 'scatter', 'kpi', 'crosstab'],
  aggregate: ['bar', 'line', 'pie', 'kpi', 'crosstab'],
  rows: ['crosstab'],
  columns: ['table', 'crosstab'],
} as const satisfies Record<string, readonly ChartKind[]>;
type ViewPart = keyof typeof VIEW_PARTS;

const text = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
/** A report on a query (not a Tableau view): its source, SQL, parameters and view are asked. */
const isQuery = (values: FormValues) => !text(values, 'tableauView');
const chartOf = (values: FormValues) => values.chart as ChartKind;
const uses = (part: ViewPart) => (values: FormValues) => isQuery(values) && (VIEW_PARTS[part] as readonly ChartKind[]).includes(chartOf(values));
/** Column names typed comma-separated (a Chinese comma or spaces too). */
const namesOf = (value: string) => value.split(/[,，\s]+/).filter(Boolean);

/** One column name. */
const columnRule: FieldRule = (value) => (!value.trim() || COLUMN_NAME.test(value.trim()) ? null : columnNameProblem(value.trim()));
/** Column names, comma-separated, at most `max`. */
const columnListRule = (max: number): FieldRule => (value) => {
  const names = namesOf(value);
  const bad = names.find((name) => !COLUMN_NAME.test(name));
  if (bad) return columnNameProblem(bad);
  return names.length > max ? msg(str`最多 ${max} 列`) : null;
};
/** `workbook/view`, as Tableau's view URLs end. */
const tableauViewRule: FieldRule = (value) => (!value.trim() || new RegExp(TABLEAU_VIEW_PATTERN).test(value.trim()) ? null : msg('须为“工作簿/视图”'));
const paramsRule: FieldRule = (value) => { const parsed = parseParams(value); return parsed.ok ? null : parsed.problem; };
const labelsRule: FieldRule = (value) => { const parsed = parseLabels(value); return parsed.ok ? null : parsed.problem; };

// Read each time the dialog opens: a source or report page added meanwhile is offered at once.
/** The data sources, named in the current language with their kind. */
const loadSourceChoices = async (): Promise<Choice[]> => {
  const { data } = await dataProviderFor(reportSourceResource).getList({ pagination: { current: 1, pageSize: 1000 }, sorters: [{ field: 'code', order: 'asc' }] });
  return data.map((source) => ({
    value: source.id, label: `${localized({ cn: source.name, en: source.nameEn, tc: source.nameTc }, $locale.get())} (${sourceKindText(source.kind)})`,
  }));
};
/** The report pages of the menu (`GET /report/definition/menuChoices`), with their path. */
const loadMenuChoices = async (): Promise<Choice[]> =>
  (await get<ReportMenuChoice[]>(`${reportResource.basePath}/menuChoices`)).map((menu) => ({ value: menu.id, label: `${menu.title} (${menu.url})` }));

const PARAMS_EXAMPLE = '[{"name": "dept", "type": "text", "label": {"cn": "…", "en": "…", "tc": "…"}, "defaultValue": ""}]';
const LABELS_EXAMPLE = '{"month": {"cn": "…", "en": "…", "tc": "…"}}';

const measureLabel = () => msg('度量列');
const columnsLabel = () => msg('列');

/** The fields of the view definition, each shown for the chart kinds that use it. */
const VIEW_FIELDS: FormFieldConfig[] = [
  { key: 'chart', label: () => msg('图表类型'), widget: 'select', required: true, row: 'chart', visible: isQuery, choices: () => CHART_KINDS.map((chart) => ({ value: chart, label: chartText(chart) })) },
  {
    key: 'aggregate', label: () => msg('汇总方式'), widget: 'select', required: true, row: 'chart', visible: uses('aggregate'),
    choices: () => AGGREGATES.map((aggregate) => ({ value: aggregate, label: aggregateText(aggregate) })),
  },
  { key: 'dimension', label: () => msg('维度列'), widget: 'input', required: true, maxlength: 40, rules: [columnRule], row: 'axes', visible: uses('dimension'), helpText: () => msg('横轴、扇区或散点横坐标所用的结果列') },
  { key: 'series', label: () => msg('系列列'), widget: 'input', maxlength: 40, rules: [columnRule], row: 'axes', visible: uses('series'), helpText: () => msg('每个取值一条系列；留空为一条') },
  { key: 'measure', label: measureLabel, widget: 'input', maxlength: 40, rules: [columnRule], row: 'axes', visible: uses('measure'), helpText: () => msg('汇总的数值列') },
  { key: 'rows', label: () => msg('行'), widget: 'input', required: true, rules: [columnListRule(4)], row: 'crosstab', visible: uses('rows'), helpText: () => msg('交叉表左侧的列，逗号分隔，最多 4 个') },
  {
    key: 'columns', label: columnsLabel, widget: 'input', rules: [columnListRule(40)], row: 'crosstab', visible: uses('columns'),
    helpText: () => msg('逗号分隔。明细表：显示的列（留空为全部）；交叉表：横向展开的列'),
  },
  { key: 'labels', label: () => msg('列标题（JSON）'), widget: 'textarea', visible: isQuery, rules: [labelsRule], placeholder: () => LABELS_EXAMPLE, helpText: () => msg('结果列在三种语言中的标题；未列出的列显示列名') },
];

/**
 * The add/edit form of a report (issue 12, architecture §5): code and names, its data source,
 * the report page of the menu that opens it, its SQL, its parameters and column titles as
 * JSON (checked here against the server's shape, each mistake told under its field), the
 * view's parts that its chart kind uses, and its row cap and time limit. The server checks
 * the SQL (one query, only declared parameters) and answers under the form. A report given a
 * Tableau view asks for none of the query's parts.
 */
export const REPORT_FORM: FormConfig<Report> = {
  titles: { add: () => msg('新增报表'), edit: () => msg('编辑报表') },
  width: 760,
  fields: [
    { ...CODE_FIELD, row: 'ident' },
    // Required with a query, which the schema cannot say (the server checks it).
    { key: 'sourceId', required: true, loadChoices: loadSourceChoices, row: 'ident', visible: isQuery },
    ...NAME_FIELDS,
    { key: 'permissionId', loadChoices: loadMenuChoices, helpText: () => msg('打开此报表的“报表页面”类菜单；一个菜单只关联一个报表，可留空') },
    {
      key: 'tableauView', rules: [tableauViewRule], placeholder: () => 'workbook/view',
      helpText: () => msg('留空则由内置报表服务器按下方 SQL 显示；填写“工作簿/视图”则由 Tableau Server 显示（服务器须配置 DKP_TABLEAU_URL），下载使用其工具栏'),
    },
    {
      key: 'sqlText', widget: 'code', codeMode: 'sql', required: true, visible: isQuery,
      helpText: () => msg('一条查询语句（select、with、values 或 table），只读数据源允许的模式中的表（写明模式名，如 report_data.courses），只用常用函数。参数写作 :名称，须在下方声明；内置参数 :locale（界面语言 cn、en、tc）、:user_id、:username、:tenant_id（查看者）无需声明'),
    },
    { key: 'params', label: () => msg('参数（JSON）'), widget: 'textarea', visible: isQuery, rules: [paramsRule], placeholder: () => PARAMS_EXAMPLE, helpText: () => msg('筛选条件：name、type（text、number、date、month）、label（三种语言）、defaultValue，可选 options') },
    ...VIEW_FIELDS,
    // The range and a new report's values are the schema's; the form does not let them be cleared.
    { key: 'rowCap', required: true, row: 'limits', visible: isQuery }, { key: 'timeoutMs', required: true, row: 'limits', visible: isQuery },
  ],
  initial: () => ({ chart: 'table', aggregate: 'sum' }),
  fromRecord: (report: RecordOf<Report>) => ({
    code: report.code, name: report.name, nameEn: report.nameEn, nameTc: report.nameTc, sourceId: report.sourceId, permissionId: report.permissionId,
    tableauView: report.tableauView,
    sqlText: report.sqlText, params: report.params.length ? JSON.stringify(report.params, null, 2) : '',
    chart: report.view.chart, aggregate: report.view.aggregate, dimension: report.view.dimension ?? '', series: report.view.series ?? '',
    measure: report.view.measure ?? '', rows: (report.view.rows ?? []).join(', '), columns: (report.view.columns ?? []).join(', '),
    labels: report.view.labels && Object.keys(report.view.labels).length ? JSON.stringify(report.view.labels, null, 2) : '',
    rowCap: String(report.rowCap), timeoutMs: String(report.timeoutMs),
  }),
  // What is required only for some chart kinds: the measure unless rows are counted, the crosstab's columns.
  validate: (values) => ({
    measure: uses('measure')(values) && (chartOf(values) === 'scatter' || values.aggregate !== 'count') ? requiredFieldRule(measureLabel())(text(values, 'measure')) ?? undefined : undefined,
    columns: isQuery(values) && chartOf(values) === 'crosstab' ? requiredFieldRule(columnsLabel())(text(values, 'columns')) ?? undefined : undefined,
  }),
  toInput: (values) => ({
    code: text(values, 'code'), name: text(values, 'name'), nameEn: text(values, 'nameEn'), nameTc: text(values, 'nameTc'),
    sourceId: isQuery(values) ? text(values, 'sourceId') : '', permissionId: text(values, 'permissionId'),
    sqlText: isQuery(values) ? text(values, 'sqlText') : '', tableauView: text(values, 'tableauView'),
    // The form's rules checked the JSON before it gets here.
    params: isQuery(values) ? valueOr(parseParams(text(values, 'params')), []) : [],
    view: viewOf(values), rowCap: Number(text(values, 'rowCap')), timeoutMs: Number(text(values, 'timeoutMs')),
  }),
};

/** The view definition of the form's values: the parts its chart kind uses, those typed. */
function viewOf(values: FormValues): ReportView {
  const view: ReportView = { chart: chartOf(values), aggregate: uses('aggregate')(values) ? (values.aggregate as Aggregate) : 'sum' };
  for (const part of ['dimension', 'series', 'measure'] as const) if (uses(part)(values) && text(values, part)) view[part] = text(values, part);
  for (const part of ['rows', 'columns'] as const) if (uses(part)(values) && namesOf(text(values, part)).length) view[part] = namesOf(text(values, part));
  const labels = valueOr(parseLabels(text(values, 'labels')), undefined);
  if (labels) view.labels = labels;
  return view;
}
