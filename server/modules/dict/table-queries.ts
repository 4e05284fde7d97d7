import { sql, type Kysely } from 'kysely';
import type { DictItem } from '../../../shared/schemas/dict.ts';
import type { Database } from '../../db/schema.ts';
import { allowedColumn, allowedTable } from './table-allowlist.ts';

/** Conditions every query on an allowlisted table gets: its tenant, and not deleted. */
function scope(table: ReturnType<typeof allowedTable>, tenantId: number) {
  const parts = [];
  if (table.tenantScoped) parts.push(sql`tenant_id = ${tenantId}`);
  if (table.deletedFlag) parts.push(sql`del_flag = false`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * True when `value` is not yet used in `tableName.fieldName` (other than by record `dataId`).
 * Empty values are always available (portal-shell §5 "skips empty values").
 */
export async function isValueAvailable(
  db: Kysely<Database>, q: { tableName: string; fieldName: string; fieldVal?: string; dataId?: string }, tenantId: number,
): Promise<boolean> {
  const table = allowedTable(q.tableName);
  const column = allowedColumn(table, q.tableName, q.fieldName);
  if (!q.fieldVal) return true;
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(table.table)}
    where ${sql.ref(column)} = ${q.fieldVal} and ${scope(table, tenantId)}
      ${q.dataId ? sql`and id <> ${q.dataId}` : sql``}
    limit 1`.execute(db);
  return rows.length === 0;
}

/** Items of a table dictionary `table,textField,codeField` (JeecgBoot's form), allowlisted. */
export async function tableDictItems(db: Kysely<Database>, spec: string, tenantId: number): Promise<DictItem[]> {
  const [tableName = '', textField = '', codeField = '', ...rest] = spec.split(',').map((s) => s.trim());
  const table = allowedTable(tableName);
  const text = allowedColumn(table, tableName, textField);
  const code = allowedColumn(table, tableName, codeField || textField);
  if (rest.length) allowedColumn(table, tableName, rest.join(','));
  const { rows } = await sql<{ value: string; text: string }>`
    select ${sql.ref(code)}::text as value, ${sql.ref(text)}::text as text from ${sql.table(table.table)}
    where ${scope(table, tenantId)} order by 2 limit 1000`.execute(db);
  return rows.map((r) => ({ value: r.value, text: r.text, title: r.text, label: r.text }));
}
