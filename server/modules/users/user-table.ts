import { ADMIN_USERNAME, userResource } from '../../../shared/resources/user.ts';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { hashPassword, meetsPasswordPolicy } from '../../lib/credentials/passwords.ts';
import { importedPasswordsOf } from './imported-passwords.ts';
import { readUserTenants, writeUserTenants } from './user-tenant-repository.ts';
import { createUserRepository } from './user-repository.ts';

type Input = Record<string, unknown>;

/**
 * Where users live (widgets-admin §3 "User"): global identities that join tenants
 * (`user_tenants`), deleted into a recycle bin; their departments, roles and positions are
 * links of the request's tenant. The platform tenant also sets which tenants a user joins
 * (`tenantIds`, user-tenant-repository.ts). The administrator account is never changed here; a user who
 * belongs to other tenants too is deleted only from the platform tenant.
 */
export function createUserTable(ctx: AppContext) {
  const imported = importedPasswordsOf(ctx);
  // An imported user's placeholder, by its input, until afterImport hands it over with the password.
  const placeholders = new WeakMap<Input, string>();
  return bindTable({
    resource: userResource,
    table: 'users',
    columns: {
      id: 'id', username: 'username', realname: 'realname', workNo: 'work_no', phone: 'phone', telephone: 'telephone',
      email: 'email', sex: 'sex', birthday: 'birthday', avatar: 'avatar', status: 'status', orgCode: 'org_code', createTime: 'created_at',
    },
    tenant: 'membership',
    softDelete: true,
    relations: {
      departIds: { link: 'user_departments', from: 'user_id', to: 'department_id', target: 'departments', inputAlias: 'selecteddeparts' },
      roleIds: { link: 'user_roles', from: 'user_id', to: 'role_id', target: 'roles', inputAlias: 'selectedroles' },
      positionIds: { link: 'user_positions', from: 'user_id', to: 'position_id', target: 'positions' },
    },
    async toRow(input, scope, mode) {
      const i = input as Input;
      const profile = {
        realname: String(i.realname).trim(), work_no: i.workNo, phone: i.phone, telephone: i.telephone, email: i.email,
        sex: i.sex, birthday: i.birthday, avatar: i.avatar, updated_at: ctx.now(),
      };
      if (mode === 'edit') return profile;
      // Ours is confirmPassword; JeecgBoot's client sends confirmpassword. Either must match.
      for (const confirm of [i.confirmPassword, i.confirmpassword]) if (confirm !== undefined && confirm !== i.password) throw badRequest('passwordMismatch');
      if (!meetsPasswordPolicy(String(i.password))) throw badRequest('passwordPolicy');
      let passwordHash: string;
      if (scope.importing) {
        // Hashed after the import answered (imported-passwords.ts), not while it holds the request.
        imported.checkRoom();
        passwordHash = imported.placeholderHash();
        placeholders.set(i, passwordHash);
      } else {
        passwordHash = await hashPassword(String(i.password), ctx.scryptLogN);
      }
      return { ...profile, username: i.username, password_hash: passwordHash, password_changed_at: ctx.now(), created_at: ctx.now() };
    },
    afterImport(id, input) {
      const i = input as Input;
      const placeholder = placeholders.get(i);
      if (placeholder) imported.enqueue(id, placeholder, String(i.password));
      else console.error(`imported user ${id} has no password placeholder: its password was not hashed`);
    },
    decorate: readUserTenants,
    // The current department is one of the user's departments in this tenant, the first by default.
    async afterWrite(tx, id, input, scope) {
      await writeUserTenants(tx, id, (input as Input).tenantIds as string[] | undefined, scope);
      await createUserRepository(tx).settleOrgCode(id);
    },
    async beforeChange(tx, ids, scope, action) {
      const users = createUserRepository(tx);
      if ((await users.usernames(ids)).some((name) => name.toLowerCase() === ADMIN_USERNAME)) throw badRequest('adminUnchangeable');
      if (action !== 'delete') return;
      if (ids.includes(scope.userId)) throw badRequest('cannotDeleteSelf');
      if (scope.tenantId === PLATFORM_TENANT_ID) return;
      if (await users.anyInOtherTenants(ids, scope.tenantId)) throw badRequest('userInOtherTenants');
    },
  });
}
