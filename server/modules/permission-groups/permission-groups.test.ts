import { resourceContract } from '../../test-support/resource-contract.ts';
import { permissionGroupResource } from '../../../shared/resources/permission-group.ts';

resourceContract({
  resource: permissionGroupResource,
  sample: (n, text) => ({ code: `group_${String(n).padStart(3, '0')}`, name: text, description: `group ${n}` }),
  textField: 'name',
  uniqueField: 'code',
});
