import type { Executor } from '../../kit/executor.ts';

/**
 * The statements of reports and their data sources (issue 12), beside the kit's generic ones
 * (report-table.ts, source-table.ts): what the viewer, the downloads, the home cards and the
 * forms' checks read. Each takes the handle it runs on; a hook passes its transaction.
 */

/** A report's columns as the viewer and the downloads read them. */
const REPORT_COLUMNS = ['id', 'code', 'name', 'name_en', 'name_tc', 'source_id', 'sql_text', 'tableau_view', 'params', 'view', 'row_cap', 'timeout_ms', 'permission_id'] as const;

const selectReport = (db: Executor) => db.selectFrom('reports').select(REPORT_COLUMNS);

/** A stored report row, as {@link REPORT_COLUMNS} reads it. */
export type ReportRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectReport>['executeTakeFirst']>>>;

/** The report of an id. */
export async function reportById(db: Executor, id: string): Promise<ReportRow | undefined> {
  return selectReport(db).where('id', '=', id).executeTakeFirst();
}

/** The report behind a menu entry (at most one each). */
export async function reportByPermission(db: Executor, permissionId: string): Promise<ReportRow | undefined> {
  return selectReport(db).where('permission_id', '=', permissionId).executeTakeFirst();
}

/**
 * The report behind one of `permissionIds` whose view path is `view`: a Tableau view of that
 * name (`workbook/view`), or a built-in report of that code.
 */
export async function reportOfView(db: Executor, permissionIds: string[], view: string): Promise<ReportRow | undefined> {
  return selectReport(db).where('permission_id', 'in', permissionIds)
    .where((eb) => eb.or([eb('tableau_view', '=', view), eb.and([eb('tableau_view', '=', ''), eb('code', '=', view)])]))
    .executeTakeFirst();
}

/** The id and menu entry of the reports with a query (no Tableau view) behind `permissionIds`. */
export async function queryReportsOfMenus(db: Executor, permissionIds: string[]): Promise<{ id: string; permission_id: string | null }[]> {
  if (permissionIds.length === 0) return [];
  return db.selectFrom('reports').select(['id', 'permission_id'])
    .where('permission_id', 'in', permissionIds).where('tableau_view', '=', '').execute();
}

/** True when a report runs on one of the sources. */
export async function isSourceInUse(db: Executor, sourceIds: string[]): Promise<boolean> {
  return !!(await db.selectFrom('reports').select('id').where('source_id', 'in', sourceIds).executeTakeFirst());
}

/** A data source's kind, sealed URL and the schema its reports may read; undefined when there is none. */
export async function sourceById(db: Executor, id: string): Promise<{ kind: string; url_sealed: string; allowed_schema: string } | undefined> {
  return db.selectFrom('report_sources').select(['kind', 'url_sealed', 'allowed_schema']).where('id', '=', id).executeTakeFirst();
}

/** True when a built-in source other than `id` exists. */
export async function hasOtherBuiltinSource(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').where('id', '!=', id).executeTakeFirst());
}

/** A menu entry's category ('report' for a report page); undefined when there is no such entry. */
export async function menuCategoryOf(db: Executor, permissionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('permissions').select('menu_category').where('id', '=', permissionId).executeTakeFirst();
  return row ? row.menu_category : undefined;
}

/** A titled row: its name in the three languages. */
export interface TitledRow {
  id: string;
  name: string;
  name_en: string;
  name_tc: string;
}

/** The names of the sources of `ids`. */
export async function sourceNames(db: Executor, ids: string[]): Promise<TitledRow[]> {
  return ids.length ? db.selectFrom('report_sources').select(['id', 'name', 'name_en', 'name_tc']).where('id', 'in', ids).execute() : [];
}

/** The names of the menu entries of `ids`. */
export async function menuNames(db: Executor, ids: string[]): Promise<TitledRow[]> {
  return ids.length ? db.selectFrom('permissions').select(['id', 'name', 'name_en', 'name_tc']).where('id', 'in', ids).execute() : [];
}

/** A user's username ('' when there is no such user): the `:username` of a report's SQL. */
export async function usernameOf(db: Executor, userId: string): Promise<string> {
  return (await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst())?.username ?? '';
}
