import { resourceContract } from '../../test-support/resource-contract.ts';
import { saveDepartHeadsAction } from '../../../shared/resources/department-actions.ts';
import { departmentTable } from './department-table.ts';

resourceContract({
  resource: departmentTable.resource,
  sample: (n, text) => ({ departName: text, orgType: '2' as const, phone: `0755-${String(8_000_000 + n)}`, email: `d${n}@example.com`, fax: '', address: '', memo: '', sortNo: n }),
  textField: 'departName',
  actions: [{ action: saveDepartHeadsAction, input: (row) => ({ departId: row.id, userIds: '' }) }],
});
