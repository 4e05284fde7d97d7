import { sql, type Kysely } from 'kysely';

/**
 * Every write that can change a cached session, a user's roles or tenants, or a grant tells
 * the processes on `dkp_cache` (architecture §4 "hot paths are cached, never stale"). The
 * database says it, not the code that writes: an administrator's SQL, a migration and every
 * future admin screen invalidate the caches as the sign-out route does.
 *
 * Payloads (server/db/invalidation.ts reads them): `s:<token hash>` one session, `u:<user id>`
 * everything cached for one user, `g` every grant (menus, buttons, role grants, the brand
 * visibility rule), `*` everything (tenants and roles, which every other entry depends on).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function dkp_cache_notify() returns trigger language plpgsql as $$
    begin
      -- TG_ARGV[0]: the payload kind; TG_ARGV[1]: for 's' and 'u', the column holding the key.
      if TG_ARGV[0] in ('s', 'u') then
        if TG_OP <> 'INSERT' then
          perform pg_notify('dkp_cache', TG_ARGV[0] || ':' || (to_jsonb(old) ->> TG_ARGV[1]));
        end if;
        if TG_OP <> 'DELETE' then
          perform pg_notify('dkp_cache', TG_ARGV[0] || ':' || (to_jsonb(new) ->> TG_ARGV[1]));
        end if;
        return null;
      end if;
      perform pg_notify('dkp_cache', TG_ARGV[0]);
      return null;
    end $$`.execute(db);

  // A new session is cached by nobody yet, and a longer expiry is found on the way (a cached
  // copy that looks expired is read again): neither needs telling.
  await sql`
    create trigger sessions_cache after update on sessions for each row
    when (old.user_id is distinct from new.user_id or old.tenant_id is distinct from new.tenant_id
      or old.org_code is distinct from new.org_code or old.kind is distinct from new.kind
      or new.expires_at < old.expires_at)
    execute function dkp_cache_notify('s', 'token_hash')`.execute(db);
  await sql`create trigger sessions_cache_delete after delete on sessions for each row execute function dkp_cache_notify('s', 'token_hash')`.execute(db);
  await sql`create trigger users_cache after update or delete on users for each row execute function dkp_cache_notify('u', 'id')`.execute(db);
  for (const table of ['user_roles', 'user_tenants', 'user_departments']) {
    await sql`create trigger ${sql.id(`${table}_cache`)} after insert or update or delete on ${sql.id(table)}
      for each row execute function dkp_cache_notify('u', 'user_id')`.execute(db);
  }
  for (const table of ['permissions', 'role_permissions', 'personalization']) {
    await sql`create trigger ${sql.id(`${table}_cache`)} after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function dkp_cache_notify('g')`.execute(db);
  }
  for (const table of ['tenants', 'roles']) {
    await sql`create trigger ${sql.id(`${table}_cache`)} after update or delete or truncate on ${sql.id(table)}
      for each statement execute function dkp_cache_notify('*')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, trigger] of [
    ['sessions', 'sessions_cache'], ['sessions', 'sessions_cache_delete'], ['users', 'users_cache'],
    ['user_roles', 'user_roles_cache'], ['user_tenants', 'user_tenants_cache'], ['user_departments', 'user_departments_cache'],
    ['permissions', 'permissions_cache'], ['role_permissions', 'role_permissions_cache'], ['personalization', 'personalization_cache'],
    ['tenants', 'tenants_cache'], ['roles', 'roles_cache'],
  ] as const) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function if exists dkp_cache_notify()`.execute(db);
}
