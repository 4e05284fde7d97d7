import type { Kysely } from 'kysely';
import type { TenantOption } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/schema.ts';

/** The tenant a self-registered user joins, and the role they get there (never an administrator). */
export const REGISTER_TENANT_ID = 1;
export const REGISTER_ROLE_CODE = 'staff';

/** A new self-registered account. */
export interface NewAccount {
  username: string;
  passwordHash: string;
  phone: string;
  email: string;
  now: Date;
}

/** Self-service accounts: registration, the user's tenants, and moving a session between them. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** True when any user, deleted ones included (recycled names stay taken), has this name in any case. */
    async usernameTaken(username: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
      return !!row;
    },

    /** True when a user already has this mobile number (it identifies one account for SMS sign-in). */
    async phoneTaken(phone: string): Promise<boolean> {
      return !!(await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst());
    },

    /**
     * Creates a staff user in the register tenant, in its top department, in one transaction.
     * Throws when the tenant lacks the staff role or a department (a broken seed, a real fault).
     */
    async createStaffUser(account: NewAccount): Promise<string> {
      return db.transaction().execute(async (tx) => {
        const role = await tx.selectFrom('roles').select('id')
          .where('tenant_id', '=', REGISTER_TENANT_ID).where('role_code', '=', REGISTER_ROLE_CODE).executeTakeFirstOrThrow();
        const top = await tx.selectFrom('departments').select(['id', 'org_code'])
          .where('tenant_id', '=', REGISTER_TENANT_ID).where('parent_id', 'is', null)
          .orderBy('sort_no').orderBy('org_code').limit(1).executeTakeFirstOrThrow();
        const user = await tx.insertInto('users').values({
          username: account.username, realname: account.username, password_hash: account.passwordHash,
          password_changed_at: account.now, phone: account.phone, email: account.email, org_code: top.org_code,
        }).returning('id').executeTakeFirstOrThrow();
        await tx.insertInto('user_tenants').values({ user_id: user.id, tenant_id: REGISTER_TENANT_ID }).execute();
        await tx.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
        await tx.insertInto('user_departments').values({ user_id: user.id, department_id: top.id }).execute();
        return user.id;
      });
    },

    /** The user's tenants with their status (1 active), lowest id first. */
    async memberships(userId: string): Promise<(TenantOption & { active: boolean })[]> {
      const rows = await db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
        .select(['t.id', 't.name', 't.status']).where('ut.user_id', '=', userId).orderBy('t.id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, active: r.status === 1 }));
    },

    /** Moves a session to another tenant and department. */
    async moveSession(tokenHash: string, tenantId: number, orgCode: string): Promise<void> {
      await db.updateTable('sessions').set({ tenant_id: tenantId, org_code: orgCode }).where('token_hash', '=', tokenHash).execute();
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
