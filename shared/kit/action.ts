import type { Static, TObject, TSchema } from 'typebox';
import { request, type HttpMethod, type QueryValue } from '../api/request.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import type { PermissionCode } from '../schemas/permission-codes.ts';
import type { InputOf, RecordOf, Resource } from './resource.ts';

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

/**
 * How a list offers an action on one of its rows (issue 23 "One source for each fact"): the
 * kit's list draws the link from this, so a page only names the action. Texts are in the three
 * languages; in `confirm`, `{field}` stands for that field of the row ('确定发布通告「{titile}」吗？').
 * Its functions are methods so that an action of any resource is an action (`KitAction` of `Resource`).
 */
export interface ActionRow<R, In> {
  label: LocalizedText;
  /** Shown only for the rows it applies to (release while a draft); always when absent. */
  when?(record: R): boolean;
  /** Asked before it is done; done at once when absent. */
  confirm?: LocalizedText;
  /** Said once it is done; nothing when absent. */
  done?: LocalizedText;
  /** Drawn in the danger colour, its question too (freeze). */
  danger?: boolean;
  /** The action's input for a row (default `{ id }`). */
  input?(record: R): In;
}

/** An action of `resource`, its method settled. */
export type KitAction<X extends Resource = Resource, I extends TObject = TObject, Q extends TObject = TObject> =
  Required<Pick<ActionSpec<I, Q>, 'method'>> & ActionSpec<I, Q> & { resource: X; row?: ActionRow<RecordOf<X>, Static<I>> };

/** Declares a special action of `resource` (see `ActionSpec`), with how a list offers it on a row when it has a `row`. */
export function defineAction<X extends Resource, I extends TObject, Q extends TObject = TObject>(
  resource: X, spec: ActionSpec<I, Q> & { row: ActionRow<RecordOf<X>, Static<I>> },
): KitAction<X, I, Q> & { row: ActionRow<RecordOf<X>, Static<I>> };
export function defineAction<X extends Resource, I extends TObject, Q extends TObject = TObject>(resource: X, spec: ActionSpec<I, Q>): KitAction<X, I, Q>;
export function defineAction<X extends Resource, I extends TObject, Q extends TObject = TObject>(
  resource: X, spec: ActionSpec<I, Q> & { row?: ActionRow<RecordOf<X>, Static<I>> },
): KitAction<X, I, Q> {
  return { ...spec, method: spec.method ?? 'PUT', resource };
}

/**
 * A row action done through the resource's own `edit` (a tenant's freeze sets its state): no
 * route of its own, the edit's permission, and the edit input `row.input` makes of the row.
 */
export interface RowEdit<X extends Resource = Resource> {
  resource: X;
  /** Its key (test id `<prefix>-<name>`). */
  name: string;
  row: ActionRow<RecordOf<X>, Partial<InputOf<X>>> & { input(record: RecordOf<X>): Partial<InputOf<X>> };
}

/** Declares a row action of `resource` done through its `edit` (see `RowEdit`). */
export function defineRowEdit<X extends Resource>(resource: X, spec: Omit<RowEdit<X>, 'resource'>): RowEdit<X> {
  return { ...spec, resource };
}

/** What a list may offer on its rows from the definition: an action with a `row`, or a row edit. */
export type RowCommand<X extends Resource = Resource> = (KitAction<X> & { row: ActionRow<RecordOf<X>, unknown> }) | RowEdit<X>;

/** Whether a row command is done through the resource's edit. */
export const isRowEdit = <X extends Resource>(command: RowCommand<X>): command is RowEdit<X> => !('method' in command);

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
