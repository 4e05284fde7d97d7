import type { FetcherStore } from '@nanostores/query';
import { createFetcherStore } from './query-client.ts';
import { resourceKeyPrefix } from './resource-keys.ts';
import type { Resource } from './resource.ts';

const versions = new Map<string, FetcherStore<number>>();

/**
 * A number that changes whenever the data of `resource` changes through the kit (any of its
 * mutations invalidates its keys, this one too): the `reloadKey` of a view that is not a
 * kit list, such as a tree table. One store per resource: it keeps its number until the
 * resource changes (or the session does), so a view mounted again does not read twice.
 */
export function resourceVersion(resource: Pick<Resource, 'name'>): FetcherStore<number> {
  let store = versions.get(resource.name);
  if (!store) {
    let count = 0;
    store = createFetcherStore<number>([`${resourceKeyPrefix(resource)}version`], { fetcher: async () => ++count, dedupeTime: Infinity });
    versions.set(resource.name, store);
  }
  return store;
}
