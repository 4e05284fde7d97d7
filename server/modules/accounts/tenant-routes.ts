import { Envelope, SelectTenantResultSchema, SelectTenantSchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createUserRepository, toUserInfo } from '../users/index.ts';
import { createAccountRepository } from './account-repository.ts';

/**
 * portal-shell §2.3 "tenant selection": a user of several tenants chooses one after signing
 * in; the session moves there (active tenants the user belongs to only) and the answer is
 * the user info in that tenant. Refusals are 400s, which the client shows as they are.
 */
export async function tenantRoutes(app: TypedApp, ctx: AppContext) {
  const accounts = createAccountRepository(ctx.db);
  const users = createUserRepository(ctx.db);

  app.put('/sys/user/selectTenant', {
    config: { auth: 'session' },
    schema: { tags: ['accounts'], body: SelectTenantSchema, response: { 200: Envelope(SelectTenantResultSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { tenantId } = request.body;
    const tenant = (await accounts.memberships(session.userId)).find((t) => t.id === tenantId);
    if (!tenant) throw badRequest('tenantForbidden');
    if (!tenant.active) throw badRequest('tenantFrozen');
    const user = await users.findById(session.userId);
    if (!user) throw notFound();
    const departs = await users.departs(user.id, tenantId);
    const orgCode = departs.some((d) => d.orgCode === user.org_code) ? user.org_code : (departs[0]?.orgCode ?? '');
    await accounts.moveSession(session.tokenHash, tenantId, orgCode);
    ctx.events.emit('sessions.changed', { userId: session.userId });
    return ok(request, { userInfo: toUserInfo(user, tenantId, orgCode) });
  });
}
