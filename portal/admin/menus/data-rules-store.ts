import { atom } from 'nanostores';
import { del, get, post, put } from '../../../shared/api/index.ts';
import type { DataRule, DataRuleInput } from '../../../shared/kit/data-rule.ts';
import { createFetcherStore } from '../../../shared/kit/query-client.ts';
import { createResourceMutation } from '../../../shared/kit/resource-mutators.ts';

// Their own key prefix: a rule's change reads the rules again, not the menu tree.
const RULES = { name: 'menuRule' };

/** The menu whose data rules the drawer shows; null while it is closed. */
export const $ruleMenuId = atom<string | null>(null);

/** The data rules of `$ruleMenuId` (`getPermRuleListByPermId`), read again after each change. */
export const $dataRules = createFetcherStore<DataRule[]>(['kit:menuRule:', $ruleMenuId], {
  fetcher: (_prefix, permissionId) => get<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId: String(permissionId) }),
});

/** The changes of a menu's data rules (JeecgBoot's `add`/`edit`/`deletePermissionRule`); each reads the list again. */
export const dataRuleMutations = {
  add: createResourceMutation(RULES, (rule: DataRuleInput) => post<DataRule>('/sys/permission/addPermissionRule', rule)),
  edit: createResourceMutation(RULES, (rule: DataRule) => put<DataRule>('/sys/permission/editPermissionRule', rule)),
  remove: createResourceMutation(RULES, (id: string) => del<null>('/sys/permission/deletePermissionRule', { id })),
};
