import { resourceContract } from '../../test-support/resource-contract.ts';
import { menuInput } from '../../test-support/menu-test-kit.ts';
import { menuResource } from '../../../shared/resources/menu.ts';

const page = (n: number, text: string) => menuInput({ name: text, url: `/contract/menu${n}`, component: 'ContractPage', perms: `contract:menu:${n}` });

resourceContract({
  resource: menuResource, sample: page, textField: 'name', uniqueField: 'perms',
  treeChild: (n, text, parentId) => ({ ...page(n, text), menuType: 1 as const, parentId }),
});

