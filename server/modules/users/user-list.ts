import { Type } from 'typebox';
import { Envelope, USER_LIST_MAX_PAGE, UserListPageSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

/** The administrators' user list of the tenant (widgets-admin §7 `/sys/user/list`), paged. */
export async function userListRoute(app: TypedApp, ctx: AppContext) {
  app.get('/sys/user/list', {
    config: { auth: { permission: 'system:user:list' } },
    schema: {
      tags: ['users'],
      querystring: Type.Object({
        pageNo: Type.Integer({ minimum: 1, default: 1 }),
        pageSize: Type.Integer({ minimum: 1, maximum: USER_LIST_MAX_PAGE, default: 10 }),
        username: Type.Optional(Type.String({ maxLength: 64 })),
        _t: Type.Optional(Type.String()),
      }),
      response: { 200: Envelope(UserListPageSchema) },
    },
  }, async (request) => {
    const { pageNo, pageSize, username } = request.query;
    let query = ctx.db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
      .where('ut.tenant_id', '=', request.tenantId).where('u.del_flag', '=', false);
    if (username) query = query.where('u.username', 'ilike', `%${username.replace(/[%_\\]/g, '\\$&')}%`);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query.select(['u.id', 'u.username', 'u.realname', 'u.sex', 'u.phone', 'u.email', 'u.status', 'u.org_code'])
      .orderBy('u.created_at', 'desc').orderBy('u.username').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok(request, {
      records: rows.map(({ org_code, ...r }) => ({ ...r, orgCode: org_code })),
      total: Number(total),
    });
  });
}
