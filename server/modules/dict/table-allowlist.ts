import { badRequest } from '../../lib/app-error.ts';

/**
 * Tables and columns a client may name (duplicate check, table dictionaries), by the names
 * the documented client uses. Client text only ever selects an entry here; the SQL names
 * come from this list (architecture §4 "Client-named identifiers never reach SQL").
 */
export const TABLES = {
  sys_user: {
    table: 'users', tenantScoped: false, deletedFlag: true,
    columns: { id: 'id', username: 'username', realname: 'realname', phone: 'phone', email: 'email' },
  },
  sys_role: {
    table: 'roles', tenantScoped: true, deletedFlag: false,
    columns: { id: 'id', role_code: 'role_code', role_name: 'role_name' },
  },
  sys_depart: {
    table: 'departments', tenantScoped: true, deletedFlag: false,
    columns: { id: 'id', org_code: 'org_code', depart_name: 'depart_name' },
  },
  sys_dict: {
    table: 'dicts', tenantScoped: false, deletedFlag: true,
    columns: { id: 'id', dict_code: 'dict_code', dict_name: 'dict_name' },
  },
  sys_permission: {
    table: 'permissions', tenantScoped: false, deletedFlag: true,
    columns: { id: 'id', perms: 'perms', name: 'name' },
  },
} as const;

export type AllowedTable = (typeof TABLES)[keyof typeof TABLES];
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The allowlisted table for a client-given name; 400 for anything else. */
export function allowedTable(name: string): AllowedTable {
  if (!IDENTIFIER.test(name)) throw badRequest('identifierInvalid', { name });
  if (!Object.hasOwn(TABLES, name)) throw badRequest('tableNotAllowed', { name });
  return TABLES[name as keyof typeof TABLES];
}

/** The SQL column behind a client-given field of `table`; 400 for anything else. */
export function allowedColumn(table: AllowedTable, tableName: string, field: string): string {
  if (!IDENTIFIER.test(field)) throw badRequest('identifierInvalid', { name: field });
  const columns: Record<string, string> = table.columns;
  if (!Object.hasOwn(columns, field)) throw badRequest('tableNotAllowed', { name: `${tableName}.${field}` });
  return columns[field]!;
}
