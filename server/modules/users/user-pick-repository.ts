import { sql, type Kysely } from 'kysely';
import type { UserPick, UserPickQuery } from '../../../shared/schemas/user-admin.ts';
import type { Database } from '../../db/schema.ts';
import { likeContains } from '../../lib/sql-like.ts';

const SORT = { username: 'u.username', realname: 'u.realname', createTime: 'u.created_at' } as const;

/**
 * The tenant's live users as the pickers read them (widgets-admin §2 "User picker by
 * department", §7 `queryUserComponentData`, `getMultiUser`): names, sex, mobile and the
 * names of their departments in the tenant; nothing an administrator alone should see.
 */
export function createUserPicks(db: Kysely<Database>) {
  const members = (tenantId: number) => db.selectFrom('users as u')
    .where('u.del_flag', '=', false)
    .where((eb) => eb.exists(eb.selectFrom('user_tenants as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.tenant_id', '=', tenantId)));
  const picked = (tenantId: number) => members(tenantId).select([
    'u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.birthday', 'u.org_code',
    sql<string>`coalesce((select string_agg(d.depart_name, ',' order by d.org_code) from user_departments ud
      join departments d on d.id = ud.department_id and d.tenant_id = ${tenantId} where ud.user_id = u.id), '')`.as('orgCodeTxt'),
  ]);
  const toPick = (r: { id: string; username: string; realname: string; sex: number; phone: string; birthday: Date | null; org_code: string; orgCodeTxt: string }): UserPick => ({
    id: r.id, username: r.username, realname: r.realname, sex: r.sex, phone: r.phone, orgCode: r.org_code, orgCodeTxt: r.orgCodeTxt,
    birthday: r.birthday ? r.birthday.toISOString().slice(0, 10) : null,
  });
  const contains = likeContains;

  return {
    /** One page of the tenant's users matching the picker's search, in a department (or below it) when given. */
    async page(tenantId: number, q: UserPickQuery) {
      let base = members(tenantId);
      if (q.username?.trim()) base = base.where('u.username', 'ilike', contains(q.username.trim()));
      if (q.realname?.trim()) base = base.where('u.realname', 'ilike', contains(q.realname.trim()));
      if (q.departId) {
        // The department's users and those of every department below it, as JeecgBoot's picker
        // matches the code's prefix: choosing a company in the tree shows its people.
        const branch = db.selectFrom('departments as top')
          .innerJoin('departments as d', (join) => join.onRef('d.tenant_id', '=', 'top.tenant_id').on(sql<boolean>`left(d.org_code, length(top.org_code)) = top.org_code`))
          .select('d.id').where('top.id', '=', q.departId).where('top.tenant_id', '=', tenantId);
        base = base.where((eb) => eb.exists(eb.selectFrom('user_departments as ud').select('ud.user_id')
          .whereRef('ud.user_id', '=', 'u.id').where('ud.department_id', 'in', branch)));
      }
      const ids = base.select('u.id');
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        picked(tenantId).where('u.id', 'in', ids)
          .orderBy(sql.ref(SORT[q.column ?? 'createTime']), q.order ?? (q.column ? 'asc' : 'desc')).orderBy('u.id')
          .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute(),
      ]);
      return { records: rows.map(toPick), total: Number(total) };
    },

    /** The tenant's users among the given ids or usernames (at most 1000). */
    async many(tenantId: number, by: { ids?: string[]; usernames?: string[] }): Promise<UserPick[]> {
      if (!by.ids?.length && !by.usernames?.length) return [];
      let query = picked(tenantId);
      if (by.ids?.length) query = query.where('u.id', 'in', by.ids.slice(0, 1000));
      if (by.usernames?.length) query = query.where(sql`lower(u.username)`, 'in', by.usernames.slice(0, 1000).map((u) => u.toLowerCase()));
      return (await query.orderBy('u.username').execute()).map(toPick);
    },
  };
}
