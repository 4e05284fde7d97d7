import { Type } from 'typebox';
import { DataRuleInputSchema, DataRuleSchema } from '../../../shared/kit/data-rule.ts';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import type { menuResource } from '../../../shared/resources/menu.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { logOperation } from '../../kit/operation-log.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
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
 * list, filtered list, add, edit, delete. Rules are platform data, as menus are; a rule that
 * could not apply is refused when saved (`checkDataRule`). Writes are logged in their transaction.
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

  app.post('/sys/permission/addPermissionRule', {
    ...guard, schema: { tags, body: DataRuleInputSchema, response: { 200: Envelope(DataRuleSchema) } },
  }, async (request) => {
    const scope = await menus.scopeOf(request);
    const saved = await ctx.db.transaction().execute(async (tx) => {
      await checkDataRule(tx, ctx.resources, request.body);
      const id = await rules.create(request.body, tx);
      await logOperation(tx, scope, 'dataRule', 'add', [id]);
      return rules.findById(id, tx);
    });
    return ok(request, saved!, 'kitAdded');
  });

  app.put('/sys/permission/editPermissionRule', {
    ...guard, schema: { tags, body: DataRuleSchema, response: { 200: Envelope(DataRuleSchema) } },
  }, async (request) => {
    const scope = await menus.scopeOf(request);
    const { id, ...rule } = request.body;
    const saved = await ctx.db.transaction().execute(async (tx) => {
      if (!(await rules.findById(id, tx))) throw notFound();
      await checkDataRule(tx, ctx.resources, rule);
      await rules.update(id, rule, tx);
      await logOperation(tx, scope, 'dataRule', 'edit', [id]);
      return rules.findById(id, tx);
    });
    return ok(request, saved!, 'kitEdited');
  });

  app.delete('/sys/permission/deletePermissionRule', {
    ...guard, schema: { tags, querystring: Type.Object({ id: RecordIdSchema }), response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await menus.scopeOf(request);
    await ctx.db.transaction().execute(async (tx) => {
      if (!(await rules.remove(request.query.id, tx))) throw notFound();
      await logOperation(tx, scope, 'dataRule', 'delete', [request.query.id]);
    });
    return ok(request, null, 'kitDeleted');
  });
}
