import { Type } from 'typebox';
import { DictCodeSchema, DictItemSchema, DuplicateCheckQuerySchema, Envelope, PERMISSION_CODES } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { ok, refused } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import type { DictRepository } from './dict-repository.ts';
import { isValueAvailable, tableDictItems, tableDictSpec } from './table-queries.ts';

const AllItemsSchema = Type.Record(Type.String(), Type.Array(DictItemSchema));

/** Dictionaries, their cache, and the uniqueness check (portal-shell §7). */
export async function dictRoutes(app: TypedApp, ctx: AppContext, dicts: DictRepository) {
  // Signed call: X-Sign/X-TIMESTAMP on top of the session (plugins/signature.ts).
  app.get('/sys/dict/getDictItems/:dictCode', {
    config: { auth: 'session', signed: true },
    schema: {
      tags: ['dict'],
      params: Type.Object({ dictCode: DictCodeSchema }),
      response: { 200: Envelope(Type.Array(DictItemSchema)) },
    },
  }, async (request) => {
    const { dictCode } = request.params;
    if (dictCode.includes(',')) {
      // A table dictionary lists the table: it needs what the table's list needs.
      const userId = sessionOf(request).userId;
      const spec = await tableDictSpec(dictCode, (permission) => ctx.permissions.userHas(userId, request.tenantId, permission));
      return ok(request, await tableDictItems(ctx.db, spec, request.tenantId));
    }
    const items = await dicts.items(dictCode, request.locale);
    if (!items) throw badRequest('dictNotFound', { code: dictCode });
    return ok(request, items);
  });

  app.get('/sys/dict/queryAllDictItems', {
    config: { auth: 'session' },
    schema: { tags: ['dict'], response: { 200: Envelope(AllItemsSchema) } },
  }, async (request) => ok(request, await dicts.all(request.locale)));

  app.get('/sys/dict/refleshCache', {
    config: { auth: { permission: PERMISSION_CODES.dictRefresh } },
    schema: { tags: ['dict'], response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    dicts.refresh();
    return ok(request, null, 'cacheRefreshed');
  });

  // A taken value is an answer, not a fault: HTTP 200 with success false (the documented client reads `success`).
  app.get('/sys/duplicate/check', {
    config: { auth: 'session' },
    schema: { tags: ['dict'], querystring: DuplicateCheckQuerySchema, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    // A kit resource's unique fields first (server/kit/resource-registry.ts), then the fixed allowlist.
    const available = await ctx.resources.isAvailable(ctx.db, request.query, request.tenantId)
      ?? await isValueAvailable(ctx.db, request.query, request.tenantId);
    return available ? ok(request, null, 'valueAvailable') : refused(request, 'valueTaken', 409);
  });
}
