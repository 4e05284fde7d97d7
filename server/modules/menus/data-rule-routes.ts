import { Type } from 'typebox';
import { DataRuleSchema } from '../../../shared/kit/data-rule.ts';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import type { menuResource } from '../../../shared/resources/menu.ts';
import { addPermissionRuleAction, deletePermissionRuleAction, editPermissionRuleAction } from '../../../shared/resources/menu-actions.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import type { Executor } from '../../kit/table-binding.ts';
import { checkDataRule } from './data-rule-check.ts';
import { createDataRuleRepository } from './data-rule-repository.ts';

const PermissionIdQuery = Type.Object({ permissionId: RecordIdSchema, _t: Type.Optional(Type.String()) });
const RuleQuery = Type.Object({
  permissionId: RecordIdSchema,
  ruleName: Type.Optional(Type.String({ maxLength: 50 })),
  ruleColumn: Type.Optional(Type.String({ maxLength: 64 })),
  _t: Type.Optional(Type.String()),
});

/**
 * Data rules administration per menu (JeecgBoot's `/sys/permission/*PermissionRule` calls):
 * list, filtered list; add, edit, delete as the kit's actions on the rule's menu. Rules are
 * platform data, as menus are; a rule that could not apply is refused when saved (`checkDataRule`).
 */
export function dataRuleRoutes(app: TypedApp, ctx: AppContext, menus: RegisteredResource<typeof menuResource>) {
  const rules = createDataRuleRepository(ctx.db);
  const tags = ['dataRule'];
  const guard = menus.guard(PERMISSION_CODES.permissionRule);
  const RuleList = Envelope(Type.Array(DataRuleSchema));

  app.get('/sys/permission/getPermRuleListByPermId', {
    ...guard, schema: { tags, querystring: PermissionIdQuery, response: { 200: RuleList } },
  }, async (request) => {
    await menus.scopeOf(request);
    return ok(request, await rules.ofMenu(request.query.permissionId));
  });

  app.get('/sys/permission/queryPermissionRule', {
    ...guard, schema: { tags, querystring: RuleQuery, response: { 200: RuleList } },
  }, async (request) => {
    await menus.scopeOf(request);
    const { permissionId, ruleName, ruleColumn } = request.query;
    return ok(request, await rules.ofMenu(permissionId, { ruleName, ruleColumn }));
  });

  /** The menu of rule `id`; an unknown rule is a 404. */
  const menuOfRule = async (id: string, executor: Executor = ctx.db) => {
    const rule = await rules.findById(id, executor);
    if (!rule) throw notFound();
    return rule.permissionId;
  };

  // The writes are the kit's actions on the rule's menu (platform data, its data rules, one transaction, logged).
  menus.action(addPermissionRuleAction, {
    ids: ({ input }) => [input.permissionId],
    async run(tx, _ids, _scope, { input }) {
      await checkDataRule(tx, ctx.resources, input);
      return { result: (await rules.findById(await rules.create(input, tx), tx))!, message: 'kitAdded' };
    },
    message: 'kitAdded',
  });

  menus.action(editPermissionRuleAction, {
    // A rule moved to another menu touches both.
    ids: async ({ input }) => [await menuOfRule(input.id), input.permissionId],
    async run(tx, _ids, _scope, { input: { id, ...rule } }) {
      await menuOfRule(id, tx);
      await checkDataRule(tx, ctx.resources, rule);
      await rules.update(id, rule, tx);
      return { result: (await rules.findById(id, tx))! };
    },
    message: 'kitEdited',
  });

  menus.action(deletePermissionRuleAction, {
    ids: async ({ input }) => [await menuOfRule(input.id)],
    async run(tx, _ids, _scope, { input }) {
      if (!(await rules.remove(input.id, tx))) throw notFound();
    },
    message: 'kitDeleted',
  });
}
