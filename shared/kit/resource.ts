import { Type, type Static, type TObject, type TProperties } from 'typebox';
import type { HttpMethod } from '../api/request.ts';
import { PAGE_NO_MAX } from '../list/paging.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import type { PermissionCode } from '../schemas/permission-codes.ts';
import { rangeParams } from './date-range.ts';
import type { FieldFormat, FieldSpec, FormTexts } from './field.ts';
import { MATCH_TYPES } from './query-rules.ts';
import { levelNodeSchema, type TreeSpec } from './tree.ts';
import { withDictTexts } from './wire-record.ts';

/** The kit's actions; `list` (with `queryById`) every resource has, the others it may leave out. */
export const RESOURCE_ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** The kit's routes of a resource (server/kit/resource-routes.ts); each may be renamed by `ResourceSpec.routes`. */
export const KIT_ROUTES = ['list', 'queryById', 'childList', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'] as const;
export type KitRoute = (typeof KIT_ROUTES)[number];

/** Where one route lives: its method and its path below the resource's `basePath` (no leading slash). */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
}

/**
 * JeecgBoot's routes (widgets-admin §7): each route's path is its name. `edit` is sent as PUT
 * and answers POST too (JeecgBoot's server takes both on every `/edit`).
 */
export const DEFAULT_ROUTES: { readonly [K in KitRoute]: RouteSpec } = {
  list: { method: 'GET', path: 'list' },
  queryById: { method: 'GET', path: 'queryById' },
  childList: { method: 'GET', path: 'childList' },
  add: { method: 'POST', path: 'add' },
  edit: { method: 'PUT', path: 'edit' },
  delete: { method: 'DELETE', path: 'delete' },
  deleteBatch: { method: 'DELETE', path: 'deleteBatch' },
  exportXls: { method: 'GET', path: 'exportXls' },
  importExcel: { method: 'POST', path: 'importExcel' },
};

/** A write that takes a body: sent as POST or PUT. */
type BodyRoute = string | { method?: 'POST' | 'PUT'; path?: string };
/** A route whose method is fixed (reads GET, deletes DELETE): only its path may change. */
type PathRoute = string | { path: string };

/**
 * The routes a resource renames (a string is a path): `add` and `edit` may also name the
 * method the client sends (`{ method: 'POST', path: 'addPushPlan' }`).
 */
export type ResourceRoutes = { [K in KitRoute]?: K extends 'add' | 'edit' ? BodyRoute : PathRoute };

/** The method and path (below `basePath`) of one of a resource's kit routes: its own, else JeecgBoot's. */
export function routeOf(resource: { routes?: ResourceRoutes | undefined }, route: KitRoute): RouteSpec {
  const own = resource.routes?.[route];
  const fallback = DEFAULT_ROUTES[route];
  if (own === undefined) return fallback;
  if (typeof own === 'string') return { method: fallback.method, path: own };
  return { method: ('method' in own && own.method) || fallback.method, path: own.path ?? fallback.path };
}

/** The path below its base of one of a resource's kit routes (see `routeOf`). */
export const routeName = (resource: { routes?: ResourceRoutes | undefined }, route: KitRoute): string => routeOf(resource, route).path;

/** The largest page a kit list answers (the pages offer 10/20/30; pickers and lookups ask more, as `USER_LIST_MAX_PAGE`). */
export const KIT_PAGE_SIZE_MAX = 1000;

/**
 * The platform's own tenant: data of no tenant (menus, the tenants themselves) is managed
 * from it only; another tenant's administrators manage their own tenant alone (issue 11 "Tenants").
 */
export const PLATFORM_TENANT_ID = 1;

/** An input key of a resource that is not a field of its record (see `ResourceSpec.inputFields`). */
export interface InputFieldSpec extends FormTexts, FieldFormat {
  label: LocalizedText;
  /** Never echoed back (a password). */
  secret?: boolean;
  /** The text of each value of a fixed set (an enum of the input schema), as `FieldSpec.options`. */
  options?: Record<string, LocalizedText>;
}

/** A record id as the kit's routes take it. */
export const RecordIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/**
 * One back-office resource, declared once (architecture §4a): its record and input shapes,
 * the fields the kit may sort, filter, query, export and check (the allowlist), the
 * permission of each action, and where it lives in the API. The server's routes and
 * repository, the client's data provider and the portal's pages are all derived from it.
 */
