import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { DeptRoleTree } from '../../../shared/schemas/department.ts';
import type { PermissionTreeNode } from '../../../shared/schemas/permission-tree.ts';
import type { Database, PermissionRow } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Executor } from '../../kit/table-binding.ts';

/** What a save changes: ids to add and ids to remove. */
export interface IdChange {
  add: string[];
  remove: string[];
}

const split = (text: string) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))];

/**
 * The change a permission or role form asks for (JeecgBoot's `permissionIds` and
 * `lastpermissionIds`): with the ids checked when it opened, what the user changed since; without
 * them, whatever makes `current` equal to the checked ids.
 */
export function changeOf(checked: string, opened: string | undefined, current: readonly string[]): IdChange {
  const now = new Set(split(checked));
  const before = new Set(opened === undefined ? current : split(opened));
  return { add: [...now].filter((id) => !before.has(id)), remove: [...before].filter((id) => !now.has(id)) };
}

const titleIn = (row: PermissionRow, locale: Locale) =>
  locale === 'en' ? row.name_en || row.name : locale === 'tc' ? row.name_tc || row.name : row.name;

/** Menus and buttons as an authorisation tree, in the rows' order; an entry whose parent is not among them is a root. */
function toPermissionTree(rows: readonly PermissionRow[], locale: Locale): PermissionTreeNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): PermissionTreeNode[] => (children.get(parent) ?? []).map((row) => {
    const kids = build(row.id);
    return {
      key: row.id, value: row.id, title: titleIn(row, locale), titleEN: row.name_en || row.name, titleTC: row.name_tc || row.name,
      icon: row.icon, parentId: row.parent_id, menuType: row.menu_type, isLeaf: kids.length === 0, ...(kids.length ? { children: kids } : {}),
    };
  });
  return build(null);
}

/**
 * Department permissions (what a department may grant) and its roles' grants and members
 * (widgets-admin §6). A role's grant stays within its department's permissions: a permission
 * the department loses leaves its roles too. Who may call what is decided by the routes; the
 * saves run in the kit action's transaction `tx` (which logs them).
 */
export function createDepartPermissionRepository(db: Kysely<Database>) {
  const departPermissionIds = async (departId: string, executor: Executor = db) =>
    // Sorted here: the database's collation may order ids differently on each engine.
    (await executor.selectFrom('depart_permissions').select('permission_id').where('depart_id', '=', departId).execute())
      .map((row) => row.permission_id).sort();

  return {
    /** The ids of the menus and buttons the department may grant. */
    departPermissionIds,

    /** Applies a change to what the department may grant, in `tx`; unknown ids are a 400 (and the caller's transaction rolls back). */
    async saveDepartPermissions(tx: Transaction<Database>, departId: string, change: IdChange): Promise<void> {
      if (change.add.length) {
        const known = new Set((await tx.selectFrom('permissions').select('id').where('id', 'in', change.add).where('del_flag', '=', false).execute())
          .map((row) => row.id));
        const unknown = change.add.find((id) => !known.has(id));
        if (unknown) throw badRequest('departPermissionUnknown', { id: unknown.slice(0, 64) });
        await tx.insertInto('depart_permissions').values(change.add.map((permission_id) => ({ depart_id: departId, permission_id })))
          .onConflict((oc) => oc.doNothing()).execute();
      }
      if (change.remove.length) {
        await tx.deleteFrom('depart_permissions').where('depart_id', '=', departId).where('permission_id', 'in', change.remove).execute();
        await tx.deleteFrom('depart_role_permissions').where('permission_id', 'in', change.remove)
          .where('drole_id', 'in', (eb) => eb.selectFrom('depart_roles').select('id').where('depart_id', '=', departId)).execute();
      }
    },

    /** The menu tree limited to what the department may grant, in menu order, titles in `locale`; and every id in it. */
    async treeFor(departId: string, locale: Locale): Promise<DeptRoleTree> {
      const rows = await db.selectFrom('permissions as p').innerJoin('depart_permissions as dp', 'dp.permission_id', 'p.id')
        .selectAll('p').where('dp.depart_id', '=', departId).where('p.del_flag', '=', false)
        .orderBy('p.sort_no').orderBy('p.id').execute();
      return { treeList: toPermissionTree(rows, locale), ids: rows.map((row) => row.id) };
    },

    /** A department role of the tenant: its department, or null. */
    async roleOf(roleId: string, tenantId: number): Promise<{ id: string; departId: string } | null> {
      const row = await db.selectFrom('depart_roles').select(['id', 'depart_id']).where('id', '=', roleId).where('tenant_id', '=', tenantId).executeTakeFirst();
      return row ? { id: row.id, departId: row.depart_id } : null;
    },

    /** The ids of what the role grants. */
    async rolePermissionIds(roleId: string, executor: Executor = db): Promise<string[]> {
      return (await executor.selectFrom('depart_role_permissions').select('permission_id').where('drole_id', '=', roleId).execute())
        .map((row) => row.permission_id).sort();
    },

    /** Applies a change to the role's grant, in `tx`; adding what its department may not grant is a 400. */
    async saveRolePermissions(tx: Transaction<Database>, role: { id: string; departId: string }, change: IdChange): Promise<void> {
      if (change.add.length) {
        const allowed = new Set(await departPermissionIds(role.departId, tx));
        if (change.add.some((id) => !allowed.has(id))) throw badRequest('departRolePermissionOutside');
        await tx.insertInto('depart_role_permissions').values(change.add.map((permission_id) => ({ drole_id: role.id, permission_id })))
          .onConflict((oc) => oc.doNothing()).execute();
      }
      if (change.remove.length) {
        await tx.deleteFrom('depart_role_permissions').where('drole_id', '=', role.id).where('permission_id', 'in', change.remove).execute();
      }
    },

    /** The department roles a member holds in the department (JeecgBoot's `{ userId, droleId }`). */
    async holdings(userId: string, departId: string, executor: Executor = db): Promise<{ userId: string; droleId: string }[]> {
      const rows = await executor.selectFrom('depart_role_users as u').innerJoin('depart_roles as r', 'r.id', 'u.drole_id')
        .select('u.drole_id').where('u.user_id', '=', userId).where('r.depart_id', '=', departId).execute();
      return rows.map((row) => row.drole_id).sort().map((droleId) => ({ userId, droleId }));
    },

    /**
     * Applies a change to the department roles a member holds: every role named must be one of
     * the department's and the user one of its members (else a 400), in `tx`.
     */
    async saveHoldings(tx: Transaction<Database>, userId: string, departId: string, change: IdChange): Promise<void> {
      const named = [...change.add, ...change.remove];
      if (named.length) {
        const own = await tx.selectFrom('depart_roles').select('id').where('id', 'in', named).where('depart_id', '=', departId).execute();
        if (own.length !== new Set(named).size) throw badRequest('departRoleOutside');
      }
      if (change.add.length) {
        const member = await tx.selectFrom('user_departments').select('user_id').where('user_id', '=', userId).where('department_id', '=', departId).executeTakeFirst();
        if (!member) throw badRequest('departUserNotMember');
        await tx.insertInto('depart_role_users').values(change.add.map((drole_id) => ({ drole_id, user_id: userId })))
          .onConflict((oc) => oc.doNothing()).execute();
      }
      if (change.remove.length) {
        await tx.deleteFrom('depart_role_users').where('user_id', '=', userId).where('drole_id', 'in', change.remove).execute();
      }
    },
  };
}
/** The department permission repository's methods. */
export type DepartPermissionRepository = ReturnType<typeof createDepartPermissionRepository>;
