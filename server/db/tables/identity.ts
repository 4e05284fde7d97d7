import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

/** Table types: tenants, users, roles, departments, permissions and what narrows them. The migrations are the source of truth. */

export interface TenantsTable {
  id: number;
  name: string;
  status: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  realname: string;
  password_hash: string;
  password_changed_at: Timestamp;
  /** Set when the user must change the password at the next sign-in (portal-shell §2.2; migration 0004). */
  password_must_change: ColumnType<boolean, boolean | undefined, boolean>;
  avatar: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  sex: ColumnType<number, number | undefined, number>;
  /** 1 normal, 2 frozen. */
  status: ColumnType<number, number | undefined, number>;
  /** Deleted users go to the recycle bin (widgets-admin §4). */
  del_flag: ColumnType<boolean, boolean | undefined, boolean>;
  org_code: ColumnType<string, string | undefined, string>;
  /** Job number, unique when given (migration 0019). */
  work_no: ColumnType<string, string | undefined, string>;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  /** Landline (migration 0019); `phone` is the mobile. */
  telephone: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type UserRow = Selectable<UsersTable>;

export interface RolesTable {
  id: Generated<string>;
  tenant_id: number;
  role_code: string;
  role_name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DepartmentsTable {
  id: Generated<string>;
  tenant_id: number;
  parent_id: string | null;
  depart_name: string;
  depart_name_en: ColumnType<string, string | undefined, string>;
  /** The code of its place in the tree: A01, A01A01… (migration 0019; server/modules/departments/org-code-repository.ts). */
  org_code: string;
  /** '1' company, '2' department, '3' post: the `org_type` dictionary (widgets-admin §3 "Organization"; text since 0019). */
  org_type: string;
  sort_no: ColumnType<number, number | undefined, number>;
  /** Contact fields (migration 0019). */
  phone: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  fax: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  memo: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A user's membership of a department; `is_head` marks the department's heads (migration 0019). */
export interface UserDepartmentsTable {
  user_id: string;
  department_id: string;
  is_head: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A department's own roles (migration 0019): granted within what the department may grant, held by its members. */
export interface DepartRolesTable {
  id: Generated<string>;
  tenant_id: number;
  depart_id: string;
  role_name: string;
  role_code: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface PermissionsTable {
  id: string;
  parent_id: string | null;
  name: string;
  name_en: string;
  name_tc: string;
  url: ColumnType<string, string | undefined, string>;
  component: ColumnType<string, string | undefined, string>;
  component_name: ColumnType<string, string | undefined, string>;
  redirect: ColumnType<string, string | undefined, string>;
  /** 0 first-level menu, 1 submenu, 2 button (portal-shell §3). */
  menu_type: number;
  /** The authorisation identifier; may hold comma-separated actions. */
  perms: ColumnType<string, string | undefined, string>;
  /** '1' shows/hides, '2' disables. */
  perms_type: ColumnType<string, string | undefined, string>;
  sort_no: ColumnType<number, number | undefined, number>;
  icon: ColumnType<string, string | undefined, string>;
  is_route: ColumnType<boolean, boolean | undefined, boolean>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  always_show: ColumnType<boolean, boolean | undefined, boolean>;
  keep_alive: ColumnType<boolean, boolean | undefined, boolean>;
  internal_or_external: ColumnType<boolean, boolean | undefined, boolean>;
  /** '1' enforced, '0' not enforced (everyone may). */
  status: ColumnType<string, string | undefined, string>;
  del_flag: ColumnType<boolean, boolean | undefined, boolean>;
  /** What a menu opens, one of `MENU_CATEGORIES`; '' for a button (migration 0020). */
  menu_category: ColumnType<string, string | undefined, string>;
  /** The permission group it belongs to, null for none (migration 0020). */
  permission_group_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}
export type PermissionRow = Selectable<PermissionsTable>;
export type NewPermission = Insertable<PermissionsTable>;

/** Data rules on menus (migration 0017): narrow what the menu page's resource reads and writes. */
export interface DataRulesTable {
  id: Generated<string>;
  permission_id: string;
  rule_name: string;
  /** A field of the page's resource, by its client name. */
  rule_column: string;
  /** One of `QUERY_RULES`. */
  rule_condition: string;
  /** A literal, or a variable of `DATA_RULE_VARIABLES` such as `#{sys_user_id}`. */
  rule_value: string;
  /** '1' in force, '0' off. */
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** Positions of a tenant (migration 0018; widgets-admin §3 "Job/position"). */
export interface PositionsTable {
  id: Generated<string>;
  tenant_id: number;
  code: string;
  name: string;
  /** A value of the `position_rank` dictionary. */
  post_rank: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** Permission groups (migration 0020; widgets-admin §3 "Permission group"), platform data; code unique. */
export interface PermissionGroupsTable {
  id: Generated<string>;
  name: string;
  code: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}
