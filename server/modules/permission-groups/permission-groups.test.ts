import { resourceContract } from '../../kit/resource-contract.ts';
import { permissionGroupTable } from './routes.ts';

resourceContract({
  binding: permissionGroupTable,
  sample: (n, text) => ({ code: `group_${String(n).padStart(3, '0')}`, name: text, description: `group ${n}` }),
  textField: 'name',
  uniqueField: 'code',
});
