import { ApiError } from '../api/api-error.ts';
import { del, get } from '../api/methods.ts';
import { request, type DownloadedFile } from '../api/request.ts';
import { listQueryOf, type GetListParams, type GetListResult } from './list-params.ts';
import { routeOf, type InputOf, type KitRoute, type RecordOf, type Resource } from './resource.ts';


/** What an export takes: the list's query (no paging), or the selected ids (`selections`). */
export type ExportParams<X extends Resource> = Omit<GetListParams<X>, 'pagination'> & { ids?: readonly string[] };

/**
 * The client side of a kit resource (architecture §4a): refine's data-provider methods over
 * the spec's URLs, typed from the resource, every call through the one `request`. The import
 * is not here: the import dialog uploads one file at a time with its options and reads each
 * reply (portal/kit/use-import.ts, shared/kit/import-files.ts).
 */
export interface DataProvider<X extends Resource = Resource> {
  readonly resource: X;
  getList(params: GetListParams<X>): Promise<GetListResult<X>>;
  getOne(params: { id: string }): Promise<{ data: RecordOf<X> }>;
  create(params: { variables: InputOf<X> }): Promise<{ data: RecordOf<X> }>;
  update(params: { id: string; variables: InputOf<X> }): Promise<{ data: RecordOf<X> }>;
  deleteOne(params: { id: string }): Promise<void>;
  /** All or nothing: the server deletes none when one is not visible (404). */
  deleteMany(params: { ids: readonly string[] }): Promise<void>;
  exportFile(params: ExportParams<X>): Promise<DownloadedFile>;
  /**
   * The duplicate check of a unique field (`/sys/duplicate/check`): null when `value` is free
   * (or empty: uniqueness skips empty values), else the server's message. `id` is the record
   * being edited, whose own value does not count. A check that fails otherwise answers null:
   * the save is checked again by the server.
   */
  checkUnique(params: { field: string; value: string; id?: string | undefined }): Promise<string | null>;
}

/** The data provider of `resource`. */
export function createDataProvider<X extends Resource>(resource: X): DataProvider<X> {
  // Each route at the method and path the definition names (`ResourceSpec.routes`), else JeecgBoot's.
  const path = (route: KitRoute) => `${resource.basePath}/${routeOf(resource, route).path}`;
  /** Sends `body` to a write route (`add`, `edit`) by the method its definition names. */
  const send = async (route: 'add' | 'edit', body: unknown) =>
    (await request<RecordOf<X>>(path(route), { method: routeOf(resource, route).method, body })).result;

  return {
    resource,
    async getList(params) {
      const page = await get<{ records: RecordOf<X>[]; total: number }>(path('list'), listQueryOf(resource, params));
      return { data: page.records, total: page.total };
    },
    async getOne({ id }) {
      return { data: await get<RecordOf<X>>(path('queryById'), { id }) };
    },
    async create({ variables }) {
      return { data: await send('add', variables) };
    },
    async update({ id, variables }) {
      return { data: await send('edit', { ...variables, id }) };
    },
    async deleteOne({ id }) {
      await del<null>(path('delete'), { id });
    },
    async deleteMany({ ids }) {
      await del<null>(path('deleteBatch'), { ids: ids.join(',') });
    },
    exportFile({ ids, ...params }) {
      const query = listQueryOf(resource, params);
      if (ids?.length) query.selections = ids.join(',');
      return request(path('exportXls'), { query, as: 'file' });
    },
    async checkUnique({ field, value, id }) {
      if (!value.trim()) return null;
      try {
        await get<null>('/sys/duplicate/check', { tableName: resource.tableName, fieldName: field, fieldVal: value.trim(), dataId: id || undefined });
        return null;
      } catch (error) {
        return error instanceof ApiError && error.kind === 'business' ? error.message : null;
      }
    },
  };
}

const providers = new WeakMap<Resource, DataProvider>();

/** The one plain data provider of `resource` (one per definition, so its stores are shared). */
export function dataProviderFor<X extends Resource>(resource: X): DataProvider<X> {
  let provider = providers.get(resource);
  if (!provider) providers.set(resource, (provider = createDataProvider(resource) as unknown as DataProvider));
  return provider as unknown as DataProvider<X>;
}
