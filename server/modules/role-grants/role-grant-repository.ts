import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Executor } from '../../kit/table-binding.ts';

/** At most this many ids in one saved list (a portal has hundreds of menus and buttons). */
export const MAX_GRANT_IDS = 5000;

/** The ids of a comma-joined list: trimmed, no empties, each once; '' is the empty list. */
export function idList(text: string | undefined): string[] {
  const ids = [...new Set((text ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length > MAX_GRANT_IDS || ids.some((id) => id.length > 64)) throw badRequest('idsInvalid');
  return ids;
}

/** What a saved grant changed. */
export interface GrantChange {
  added: string[];
  removed: string[];
}

/**
 * Which menus, buttons and data rules a role has (widgets-admin §6 "role authorisation
 * covers data rules and button permissions"). The callers have checked the role is of the
 * caller's tenant; these methods take the transaction they run in.
 */
export function createRoleGrantRepository(db: Kysely<Database>) {
  return {
    /** True when `roleId` is a role of `tenantId`. */
    async isRoleOf(roleId: string, tenantId: number): Promise<boolean> {
      return !!(await db.selectFrom('roles').select('id').where('id', '=', roleId).where('tenant_id', '=', tenantId).executeTakeFirst());
    },

    /** The ids of the menus and buttons the role has. */
    async grantedIds(roleId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor.selectFrom('role_permissions').select('permission_id').where('role_id', '=', roleId)
        .orderBy('permission_id').execute();
      return rows.map((row) => row.permission_id);
    },

    /**
     * Gives the role `wanted` and takes away the rest: of what it has now, or, with `last` (what
     * the client loaded), only what was in `last` (JeecgBoot's difference save, so two
     * administrators editing other branches keep each other's work). Refuses an id that is not
     * a menu or button; a permission taken away takes the role's data rules of it along.
     */
    async save(tx: Executor, roleId: string, wanted: string[], last?: string[]): Promise<GrantChange> {
      // Two saves of one role take turns: each sees what the other wrote.
      await tx.selectFrom('roles').select('id').where('id', '=', roleId).forUpdate().execute();
      const current = new Set(await this.grantedIds(roleId, tx));
      const before = last ? new Set(last) : current;
      const wantedSet = new Set(wanted);
      const added = wanted.filter((id) => !before.has(id) && !current.has(id));
      const removed = [...before].filter((id) => !wantedSet.has(id) && current.has(id));
      if (added.length) {
        const known = new Set((await tx.selectFrom('permissions').select('id').where('id', 'in', added).where('del_flag', '=', false)
          .execute()).map((row) => row.id));
        const unknown = added.find((id) => !known.has(id));
        if (unknown) throw badRequest('grantPermissionUnknown', { id: unknown });
        await tx.insertInto('role_permissions').values(added.map((id) => ({ role_id: roleId, permission_id: id })))
          .onConflict((c) => c.doNothing()).execute();
      }
      if (removed.length) {
        await tx.deleteFrom('role_permissions').where('role_id', '=', roleId).where('permission_id', 'in', removed).execute();
        await tx.deleteFrom('role_data_rules').where('role_id', '=', roleId)
          .where('rule_id', 'in', (eb) => eb.selectFrom('data_rules').select('id').where('permission_id', 'in', removed)).execute();
      }
      return { added, removed };
    },

    /** The users who have the role (whose menus a change of its grants changes). */
    async usersOf(roleId: string): Promise<string[]> {
      return (await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute()).map((row) => row.user_id);
    },

    /** True when the role has the menu. */
    async hasPermission(roleId: string, permissionId: string, executor: Executor = db): Promise<boolean> {
      return !!(await executor.selectFrom('role_permissions').select('role_id')
        .where('role_id', '=', roleId).where('permission_id', '=', permissionId).executeTakeFirst());
    },

    /** True when `permissionId` is a menu or button not deleted. */
    async isLiveMenu(permissionId: string, executor: Executor = db): Promise<boolean> {
      return !!(await executor.selectFrom('permissions').select('id').where('id', '=', permissionId).where('del_flag', '=', false).executeTakeFirst());
    },

    /** The ids of the menus that have data rules (the grant tree marks them). */
    async menusWithRules(): Promise<string[]> {
      return (await db.selectFrom('data_rules').select('permission_id').distinct().execute()).map((row) => row.permission_id);
    },

    /** The ids of the menu's data rules the role has. */
    async ruleIds(roleId: string, permissionId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor.selectFrom('role_data_rules as rr').innerJoin('data_rules as r', 'r.id', 'rr.rule_id')
        .select('r.id').where('rr.role_id', '=', roleId).where('r.permission_id', '=', permissionId).orderBy('r.created_at').orderBy('r.id').execute();
      return rows.map((row) => row.id);
    },

    /** Gives the role exactly `ruleIds` of the menu's rules; refuses an id that is not a rule of the menu. */
    async saveRules(tx: Executor, roleId: string, permissionId: string, ruleIds: string[]): Promise<void> {
      if (ruleIds.length) {
        const ofMenu = await tx.selectFrom('data_rules').select('id').where('id', 'in', ruleIds).where('permission_id', '=', permissionId).execute();
        if (ofMenu.length !== ruleIds.length) throw badRequest('dataRuleNotOfMenu');
      }
      await tx.deleteFrom('role_data_rules').where('role_id', '=', roleId)
        .where('rule_id', 'in', (eb) => eb.selectFrom('data_rules').select('id').where('permission_id', '=', permissionId)).execute();
      if (ruleIds.length) await tx.insertInto('role_data_rules').values(ruleIds.map((id) => ({ role_id: roleId, rule_id: id }))).execute();
    },
  };
}
/** The role grant repository of one server. */
export type RoleGrantRepository = ReturnType<typeof createRoleGrantRepository>;
