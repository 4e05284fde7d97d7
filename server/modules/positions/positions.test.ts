import { resourceContract } from '../../kit/resource-contract.ts';
import { positionTable } from './routes.ts';

resourceContract({
  binding: positionTable,
  sample: (n, text) => ({ code: `P${String(n).padStart(3, '0')}`, name: text, postRank: '3' }),
  textField: 'name',
  uniqueField: 'code',
});
