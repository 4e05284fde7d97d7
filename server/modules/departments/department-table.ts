import type { InputOf } from '../../../shared/kit/resource.ts';
import { departmentResource } from '../../../shared/resources/department.ts';
import { FIELD_RULES } from '../../../shared/schemas/field-rules.ts';
import { badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { codeOf, recodeIfMoved, takeNextCode } from './org-code-repository.ts';
import { refuseNonEmptyDepartments } from './department-repository.ts';

type DepartmentInput = InputOf<typeof departmentResource>;

/** Phone (mobile or landline), fax (landline) and e-mail, each optional, with widgets-admin §5's messages. */
function checkContacts(input: DepartmentInput): void {
  const phone = input.phone.trim();
  if (phone && !FIELD_RULES.mobile.test(phone) && !FIELD_RULES.landline.test(phone)) throw badRequest('departPhoneInvalid');
  const fax = input.fax.trim();
  if (fax && !FIELD_RULES.landline.test(fax)) throw badRequest('departFaxInvalid');
  const email = input.email.trim();
  if (email && !FIELD_RULES.email.test(email)) throw badRequest('emailInvalid');
}

/**
 * Where departments live: `departments`, owned by tenant column. The kit checks the parent
 * (visible, no cycle); this binding gives the code from the parent on add, gives a new one to a
 * moved department and its subtree, and keeps a department with children or users from deletion.
 */
export const departmentTable = bindTable({
  resource: departmentResource,
  table: 'departments',
  columns: {
    id: 'id', parentId: 'parent_id', departName: 'depart_name', orgCode: 'org_code', orgType: 'org_type', phone: 'phone',
    email: 'email', fax: 'fax', address: 'address', memo: 'memo', sortNo: 'sort_no', createTime: 'created_at',
  },
  tenant: 'column',
  async toRow(input, scope, mode, tx) {
    checkContacts(input);
    const row: Record<string, unknown> = {
      depart_name: input.departName.trim(), org_type: input.orgType, phone: input.phone.trim(), email: input.email.trim(),
      fax: input.fax.trim(), address: input.address, memo: input.memo, sort_no: input.sortNo,
    };
    if (input.parentId !== undefined) row.parent_id = input.parentId;
    if (mode === 'add') row.org_code = await takeNextCode(tx, scope.tenantId, await codeOf(tx, scope.tenantId, input.parentId ?? null));
    return row;
  },
  async afterWrite(tx, id, _input, scope, mode) {
    if (mode === 'edit') await recodeIfMoved(tx, scope.tenantId, id);
  },
  beforeChange: async (tx, ids, _scope, action) => { if (action === 'delete') await refuseNonEmptyDepartments(tx, ids); },
});
