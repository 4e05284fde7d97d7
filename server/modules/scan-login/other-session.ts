import type { FastifyRequest } from 'fastify';
import { TOKEN_TTL_MS, type LoginResult } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { DictRepository } from '../dict/index.ts';
import { LOG_TYPE, createLogRepository } from '../system/index.ts';
import { createUserRepository, refuseUnlessNormal, toUserInfo } from '../users/index.ts';

/**
 * Opens a 7-day session of kind 'other' (portal-shell §9 "7 days for other logins") for a
 * user who proved themselves another way than by password, and answers as `POST /sys/login`.
 */
export function createOtherSessionIssuer(ctx: AppContext, dicts: DictRepository) {
  const users = createUserRepository(ctx.db);
  const logs = createLogRepository(ctx.db);
  return async function issue(request: FastifyRequest, values: { userId: string; tenantId?: number | null; orgCode?: string; how: string }): Promise<LoginResult> {
    const user = await users.findById(values.userId);
    if (!user || user.del_flag) throw badRequest('badCredentials');
    refuseUnlessNormal(user);
    const tenants = await users.tenantIds(user.id);
    const tenantId = values.tenantId && tenants.includes(values.tenantId) ? values.tenantId : tenants[0];
    if (tenantId === undefined) throw badRequest('badCredentials');
    const departs = await users.departs(user.id, tenantId);
    const wanted = values.orgCode || user.org_code;
    const orgCode = departs.some((d) => d.orgCode === wanted) ? wanted : (departs[0]?.orgCode ?? '');
    const now = ctx.now();
    const token = await ctx.sessions.create({
      userId: user.id, tenantId, kind: 'other', orgCode, ip: request.ip,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.other),
    });
    await logs.write({ tenantId, logType: LOG_TYPE.login, content: `用户 ${user.username} ${values.how}登录成功`, userId: user.id, username: user.username, ip: request.ip });
    return { token, tokenTtlMs: TOKEN_TTL_MS.other, userInfo: toUserInfo(user, tenantId, orgCode), sysAllDictItems: await dicts.all(request.locale), timeZone: ctx.config.timeZone };
  };
}
export type OtherSessionIssuer = ReturnType<typeof createOtherSessionIssuer>;
