import { sql, type Kysely } from 'kysely';
import type { DepartTreeNode } from '../../../shared/schemas/department.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import type { ResourceRepository } from '../../kit/resource-repository.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { departmentResource } from '../../../shared/resources/department.ts';
import { buildTree, subtreesOf, treeOf } from '../../kit/tree-routes.ts';

/**
 * The department reads beside the kit's (widgets-admin §7 `/sys/sysDepart/*`): the user's own
 * departments, and who heads a department. Every department read goes through the kit repository, so each answer holds only
 * the scope's tenant's departments within its data rules on the department page.
 */
export function createDepartmentRepository(db: Kysely<Database>, kit: ResourceRepository<typeof departmentResource>) {
  const tree = async (scope: RequestScope): Promise<DepartTreeNode[]> => buildTree(await kit.findAll(scope), treeOf(departmentResource));

  return {
    /** The visible departments the scope's user belongs to, each with its subtree (`queryMyDeptTreeList`). */
    async mine(scope: RequestScope): Promise<DepartTreeNode[]> {
      const rows = await db.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
        .select('d.id').where('ud.user_id', '=', scope.userId).where('d.tenant_id', '=', scope.tenantId).execute();
      if (!rows.length) return [];
      return subtreesOf(await tree(scope), new Set(rows.map((row) => row.id)));
    },

    /** Whether the user heads the department, in the tenant. */
    async isHead(userId: string, departId: string, tenantId: number): Promise<boolean> {
      return !!(await db.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
        .select('ud.user_id').where('ud.user_id', '=', userId).where('ud.department_id', '=', departId)
        .where('d.tenant_id', '=', tenantId).where('ud.is_head', '=', true).executeTakeFirst());
    },

    /** Whether the user is a member of the department. */
    async isMember(userId: string, departId: string): Promise<boolean> {
      return !!(await db.selectFrom('user_departments').select('user_id')
        .where('user_id', '=', userId).where('department_id', '=', departId).executeTakeFirst());
    },

    /** The ids of the department's heads. */
    async heads(departId: string): Promise<string[]> {
      const rows = await db.selectFrom('user_departments').select('user_id')
        .where('department_id', '=', departId).where('is_head', '=', true).execute();
      return rows.map((row) => row.user_id).sort();
    },

    /**
     * Makes exactly `userIds` the department's heads, in the transaction `tx` of the kit's
     * action (which found the department and logs the change); each must be a member (else a
     * 400, nothing changed).
     */
    async saveHeads(tx: Executor, departId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length) {
        const members = await tx.selectFrom('user_departments').select('user_id')
          .where('department_id', '=', departId).where('user_id', 'in', [...userIds]).execute();
        if (members.length !== new Set(userIds).size) throw badRequest('departUserNotMember');
      }
      await tx.updateTable('user_departments')
        .set({ is_head: userIds.length ? sql<boolean>`user_id in (${sql.join([...userIds])})` : false })
        .where('department_id', '=', departId).execute();
    },
  };
}
/** The department repository's methods. */
export type DepartmentRepository = ReturnType<typeof createDepartmentRepository>;

/**
 * Refuses to delete departments that still have sub-departments outside the deletion, or
 * members (users not in the recycle bin): a department is emptied before it goes.
 */
export async function refuseNonEmptyDepartments(tx: Executor, ids: readonly string[]): Promise<void> {
  const child = await tx.selectFrom('departments as c').innerJoin('departments as d', 'd.id', 'c.parent_id')
    .select('d.depart_name').where('c.parent_id', 'in', ids).where('c.id', 'not in', [...ids]).limit(1).executeTakeFirst();
  if (child) throw badRequest('departHasChildren', { name: child.depart_name });
  const member = await tx.selectFrom('user_departments as ud').innerJoin('users as u', 'u.id', 'ud.user_id')
    .innerJoin('departments as d', 'd.id', 'ud.department_id')
    .select('d.depart_name').where('ud.department_id', 'in', ids).where('u.del_flag', '=', false).limit(1).executeTakeFirst();
  if (member) throw badRequest('departHasUsers', { name: member.depart_name });
}

/** Whether `departId` is a department of the tenant (a department role's department must be). */
export async function isDepartmentOfTenant(executor: Executor, departId: string, tenantId: number): Promise<boolean> {
  return !!(await executor.selectFrom('departments').select('id').where('id', '=', departId).where('tenant_id', '=', tenantId).executeTakeFirst());
}
