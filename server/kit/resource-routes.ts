import type { FastifyRequest } from 'fastify';
import { Type, type TObject } from 'typebox';
import type { KitAction } from '../../shared/kit/action.ts';
import { PLATFORM_TENANT_ID, routeOf, type KitRoute, type Resource } from '../../shared/kit/resource.ts';
import { Envelope } from '../../shared/schemas/envelope.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { LocalizedText } from '../../shared/schemas/localized-text.ts';
import type { AppContext } from '../app-context.ts';
import { forbidden, notFound } from '../lib/app-error.ts';
import { ok } from '../lib/envelope.ts';
import type { TypedApp } from '../lib/typed-app.ts';
import { sessionOf } from '../lib/session-of.ts';
import { registerAction, type ActionServer } from './action-routes.ts';
import { dataRulesFor } from './data-rules.ts';
import { requestScope, type RequestScope } from './request-scope.ts';
import { createResourceRepository, type ResourceRepository } from './resource-repository.ts';
import { MAX_BATCH_IDS, splitIds } from './batch-ids.ts';
import { sendExport } from './export-route.ts';
import { registerImport } from './import-route.ts';
import type { TableBinding } from './table-binding.ts';
import { registerTreeRoutes } from './tree-routes.ts';

export { MAX_BATCH_IDS, splitIds };

/** What a resource module gets back, to add its special routes beside the kit's. */
export interface RegisteredResource<X extends Resource> {
  repository: ResourceRepository<X>;
  /** The scope of a request on this resource, its data rules read. */
  scopeOf(request: FastifyRequest): Promise<RequestScope>;
  /** The route options of a permission: `{ config: { auth: { permission } } }`. */
  guard(permission: PermissionCode): { config: { auth: { permission: PermissionCode } } };
  /** Registers a special action of the resource (server/kit/action-routes.ts). */
  action<I extends TObject, Q extends TObject, P>(action: KitAction<X, I, Q>, server: ActionServer<I, Q, P>): void;
}

/**
 * The kit's standard routes of a resource (architecture §4a; widgets-admin §7 "list URL",
 * "delete URL"): `list` and `queryById`, and, for each action the resource gives a permission,
 * `add`, `edit` (PUT and POST), `delete`, `deleteBatch`, `exportXls`, `importExcel` (in its own
 * scope, with multipart); a tree resource also its tree calls (`registerTreeRoutes`). Each at the method and path the
 * resource's `routes` name, else JeecgBoot's (`routeOf`). Handlers are one call to the one
 * repository; the resource's special actions go through `action` (server/kit/action-routes.ts).
 */
