import type { TenantOption } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { createAccountRepository } from './account-repository.ts';
import { passwordChangeDue } from '../../lib/credentials/password-age.ts';

/** What every login answers besides the session (portal-shell §2.2 and §2.3). */
export interface LoginFacts {
  passwordChangeRequired: boolean;
  /** The user's active tenants; with more than one the client asks which to enter. */
  tenantList: TenantOption[];
}

/**
 * The password-update check and the tenant choice of a login answer, for any kind of login
 * (password, phone, scan code): the client uses them to send the user to change the password,
 * or to ask which tenant before entering.
 */
export function createLoginFacts(ctx: AppContext) {
  const accounts = createAccountRepository(ctx.db);
  return async (user: UserRow): Promise<LoginFacts> => {
    const tenants = (await accounts.memberships(user.id)).filter((t) => t.active);
    return {
      passwordChangeRequired: passwordChangeDue(
        { mustChange: user.password_must_change, changedAt: user.password_changed_at }, ctx.config.passwordMaxAgeDays, ctx.now(),
      ),
      tenantList: tenants.map(({ id, name }) => ({ id, name })),
    };
  };
}
