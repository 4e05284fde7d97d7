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
  /**
   * The client names a table dictionary may show (as text or code): the columns public for
   * it. Others (a user's phone, e-mail) stay for the duplicate check, which answers yes/no.
   */
  dictColumns: readonly string[];
  /** The permission a table dictionary of this table needs: the one its list needs. */
  listPermission: string;
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
    dictColumns: ['id', 'username', 'realname'], listPermission: 'system:user:list',
  },
  sys_role: {
    table: 'roles', tenant: 'column', uniqueGlobally: false, deletedFlag: false,
    columns: { id: 'id', role_code: 'role_code', role_name: 'role_name' }, caseInsensitive: [],
    dictColumns: ['id', 'role_code', 'role_name'], listPermission: 'system:role:list',
  },
  sys_depart: {
    table: 'departments', tenant: 'column', uniqueGlobally: false, deletedFlag: false,
    columns: { id: 'id', org_code: 'org_code', depart_name: 'depart_name' }, caseInsensitive: [],
    dictColumns: ['id', 'org_code', 'depart_name'], listPermission: 'system:depart:list',
  },
  sys_dict: {
    table: 'dicts', tenant: 'none', uniqueGlobally: true, deletedFlag: true,
    columns: { id: 'id', dict_code: 'dict_code', dict_name: 'dict_name' }, caseInsensitive: [],
    dictColumns: ['id', 'dict_code', 'dict_name'], listPermission: 'system:dict:list',
  },
  sys_permission: {
    table: 'permissions', tenant: 'none', uniqueGlobally: true, deletedFlag: true,
    columns: { id: 'id', perms: 'perms', name: 'name' }, caseInsensitive: [],
    dictColumns: ['id', 'perms', 'name'], listPermission: 'system:permission:list',
  },
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The allowlisted table for a client-given name; 400 for anything else. */
export function allowedTable(name: string): AllowedTable {
  if (!IDENTIFIER.test(name)) throw badRequest('identifierInvalid', { name });
  if (!Object.hasOwn(TABLES, name)) throw badRequest('tableNotAllowed', { name });
  return TABLES[name]!;
}

/**
 * The SQL column behind a client-given field of `table`; 400 for anything else. With
 * `forDictionary`, only the table's public dictionary columns are allowed.
 */
export function allowedColumn(table: AllowedTable, tableName: string, field: string, forDictionary = false): string {
  if (!IDENTIFIER.test(field)) throw badRequest('identifierInvalid', { name: field });
  const allowed = Object.hasOwn(table.columns, field) && (!forDictionary || table.dictColumns.includes(field));
  if (!allowed) throw badRequest('tableNotAllowed', { name: `${tableName}.${field}` });
  return table.columns[field]!;
}
