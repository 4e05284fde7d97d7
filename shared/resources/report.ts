import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { ReportParamSchema, ReportViewSchema } from '../reports/report-view.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** The most rows a report may show in the viewer (its downloads stream them all). */
export const REPORT_ROW_CAP_MAX = 100_000;
/** The longest a report's query may run, in ms (PostgreSQL's `statement_timeout`). */
export const REPORT_TIMEOUT_MAX_MS = 120_000;

/** A Tableau view as a report names it: `workbook/view`, the two last parts of its URL. */
export const TABLEAU_VIEW_PATTERN = '^[^/?#\\s]{1,100}/[^/?#\\s]{1,100}$';

/**
 * A report (issue 12, architecture §5): a SQL query with typed named parameters on a data
 * source, and a view of its result — or a Tableau view (`tableauView`), shown by the Tableau
 * Server the server is configured with; opened through the menu entry it is linked to (a page
 * of the category 'report', component `ReportViewer`).
 */
export const ReportSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  nameTc: Type.String(),
  sourceId: Type.String(),
  sourceName: Type.String(),
  sqlText: Type.String(),
  /** '' for a query on a source; else the Tableau view it opens (`sourceId`, `sqlText` then ''). */
  tableauView: Type.String(),
  params: Type.Array(ReportParamSchema),
  view: ReportViewSchema,
  rowCap: Type.Integer(),
  timeoutMs: Type.Integer(),
  /** The menu entry that opens it ('' when none yet). */
  permissionId: Type.String(),
  menuTitle: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take. */
export const ReportInputSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  nameEn: Type.String({ maxLength: 100, default: '' }),
  nameTc: Type.String({ maxLength: 100, default: '' }),
  /** Required with a query; ignored for a Tableau view. */
  sourceId: Type.String({ maxLength: 64, default: '' }),
  sqlText: Type.String({ maxLength: 20_000, default: '' }),
  tableauView: Type.Union([Type.Literal(''), Type.String({ maxLength: 201, pattern: TABLEAU_VIEW_PATTERN })], { default: '' }),
  params: Type.Array(ReportParamSchema, { maxItems: 20, default: [] }),
  view: ReportViewSchema,
  rowCap: Type.Integer({ minimum: 1, maximum: REPORT_ROW_CAP_MAX, default: 5000 }),
  timeoutMs: Type.Integer({ minimum: 100, maximum: REPORT_TIMEOUT_MAX_MS, default: 15_000 }),
  permissionId: Type.String({ maxLength: 64, default: '' }),
});

/**
 * A menu entry a report may be linked to (`GET /report/definition/menuChoices`): a page of the
 * category 'report', titled in the request's language.
 */
export const ReportMenuChoiceSchema = Type.Object({ id: Type.String(), title: Type.String(), url: Type.String() });
export type ReportMenuChoice = Static<typeof ReportMenuChoiceSchema>;

/** Report definitions on the kit (`/report/definition/*`), kept by the platform's administrators. */
export const reportResource = defineResource({
  name: 'report',
  title: { cn: '报表', en: 'Reports', tc: '報表' },
  basePath: '/report/definition',
  tableName: 'report_definition',
  page: 'ReportList',
  record: ReportSchema,
  input: ReportInputSchema,
  fields: {
    code: { label: { cn: '编码', en: 'Code', tc: '編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    name: { label: { cn: '名称', en: 'Name', tc: '名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    sourceName: { label: { cn: '数据源', en: 'Data source', tc: '數據源' }, kind: 'text' },
    menuTitle: { label: { cn: '菜单', en: 'Menu entry', tc: '選單' }, kind: 'text' },
    permissionId: { label: { cn: '菜单', en: 'Menu entry', tc: '選單' }, kind: 'text', filter: 'eq', list: false, unique: true },
    rowCap: { label: { cn: '行数上限', en: 'Row cap', tc: '行數上限' }, kind: 'integer', sortable: true, width: 100 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  // The form's keys that are no column.
  inputFields: {
    nameEn: { label: { cn: '英文名称', en: 'English name', tc: '英文名稱' } },
    nameTc: { label: { cn: '繁体名称', en: 'Traditional Chinese name', tc: '繁體名稱' } },
    sourceId: { label: { cn: '数据源', en: 'Data source', tc: '數據源' } },
    tableauView: { label: { cn: 'Tableau 视图', en: 'Tableau view', tc: 'Tableau 視圖' } },
    sqlText: { label: { cn: 'SQL', en: 'SQL', tc: 'SQL' } },
    timeoutMs: { label: { cn: '查询超时（毫秒）', en: 'Query timeout (ms)', tc: '查詢超時（毫秒）' } },
  },
  permissions: {
    list: PERMISSION_CODES.reportList, add: PERMISSION_CODES.reportAdd, edit: PERMISSION_CODES.reportEdit, delete: PERMISSION_CODES.reportDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
