import { Type } from 'typebox';
import { userResource } from '../../../shared/resources/user.ts';
import {
  CheckOnlyUserQuerySchema, Envelope, MultiUserQuerySchema, PERMISSION_CODES, UserPickQuerySchema, UserPickSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok, refused } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import { createUserPicks } from './user-pick-repository.ts';

const UNIQUE_FIELDS = ['username', 'phone', 'email', 'workNo'] as const;
const IdQuery = (name: string) => Type.Object({ [name]: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });

/**
 * The user calls of forms and pickers (widgets-admin §7): `checkOnlyUser`, `queryUserRole`,
 * `queryUserByDepId`, `queryUserComponentData`, `getMultiUser`. Pickers need only a session:
 * whoever may pick a user may see the tenant's users' names, as the documented client does.
 */
export async function userLookupRoutes(app: TypedApp, ctx: AppContext, users: RegisteredResource<typeof userResource>) {
  const { repository, scopeOf, guard } = users;
  const picks = createUserPicks(ctx.db);
  const tags = [userResource.name];

  // A taken value is an answer (success false), as the duplicate check gives it.
  app.get('/sys/user/checkOnlyUser', {
    config: { auth: 'session' },
    schema: { tags, querystring: CheckOnlyUserQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    for (const field of UNIQUE_FIELDS) {
      const value = request.query[field];
      if (value === undefined) continue;
      const answer = await ctx.resources.isAvailable(ctx.db, { tableName: userResource.tableName, fieldName: field, fieldVal: value, dataId: request.query.id }, request.tenantId);
      if (answer === false) return refused(request, 'valueTaken', 409);
    }
    return ok(request, null, 'valueAvailable');
  });

  app.get('/sys/user/queryUserRole', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: IdQuery('userid'), response: { 200: Envelope(Type.Array(Type.String())) } },
  }, async (request) => {
    const user = await repository.findById(await scopeOf(request), String(request.query.userid));
    if (!user) throw notFound();
    return ok(request, user.roleIds);
  });

  app.get('/sys/user/queryUserByDepId', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: IdQuery('id'), response: { 200: Envelope(Type.Array(userResource.record)) } },
  }, async (request) => {
    const page = await repository.paginate(await scopeOf(request), { pageNo: 1, pageSize: 1000, departIds: String(request.query.id) } as never);
    return ok(request, page.records);
  });

  app.get('/sys/user/queryUserComponentData', {
    config: { auth: 'session' },
    schema: { tags, querystring: UserPickQuerySchema, response: { 200: Envelope(Type.Object({ records: Type.Array(UserPickSchema), total: Type.Integer() })) } },
  }, async (request) => ok(request, await picks.page(request.tenantId, request.query)));

  app.get('/sys/user/getMultiUser', {
    config: { auth: 'session' },
    schema: { tags, querystring: MultiUserQuerySchema, response: { 200: Envelope(Type.Array(UserPickSchema)) } },
  }, async (request) => {
    const split = (text?: string) => text?.split(',').map((s) => s.trim()).filter(Boolean);
    return ok(request, await picks.many(request.tenantId, { ids: split(request.query.ids), usernames: split(request.query.usernames) }));
  });
}
