import { Type } from 'typebox';
import { USER_STATUS, userResource } from '../../../shared/resources/user.ts';
import { CancelQuitSchema, Envelope, PERMISSION_CODES, UserQuitSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { splitIds, type RegisteredResource } from '../../kit/resource-routes.ts';
import type { RequestScope } from '../../kit/request-scope.ts';

type UserRecord = { id: string; username: string; status: number };

/** What the departure routes need of the user administration: the kit's parts and its visible-users check. */
export interface DepartureDeps extends RegisteredResource<typeof userResource> {
  /** The visible users among `ids`, all of them or a 404; never the administrator account (400). */
  visibleUsers(scope: RequestScope, ids: string[]): Promise<UserRecord[]>;
}

/**
 * Departed users (离职; widgets-admin §4), on JeecgBoot's routes: `PUT /sys/user/userQuit`
 * (`{ userId }`) marks a user departed, which ends their sessions at once and refuses their
 * sign-ins ('该用户已离职'); `PUT /sys/user/putCancelQuit` (`userIds` comma-joined, in the
 * query or the body) makes them normal again. Both need the user edit permission, as
 * JeecgBoot's `userQuit` does, and reach only the request tenant's users; never the
 * administrator account, nor one's own.
 */
export async function userDepartureRoutes(app: TypedApp, ctx: AppContext, users: DepartureDeps) {
  const { repository, scopeOf, guard, visibleUsers } = users;
  const tags = [userResource.name];

  app.put('/sys/user/userQuit', {
    ...guard(PERMISSION_CODES.userEdit),
    schema: { tags, body: UserQuitSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    // One user: an id with a comma names nobody (404), never several.
    const [user] = await visibleUsers(scope, [request.body.userId.trim()]);
    if (user!.id === scope.userId) throw badRequest('cannotQuitSelf');
    if (user!.status === USER_STATUS.departed) throw badRequest('userAlreadyDeparted');
    await ctx.db.updateTable('users').set({ status: USER_STATUS.departed, updated_at: ctx.now() }).where('id', '=', user!.id).execute();
    await ctx.sessions.removeAllOfUser(user!.id);
    await repository.log(scope, 'edit', [user!.id]);
    return ok(request, null, 'userMarkedDeparted');
  });

  app.put('/sys/user/putCancelQuit', {
    ...guard(PERMISSION_CODES.userEdit),
    // JeecgBoot's client sends the ids in the query and no body: an absent body is an empty one.
    preValidation: async (request) => { request.body ??= {}; },
    schema: { tags, querystring: CancelQuitSchema, body: CancelQuitSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const ids = splitIds(request.query.userIds ?? request.body.userIds ?? '');
    const found = await visibleUsers(scope, ids);
    if (found.some((u) => u.status !== USER_STATUS.departed)) throw badRequest('userNotDeparted');
    await ctx.db.updateTable('users').set({ status: USER_STATUS.normal, updated_at: ctx.now() })
      .where('id', 'in', ids).where('status', '=', USER_STATUS.departed).execute();
    await repository.log(scope, 'edit', ids);
    return ok(request, null, 'departureCancelled');
  });
}
