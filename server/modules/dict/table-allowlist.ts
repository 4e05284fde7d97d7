import { badRequest } from '../../lib/app-error.ts';

/** An allowlisted table: its SQL name, its client-nameable columns, and its rules. */
export interface AllowedTable {
  table: string;
  /**
   * How a row belongs to a tenant: a `tenant_id` column, membership through
   * `user_tenants` (users are global identities that join tenants), or not at all.
   */
  tenant: 'column' | 'membership' | 'none';
  /** Values unique in the whole system (a global unique index), not per tenant. */
  uniqueGlobally: boolean;
  /** Has a `del_flag`: listings leave deleted rows out. */
  deletedFlag: boolean;
  /** Client name → SQL column. */
  columns: Record<string, string>;
  /** Columns compared case-insensitively, as their unique index does. */
  caseInsensitive: readonly string[];
}

/**
 * Tables and columns a client may name (duplicate check, table dictionaries), by the names
 * the documented client uses. Client text only ever selects an entry here; the SQL names
 * come from this list (architecture §4 "Client-named identifiers never reach SQL").
 */
export const TABLES: Record<string, AllowedTable> = {
  sys_user: {
    table: 'users', tenant: 'membership', uniqueGlobally: true, deletedFlag: true,
    columns: { id: 'id', username: 'username', realname: 'realname', phone: 'phone', email: 'email' },
    caseInsensitive: ['username', 'email'],
  },
  sys_role: {
    table: 'roles', tenant: 'column', uniqueGlobally: false, deletedFlag: false,
    columns: { id: 'id', role_code: 'role_code', role_name: 'role_name' }, caseInsensitive: [],
  },
  sys_depart: {
    table: 'departments', tenant: 'column', uniqueGlobally: false, deletedFlag: false,
    columns: { id: 'id', org_code: 'org_code', depart_name: 'depart_name' }, caseInsensitive: [],
  },
  sys_dict: {
    table: 'dicts', tenant: 'none', uniqueGlobally: true, deletedFlag: true,
    columns: { id: 'id', dict_code: 'dict_code', dict_name: 'dict_name' }, caseInsensitive: [],
  },
  sys_permission: {
    table: 'permissions', tenant: 'none', uniqueGlobally: true, deletedFlag: true,
    columns: { id: 'id', perms: 'perms', name: 'name' }, caseInsensitive: [],
  },
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The allowlisted table for a client-given name; 400 for anything else. */
export function allowedTable(name: string): AllowedTable {
  if (!IDENTIFIER.test(name)) throw badRequest('identifierInvalid', { name });
  if (!Object.hasOwn(TABLES, name)) throw badRequest('tableNotAllowed', { name });
  return TABLES[name]!;
}

/** The SQL column behind a client-given field of `table`; 400 for anything else. */
export function allowedColumn(table: AllowedTable, tableName: string, field: string): string {
  if (!IDENTIFIER.test(field)) throw badRequest('identifierInvalid', { name: field });
  if (!Object.hasOwn(table.columns, field)) throw badRequest('tableNotAllowed', { name: `${tableName}.${field}` });
  return table.columns[field]!;
}
