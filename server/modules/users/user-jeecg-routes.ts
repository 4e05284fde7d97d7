import { Type } from 'typebox';
import { USER_STATUS, userResource } from '../../../shared/resources/user.ts';
import {
  AddUserRoleSchema, DeleteUserRoleQuerySchema, DepartIdModelSchema, Envelope, PERMISSION_CODES, ResetPasswordQuerySchema,
  ResetPasswordResultSchema, UserRoleListQuerySchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { splitIds, type RegisteredResource } from '../../kit/resource-routes.ts';
import { generatePassword, hashPassword } from '../../lib/credentials/passwords.ts';
import { createRoleRepository } from '../roles/index.ts';
import { createUserRepository } from './user-repository.ts';

type Users = RegisteredResource<typeof userResource> & {
  visibleUsers(scope: Awaited<ReturnType<RegisteredResource<typeof userResource>['scopeOf']>>, ids: string[]): Promise<unknown[]>;
};

/** The most users one `resetPassword` call resets. */
export const MAX_PASSWORD_RESETS = 20;

const UserIdQuery = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });

/**
 * The user calls of JeecgBoot's Vue 3 client that the kit's routes do not cover (issue 23):
 * `listAll`, the role–user calls (`userRoleList`, `addSysUserRole`, `deleteUserRole`),
 * `userDepartList`, `resetPassword`, `getQuitList`. Each is tenant-scoped and gated like its
 * neighbour (reading users: the user list's permission; changing a user's roles: user edit;
 * a password: the administrators' password change); rows outside the tenant or the data
 * rules are as unknown as made-up ids.
 */
export async function userJeecgRoutes(app: TypedApp, ctx: AppContext, users: Users) {
  const { repository, scopeOf, guard, visibleUsers } = users;
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

  app.post('/sys/user/addSysUserRole', {
    ...guard(PERMISSION_CODES.userEdit),
    schema: { tags, body: AddUserRoleSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const userIds = [...new Set(request.body.userIdList.map((id) => id.trim()).filter(Boolean))];
    await tenantRole(request.tenantId, request.body.roleId);
    await visibleUsers(scope, userIds);
    await accounts.addRoleMembers(request.body.roleId, userIds);
    await repository.log(scope, 'edit', userIds);
    return ok(request, null, 'userRoleAdded');
  });

  app.delete('/sys/user/deleteUserRole', {
    ...guard(PERMISSION_CODES.userEdit),
    schema: { tags, querystring: DeleteUserRoleQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const { roleId, userId } = request.query;
    await tenantRole(request.tenantId, roleId);
    await visibleUsers(scope, [userId]);
    if (!(await accounts.removeRoleMember(roleId, userId))) throw notFound();
    await repository.log(scope, 'edit', [userId]);
    return ok(request, null, 'userRoleDeleted');
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
  app.put('/sys/user/resetPassword', {
    ...guard(PERMISSION_CODES.userPassword),
    schema: { tags, querystring: ResetPasswordQuerySchema, response: { 200: Envelope(ResetPasswordResultSchema) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const names = splitIds(request.query.usernames);
    // Each reset costs a password hash: a bounded batch, so that one call cannot hold the hashing for minutes.
    if (names.length > MAX_PASSWORD_RESETS) throw badRequest('tooManyPasswordResets', { max: MAX_PASSWORD_RESETS });
    const byName = await accounts.idsByUsername(names);
    const ids = names.map((name) => byName.get(name.toLowerCase()));
    if (ids.some((id) => id === undefined)) throw notFound();
    await visibleUsers(scope, ids as string[]);
    const temporary: Record<string, string> = {};
    for (const [i, id] of (ids as string[]).entries()) {
      const password = generatePassword();
      await accounts.setPassword(id, await hashPassword(password, ctx.scryptLogN), ctx.now(), 'temporary');
      await ctx.sessions.removeAllOfUser(id);
      temporary[names[i]!] = password;
    }
    await repository.log(scope, 'edit', ids as string[]);
    return ok(request, temporary, 'passwordsReset');
  });

  app.get('/sys/user/getQuitList', {
    ...guard(PERMISSION_CODES.userList),
    schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(Type.Array(userResource.record)) } },
  }, async (request) => ok(request, await repository.findAll(await scopeOf(request), { status: String(USER_STATUS.departed) })));
}
