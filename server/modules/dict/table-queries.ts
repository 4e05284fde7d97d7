import type { Kysely } from 'kysely';
import type { DictItem } from '../../../shared/schemas/dict.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import { allowedColumn, allowedTable } from './table-allowlist.ts';
import { isValueInUse, tableDictRows, type TableDictSpec } from './table-dict-repository.ts';

export type { TableDictSpec };

/**
 * True when `value` is not yet used in `tableName.fieldName` (other than by record `dataId`).
 * The check has the scope of the uniqueness it predicts: the whole system or the tenant,
 * deleted rows included (a record in the recycle bin can come back and keeps its value),
 * case-insensitive where the unique index is. Empty values are always available
 * (portal-shell §5 "skips empty values").
 */
export async function isValueAvailable(
  db: Kysely<Database>, q: { tableName: string; fieldName: string; fieldVal?: string; dataId?: string }, tenantId: number,
): Promise<boolean> {
  const table = allowedTable(q.tableName);
  const column = allowedColumn(table, q.tableName, q.fieldName);
  if (!q.fieldVal) return true;
  return !(await isValueInUse(db, { table, column, value: q.fieldVal, exceptId: q.dataId }, tenantId));
}

/**
 * Parses and checks `table,textField,codeField`: 400 for a table off the allowlist, 403 when
 * `mayList` says the caller lacks the table's list permission (asked before the columns are
 * looked at, so the answer tells nothing about them), 400 for a column not public for dictionaries.
 */
export async function tableDictSpec(spec: string, mayList: (permission: string) => Promise<boolean>): Promise<TableDictSpec> {
  const [tableName = '', textField = '', codeField = '', ...rest] = spec.split(',').map((s) => s.trim());
  const table = allowedTable(tableName);
  if (!(await mayList(table.listPermission))) throw forbidden();
  const text = allowedColumn(table, tableName, textField, true);
  const code = allowedColumn(table, tableName, codeField || textField, true);
  if (rest.length) allowedColumn(table, tableName, rest.join(','), true);
  return { table, text, code };
}

/** Items of a checked table dictionary: the tenant's live rows. */
export async function tableDictItems(db: Kysely<Database>, spec: TableDictSpec, tenantId: number): Promise<DictItem[]> {
  const rows = await tableDictRows(db, spec, tenantId);
  return rows.map((r) => ({ value: r.value, text: r.text, title: r.text, label: r.text }));
}
