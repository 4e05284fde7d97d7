import { sql, type Kysely } from 'kysely';

/**
 * The buttons that guard what a table dictionary and the dictionary cache reveal or do:
 * `[id, parent page, perms, cn, en, tc]`. A table dictionary needs the permission its table's
 * list needs (table-allowlist.ts); refreshing the dictionary cache is an administrator's act.
 */
export const DICTIONARY_BUTTONS = [
  ['btn-role-list', 'menu-sys-role', 'system:role:list', '查看角色', 'View roles', '查看角色'],
  ['btn-depart-list', 'menu-sys-depart', 'system:depart:list', '查看部门', 'View departments', '查看部門'],
  ['btn-permission-list', 'menu-sys-permission', 'system:permission:list', '查看菜单', 'View menus', '查看選單'],
  ['btn-dict-list', 'menu-sys-dict', 'system:dict:list', '查看字典', 'View dictionaries', '查看字典'],
  ['btn-dict-refresh', 'menu-sys-dict', 'system:dict:refresh', '刷新字典缓存', 'Refresh the dictionary cache', '刷新字典緩存'],
] as const;

/** The buttons of one page, for the seed's menu tree. */
export const dictionaryButtonsOf = (page: string) =>
  DICTIONARY_BUTTONS.filter(([, parent]) => parent === page).map(([id, , perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as [string, string, string], perms }));

/**
 * Adds the buttons to databases seeded before them, granted to every tenant's 'admin' role
 * (as 0009 does); staff get nothing. A database not seeded yet gets them from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [index, [buttonId, page, perms, cn, en, tc]] of DICTIONARY_BUTTONS.entries()) {
    await sql`
      insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      select ${buttonId}, ${page}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}
      where exists (select 1 from permissions where id = ${page})
      on conflict (id) do nothing`.execute(db);
    await sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, ${buttonId} from roles r
      where r.role_code = 'admin' and exists (select 1 from permissions where id = ${buttonId})
      on conflict do nothing`.execute(db);
  }
}

/** Removes the buttons (their grants go with them). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', 'in', DICTIONARY_BUTTONS.map(([buttonId]) => buttonId)).execute();
}
