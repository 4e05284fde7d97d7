import { Type } from 'typebox';
import { ADMIN_USERNAME, USER_STATUS } from '../../../shared/resources/user.ts';
import {
  Envelope, FreezeUsersSchema, PERMISSION_CODES, RecycleBinQuerySchema, SetUserPasswordSchema, UserIdsSchema,
} from '../../../shared/schemas/index.ts';
import { userResource } from '../../../shared/resources/user.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource, splitIds } from '../../kit/resource-routes.ts';
import { hashPassword, meetsPasswordPolicy } from '../auth/passwords.ts';
import { importedPasswordsOf } from './imported-passwords.ts';
import { createUserTable } from './user-table.ts';
import { userDepartureRoutes } from './user-departure-routes.ts';
import { userJeecgRoutes } from './user-jeecg-routes.ts';
import { userLookupRoutes } from './user-lookup-routes.ts';

/**
 * User administration (widgets-admin §2–§7): the kit's routes, and beside them freezing and
 * thawing (which end the user's sessions at once; not of a departed user), departure
 * (user-departure-routes.ts), an administrator's password change, and the recycle bin. Every action reaches only users the caller may see (tenant, data rules);
 * the administrator account is never changed.
 */
export async function userAdminRoutes(app: TypedApp, ctx: AppContext) {
  const { repository, scopeOf, guard } = registerResource(app, ctx, createUserTable(ctx));
  // Imported passwords still waiting are dropped on close (said in the log), after the hash under way.
  app.addHook('onClose', () => importedPasswordsOf(ctx).close());
  const tags = [userResource.name];

  /** The visible users among `ids`, all of them or a 404; never the administrator account. */
  async function visibleUsers(scope: Awaited<ReturnType<typeof scopeOf>>, ids: string[]) {
    const users = await repository.findMany(scope, ids);
    if (users.length !== ids.length) throw notFound();
    if (users.some((u) => u.username.toLowerCase() === ADMIN_USERNAME)) throw badRequest('adminUnchangeable');
    return users;
  }

  app.put('/sys/user/frozenBatch', {
    ...guard(PERMISSION_CODES.userFreeze),
    schema: { tags, body: FreezeUsersSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const ids = splitIds(request.body.ids);
    const freeze = Number(request.body.status) === USER_STATUS.frozen;
    // A departed user comes back by cancelling the departure, not by a thaw.
    if ((await visibleUsers(scope, ids)).some((u) => u.status === USER_STATUS.departed)) throw badRequest('departedUnchangeable');
    await ctx.db.updateTable('users').set({ status: freeze ? USER_STATUS.frozen : USER_STATUS.normal, updated_at: ctx.now() })
      .where('id', 'in', ids).execute();
    if (freeze) for (const id of ids) await ctx.sessions.removeAllOfUser(id);
    await repository.log(scope, 'edit', ids);
    return ok(request, null, freeze ? 'usersFrozen' : 'usersThawed');
  });

  app.put('/sys/user/changePassword', {
    ...guard(PERMISSION_CODES.userPassword),
    schema: { tags, body: SetUserPasswordSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const { username, password, confirmpassword } = request.body;
    if (password !== confirmpassword) throw badRequest('passwordMismatch');
    if (!meetsPasswordPolicy(password)) throw badRequest('passwordPolicy');
    const target = await ctx.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    if (!target) throw notFound();
    await visibleUsers(scope, [target.id]);
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(password, ctx.scryptLogN), password_changed_at: ctx.now(), updated_at: ctx.now() })
      .where('id', '=', target.id).execute();
    await ctx.sessions.removeAllOfUser(target.id);
    await repository.log(scope, 'edit', [target.id]);
    return ok(request, null, 'passwordChanged');
  });

  app.get('/sys/user/recycleBin', {
    ...guard(PERMISSION_CODES.userRecycle),
    schema: { tags, querystring: RecycleBinQuerySchema, response: { 200: Envelope(userResource.schemas.page) } },
  }, async (request) => ok(request, await repository.recycled(await scopeOf(request), request.query)));

  app.put('/sys/user/putRecycleBin', {
    ...guard(PERMISSION_CODES.userRecycle),
    schema: { tags, body: UserIdsSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await repository.fromRecycleBin(await scopeOf(request), splitIds(request.body.userIds), 'restore'))) throw notFound();
    return ok(request, null, 'usersRestored');
  });

  app.delete('/sys/user/deleteRecycleBin', {
    ...guard(PERMISSION_CODES.userRecycle),
    schema: { tags, querystring: UserIdsSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    if (!(await repository.fromRecycleBin(await scopeOf(request), splitIds(request.query.userIds), 'purge'))) throw notFound();
    return ok(request, null, 'kitDeleted');
  });

  await userDepartureRoutes(app, ctx, { repository, scopeOf, guard, visibleUsers });
  await userLookupRoutes(app, ctx, { repository, scopeOf, guard });
  await userJeecgRoutes(app, ctx, { repository, scopeOf, guard, visibleUsers });
}
