import type { FastifyRequest } from 'fastify';
import { tenantHeader } from '../../lib/tenant-header.ts';
import { TOKEN_TTL_MS, type LoginResult } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DictRepository } from '../dict/index.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { createUserRepository, refuseUnlessNormal, toUserInfo } from '../users/index.ts';
import { createLoginFacts } from '../accounts/index.ts';

/** The kind of a new session: 'password' slides by 30 minutes, 'other' (phone, scan…) lasts 7 days (portal-shell §4). */
export type SessionKind = keyof typeof TOKEN_TTL_MS;

/**
 * What every sign-in does once it knows the user (password, phone…): refuses a frozen or departed
 * user, picks the tenant (the `X-Tenant-Id` one when the user belongs to it) and the
 * department, opens the session, logs the sign-in and answers the `POST /sys/login` result.
 */
export function createSignInSessions(ctx: AppContext, dicts: DictRepository) {
  const users = createUserRepository(ctx.db);
  const logs = createLogRepository(ctx.db);
  const loginFacts = createLoginFacts(ctx);

  return {
    async open(request: FastifyRequest, user: UserRow, kind: SessionKind, now: Date = ctx.now()): Promise<LoginResult> {
      refuseUnlessNormal(user);
      const tenants = await users.tenantIds(user.id);
      const wanted = tenantHeader(request);
      const tenantId = wanted !== null && tenants.includes(wanted) ? wanted : tenants[0];
      if (tenantId === undefined) throw badRequest('badCredentials');
      const departs = await users.departs(user.id, tenantId);
      const orgCode = departs.some((d) => d.orgCode === user.org_code) ? user.org_code : (departs[0]?.orgCode ?? '');

      const token = await ctx.sessions.create({
        userId: user.id, tenantId, kind, orgCode, ip: request.ip,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
      });
      await logs.write({ tenantId, logType: LOG_TYPE.login, content: `用户 ${user.username} 登录成功`, userId: user.id, username: user.username, ip: request.ip });
      return {
        token,
        tokenTtlMs: TOKEN_TTL_MS[kind],
        userInfo: toUserInfo(user, tenantId, orgCode),
        sysAllDictItems: await dicts.all(request.locale),
        timeZone: ctx.config.timeZone,
        // The password-update check and the tenant choice (portal-shell §2.2, §2.3).
        ...(await loginFacts(user)),
      };
    },
  };
}
export type SignInSessions = ReturnType<typeof createSignInSessions>;
