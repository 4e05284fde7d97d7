import { reportResource } from '../../../shared/resources/report.ts';
import { menuTitle } from '../../../shared/i18n/menu-title.ts';
import { badField, badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { isBuiltInParam } from '../../../shared/reports/report-view.ts';
import { BUILTIN_SOURCE_SCHEMA } from '../../../shared/resources/report-source.ts';
import { menuCategoryOf, menuNames, sourceById, sourceNames, type TitledRow } from './report-repository.ts';
import { compileReportSql, ReportSqlError } from './report-sql.ts';

/**
 * Where reports live: platform data. A save checks what can be checked without running the
 * query: the source exists, the SQL passes the report SQL check for that source's schema (one
 * SELECT of allowed parts naming only declared parameters; a refusal names the field `sqlText`,
 * so the form shows it under the SQL), and the menu entry (at most one report each) is a report page. A report with a Tableau view keeps no
 * source, query or parameters.
 */
export const reportTable = bindTable({
  resource: reportResource,
  table: 'reports',
  columns: {
    id: 'id', code: 'code', name: 'name', nameEn: 'name_en', nameTc: 'name_tc', sourceId: 'source_id', sqlText: 'sql_text', tableauView: 'tableau_view',
    params: 'params', view: 'view', rowCap: 'row_cap', timeoutMs: 'timeout_ms', permissionId: 'permission_id', createTime: 'created_at',
  },
  tenant: 'none',
  async toRow(input, _scope, _mode, tx) {
    if (input.permissionId && (await menuCategoryOf(tx, input.permissionId)) !== 'report') throw badRequest('reportMenuNotReport');
    const common = {
      code: input.code, name: input.name.trim(), name_en: input.nameEn.trim(), name_tc: input.nameTc.trim(), view: JSON.stringify(input.view),
      row_cap: input.rowCap, timeout_ms: input.timeoutMs, permission_id: input.permissionId || null,
    };
    if (input.tableauView) return { ...common, source_id: null, sql_text: '', tableau_view: input.tableauView, params: '[]' };
    if (!input.sqlText.trim() || !input.sourceId) throw badRequest('reportSqlRequired');
    const names = new Set<string>();
    for (const param of input.params) {
      if (isBuiltInParam(param.name)) throw badRequest('reportParamBuiltIn', { name: param.name });
      if (names.has(param.name)) throw badRequest('reportParamInvalid', { name: param.name });
      names.add(param.name);
    }
    const source = await sourceById(tx, input.sourceId);
    if (!source) throw badRequest('reportSourceUnknown');
    try {
      await compileReportSql(input.sqlText, input.params, source.kind === 'builtin' ? BUILTIN_SOURCE_SCHEMA : source.allowed_schema);
    } catch (error) {
      if (error instanceof ReportSqlError) throw badField('sqlText', error.problem, error.params);
      throw error;
    }
    return { ...common, source_id: input.sourceId, sql_text: input.sqlText, tableau_view: '', params: JSON.stringify(input.params) };
  },
  async decorate(db, records, scope) {
    const sourceIds = [...new Set(records.map((r) => r.sourceId).filter(Boolean).map(String))];
    const menuIds = [...new Set(records.map((r) => r.permissionId).filter(Boolean).map(String))];
    const sources = await sourceNames(db, sourceIds);
    const menus = await menuNames(db, menuIds);
    const title = (row: TitledRow) => menuTitle({ title: row.name, titleEN: row.name_en, titleTC: row.name_tc }, scope.locale);
    for (const record of records) {
      const source = sources.find((s) => s.id === record.sourceId);
      const menu = menus.find((m) => m.id === record.permissionId);
      record.permissionId ??= '';
      record.sourceId ??= '';
      record.sourceName = source ? title(source) : record.tableauView ? 'Tableau' : '';
      record.menuTitle = menu ? title(menu) : '';
    }
  },
});
