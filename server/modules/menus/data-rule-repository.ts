import type { Kysely } from 'kysely';
import type { DataRule, DataRuleInput } from '../../../shared/kit/data-rule.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { likeContains } from '../../lib/sql-like.ts';

const RULE_COLUMNS = [
  'id', 'permission_id as permissionId', 'rule_name as ruleName', 'rule_column as ruleColumn',
  'rule_condition as ruleConditions', 'rule_value as ruleValue', 'status',
] as const;

/** The columns of a rule's input. */
const rowOf = (rule: DataRuleInput) => ({
  permission_id: rule.permissionId, rule_name: rule.ruleName.trim(), rule_column: rule.ruleColumn,
  rule_condition: rule.ruleConditions, rule_value: rule.ruleValue.trim(), status: rule.status,
});

/**
 * The data rules of menus (migration 0017; widgets-admin §6 "role authorisation covers data
 * rules"): plain reads and writes; what may be saved is `checkDataRule`'s to say.
 */
export function createDataRuleRepository(db: Kysely<Database>) {
  return {
    /** The rules of a menu, oldest first; optionally those whose name or column contains the given text. */
    async ofMenu(permissionId: string, filter: { ruleName?: string; ruleColumn?: string } = {}, executor: Executor = db): Promise<DataRule[]> {
      const contains = (text: string) => likeContains(text.trim());
      return await executor.selectFrom('data_rules').select(RULE_COLUMNS).where('permission_id', '=', permissionId)
        .$if(!!filter.ruleName?.trim(), (q) => q.where('rule_name', 'ilike', contains(filter.ruleName!)))
        .$if(!!filter.ruleColumn?.trim(), (q) => q.where('rule_column', 'ilike', contains(filter.ruleColumn!)))
        .orderBy('created_at').orderBy('id').execute() as DataRule[];
    },

    /** One rule, else null. */
    async findById(id: string, executor: Executor = db): Promise<DataRule | null> {
      return (await executor.selectFrom('data_rules').select(RULE_COLUMNS).where('id', '=', id).executeTakeFirst() as DataRule | undefined) ?? null;
    },

    /** Adds a rule; answers its id. */
    async create(rule: DataRuleInput, executor: Executor = db): Promise<string> {
      return (await executor.insertInto('data_rules').values(rowOf(rule)).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** Changes a rule; false when there is none. */
    async update(id: string, rule: DataRuleInput, executor: Executor = db): Promise<boolean> {
      const result = await executor.updateTable('data_rules').set(rowOf(rule)).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes a rule (the roles that had it lose it); false when there is none. */
    async remove(id: string, executor: Executor = db): Promise<boolean> {
      const result = await executor.deleteFrom('data_rules').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
/** The data rule repository of one server. */
export type DataRuleRepository = ReturnType<typeof createDataRuleRepository>;
