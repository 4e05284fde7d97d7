import { Type } from 'typebox';
import { USER_STATUS, userResource } from '../../../shared/resources/user.ts';
import {
  addUserRoleAction, deleteUserRoleAction, deleteUserRoleBatchAction, resetPasswordAction,
} from '../../../shared/resources/user-actions.ts';
import { DepartIdModelSchema, Envelope, PERMISSION_CODES, UserRoleListQuerySchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { splitIds, type RegisteredResource } from '../../kit/resource-routes.ts';
import { generatePassword, hashPassword } from '../../lib/credentials/passwords.ts';
import { createRoleRepository } from '../roles/index.ts';
import type { ChangeableUsers } from './user-departure-routes.ts';
import { createUserRepository } from './user-repository.ts';

type Users = RegisteredResource<typeof userResource> & { changeableUsers: ChangeableUsers };

/** The most users one `resetPassword` call resets. */
export const MAX_PASSWORD_RESETS = 20;

const UserIdQuery = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });

/**
 * The user calls of JeecgBoot's Vue 3 client that the kit's routes do not cover (issue 23):
 * `listAll`, the role–user calls (`userRoleList`; `addSysUserRole`, `deleteUserRole`,
 * `deleteUserRoleBatch` as kit actions), `userDepartList`, `resetPassword` (a kit action:
 * the passwords and their log entry in one transaction), `getQuitList`. Each is tenant-scoped and gated like its
 * neighbour (reading users: the user list's permission; changing a user's roles: user edit;
 * a password: the administrators' password change); rows outside the tenant or the data
 * rules are as unknown as made-up ids.
 */
export async function userJeecgRoutes(app: TypedApp, ctx: AppContext, users: Users) {
  const { repository, scopeOf, guard, changeableUsers } = users;
  const accounts = createUserRepository(ctx.db);
  const roles = createRoleRepository(ctx.db);
  const tags = [userResource.name];

  /** The role, when it is one of the tenant's; else 400 roleUnknown. */
  async function tenantRole(tenantId: number, roleId: string) {
    if ((await roles.ofTenant(tenantId, [roleId])).length !== 1) throw badRequest('roleUnknown');
  }

  // JeecgBoot's listAll ignores tenants; here it is the tenant's list, as every list is.
  app.get('/sys/user/listAll', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: userResource.schemas.listQuery, response: { 200: Envelope(userResource.schemas.page) } },
  }, async (request) => ok(request, await repository.paginate(await scopeOf(request), request.query)));

  app.get('/sys/user/userRoleList', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: UserRoleListQuerySchema, response: { 200: Envelope(userResource.schemas.page) } },
  }, async (request) => {
    const { roleId, username, realname, pageNo, pageSize } = request.query;
    await tenantRole(request.tenantId, roleId);
    const list = { pageNo, pageSize, roleIds: roleId, ...(username ? { username } : {}), ...(realname ? { realname } : {}) };
    return ok(request, await repository.paginate(await scopeOf(request), list as never));
  });

  // Changing who holds a role is a kit action on the users (tenant, data rules, one transaction, logged).
  users.action(addUserRoleAction, {
    prepare: ({ input }, scope) => tenantRole(scope.tenantId, input.roleId),
    ids: ({ input }) => [...new Set(input.userIdList.map((id) => id.trim()).filter(Boolean))],
    async run(tx, ids, scope, { input }) {
      await changeableUsers(tx, scope, ids);
      await createUserRepository(tx).addRoleMembers(input.roleId, ids);
    },
    message: 'userRoleAdded',
  });

  users.action(deleteUserRoleAction, {
    prepare: ({ input }, scope) => tenantRole(scope.tenantId, input.roleId),
    ids: ({ input }) => [input.userId.trim()],
    async run(tx, ids, scope, { input }) {
      await changeableUsers(tx, scope, ids);
      if (!(await createUserRepository(tx).removeRoleMember(input.roleId, ids[0]!))) throw notFound();
    },
    message: 'userRoleDeleted',
  });

  // As JeecgBoot's: the users named who hold the role leave it; the others are left as they are.
  users.action(deleteUserRoleBatchAction, {
    prepare: ({ input }, scope) => tenantRole(scope.tenantId, input.roleId),
    ids: ({ input }) => splitIds(input.userIds),
    async run(tx, ids, scope, { input }) {
      await changeableUsers(tx, scope, ids);
      await createUserRepository(tx).removeRoleMembers(input.roleId, ids);
    },
    message: 'userRoleDeleted',
  });

  app.get('/sys/user/userDepartList', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: UserIdQuery, response: { 200: Envelope(Type.Array(DepartIdModelSchema)) } },
  }, async (request) => {
    const user = await repository.findById(await scopeOf(request), request.query.userId);
    if (!user) throw notFound();
    const departs = await accounts.departs(user.id, request.tenantId);
    return ok(request, departs.map((d) => ({ key: d.id, value: d.id, title: d.departName })));
  });

  // JeecgBoot resets to a system-wide default password; a default everybody knows is no
  // password, so each user gets a temporary one (answered once) that must change at sign-in.
  // The passwords are hashed before the transaction; the users' sessions end once it committed.
  const namesOf = ({ input, query }: { input: { usernames?: string }; query: { usernames?: string } }) => {
    const names = splitIds(query.usernames ?? input.usernames ?? '');
    // Each reset costs a password hash: a bounded batch, so that one call cannot hold the hashing for minutes.
    if (names.length > MAX_PASSWORD_RESETS) throw badRequest('tooManyPasswordResets', { max: MAX_PASSWORD_RESETS });
    return names;
  };
  const idsOfNames = async (names: readonly string[]) => {
    const byName = await accounts.idsByUsername(names);
    return names.map((name) => byName.get(name.toLowerCase()) ?? '');
  };
  users.action(resetPasswordAction, {
    async prepare(call) {
      const names = namesOf(call);
      // An unknown name is a 404 before any hashing.
      if ((await idsOfNames(names)).some((id) => !id)) throw notFound();
      const temporary = names.map(() => generatePassword());
      return { names, temporary, hashes: await Promise.all(temporary.map((password) => hashPassword(password, ctx.scryptLogN))) };
    },
    ids: (call) => idsOfNames(namesOf(call)),
    async run(tx, ids, scope, { prepared: { names, temporary, hashes }, afterCommit }) {
      await changeableUsers(tx, scope, ids);
      const writer = createUserRepository(tx);
      for (const [i, id] of ids.entries()) await writer.setPassword(id, hashes[i]!, ctx.now(), 'temporary');
      afterCommit(async () => { for (const id of ids) await ctx.sessions.removeAllOfUser(id); });
      return { result: Object.fromEntries(names.map((name, i) => [name, temporary[i]!])) };
    },
    message: 'passwordsReset',
  });

  app.get('/sys/user/getQuitList', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(Type.Array(userResource.record)) } },
  }, async (request) => ok(request, await repository.findAll(await scopeOf(request), { status: String(USER_STATUS.departed) })));
}
