import type { Kysely } from 'kysely';
import type { UserInfo } from '../../../shared/schemas/auth.ts';
import type { Depart } from '../../../shared/schemas/user.ts';
import type { Database, UserRow } from '../../db/schema.ts';

/** Users of the system and what belongs to them (tenants, departments). */
export function createUserRepository(db: Kysely<Database>) {
  return {
    /** A user by name, case-insensitively, deleted ones excluded. */
    async findByUsername(username: string): Promise<UserRow | null> {
      const row = await db.selectFrom('users').selectAll()
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('del_flag', '=', false).executeTakeFirst();
      return row ?? null;
    },

    async findById(id: string): Promise<UserRow | null> {
      return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The tenants the user belongs to, lowest id first (the default tenant). */
    async tenantIds(userId: string): Promise<number[]> {
      const rows = await db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
        .select('ut.tenant_id').where('ut.user_id', '=', userId).where('t.status', '=', 1).orderBy('ut.tenant_id').execute();
      return rows.map((r) => r.tenant_id);
    },

    /** The user's departments in a tenant. */
    async departs(userId: string, tenantId: number): Promise<Depart[]> {
      const rows = await db.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
        .select(['d.id', 'd.depart_name', 'd.org_code'])
        .where('ud.user_id', '=', userId).where('d.tenant_id', '=', tenantId)
        .orderBy('d.org_code').execute();
      return rows.map((r) => ({ id: r.id, departName: r.depart_name, orgCode: r.org_code }));
    },

    /**
     * The one writer of an existing user's password (issue 23): stores `passwordHash` (already
     * hashed) and starts its age (`password_changed_at`, which the password-update check reads).
     * `password_must_change` afterwards depends on who chose the password:
     * - `'user'`: the user's own change, the alteration or the SMS reset — cleared, since the
     *   user now holds a password only they know;
     * - `'administrator'`: `PUT /sys/user/changePassword` — left as it was: whether the user must
     *   change it at the next sign-in stays the administrator's separate choice (and the seed's);
     * - `'temporary'`: `resetPassword`'s one-time password, told to the administrator — set, so the
     *   user must choose their own at the next sign-in.
     */
    async setPassword(userId: string, passwordHash: string, now: Date, chosenBy: 'user' | 'administrator' | 'temporary') {
      const mustChange = chosenBy === 'administrator' ? {} : { password_must_change: chosenBy === 'temporary' };
      await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now, ...mustChange, updated_at: now })
        .where('id', '=', userId).execute();
    },

    /** Links users to a role, those not linked yet (`addSysUserRole`); the caller checked both belong to the tenant. */
    async addRoleMembers(roleId: string, userIds: readonly string[]) {
      if (!userIds.length) return;
      await db.insertInto('user_roles').values(userIds.map((userId) => ({ user_id: userId, role_id: roleId })))
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing()).execute();
    },

    /** Unlinks a user from a role (`deleteUserRole`); whether there was a link. */
    async removeRoleMember(roleId: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('user_roles').where('role_id', '=', roleId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Takes users out of a role (`deleteUserRoleBatch`), those linked to it; how many were. */
    async removeRoleMembers(roleId: string, userIds: readonly string[]): Promise<number> {
      if (!userIds.length) return 0;
      const result = await db.deleteFrom('user_roles').where('role_id', '=', roleId).where('user_id', 'in', userIds).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The id of the user of that name, whatever its case, deleted or not; else undefined. */
    async idOfUsername(username: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
      return row?.id;
    },

    /** Sets the status (normal, frozen, departed) of users. */
    async setStatus(userIds: readonly string[], status: number, now: Date) {
      await db.updateTable('users').set({ status, updated_at: now }).where('id', 'in', userIds).execute();
    },

    /** Gives users in the recycle bin back (the kit found them there). */
    async restore(userIds: readonly string[], now: Date) {
      await db.updateTable('users').set({ del_flag: false, updated_at: now }).where('id', 'in', userIds).execute();
    },

    /** Deletes users for good (what hangs on them goes by the foreign keys' cascade). */
    async purge(userIds: readonly string[]) {
      await db.deleteFrom('users').where('id', 'in', userIds).execute();
    },

    /**
     * Keeps the user's current department one of theirs: the code it has when still one of their
     * departments, else the first of them by code, else none ('').
     */
    async settleOrgCode(userId: string) {
      await db.updateTable('users').set((eb) => ({
        org_code: eb.fn.coalesce(
          eb.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
            .select('d.org_code').whereRef('ud.user_id', '=', 'users.id').whereRef('d.org_code', '=', 'users.org_code').limit(1),
          eb.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
            .select('d.org_code').whereRef('ud.user_id', '=', 'users.id').orderBy('d.org_code').limit(1),
          eb.val(''),
        ),
      })).where('id', '=', userId).execute();
    },

    /** The names of users `ids` (those that exist). */
    async usernames(ids: readonly string[]): Promise<string[]> {
      if (!ids.length) return [];
      return (await db.selectFrom('users').select('username').where('id', 'in', ids).execute()).map((row) => row.username);
    },

    /** Whether any of users `ids` belongs to a tenant other than `tenantId`. */
    async anyInOtherTenants(ids: readonly string[], tenantId: number): Promise<boolean> {
      if (!ids.length) return false;
      return !!(await db.selectFrom('user_tenants').select('user_id').where('user_id', 'in', ids).where('tenant_id', '<>', tenantId).executeTakeFirst());
    },

    /** Stores an imported password's hash in place of its placeholder, unless the password was set anew meanwhile. */
    async replacePlaceholderHash(userId: string, placeholder: string, passwordHash: string) {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).where('password_hash', '=', placeholder).execute();
    },

    /** Users by name among `usernames`, case-insensitively, deleted ones excluded: name (lower case) → id. */
    async idsByUsername(usernames: readonly string[]): Promise<Map<string, string>> {
      if (!usernames.length) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'username'])
        .where((eb) => eb(eb.fn('lower', ['username']), 'in', usernames.map((u) => u.toLowerCase()))).where('del_flag', '=', false).execute();
      return new Map(rows.map((r) => [r.username.toLowerCase(), r.id]));
    },

    async setOrgCode(userId: string, orgCode: string, now: Date) {
      await db.updateTable('users').set({ org_code: orgCode, updated_at: now }).where('id', '=', userId).execute();
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

/** The user info the client keeps (portal-shell §3), in the session's tenant and department. */
export function toUserInfo(user: UserRow, tenantId: number, orgCode: string): UserInfo {
  return { id: user.id, username: user.username, realname: user.realname, avatar: user.avatar, orgCode, tenantId };
}
