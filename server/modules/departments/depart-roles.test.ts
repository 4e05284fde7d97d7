import { resourceContract } from '../../test-support/resource-contract.ts';
import { departRoleTable } from './depart-role-routes.ts';

/** A department of each tenant, for the roles to belong to (tenant 2 has none seeded). */
const departs = new Map<number, string>();

resourceContract({
  resource: departRoleTable.resource,
  async setup(s) {
    for (const tenantId of [1, 2]) {
      const { id } = await s.ctx.db.insertInto('departments').values({
        tenant_id: tenantId, depart_name: `roles home ${tenantId}`, org_code: 'Z99', org_type: '2', parent_id: null,
      }).returning('id').executeTakeFirstOrThrow();
      departs.set(tenantId, id);
    }
  },
  // A role name has at least 2 characters; the contract's one-letter texts are padded.
  sample: (n, text, tenantId) => ({ departId: departs.get(tenantId)!, roleName: text.padEnd(2, '.'), roleCode: `DR${String(n).padStart(3, '0')}`, description: '' }),
  textField: 'roleName',
  uniqueField: 'roleCode',
});
