import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp column: written as a Date, read as a Date, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;

/** Table types for Kysely; the migrations in `migrations/` are the source of truth. */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  user_tenants: { user_id: string; tenant_id: number };
  roles: RolesTable;
  user_roles: { user_id: string; role_id: string };
  departments: DepartmentsTable;
  user_departments: UserDepartmentsTable;
  permissions: PermissionsTable;
  role_permissions: { role_id: string; permission_id: string };
  dicts: DictsTable;
  dict_items: DictItemsTable;
  sessions: SessionsTable;
  captchas: { key_hash: string; code_hash: string; expires_at: Timestamp };
  login_throttle: LoginThrottleTable;
  sys_logs: SysLogsTable;
  personalization: PersonalizationTable;
  password_alteration_tickets: PasswordAlterationTicketsTable;
  rate_limits: RateLimitsTable;
  sms_codes: SmsCodesTable;
  sms_requests: { id: Generated<string>; mobile: string; ip: string; created_at: Timestamp };
  sms_outbox: SmsOutboxTable;
  password_reset_tickets: { ticket_hash: string; user_id: string; expires_at: Timestamp };
  scan_logins: ScanLoginsTable;
  sys_config: SysConfigTable;
  launcher_apps: LauncherAppsTable;
  launcher_user_apps: LauncherUserAppsTable;
  launcher_space_entries: LauncherSpaceEntriesTable;
  notices: NoticesTable;
  announcements: AnnouncementsTable;
  announcement_users: { announcement_id: string; user_id: string };
  favourites: FavouritesTable;
  announcement_reads: { announcement_id: string; user_id: string; read_at: CreatedAt };
  data_rules: DataRulesTable;
  role_data_rules: { role_id: string; rule_id: string };
  positions: PositionsTable;
  user_positions: { user_id: string; position_id: string };
  depart_permissions: { depart_id: string; permission_id: string };
  depart_roles: DepartRolesTable;
  depart_role_permissions: { drole_id: string; permission_id: string };
  depart_role_users: { drole_id: string; user_id: string };
  permission_groups: PermissionGroupsTable;
  import_errors: ImportErrorsTable;
  uploaded_files: UploadedFilesTable;
  report_sources: ReportSourcesTable;
  reports: ReportsTable;
  report_tickets: ReportAccessTable & { ticket_hash: string };
  report_viewer_sessions: ReportAccessTable & { token_hash: string };
  scheduled_jobs: ScheduledJobsTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  push_plans: PushPlansTable;
  subscriptions: SubscriptionsTable;
  subscription_deliveries: SubscriptionDeliveriesTable;
  mail_outbox: MailOutboxTable;
}