export interface ResourceSpec<R extends TProperties, I extends TProperties> {
  /** A short name for logs and store keys, e.g. 'user'. */
  name: string;
  /** What its exports are called, in the three languages (the name when not given). */
  title?: LocalizedText;
  /** The URL prefix of its routes below the API base, e.g. '/sys/user'. */
  basePath: `/${string}`;
  /** The table name the duplicate check (`/sys/duplicate/check?tableName=`) knows it by, e.g. 'sys_position'. */
  tableName: string;
  /** The component name of its menu page: data rules set on that menu apply to it (portal-shell §1 "data permissions"). */
  page: string;
  record: TObject<R>;
  /** What add takes; edit takes the same plus `id`, unless `editInput` says otherwise. */
  input: TObject<I>;
  /** What edit takes besides `id`, when it differs from add (e.g. no password). */
  editInput?: TObject;
  fields: { [K in keyof R & string]?: FieldSpec };
  /**
   * Input keys that are no field of the record (a user's password on add): their labels let
   * the import recognise such a column by its title in any language and name it in its
   * messages; a `secret` one is never written back into the import's file of rows in error.
   */
  inputFields?: { [K in keyof I & string]?: InputFieldSpec };
  /** The permission code of each action it offers; an action without a code is not offered. */
  permissions: { list: PermissionCode } & Partial<Record<Exclude<ResourceAction, 'list'>, PermissionCode>>;
  /** The order of a list that names none (widgets-admin §9: createTime descending). */
  defaultSort: { column: keyof R & string; order: 'asc' | 'desc'; then?: { column: keyof R & string; order: 'asc' | 'desc' } };
  /**
   * The routes it names otherwise than JeecgBoot's defaults (`DEFAULT_ROUTES`): a path below
   * `basePath`, and for `add` and `edit` also the method the client sends. A resource whose
   * documented route of that name answers another shape names its own: menus'
   * `/sys/permission/list` is the whole tree, so their paged list is 'pageList';
   * `/sys/annountCement/queryById` is the reader's view, so the administrators' is
   * 'adminQueryById'; push plans are added by `POST addPushPlan`. The server's routes and the
   * client's data provider both read them from here (`routeOf`).
   */
  routes?: ResourceRoutes;
  /** Orders the rows any sort leaves equal, ascending, before the id does (e.g. a tree's code after its sort number). */
  tieBreak?: keyof R & string;
  /**
   * A tree resource names the field holding the parent's id (in its record and its input;
   * empty or null for a root), the field its nodes are titled by, and its tree calls (see
   * `TreeSpec`). Its children load lazily (`childList`); the kit keeps a parent a visible row
   * of the same resource, never the row itself or one of its descendants.
   */
  tree?: TreeSpec<keyof R & string> & { parentField: keyof R & string & keyof I };
}

/** A resource with the request and answer schemas derived from its spec. */
export type Resource<R extends TProperties = TProperties, I extends TProperties = TProperties> = ResourceSpec<R, I> & {
  schemas: ReturnType<typeof deriveSchemas<R, I>>;
};

/** Declares a resource and derives its route schemas (see `ResourceSpec`); the record gains `*_dictText` (wire-record.ts). */
export function defineResource<R extends TProperties, I extends TProperties>(spec: ResourceSpec<R, I>): Resource<R, I> {
  const wired = { ...spec, record: withDictTexts(spec.record, spec.fields as Partial<Record<string, FieldSpec>>) };
  return { ...wired, schemas: deriveSchemas(wired) };
}

function deriveSchemas<R extends TProperties, I extends TProperties>(spec: ResourceSpec<R, I>) {
  const fieldsWhere = (test: (field: FieldSpec) => boolean) =>
    Object.entries(spec.fields as Record<string, FieldSpec | undefined>).filter(([, f]) => f && test(f)).map(([key]) => key);
  const sortable = fieldsWhere((f) => !!f.sortable);
  const filterText = () => Type.Optional(Type.String({ maxLength: 200 }));
  const filters = Object.fromEntries(fieldsWhere((f) => !!f.filter).flatMap((key) => (spec.fields as Record<string, FieldSpec>)[key]!.filter === 'range'
    ? rangeParams(key).map((param) => [param, filterText()])
    : [[key, filterText()]]));
  const listQuery = Type.Object({
    pageNo: Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: KIT_PAGE_SIZE_MAX, default: 10 }),
    column: Type.Optional(Type.Enum(sortable)),
    order: Type.Optional(Type.Enum(['asc', 'desc'])),
    /** URL-encoded JSON list of conditions (widgets-admin §7 "list URL"). */
    superQueryParams: Type.Optional(Type.String({ maxLength: 20_000 })),
    superQueryMatchType: Type.Optional(Type.Enum(MATCH_TYPES)),
    ...filters,
    _t: Type.Optional(Type.String()),
  });
  return {
    listQuery,
    /** The export takes the list's query, or the selected ids (`selections`, comma-joined). */
    exportQuery: Type.Object({ ...listQuery.properties, selections: Type.Optional(Type.String({ maxLength: 20_000 })) }),
    page: Type.Object({ records: Type.Array(spec.record), total: Type.Integer() }),
    edit: Type.Object({ ...(spec.editInput ?? spec.input).properties, id: RecordIdSchema }),
    idQuery: Type.Object({ id: RecordIdSchema, _t: Type.Optional(Type.String()) }),
    idsQuery: Type.Object({ ids: Type.String({ minLength: 1, maxLength: 20_000 }) }),
    /** `childList`: the children of `pid`, the roots without it (widgets-admin §4 "Tree tables load children lazily"). */
    childQuery: Type.Object({ pid: Type.Optional(RecordIdSchema), _t: Type.Optional(Type.String()) }),
    treeNodes: Type.Array(levelNodeSchema(spec.record.properties)),
  };
}

/** The list query of a resource, as its route validates it. */
export type ListQueryOf<X extends Resource> = Static<X['schemas']['listQuery']>;
/** A record of a resource. */
export type RecordOf<X extends Resource> = Static<X['record']>;
/** What add takes. */
export type InputOf<X extends Resource> = Static<X['input']>;
