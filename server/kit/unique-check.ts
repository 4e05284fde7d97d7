import { sql, type Kysely } from 'kysely';
import type { FieldSpec } from '../../shared/kit/field.ts';
import type { Resource } from '../../shared/kit/resource.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import type { RequestScope } from './request-scope.ts';
import type { Executor, TableBinding } from './table-binding.ts';

/**
 * Refuses a value of a unique field that another row already holds (widgets-admin §5
 * "Account, phone, job number and e-mail unique"; "uniqueness checks skip empty values").
 * Text compares case-insensitively. A resource owned by tenant column is unique within the
 * tenant; a global one (users, menus, tenants) across the system, deleted rows included, as
 * its unique index is.
 */
export async function checkUnique(
  tx: Executor, binding: TableBinding<Resource>, scope: RequestScope, input: Record<string, unknown>, exceptId: string | null,
): Promise<void> {
  for (const [key, field] of Object.entries(binding.resource.fields as Record<string, FieldSpec | undefined>)) {
    const column = (binding.columns as Record<string, string | undefined>)[key];
    const value = input[key];
    if (!field?.unique || !column || value === undefined || value === null || String(value).trim() === '') continue;
    if (await isTaken(tx, binding, scope.tenantId, column, field, String(value).trim(), exceptId)) throw fieldTaken(field, scope);
  }
}

/** Whether another row holds `value` in `column` (the duplicate check's question). */
export async function isTaken(
  tx: Executor, binding: TableBinding<Resource>, tenantId: number, column: string, field: FieldSpec, value: string, exceptId: string | null,
): Promise<boolean> {
  let query = (tx as Kysely<any>).selectFrom(`${binding.table} as t`).select('t.id');
  if (field.unique === 'parts') {
    const parts = listParts(value);
    if (parts.length === 0) return false;
    // Any part of the value among the parts of another row's list, compared as listParts does.
    query = query.where(({ exists, selectFrom }) => exists(selectFrom(
      sql`unnest(string_to_array(replace(lower(${sql.ref(`t.${column}`)}), ' ', ''), ','))`.as('p'),
    ).select(sql.lit(1).as('x')).where(sql.ref('p'), 'in', parts)));
  } else {
    query = field.kind === 'text'
      ? query.where(sql`lower(${sql.ref(`t.${column}`)})`, '=', value.toLowerCase())
      : query.where(sql.ref(`t.${column}`), '=', value);
  }
  if (binding.tenant === 'column') query = query.where('t.tenant_id', '=', tenantId);
  if (exceptId) query = query.where('t.id', '<>', exceptId);
  return !!(await query.limit(1).executeTakeFirst());
}

/**
 * The parts of a comma-separated list as a `unique: 'parts'` field compares them: spaces
 * removed (as the permission check reads a menu's actions), lower case, no empty parts, each once.
 */
export function listParts(value: string): string[] {
  return [...new Set(value.replace(/ /g, '').toLowerCase().split(',').filter(Boolean))];
}

const fieldTaken = (field: FieldSpec, scope: RequestScope) => badRequest('fieldTaken', { name: field.label[scope.locale] || field.label.cn });

/**
 * A unique index's refusal (two writers racing past the check) as the same 400 the check
 * gives; `null` for any other error.
 */
export function translateUniqueViolation(error: unknown, binding: TableBinding<Resource>, scope: RequestScope): AppError | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== '23505') return null;
  const unique = Object.values(binding.resource.fields as Record<string, FieldSpec | undefined>).find((f) => f?.unique);
  return unique ? fieldTaken(unique, scope) : badRequest('valueTaken');
}