/** A tenant's push plan (migration 0030): a name and a Quartz cron expression. */
export interface PushPlansTable {
  id: Generated<string>;
  tenant_id: number;
  plan_name: string;
  cron_expression: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A user subscribed to a report page on a plan (migration 0030); `type` '0' picture, '1' PDF, '2' both. */
export interface SubscriptionsTable {
  id: Generated<string>;
  tenant_id: number;
  permission_id: string;
  plan_id: string;
  user_id: string;
  type: string;
  created_at: CreatedAt;
}

/**
 * One delivery of a report page to a user at a plan's fire time (migration 0030): its
 * idempotency key and its log. `state`: 'sending' (claimed until `next_attempt_at`), 'retry'
 * (failed, tried again at `next_attempt_at`), 'sent', 'outbox', 'notice' (no e-mail address),
 * 'refused' (the user may no longer open the page, or has left), 'failed' (gave up).
 */
export interface SubscriptionDeliveriesTable {
  id: Generated<string>;
  tenant_id: number;
  plan_id: string;
  fire_time: Timestamp;
  user_id: string;
  permission_id: string;
  type: string;
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  error: ColumnType<string, string | undefined, string>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  notice_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A mail made while no SMTP server was configured (migration 0030); `attachments` lists name, type and size, one a line. */
export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: number;
  to_address: string;
  subject: string;
  body: ColumnType<string, string | undefined, string>;
  attachments: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/**
 * A report data source (migration 0026); `url_sealed` is the connection URL encrypted
 * (report-secrets.ts); `allowed_schema` the one schema its reports may read (migration 0031).
 */
export interface ReportSourcesTable {
  id: Generated<string>;
  code: string;
  name: string;
  name_en: ColumnType<string, string | undefined, string>;
  name_tc: ColumnType<string, string | undefined, string>;
  kind: string;
  url_sealed: ColumnType<string, string | undefined, string>;
  url_hint: ColumnType<string, string | undefined, string>;
  allowed_schema: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A report (migration 0026): `params` and `view` are JSON (shared/reports/report-view.ts). */
export interface ReportsTable {
  id: Generated<string>;
  code: string;
  name: string;
  name_en: ColumnType<string, string | undefined, string>;
  name_tc: ColumnType<string, string | undefined, string>;
  /** null for a report shown by Tableau Server (migration 0028). */
  source_id: string | null;
  sql_text: string;
  /** The Tableau view (`workbook/view`) it opens instead of a query; '' for a query (migration 0028). */
  tableau_view: ColumnType<string, string | undefined, string>;
  params: ColumnType<unknown, string, string>;
  view: ColumnType<unknown, string, string>;
  row_cap: ColumnType<number, number | undefined, number>;
  timeout_ms: ColumnType<number, number | undefined, number>;
  permission_id: string | null;
  created_at: CreatedAt;
}

/** A report ticket or viewer session (migration 0026): whose, in which tenant, for which report, until when. */
export interface ReportAccessTable {
  user_id: string;
  tenant_id: number;
  report_id: string;
  locale: string;
  expires_at: Timestamp;
}

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
  /** The code of its place in the tree: A01, A01A01… (migration 0019; server/modules/departments/org-code.ts). */
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

/** A user's starred report page in a tenant (migration 0025). */
export interface FavouritesTable {
  id: Generated<string>;
  tenant_id: number;
  user_id: string;
  permission_id: string;
  created_at: CreatedAt;
}
export type NewPermission = Insertable<PermissionsTable>;

export interface DictsTable {
  id: Generated<string>;
  dict_code: string;
  dict_name: string;
  description: ColumnType<string, string | undefined, string>;
  del_flag: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface DictItemsTable {
  id: Generated<string>;
  dict_id: string;
  item_value: string;
  item_text: string;
  item_text_en: string;
  item_text_tc: string;
  sort_order: ColumnType<number, number | undefined, number>;
  /** 1 enabled, 0 disabled. */
  status: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  tenant_id: number;
  /** 'password' sessions slide by 30 minutes; 'other' last 7 days. */
  kind: 'password' | 'other';
  org_code: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Timestamp;
}

export interface SysLogsTable {
  id: Generated<string>;
  tenant_id: number;
  /** 1 login, 2 operation, 3 access (portal-shell §7 sysLog). */
  log_type: number;
  operate_type: ColumnType<number, number | undefined, number>;
  log_content: string;
  user_id: string | null;
  username: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
  request_url: ColumnType<string, string | undefined, string>;
  permission_id: string | null;
  created_at: CreatedAt;
}

export interface PersonalizationTable {
  tenant_id: number;
  watermark: string;
  header_title: string;
  logo: string;
  logo_en: string;
  login_logo: string;
  /** The en and tc values of the settings above; '' means "as in cn" (migration 0012). */
  header_title_en: ColumnType<string, string | undefined, string>;
  header_title_tc: ColumnType<string, string | undefined, string>;
  watermark_en: ColumnType<string, string | undefined, string>;
  watermark_tc: ColumnType<string, string | undefined, string>;
  logo_tc: ColumnType<string, string | undefined, string>;
  login_logo_en: ColumnType<string, string | undefined, string>;
  login_logo_tc: ColumnType<string, string | undefined, string>;
  /** The one username that does not see the brand-culture entry (migration 0005). */
  brand_hidden_username: ColumnType<string, string | undefined, string>;
}

/** The home page launcher's catalogue (migration 0005), the same for every tenant. */
export interface LauncherAppsTable {
  id: string;
  kind: 'extension' | 'portal';
  name: string;
  name_en: string;
  name_tc: string;
  description: string;
  description_en: string;
  description_tc: string;
  icon: string;
  sort_no: number;
}

/** The apps a user added to their home page, per tenant (migration 0005). */
export interface LauncherUserAppsTable {
  tenant_id: number;
  user_id: string;
  app_id: string;
  added_at: CreatedAt;
}

/** The menu pages of each special-space portal, in display order (migration 0008). */
export interface LauncherSpaceEntriesTable {
  app_id: string;
  permission_id: string;
  sort_no: number;
}

/** Scan-code login requests (migration 0002); the poll secret is stored only as a hash. */
export interface ScanLoginsTable {
  id: string;
  poll_secret_hash: string;
  /** pending, scanned, confirmed, refused, or completed once the desktop has its session. */
  status: ColumnType<string, string | undefined, string>;
  desktop_ip: ColumnType<string, string | undefined, string>;
  desktop_agent: ColumnType<string, string | undefined, string>;
  /** The phone's user, from the scan on. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  tenant_id: ColumnType<number | null, number | null | undefined, number | null>;
  org_code: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

/** Server-wide settings by key (migration 0002), e.g. the enterprise-chat login switch. */
export interface SysConfigTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One live SMS code per mobile and mode (migration 0003); only a salted hash is stored. */
export interface SmsCodesTable {
  mobile: string;
  /** `SMS_MODES`: '0' login, '1' register, '2' reset. */
  mode: string;
  salt: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
}

/** Messages of the default SMS gateway, readable by administrators (migration 0003). */
export interface SmsOutboxTable {
  id: Generated<string>;
  mobile: string;
  content: string;
  created_at: CreatedAt;
}

/** Single-use tickets of the password alteration (migration 0004); only their hash is stored. */
export interface PasswordAlterationTicketsTable {
  ticket_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Fixed-window request budgets by key, e.g. per client address (migration 0004). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** A user's notices in a tenant (migration 0009; portal-shell §3 "Notice"). */
export interface NoticesTable {
  id: Generated<string>;
  tenant_id: number;
  /** The owner: the only user who sees and changes it. */
  user_id: string;
  /** `NOTICE_TYPES`: 0 shared workbook, 1 announcement, 2 class mention, 3 other module. */
  type: number;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  relation_id: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  /** The item inside the entry `relation_id` names (type 0 and 3; migration 0010); '' when none. */
  bus_id: ColumnType<string, string | undefined, string>;
  /** '0' unread, '1' read. */
  read_flag: ColumnType<string, string | undefined, string>;
  /** Who caused it; null for the system or a deleted user. */
  created_by: string | null;
  created_at: CreatedAt;
}

/** Announcements (migration 0009); `msg_content` is stored sanitised. */
export interface AnnouncementsTable {
  id: Generated<string>;
  tenant_id: number;
  titile: string;
  msg_content: string;
  sender: string;
  /** L, M, H. */
  priority: string;
  /** '1' announcement, '2' system message. */
  msg_category: string;
  /** 'ALL' every user of the tenant, 'USER' those in `announcement_users`. */
  msg_type: string;
  start_time: Date | null;
  end_time: Date | null;
  /** '0' draft, '1' released, '2' revoked. */
  send_status: ColumnType<string, string | undefined, string>;
  open_type: string | null;
  open_page: string;
  bus_id: string;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  send_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoke_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

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

/** A file of the rows in error of a partial import, downloadable by its uploader for a day (migration 0022). */
export interface ImportErrorsTable {
  id: Generated<string>;
  tenant_id: number;
  user_id: string;
  file_name: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** An uploaded file (migration 0023), served by its `path`. */
export interface UploadedFilesTable {
  id: Generated<string>;
  path: string;
  tenant_id: number;
  user_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** A scheduled job (migration 0029): a kind the server offers, run on a Quartz cron schedule. */
export interface ScheduledJobsTable {
  id: Generated<string>;
  kind: string;
  parameter: ColumnType<string, string | undefined, string>;
  cron_expression: string;
  description: ColumnType<string, string | undefined, string>;
  description_en: ColumnType<string, string | undefined, string>;
  description_tc: ColumnType<string, string | undefined, string>;
  status: ColumnType<'running' | 'paused', 'running' | 'paused' | undefined, 'running' | 'paused'>;
  /** The next scheduled fire the scheduler has not yet turned into a run; null: not armed, or none left. */
  next_fire_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One run of a job (migration 0029): unique per job and scheduled fire time, claimed under a lease. */
export interface ScheduledJobRunsTable {
  id: Generated<string>;
  job_id: string;
  fire_time: Date;
  trigger: ColumnType<'schedule' | 'misfire' | 'manual', 'schedule' | 'misfire' | 'manual' | undefined, never>;
  state: ColumnType<'due' | 'running' | 'done', 'due' | 'running' | 'done' | undefined, 'due' | 'running' | 'done'>;
  holder: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  attempts: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  outcome: ColumnType<'success' | 'failure' | null, 'success' | 'failure' | null | undefined, 'success' | 'failure' | null>;
  error: ColumnType<string, string | undefined, string>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}
