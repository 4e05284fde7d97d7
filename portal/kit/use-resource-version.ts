import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { createFetcherStore } from '../../shared/kit/query-client.ts';
import { resourceKeyPrefix } from '../../shared/kit/resource-keys.ts';
import type { Resource } from '../../shared/kit/resource.ts';

let versions = 0;

/**
 * A number that changes whenever the views of `resource` are invalidated (a save, a delete, an
 * import, a special action through `createResourceMutation`). A view not built on the list
 * store, such as a tree table, passes it as its `reloadKey` and reads again with every other
 * view of the resource. It counts the invalidations since the view was mounted.
 */
export function useResourceVersion(resource: Pick<Resource, 'name'>): number {
  // A keyed store under the resource's prefix: invalidating the resource asks its "fetcher" again.
  const [$version] = useState(() => createFetcherStore<number>([`${resourceKeyPrefix(resource)}version`], { fetcher: async () => ++versions }));
  const { data } = useStore($version);
  // Counted from the first answer (0 until then, so the view's first load is not repeated), and
  // kept while the next number "loads", so that one invalidation changes the key once.
  const base = useRef<number | null>(null);
  const last = useRef(0);
  if (data !== undefined) {
    base.current ??= data;
    last.current = data - base.current;
  }
  return last.current;
}
