import { resourceContract } from '../../test-support/resource-contract.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import {
  deptRoleUserAddAction, saveDepartHeadsAction, saveDepartPermissionAction, saveDeptRolePermissionAction,
} from '../../../shared/resources/department-actions.ts';
import { departmentTable } from './department-table.ts';

/** A role of department `departId` (in the department's tenant), made for the call. */
async function roleOf(s: TestServer, departId: string): Promise<string> {
  const { tenant_id } = await s.ctx.db.selectFrom('departments').select('tenant_id').where('id', '=', departId).executeTakeFirstOrThrow();
  return (await s.ctx.db.insertInto('depart_roles').values({ tenant_id, depart_id: departId, role_name: 'contract role', role_code: `CR${departId.slice(0, 8)}` })
    .onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst())?.id
    ?? (await s.ctx.db.selectFrom('depart_roles').select('id').where('depart_id', '=', departId).executeTakeFirstOrThrow()).id;
}

resourceContract({
  resource: departmentTable.resource,
  sample: (n, text) => ({ departName: text, orgType: '2' as const, phone: `0755-${String(8_000_000 + n)}`, email: `d${n}@example.com`, fax: '', address: '', memo: '', sortNo: n }),
  textField: 'departName',
  actions: [
    { action: saveDepartHeadsAction, input: (row) => ({ departId: row.id, userIds: '' }) },
    { action: saveDepartPermissionAction, input: (row) => ({ departId: row.id, permissionIds: 'menu-system' }) },
    { action: saveDeptRolePermissionAction, input: async (row, s) => ({ roleId: await roleOf(s, row.id), permissionIds: 'menu-system' }) },
    // Nobody's holdings change (the user is no member); the call still needs a grantor and a visible department.
    { action: deptRoleUserAddAction, input: (row) => ({ userId: 'nobody', departId: row.id, newRoleId: '' }) },
  ],
});
