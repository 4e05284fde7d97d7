import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { Type, type Static, type TObject } from 'typebox';
import { actionUrl, inputInQuery, type KitAction } from '../../shared/kit/action.ts';
import type { Resource } from '../../shared/kit/resource.ts';
import { Envelope } from '../../shared/schemas/envelope.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { Database } from '../db/schema.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { ok } from '../lib/envelope.ts';
import type { TypedApp } from '../lib/typed-app.ts';
import type { RequestScope } from './request-scope.ts';
import type { ResourceRepository } from './resource-repository.ts';

/** What one call of an action took: its validated input (query or body, by its method) and, for a body, its query. */
export interface ActionCall<I extends TObject, Q extends TObject> {
  input: Static<I>;
  query: Partial<Static<Q>>;
}

/** What `run` gets beside the rows: the call, what `prepare` made, and where to leave work for after the commit. */
export interface ActionRun<I extends TObject, Q extends TObject, P> extends ActionCall<I, Q> {
  prepared: P;
  /** Work that must not happen unless the action committed (ending sessions, telling the domain); awaited before the answer. */
  afterCommit(task: () => unknown): void;
}

/**
 * The server half of an action (`defineAction` in shared/kit/action.ts): which rows it
 * touches and what it does to them. The kit runs it as every write runs: the tenant's scope,
 * the rows locked and checked against the data rules (one hidden row: 404, nothing done),
 * one transaction, one operation-log entry; `run` refuses by throwing an AppError, which
 * rolls everything back.
 */
export interface ActionServer<I extends TObject, Q extends TObject, P = undefined> {
  /** The ids of the rows it touches, read from the call (a bad list is a 400: `splitIds`). */
  ids(call: ActionCall<I, Q>, scope: RequestScope): string[] | Promise<string[]>;
  /** Checks of the input alone and slow work (a password's hash), before the transaction and the rows' lookup. */
  prepare?(call: ActionCall<I, Q>, scope: RequestScope): P | Promise<P>;
  /**
   * For an action `decidedBy: 'authorise'` (open to every signed-in user): whether this caller
   * may act on what the call names; refuses by throwing (403), before the rows' lookup.
   */
  authorise?(call: ActionCall<I, Q>, scope: RequestScope): Promise<void>;
  /**
   * The write, in the transaction `tx`, on the visible, locked rows `ids`; may answer another
   * message than `message`, and, for an action with an `output`, the `result` it declares.
   */
  run(tx: Transaction<Database>, ids: string[], scope: RequestScope, call: ActionRun<I, Q, P>): Promise<ActionAnswer | MessageKey | void>;
  /** The answer's message when `run` names none. */
  message: MessageKey;
}

/** What an action with an `output` answers: its result, and the message when not the action's `message`. */
export interface ActionAnswer {
  /** Checked against the action's `output` as the answer is written. */
  result: unknown;
  message?: MessageKey;
}

/** What the kit's registration of a resource lends its actions. */
export interface ActionHost<X extends Resource> {
  repository: ResourceRepository<X>;
  scopeOf(request: FastifyRequest): Promise<RequestScope>;
  guard(permission: PermissionCode): { config: { auth: { permission: PermissionCode } } };
  /** Tells the domain that the resource's rows changed (after the commit). */
  changed(request: FastifyRequest): void;
}

/**
 * Registers an action's route at its definition's method and path, behind its permission (or,
 * when `decidedBy: 'authorise'`, the session and its `authorise`), answering the envelope with its `output` (else `null`) and
 * the action's message. A body the client left out (JeecgBoot sends some PUTs with the ids in
 * the query alone) is read as an empty one.
 */
export function registerAction<X extends Resource, I extends TObject, Q extends TObject, P>(
  app: TypedApp, host: ActionHost<X>, action: KitAction<X, I, Q>, server: ActionServer<I, Q, P>,
): void {
  const open = action.decidedBy === 'authorise';
  if (open && !server.authorise) throw new Error(`action ${action.name} is decided by its authorise but has none`);
  const inQuery = inputInQuery(action.method);
  const schema = {
    tags: [action.resource.name],
    ...(inQuery ? { querystring: action.input } : { body: action.input, ...(action.query ? { querystring: action.query } : {}) }),
    response: { 200: Envelope(Type.Unsafe<unknown>(action.output ?? Type.Null())) },
  };
  app.route({
    method: action.method,
    url: actionUrl(action),
    ...(open ? { config: { ...host.guard(action.permission).config, auth: 'session' as const } } : host.guard(action.permission)),
    ...(inQuery ? {} : { preValidation: async (request: FastifyRequest) => { request.body ??= {}; } }),
    schema,
    handler: async (request) => {
      const scope = await host.scopeOf(request);
      const call = {
        input: (inQuery ? request.query : request.body) as Static<I>,
        query: (inQuery ? {} : request.query ?? {}) as Partial<Static<Q>>,
      };
      await server.authorise?.(call, scope);
      const prepared = (await server.prepare?.(call, scope)) as P;
      const ids = await server.ids(call, scope);
      const answer = await host.repository.act(scope, ids, action, (tx, afterCommit) => server.run(tx, ids, scope, { ...call, prepared, afterCommit }));
      host.changed(request);
      if (answer && typeof answer === 'object') return ok(request, answer.result as never, answer.message ?? server.message);
      return ok(request, null, answer || server.message);
    },
  });
}
