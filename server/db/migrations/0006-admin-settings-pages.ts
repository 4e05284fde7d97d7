import { sql, type Kysely } from 'kysely';

/** A page of the system menu as this migration adds it (and the seed's menu tree lists it). */
export interface AdminPageMenu {
  id: string;
  title: readonly [cn: string, en: string, tc: string];
  path: string;
  component: string;
  sortNo: number;
  /** Bootstrap Icons name; migration 0007 puts it on databases this one ran on. */
  icon: string;
}

/** The enterprise-chat login switch screen (portal-shell §1 "an enterprise chat login switch"). */
export const SYSTEM_CONFIG_MENU: AdminPageMenu = {
  id: 'menu-sys-config', title: ['系统配置', 'System settings', '系統配置'], path: '/isystem/config', component: 'SystemConfig', sortNo: 11, icon: 'sliders',
};

/** The screen of the default SMS gateway's outbox. */
export const SMS_OUTBOX_MENU: AdminPageMenu = {
  id: 'menu-sys-sms-outbox', title: ['短信发件箱', 'SMS outbox', '短信發件箱'], path: '/isystem/smsOutbox', component: 'SmsOutbox', sortNo: 12, icon: 'envelope',
};

const PAGES = [SYSTEM_CONFIG_MENU, SMS_OUTBOX_MENU];
const SYSTEM_MENU_ID = 'menu-system';

/**
 * The two administration pages of the system menu for databases seeded before them, granted
 * to every tenant's 'admin' role (as 0002 and 0003 grant their buttons); staff get nothing.
 * A database not seeded yet gets them from the seed's menu tree instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const parent = await db.selectFrom('permissions').select('id').where('id', '=', SYSTEM_MENU_ID).executeTakeFirst();
  if (!parent) return;
  for (const m of PAGES) {
    await db.insertInto('permissions').values({
      id: m.id, parent_id: SYSTEM_MENU_ID, name: m.title[0], name_en: m.title[1], name_tc: m.title[2],
      url: m.path, component: m.component, component_name: m.component, menu_type: 1, perms_type: '1', sort_no: m.sortNo,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await sql`insert into role_permissions (role_id, permission_id)
      select id, ${m.id} from roles where role_code = 'admin'
      on conflict do nothing`.execute(db);
  }
}

/** Removes the two pages (their grants go with them). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', 'in', PAGES.map((m) => m.id)).execute();
}
