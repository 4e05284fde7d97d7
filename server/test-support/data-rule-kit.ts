import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A data rule as a test writes it: a field of the page's resource, a condition, a value. */
export interface RuleValues {
  rule_column: string;
  rule_condition: string;
  rule_value: string;
}

/**
 * Gives `username` a new role in tenant 1 that holds a kit page's menu (by component name) and
 * its buttons, with `rule` on that menu when given; returns the role's and the rule's ids. The
 * data-rule tests and bench:auth-overhead build their callers with it.
 */
export async function roleOnPage(db: Kysely<Database>, values: { username: string; page: string; roleCode: string; rule?: RuleValues }) {
  const menu = await db.selectFrom('permissions').select('id').where('component_name', '=', values.page).executeTakeFirstOrThrow();
  const role = await db.insertInto('roles').values({ tenant_id: 1, role_code: values.roleCode, role_name: values.roleCode })
    .returning('id').executeTakeFirstOrThrow();
  const grants = await db.selectFrom('permissions').select('id').where((eb) => eb.or([eb('id', '=', menu.id), eb('parent_id', '=', menu.id)])).execute();
  await db.insertInto('role_permissions').values(grants.map((g) => ({ role_id: role.id, permission_id: g.id }))).execute();
  let ruleId: string | null = null;
  if (values.rule) {
    ruleId = (await db.insertInto('data_rules').values({ permission_id: menu.id, rule_name: values.roleCode, ...values.rule })
      .returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('role_data_rules').values({ role_id: role.id, rule_id: ruleId }).execute();
  }
  const user = await db.selectFrom('users').select('id').where('username', '=', values.username).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return { menuId: menu.id, roleId: role.id, ruleId, userId: user.id };
}
