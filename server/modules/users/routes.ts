import { Type } from 'typebox';
import {
  CurrentDepartsSchema, Envelope, SelectDepartResultSchema, SelectDepartSchema, UpdatePasswordSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { hashPassword, meetsPasswordPolicy, verifyPassword } from '../../lib/credentials/passwords.ts';
import { createLoginThrottle, type ThrottleKey } from '../../lib/credentials/throttle.ts';
import { createUserRepository, toUserInfo } from './user-repository.ts';
import { userAdminRoutes } from './user-admin-routes.ts';

/** The signed-in user's own account: departments, password, address (portal-shell §7). */
export async function userRoutes(app: TypedApp, ctx: AppContext) {
  const users = createUserRepository(ctx.db);
  const throttle = createLoginThrottle(ctx.db, ctx.config.loginAddressRule);

  app.get('/sys/user/getCurrentUserDeparts', {
    config: { auth: 'session' },
    schema: { tags: ['users'], response: { 200: Envelope(CurrentDepartsSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    return ok(request, { list: await users.departs(session.userId, request.tenantId), orgCode: session.orgCode });
  });

  // Switching department (portal-shell §2.9): only to one of the user's own departments.
  app.put('/sys/selectDepart', {
    config: { auth: 'session' },
    schema: { tags: ['users'], body: SelectDepartSchema, response: { 200: Envelope(SelectDepartResultSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const departs = await users.departs(session.userId, request.tenantId);
    if (departs.length === 0) throw badRequest('noDepartment');
    if (!departs.some((d) => d.orgCode === request.body.orgCode)) throw forbidden('departNotYours');
    const now = ctx.now();
    await users.setOrgCode(session.userId, request.body.orgCode, now);
    await ctx.sessions.setOrgCode(session.tokenHash, request.body.orgCode);
    const user = await users.findById(session.userId);
    if (!user) throw notFound();
    return ok(request, { userInfo: toUserInfo(user, request.tenantId, request.body.orgCode) });
  });

  // A password change ends every session of the user, this one included.
  app.put('/sys/user/updatePassword', {
    config: { auth: 'session', passwordChangeExempt: true },
    schema: { tags: ['users'], body: UpdatePasswordSchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { username, oldpassword, password, confirmpassword } = request.body;
    if (username.toLowerCase() !== session.username.toLowerCase()) throw forbidden('notOwnAccount');
    if (password !== confirmpassword) throw badRequest('passwordMismatch');
    if (!meetsPasswordPolicy(password)) throw badRequest('passwordPolicy');
    const user = await users.findById(session.userId);
    if (!user) throw notFound();
    // Guessing the old password is a sign-in by another name: same back-off, same account count.
    const keys: ThrottleKey[] = [{ kind: 'account', value: user.username }];
    const checked = await throttle.attempt(keys, ctx.now(), async () => ((await verifyPassword(oldpassword, user.password_hash)) ? user : null));
    if (!checked) throw badRequest('oldPasswordWrong');
    if (oldpassword === password) throw badRequest('passwordSameAsOld');
    await users.setPassword(user.id, await hashPassword(password, ctx.scryptLogN), ctx.now(), 'user');
    await ctx.sessions.removeAllOfUser(user.id);
    return ok(request, null, 'passwordChanged');
  });

  // The client uses the first value (portal-shell §7); behind a trusted proxy the chain follows.
  app.get('/sys/user/getUserIp', {
    config: { auth: 'session' },
    schema: { tags: ['users'], response: { 200: Envelope(Type.String()) } },
  }, async (request) => ok(request, (request.ips ? [...request.ips].reverse() : [request.ip]).join(',')));

  await userAdminRoutes(app, ctx);
}
