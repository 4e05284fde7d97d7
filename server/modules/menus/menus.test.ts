import { resourceContract } from '../../test-support/resource-contract.ts';
import { menuInput } from '../../test-support/menu-test-kit.ts';
import { menuResource } from '../../../shared/resources/menu.ts';
import { addPermissionRuleAction, deletePermissionRuleAction, editPermissionRuleAction } from '../../../shared/resources/menu-actions.ts';
import type { TestServer } from '../../test-support/test-server.ts';

// Each menu opens the positions page, so that its data rules can apply (checkDataRule).
const page = (n: number, text: string) => menuInput({ name: text, url: `/contract/menu${n}`, component: 'ContractPage', componentName: 'PositionList', perms: `contract:menu:${n}` });
const rule = (permissionId: string) => ({ permissionId, ruleName: 'contract rule', ruleColumn: 'code', ruleConditions: 'right_like', ruleValue: 'P', status: '1' });

/** The id of a data rule of the menu, made for the call when it has none. */
async function ruleOf(s: TestServer, menuId: string): Promise<string> {
  const found = await s.ctx.db.selectFrom('data_rules').select('id').where('permission_id', '=', menuId).executeTakeFirst();
  if (found) return found.id;
  return (await s.ctx.db.insertInto('data_rules').values({ permission_id: menuId, rule_name: 'made', rule_column: 'code', rule_condition: 'eq', rule_value: 'P1' })
    .returning('id').executeTakeFirstOrThrow()).id;
}

resourceContract({
  resource: menuResource, sample: page, textField: 'name', uniqueField: 'perms',
  treeChild: (n, text, parentId) => ({ ...page(n, text), menuType: 1 as const, parentId }),
  actions: [
    { action: addPermissionRuleAction, input: (row) => rule(row.id) },
    { action: editPermissionRuleAction, input: async (row, s) => ({ ...rule(row.id), id: await ruleOf(s, row.id), ruleValue: 'P2' }) },
    { action: deletePermissionRuleAction, input: async (row, s) => ({ id: await ruleOf(s, row.id) }) },
  ],
});
