import { Type } from 'typebox';
import {
  CaptchaKeySchema, Envelope, LoginOptionsSchema, LoginRequestSchema, LoginResultSchema, StartUpUserInfoSchema, UserInfoSchema,
} from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/app-error.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import type { DictRepository } from '../dict/index.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { createUserRepository, toUserInfo } from '../users/index.ts';
import { createPasswordLogin } from './login.ts';

/** Sign-in, sign-out and the session's user (portal-shell §7). */
export async function authRoutes(app: TypedApp, ctx: AppContext, dicts: DictRepository) {
  const passwordLogin = createPasswordLogin(ctx, dicts);
  const users = createUserRepository(ctx.db);
  const logs = createLogRepository(ctx.db);

  app.get('/sys/loginOptions', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], response: { 200: Envelope(LoginOptionsSchema) } },
  }, async (request) => ok(request, { captcha: ctx.config.loginCaptcha }));

  app.get('/sys/randomImage/:key', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], params: Type.Object({ key: CaptchaKeySchema }), response: { 200: Envelope(Type.String()) } },
  }, async (request) => ok(request, await passwordLogin.captchas.issue(request.params.key, ctx.now())));

  app.post('/sys/login', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: Envelope(LoginResultSchema) } },
  }, async (request) => ok(request, await passwordLogin.login(request, request.body), 'loginSuccess'));

  // JeecgBoot's server maps /sys/logout to every method; its Vue 3 client sends GET.
  for (const method of ['post', 'get'] as const) {
    app[method]('/sys/logout', {
      config: { auth: 'session', passwordChangeExempt: true },
      schema: { tags: ['auth'], response: { 200: Envelope(Type.Null()) } },
    }, async (request) => {
      const session = sessionOf(request);
      await ctx.sessions.remove(session.tokenHash);
      await logs.write({ tenantId: request.tenantId, logType: LOG_TYPE.login, content: `用户 ${session.username} 退出登录`, userId: session.userId, username: session.username, ip: request.ip });
      return ok(request, null, 'logoutSuccess');
    });
  }

  // JeecgBoot's Vue 3 client starts with this call: the user, every dictionary, and (ours) the server's zone.
  app.get('/sys/user/getUserInfo', {
    config: { auth: 'session', passwordChangeExempt: true },
    schema: { tags: ['auth'], querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(StartUpUserInfoSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const user = await users.findById(session.userId);
    if (!user) throw notFound();
    return ok(request, {
      userInfo: toUserInfo(user, request.tenantId, session.orgCode), sysAllDictItems: await dicts.all(request.locale), timeZone: ctx.config.timeZone,
    });
  });

  app.get('/sys/getUserInfoByToken', {
    config: { auth: 'session', tokenInQuery: true, passwordChangeExempt: true },
    schema: {
      tags: ['auth'],
      querystring: Type.Object({ token: Type.Optional(Type.String()), _t: Type.Optional(Type.String()) }),
      response: { 200: Envelope(UserInfoSchema) },
    },
  }, async (request) => {
    const session = sessionOf(request);
    const user = await users.findById(session.userId);
    if (!user) throw notFound();
    return ok(request, toUserInfo(user, request.tenantId, session.orgCode));
  });
}
