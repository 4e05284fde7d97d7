import { ADMIN_USERNAME, USER_STATUS } from '../../../shared/resources/user.ts';
import { freezeUsersAction, purgeUsersAction, restoreUsersAction, setPasswordAction } from '../../../shared/resources/user-actions.ts';
import { Envelope, PERMISSION_CODES, RecycleBinQuerySchema } from '../../../shared/schemas/index.ts';
import { userResource } from '../../../shared/resources/user.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { registerResource, splitIds } from '../../kit/resource-routes.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { hashPassword, meetsPasswordPolicy } from '../../lib/credentials/passwords.ts';
import { importedPasswordsOf } from './imported-passwords.ts';
import { createUserRepository } from './user-repository.ts';
import { createUserTable } from './user-table.ts';
import { userDepartureRoutes } from './user-departure-routes.ts';
import { userJeecgRoutes } from './user-jeecg-routes.ts';
import { userLookupRoutes } from './user-lookup-routes.ts';

/**
 * User administration (widgets-admin §2–§7): the kit's routes, and beside them the kit's
 * actions freezing and thawing (which end the user's sessions once committed; not of a
 * departed user), departure (user-departure-routes.ts) and an administrator's password
 * change; and the recycle bin (restore and purge, kit actions on the users in it). Every action reaches only users the caller may see (tenant,
 * data rules); the administrator account is never changed.
 */
export async function userAdminRoutes(app: TypedApp, ctx: AppContext) {
  const registered = registerResource(app, ctx, createUserTable(ctx));
  const { repository, scopeOf, guard } = registered;
  const accounts = createUserRepository(ctx.db);
  // Imported passwords still waiting are dropped on close (said in the log), after the hash under way.
  app.addHook('onClose', () => importedPasswordsOf(ctx).close());
  const tags = [userResource.name];

  /**
   * The users `ids` an action already found visible, read in its transaction `tx`; never the
   * administrator account (400).
   */
  async function changeableUsers(tx: Executor, scope: RequestScope, ids: string[]) {
    const users = await repository.findMany(scope, ids, tx);
    if (users.length !== ids.length) throw notFound();
    if (users.some((u) => u.username.toLowerCase() === ADMIN_USERNAME)) throw badRequest('adminUnchangeable');
    return users;
  }

  // Freezing ends the users' sessions once the freeze committed: a rolled-back freeze signs nobody out.
  registered.action(freezeUsersAction, {
    ids: ({ input }) => splitIds(input.ids),
    async run(tx, ids, scope, { input, afterCommit }) {
      const freeze = Number(input.status) === USER_STATUS.frozen;
      // A departed user comes back by cancelling the departure, not by a thaw.
      if ((await changeableUsers(tx, scope, ids)).some((u) => u.status === USER_STATUS.departed)) throw badRequest('departedUnchangeable');
      await createUserRepository(tx).setStatus(ids, freeze ? USER_STATUS.frozen : USER_STATUS.normal, ctx.now());
      if (freeze) afterCommit(async () => { for (const id of ids) await ctx.sessions.removeAllOfUser(id); });
      return freeze ? 'usersFrozen' : 'usersThawed';
    },
    message: 'usersFrozen',
  });

  registered.action(setPasswordAction, {
    prepare: async ({ input: { password, confirmpassword } }) => {
      if (password !== confirmpassword) throw badRequest('passwordMismatch');
      if (!meetsPasswordPolicy(password)) throw badRequest('passwordPolicy');
      return hashPassword(password, ctx.scryptLogN);
    },
    // The user by name, whatever its case; one the scope cannot see is a 404 (the kit's check).
    async ids({ input }) {
      const id = await accounts.idOfUsername(input.username);
      if (!id) throw notFound();
      return [id];
    },
    async run(tx, ids, scope, { prepared: hash, afterCommit }) {
      await changeableUsers(tx, scope, ids);
      await createUserRepository(tx).setPassword(ids[0]!, hash, ctx.now(), 'administrator');
      afterCommit(() => ctx.sessions.removeAllOfUser(ids[0]!));
    },
    message: 'passwordChanged',
  });

  app.get('/sys/user/recycleBin', {
    ...guard(PERMISSION_CODES.userRecycle),
    schema: { tags, querystring: RecycleBinQuerySchema, response: { 200: Envelope(userResource.schemas.page) } },
  }, async (request) => ok(request, await repository.recycled(await scopeOf(request), request.query)));

  registered.action(restoreUsersAction, {
    ids: ({ input }) => splitIds(input.userIds),
    run: (tx, ids) => createUserRepository(tx).restore(ids, ctx.now()),
    message: 'usersRestored',
  });

  registered.action(purgeUsersAction, {
    ids: ({ input }) => splitIds(input.userIds),
    run: (tx, ids) => createUserRepository(tx).purge(ids),
    message: 'kitDeleted',
  });

  userDepartureRoutes(ctx, registered, changeableUsers);
  await userLookupRoutes(app, ctx, registered);
  await userJeecgRoutes(app, ctx, { ...registered, changeableUsers });
}
