import { sql, type Kysely } from 'kysely';

/** The button that lets a role read the API's OpenAPI document (`GET {apiBase}/openapi.json`). */
export const API_SCHEMA_PERMISSION = { id: 'btn-api-schema', perms: 'system:api:schema', parent: 'menu-system' } as const;

/**
 * The OpenAPI document maps every route of the API, so only administrators read it: the
 * button goes under the system menu and to every tenant's 'admin' role. Does nothing on a
 * database not seeded yet (the seed's menu tree brings it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { id, perms, parent } = API_SCHEMA_PERMISSION;
  await sql`
    insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
    select ${id}, ${parent}, '接口文档', 'API schema', '接口文檔', 2, ${perms}, '1', 100
    where exists (select 1 from permissions where id = ${parent})
    on conflict (id) do nothing`.execute(db);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, ${id} from roles r
    where r.role_code = 'admin' and exists (select 1 from permissions where id = ${id})
    on conflict do nothing`.execute(db);
}

/** Removes the button (and with it its grants). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', '=', API_SCHEMA_PERMISSION.id).execute();
}
