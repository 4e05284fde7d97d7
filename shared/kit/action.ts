import type { Static, TObject, TSchema } from 'typebox';
import { request, type HttpMethod, type QueryValue } from '../api/request.ts';
import type { PermissionCode } from '../schemas/permission-codes.ts';
import type { Resource } from './resource.ts';

/**
 * A resource's special action beside the kit's routes (freeze, departure, release, pause…):
 * its route and what it takes, declared once in `shared/` so that the server's route
 * (server/kit/action-routes.ts: one transaction, the tenant, the data rules, the operation
 * log) and the client's call (`callAction`) cannot drift apart.
 */
export interface ActionSpec<I extends TObject = TObject, Q extends TObject = TObject> {
  /** Its name in the operation log, e.g. 'freeze'. */
  name: string;
  /** How it is called (default PUT): GET and DELETE take `input` in the query, POST and PUT in the body. */
  method?: HttpMethod;
  /** Its path below the resource's `basePath`, e.g. 'frozenBatch'; or, from '/', below the API's (JeecgBoot keeps some of a resource's actions elsewhere). */
  path: string;
  permission: PermissionCode;
  /**
   * `'authorise'`: any signed-in user reaches the route and the server's `authorise` decides
   * per row (a department's heads act in their own department without the permission, which
   * then names those who always may).
   */
  decidedBy?: 'authorise';
  /** What it takes, validated before anything runs. */
  input: I;
  /** For a POST or PUT: what it also reads from the query (JeecgBoot sends some ids there). */
  query?: Q;
  /** What it answers in the envelope's `result` (default `null`): a saved rule, the temporary passwords. */
  output?: TSchema;
  /** The rows it acts on: the live ones (default) or those in the recycle bin (restore, purge). */
  rows?: 'live' | 'recycled';
  /** Its type in the operation log (default 'edit'; a purge is a 'delete', a rule added to a menu an 'add'). */
  logAs?: 'add' | 'edit' | 'delete';
}

/** An action of `resource`, its method settled. */
export type KitAction<X extends Resource = Resource, I extends TObject = TObject, Q extends TObject = TObject> =
  Required<Pick<ActionSpec<I, Q>, 'method'>> & ActionSpec<I, Q> & { resource: X };

/** Declares a special action of `resource` (see `ActionSpec`). */
export function defineAction<X extends Resource, I extends TObject, Q extends TObject = TObject>(resource: X, spec: ActionSpec<I, Q>): KitAction<X, I, Q> {
  return { ...spec, method: spec.method ?? 'PUT', resource };
}

/** The API path of an action, e.g. '/sys/user/frozenBatch'. */
export const actionUrl = (action: KitAction): string => (action.path.startsWith('/') ? action.path : `${action.resource.basePath}/${action.path}`);

/** Whether an action takes its input in the query (GET, DELETE) rather than the body. */
export const inputInQuery = (method: HttpMethod): boolean => method === 'GET' || method === 'DELETE';

/** Calls an action by its definition's method and path; resolves with the envelope's `result`. */
export async function callAction<I extends TObject>(action: KitAction<Resource, I>, input: Static<I>): Promise<null> {
  const inQuery = inputInQuery(action.method);
  const answer = await request<null>(actionUrl(action), {
    method: action.method,
    ...(inQuery ? { query: input as Record<string, QueryValue> } : { body: input }),
  });
  return answer.result;
}