export function registerResource<X extends Resource>(app: TypedApp, ctx: AppContext, binding: TableBinding<X>): RegisteredResource<X> {
  const { resource } = binding;
  const { schemas, permissions, basePath } = resource;
  const repository = createResourceRepository(ctx.db, binding, { timeZone: ctx.config.timeZone, dictTexts: ctx.dicts });
  ctx.resources.add(binding as never);
  const tags = [resource.name];
  // Its 400s name a field by its label in the request's language (server/plugins/errors.ts).
  const fieldLabels = Object.fromEntries([
    ...Object.entries(resource.inputFields ?? {}), ...Object.entries(resource.fields),
  ].map(([key, spec]) => [key, (spec as { label?: LocalizedText } | undefined)?.label]));
  const guard = (permission: PermissionCode) => ({ config: { auth: { permission }, fieldLabels } });
  const scopeOf = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    if (binding.tenant === 'none' && request.tenantId !== PLATFORM_TENANT_ID) throw forbidden('platformOnly');
    const [rules, may] = await Promise.all([
      dataRulesFor(ctx.permissions, resource.page, { ...session, tenantId: request.tenantId }),
      ctx.permissions.permits(session.userId, request.tenantId),
    ]);
    const scope = requestScope(request, rules, may);
    if (binding.readers) scope.manages = may(binding.readers.manage);
    return scope;
  };
  // Content every signed-in user reads is listed and opened with a session; the rows are the reader's (`readers.sees`).
  type Guard = { config: { auth: 'session' | { permission: PermissionCode }; fieldLabels: typeof fieldLabels } };
  const sessionGuard: Guard = { config: { auth: 'session', fieldLabels } };
  const readGuard: Guard = binding.readers ? sessionGuard : guard(permissions.list);
  // Writes decided per row (`readers.rowWrites`) need only a session; the binding refuses the rest.
  const writeGuard = (permission: PermissionCode): Guard => (binding.readers?.rowWrites ? sessionGuard : guard(permission));
  /** Tells the domain that the resource's rows changed (after the write committed). */
  const changed = (request: FastifyRequest) => ctx.events.emit('resource.changed', { resource: resource.name, tenantId: request.tenantId });
  /** The URL of one of the resource's kit routes (its own name, else JeecgBoot's). */
  const url = (route: KitRoute) => `${basePath}/${routeOf(resource, route).path}`;
  const found = <T>(record: T | null): T => {
    if (record === null) throw notFound();
    return record;
  };

  app.get(url('list'), {
    ...readGuard,
    schema: { tags, querystring: schemas.listQuery, response: { 200: Envelope(schemas.page) } },
  }, async (request) => ok(request, await repository.paginate(await scopeOf(request), request.query as never)));

  app.get(url('queryById'), {
    ...readGuard,
    schema: { tags, querystring: schemas.idQuery, response: { 200: Envelope(resource.record) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const record = found(await repository.findById(scope, request.query.id));
    await binding.readers?.opened?.(ctx.db, request.query.id, scope);
    return ok(request, record);
  });

  if (resource.tree) registerTreeRoutes(app, { resource: resource as X & { tree: NonNullable<X['tree']> }, repository, scopeOf, guard, read: readGuard });

  if (permissions.add) {
    app.route({
      method: routeOf(resource, 'add').method, url: url('add'),
      ...writeGuard(permissions.add),
      schema: { tags, body: resource.input, response: { 200: Envelope(resource.record) } },
      handler: async (request) => {
        const scope = await scopeOf(request);
        const id = await repository.create(scope, request.body as never);
        changed(request);
        return ok(request, found(await repository.findById(scope, id)), 'kitAdded');
      },
    });
  }

  if (permissions.edit) {
    // JeecgBoot's server takes an edit as PUT or POST, whichever its client sends.
    app.route({
      method: ['PUT', 'POST'], url: url('edit'),
      ...writeGuard(permissions.edit),
      schema: { tags, body: schemas.edit, response: { 200: Envelope(resource.record) } },
      handler: async (request) => {
        const scope = await scopeOf(request);
        const { id, ...input } = request.body as { id: string };
        if (!(await repository.update(scope, id, input as never))) throw notFound();
        changed(request);
        return ok(request, found(await repository.findById(scope, id)), 'kitEdited');
      },
    });
  }

  if (permissions.delete) {
    app.delete(url('delete'), {
      ...writeGuard(permissions.delete),
      schema: { tags, querystring: schemas.idQuery, response: { 200: Envelope(Type.Null()) } },
    }, async (request) => {
      if (!(await repository.remove(await scopeOf(request), [request.query.id]))) throw notFound();
      changed(request);
      return ok(request, null, 'kitDeleted');
    });
    app.delete(url('deleteBatch'), {
      ...writeGuard(permissions.delete),
      schema: { tags, querystring: schemas.idsQuery, response: { 200: Envelope(Type.Null()) } },
    }, async (request) => {
      if (!(await repository.remove(await scopeOf(request), splitIds(request.query.ids)))) throw notFound();
      changed(request);
      return ok(request, null, 'kitBatchDeleted');
    });
  }

  if (permissions.export) {
    app.get(url('exportXls'), {
      ...guard(permissions.export),
      schema: { tags, querystring: schemas.exportQuery },
    }, async (request, reply) => sendExport(ctx, binding, repository, await scopeOf(request), request, reply));
  }

  if (permissions.import) registerImport(app, ctx, binding, repository, scopeOf, permissions.import, changed);

  const action = <I extends TObject, Q extends TObject, P>(definition: KitAction<X, I, Q>, server: ActionServer<I, Q, P>) =>
    registerAction(app, { repository, scopeOf, guard, changed }, definition, server);
  return { repository, scopeOf, guard, action };
}
