import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** Table types: what the portal shows: notices, announcements, favourites, dictionaries, settings, the launcher, logs. The migrations are the source of truth. */

/** A user's starred report page in a tenant (migration 0025). */
export interface FavouritesTable {
  id: Generated<string>;
  tenant_id: number;
  user_id: string;
  permission_id: string;
  created_at: CreatedAt;
}

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

/** Server-wide settings by key (migration 0002), e.g. the enterprise-chat login switch. */
export interface SysConfigTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
