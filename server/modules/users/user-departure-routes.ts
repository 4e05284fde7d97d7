import { USER_STATUS, userResource } from '../../../shared/resources/user.ts';
import { cancelQuitAction, userQuitAction } from '../../../shared/resources/user-actions.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { splitIds, type RegisteredResource } from '../../kit/resource-routes.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { createUserRepository } from './user-repository.ts';

type UserRecord = { id: string; username: string; status: number };

/** The users `ids` an action found visible, read in its transaction; never the administrator account (400). */
export type ChangeableUsers = (tx: Executor, scope: RequestScope, ids: string[]) => Promise<UserRecord[]>;

/**
 * Departed users (离职; widgets-admin §4), as the kit's actions on JeecgBoot's routes:
 * `PUT /sys/user/userQuit` (`{ userId }`) marks a user departed, which ends their sessions once
 * committed and refuses their sign-ins ('该用户已离职'); `PUT /sys/user/putCancelQuit`
 * (`userIds` comma-joined, in the query or the body) makes them normal again. Both need the
 * user edit permission, as JeecgBoot's `userQuit` does, and reach only the users the caller
 * may see (tenant, data rules); never the administrator account, nor one's own.
 */
export function userDepartureRoutes(ctx: AppContext, users: RegisteredResource<typeof userResource>, changeableUsers: ChangeableUsers): void {
  users.action(userQuitAction, {
    // One user: an id with a comma names nobody (404), never several.
    ids: ({ input }) => [input.userId.trim()],
    async run(tx, ids, scope, { afterCommit }) {
      const [user] = await changeableUsers(tx, scope, ids);
      if (user!.id === scope.userId) throw badRequest('cannotQuitSelf');
      if (user!.status === USER_STATUS.departed) throw badRequest('userAlreadyDeparted');
      await createUserRepository(tx).setStatus([user!.id], USER_STATUS.departed, ctx.now());
      afterCommit(() => ctx.sessions.removeAllOfUser(user!.id));
    },
    message: 'userMarkedDeparted',
  });

  users.action(cancelQuitAction, {
    ids: ({ input, query }) => splitIds(query.userIds ?? input.userIds ?? ''),
    async run(tx, ids, scope) {
      if ((await changeableUsers(tx, scope, ids)).some((u) => u.status !== USER_STATUS.departed)) throw badRequest('userNotDeparted');
      await createUserRepository(tx).setStatus(ids, USER_STATUS.normal, ctx.now());
    },
    message: 'departureCancelled',
  });
}
