import { resourceContract } from '../../test-support/resource-contract.ts';
import { positionResource } from '../../../shared/resources/position.ts';

resourceContract({
  resource: positionResource,
  sample: (n, text) => ({ code: `P${String(n).padStart(3, '0')}`, name: text, postRank: '3' }),
  textField: 'name',
  uniqueField: 'code',
});
