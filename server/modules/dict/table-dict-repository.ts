import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AllowedTable } from './table-allowlist.ts';

/**
 * The statements of the duplicate check and of table dictionaries, on tables and columns of the
 * allowlist (table-allowlist.ts): client text never reaches them, only the allowlist's SQL names.
 */

/** A table dictionary `table,textField,codeField` (JeecgBoot's form), checked against the allowlist. */
export interface TableDictSpec {
  table: AllowedTable;
  text: string;
  code: string;
}

/** Rows of `table` that belong to the tenant. */
function inTenant(table: AllowedTable, tenantId: number): RawBuilder<unknown> {
  if (table.tenant === 'column') return sql`tenant_id = ${tenantId}`;
  if (table.tenant === 'membership') return sql`id in (select user_id from user_tenants where tenant_id = ${tenantId})`;
  return sql`true`;
}

/**
 * True when a row of `table` (in the tenant, or anywhere for a table unique globally; deleted
 * rows included) other than `exceptId` has `value` in `column` (an allowlisted SQL name),
 * compared case-insensitively where the table's unique index is.
 */
export async function isValueInUse(
  db: Kysely<Database>, q: { table: AllowedTable; column: string; value: string; exceptId?: string }, tenantId: number,
): Promise<boolean> {
  const { table, column, value, exceptId } = q;
  const matches = table.caseInsensitive.includes(column)
    ? sql`lower(${sql.ref(column)}) = lower(${value})`
    : sql`${sql.ref(column)} = ${value}`;
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(table.table)}
    where ${matches} and ${table.uniqueGlobally ? sql`true` : inTenant(table, tenantId)}
      ${exceptId ? sql`and id <> ${exceptId}` : sql``}
    limit 1`.execute(db);
  return rows.length > 0;
}

/** The value and text of the tenant's live rows of a checked table dictionary, by text, at most 1000. */
export async function tableDictRows(db: Kysely<Database>, { table, text, code }: TableDictSpec, tenantId: number): Promise<{ value: string; text: string }[]> {
  const { rows } = await sql<{ value: string; text: string }>`
    select ${sql.ref(code)}::text as value, ${sql.ref(text)}::text as text from ${sql.table(table.table)}
    where ${inTenant(table, tenantId)} ${table.deletedFlag ? sql`and del_flag = false` : sql``}
    order by 2 limit 1000`.execute(db);
  return rows;
}
