import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { GetSubQuerySchema, SubscriptionType } from '../../../shared/schemas/subscription.ts';
import type { Database } from '../../db/schema.ts';

/** `users.status` of someone who has left (migration 0024): never subscribed, never delivered to. */
export const USER_DEPARTED = 3;

/** Sort columns of getSub, as SQL over the merged rows: the client names a key, never a column. */
const SORTS = {
  planName: sql`p.plan_name`,
  type: sql`s.type`,
  createTime: sql`min(s.created_at)`,
} as const;

/** What one save writes: every plan for every user, after removing the merged row an edit names. */
export interface SubscriptionWrite {
  tenantId: number;
  permissionId: string;
  planIds: string[];
  userIds: string[];
  type: SubscriptionType;
  now: Date;
  /** An edit's merged row (plans and type) removed first, in the same transaction. */
  replacing?: { planIds: string[]; type: string };
}

/** The statements of report subscriptions (portal-shell §2.7, §5, §7). */
export function createSubscriptionRepository(db: Kysely<Database>) {
  return {
    /** Whether the page shows a built-in report (not a Tableau view), which can be subscribed to. */
    async showsBuiltinReport(permissionId: string): Promise<boolean> {
      const report = await db.selectFrom('reports').select('id')
        .where('permission_id', '=', permissionId).where('tableau_view', '=', '').where('source_id', 'is not', null).executeTakeFirst();
      return report !== undefined;
    },

    /** Those of `planIds` that are the tenant's push plans. */
    tenantPlans: (tenantId: number, planIds: string[]) =>
      db.selectFrom('push_plans').select('id').where('tenant_id', '=', tenantId).where('id', 'in', planIds).execute(),

    /** The named users that may subscribe: members of the tenant, not deleted, not departed. */
    subscribableUsers: (tenantId: number, usernames: string[]) => db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
      .select(['u.id', 'u.username']).where('ut.tenant_id', '=', tenantId).where('u.del_flag', '=', false)
      .where('u.status', '!=', USER_DEPARTED).where('u.username', 'in', usernames).execute(),

    /** Writes a save in one transaction. */
    async save(write: SubscriptionWrite): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (write.replacing) {
          await tx.deleteFrom('subscriptions').where('tenant_id', '=', write.tenantId).where('permission_id', '=', write.permissionId)
            .where('plan_id', 'in', write.replacing.planIds).where('type', '=', write.replacing.type).execute();
        }
        await tx.insertInto('subscriptions')
          .values(write.planIds.flatMap((planId) => write.userIds.map((userId) => ({
            tenant_id: write.tenantId, permission_id: write.permissionId, plan_id: planId, user_id: userId, type: write.type, created_at: write.now,
          }))))
          // One subscription per page, plan and user: subscribing again changes what they receive.
          .onConflict((oc) => oc.constraint('subscriptions_page_plan_user_key').doUpdateSet({ type: write.type }))
          .execute();
      });
    },

    /** A report page's subscriptions merged by plan and type (usernames in order), one page of them. */
    merged(tenantId: number, permissionId: string, query: Static<typeof GetSubQuerySchema>) {
      const order = query.order === 'asc' ? sql`asc` : sql`desc`;
      const sort = SORTS[query.column ?? 'createTime'];
      return db.selectFrom('subscriptions as s')
        .innerJoin('push_plans as p', 'p.id', 's.plan_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.plan_id', 'p.plan_name', 's.type'])
        .select(sql<string[]>`array_agg(u.username order by u.username)`.as('usernames'))
        .where('s.tenant_id', '=', tenantId).where('s.permission_id', '=', permissionId).where('u.del_flag', '=', false)
        .$if(!!query.type, (q) => q.where('s.type', '=', query.type!))
        .$if(!!query.planId, (q) => q.where('s.plan_id', '=', query.planId!))
        .groupBy(['s.plan_id', 'p.plan_name', 's.type'])
        .orderBy(sql`${sort} ${order}`).orderBy('s.plan_id').orderBy('s.type')
        .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize)
        .execute();
    },

    /** Deletes one merged row (a page's plan and type); false when there was none. */
    async deleteMerged(tenantId: number, row: { permissionId: string; planId: string; type: string }): Promise<boolean> {
      const removed = await db.deleteFrom('subscriptions').where('tenant_id', '=', tenantId)
        .where('permission_id', '=', row.permissionId).where('plan_id', '=', row.planId).where('type', '=', row.type).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}
